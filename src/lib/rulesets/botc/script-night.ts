import type { Character } from './engine/types';
import { OFFICIAL_FIRST_NIGHT, OFFICIAL_OTHER_NIGHT, officialCharacter } from './characters';

// Script tools number the night on their own scales (one exporter counts to 54, another into the
// thousands), never on the official sheet's. Known characters always take their official place;
// a homebrew character is placed among them by the numbers its file gives both: right after the
// known character with the largest number not above its own. Homebrew characters keep their
// order among themselves. With no numbered known character to go by, a homebrew character's
// number is read on the official scale, as the official script tool writes it, unless the numbers
// run past that scale: then homebrew characters named like known ones of their team (集石 writes
// official characters so, `noble_c`) go by those ones' places, or else keep their order (`spread`).

/** The file's number for a known character on the script, for each night (0: not given). */
export interface Anchor {
	id: string;
	firstNight: number;
	otherNight: number;
}

type Night = 'firstNight' | 'otherNight';

function place(
	characters: Character[],
	anchors: readonly Anchor[],
	namesakes: readonly Anchor[],
	which: Night
): void {
	const sheet = which === 'firstNight' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT;
	const sheetKey = new Map(sheet.map((id, i) => [id, i + 1]));
	// The Chinese editions' characters are not on the sheet: their numbers are on its scale.
	const keyOf = (id: string) => sheetKey.get(id) ?? officialCharacter(id)?.[which] ?? 0;
	const numbered = (list: readonly Anchor[]) =>
		list
			.filter((a) => a[which] > 0 && keyOf(a.id) > 0)
			.map((a) => ({ n: a[which], key: keyOf(a.id) }))
			.sort((a, b) => a.n - b.n || a.key - b.key);
	const homebrew = characters
		.map((c, i) => ({ c, i }))
		.filter(({ c }) => c.edition === 'homebrew' && c[which] > 0)
		.sort((a, b) => a.c[which] - b.c[which] || a.i - b.i);
	let known = numbered(anchors);
	if (known.length === 0) {
		// Numbers within the official sheet stay as they are. Past it (a tool's own scale, or an
		// older sheet's): characters named like known ones place the rest; without them, a scale
		// mostly past the sheet keeps its order (`spread`), a number or two past it stay last.
		const past = homebrew.filter(({ c }) => c[which] > sheet.length).length;
		if (past === 0) return;
		known = numbered(namesakes);
		if (known.length === 0) {
			if (past * 2 > homebrew.length) spread(characters, homebrew, sheetKey, which);
			return;
		}
	}
	// Each homebrew character goes after an official slot; those sharing a slot split its gap.
	const slots = new Map<number, number[]>();
	for (const { c, i } of homebrew) {
		const before = known.filter((k) => k.n <= c[which]);
		const slot = before.length > 0 ? Math.max(...before.map((k) => k.key)) : 1;
		slots.set(slot, [...(slots.get(slot) ?? []), i]);
	}
	// Between the slot and the next known step on the script (Chinese-edition steps sit between
	// official ones), so a homebrew step never passes the next one.
	const keys = [
		...sheet.map((_, i) => i + 1),
		...characters.filter((c) => c.edition !== 'homebrew').map((c) => keyOf(c.id))
	];
	for (const [slot, members] of slots) {
		const next = Math.min(slot + 1, ...keys.filter((k) => k > slot));
		members.forEach((i, rank) => {
			const c = characters[i] as Character;
			characters[i] = { ...c, [which]: slot + ((next - slot) * (rank + 1)) / (members.length + 1) };
		});
	}
}

/**
 * Numbers on a tool's own scale (past the official sheet's last step, into the thousands) with no
 * known character, nor one named like one, to go by: they keep their order, spread between the
 * Demon's information (dusk on other nights) and dawn.
 */
function spread(
	characters: Character[],
	homebrew: readonly { c: Character; i: number }[],
	sheetKey: ReadonlyMap<string, number>,
	which: Night
): void {
	const dawn = sheetKey.get('dawn') ?? sheetKey.size;
	const from = sheetKey.get(which === 'firstNight' ? 'demoninfo' : 'dusk') ?? 1;
	const numbers = [...new Set(homebrew.map(({ c }) => c[which]))];
	for (const { c, i } of homebrew) {
		const rank = numbers.indexOf(c[which]);
		characters[i] = { ...c, [which]: from + ((dawn - from) * (rank + 1)) / (numbers.length + 1) };
	}
}

/** The homebrew characters with their night numbers moved onto the official scale. */
export function placeHomebrew(
	characters: Character[],
	anchors: readonly Anchor[],
	namesakes: readonly Anchor[] = []
): Character[] {
	const out = [...characters];
	place(out, anchors, namesakes, 'firstNight');
	place(out, anchors, namesakes, 'otherNight');
	return out;
}

/**
 * Orders the night: each step gets a key on the official scale (official characters and
 * pseudo-steps by their place in the official sheet, homebrew by their own number). A `_meta`
 * order wins; anything that wakes but is missing from it is slotted in by its key.
 */
export function nightOrder(
	characters: readonly Character[],
	which: 'firstNight' | 'otherNight',
	metaOrder: readonly string[] | null = null
): string[] {
	const official = which === 'firstNight' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT;
	const officialKey = new Map(official.map((id, i) => [id, i + 1]));
	const key = (id: string): number => {
		const c = characters.find((x) => x.id === id);
		if (c && c.edition === 'homebrew') return c[which];
		return officialKey.get(id) ?? (c ? c[which] : 0);
	};
	const pseudo =
		which === 'firstNight' ? ['dusk', 'minioninfo', 'demoninfo', 'dawn'] : ['dusk', 'dawn'];
	const wakers = characters.filter((c) => c[which] > 0).map((c) => c.id);
	const all = [...pseudo, ...wakers];
	if (!metaOrder) {
		return all
			.map((id, i) => ({ id, k: key(id), i }))
			.sort((a, b) => a.k - b.k || a.i - b.i)
			.map((x) => x.id);
	}
	const order = metaOrder.filter(
		(id, i) =>
			metaOrder.indexOf(id) === i && (all.includes(id) || characters.some((c) => c.id === id))
	);
	for (const id of all) {
		if (order.includes(id)) continue;
		if (id === 'dusk') {
			order.unshift(id);
			continue;
		}
		if (id === 'dawn') {
			order.push(id);
			continue;
		}
		const k = key(id);
		const at = order.findIndex((o) => o !== 'dusk' && (o === 'dawn' || key(o) > k));
		order.splice(at === -1 ? order.length : at, 0, id);
	}
	return order;
}
