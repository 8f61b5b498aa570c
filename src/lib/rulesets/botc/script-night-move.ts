import type { Script } from './engine/types';
import defaults from './data/zh-editions.night-defaults.json';
import { nightOrder } from './script-night';

// The storyteller may move a character's night step for a script (above all the 山雨欲来 steps
// whose place is not known, which start at a documented default: data/zh-editions.night-defaults
// .json). The moved order is kept as the script's own `_meta.firstNight` / `_meta.otherNight`
// (the official format's way to give a script its own order), so it is stored with the script,
// read again by the parser, used by every game started on it and carried in the exported file.

export type Night = 'firstNight' | 'otherNight';

/** Steps that stay where they are: the night opens with dusk and closes with dawn. */
const FIXED = new Set(['dusk', 'dawn']);

/**
 * The characters whose step on that night starts at a default place of ours: the 山雨欲来 steps
 * the facts cannot place, and the 华灯初上 wakes our texts add where the facts have no step.
 */
export function placedByDefault(which: Night): ReadonlySet<string> {
	return new Set([
		...Object.keys(defaults[which]),
		...Object.keys(defaults.wakesTheFactsOmit[which])
	]);
}

/** Whether `id`'s step in `order` can move one place (`-1` earlier, `1` later). */
export function canMoveStep(order: readonly string[], id: string, by: -1 | 1): boolean {
	const at = order.indexOf(id);
	const to = at + by;
	if (at < 0 || FIXED.has(id) || to < 0 || to >= order.length) return false;
	return !FIXED.has(order[to] as string);
}

/** The order with `id`'s step moved one place earlier (`-1`) or later (`1`); unchanged if it can't. */
export function moveStep(order: readonly string[], id: string, by: -1 | 1): string[] {
	const out = [...order];
	if (!canMoveStep(order, id, by)) return out;
	const at = out.indexOf(id);
	[out[at], out[at + by]] = [out[at + by] as string, out[at] as string];
	return out;
}

/** Whether the script's order for the night is its own (moved), not the one its characters give. */
export function ownNightOrder(script: Script, which: Night): boolean {
	const usual = nightOrder(script.characters, which);
	const order = script[which];
	return order.length !== usual.length || order.some((id, i) => id !== usual[i]);
}

/**
 * A script file (its JSON, as stored) with its `_meta` night order for `which` set to `order`
 * (a `_meta` entry is added first when the file has none). Any other value is returned as is.
 */
export function withNightOrder(json: unknown, which: Night, order: readonly string[]): unknown {
	if (!Array.isArray(json)) return json;
	const isMeta = (e: unknown) =>
		typeof e === 'object' &&
		e !== null &&
		(e as Record<string, unknown>).id === '_meta' &&
		(e as Record<string, unknown>).team === undefined;
	const at = json.findIndex(isMeta);
	if (at < 0) return [{ id: '_meta', [which]: [...order] }, ...json];
	return json.map((e, i) => (i === at ? { ...(e as object), [which]: [...order] } : e));
}
