// A jinx written as a card of its own, as bloodstar.xyz exports write one (`"team": "jinxes"`,
// named "寡妇&落难少女", its ruling as `ability`): read as the script's own jinx when both names
// are characters on the script.
import type { Character, ScriptJinx } from './engine/types';
import { nameKey } from './recognise';

const JINX_TEAMS = new Set(['jinxes', 'jinx', '相克', '相克规则']);

/** An entry that is a jinx written as a card (`team: "jinxes"`, two names joined by `&`). */
export function isJinxCard(entry: Record<string, unknown>): boolean {
	return typeof entry.team === 'string' && JINX_TEAMS.has(entry.team.trim().toLowerCase());
}

/** The pair a jinx card names among the script's characters, with its text; null if none. */
export function jinxOfCard(
	entry: Record<string, unknown>,
	characters: readonly Character[]
): ScriptJinx | null {
	if (typeof entry.name !== 'string') return null;
	const find = (part: string) => {
		const key = nameKey(part);
		return key === ''
			? undefined
			: characters.find((c) => [c.id, c.name, c.nameZh ?? ''].some((n) => nameKey(n) === key));
	};
	const parts = entry.name
		.split(/[&＆、,，+/]/u)
		.map((x) => x.trim())
		.filter((x) => x !== '');
	if (parts.length !== 2) return null;
	const [a, b] = parts.map(find);
	if (!a || !b || a.id === b.id) return null;
	const text = typeof entry.ability === 'string' ? entry.ability.trim().slice(0, 2000) : '';
	if (!text) return { a: a.id, b: b.id };
	return /\p{Script=Han}/u.test(text)
		? { a: a.id, b: b.id, reasonZh: text }
		: { a: a.id, b: b.id, reason: text };
}
