import type { Character } from './engine/types';
import { OFFICIAL_FIRST_NIGHT, OFFICIAL_OTHER_NIGHT, officialCharacter } from './characters';

// Script tools number the night on their own scales (one exporter counts to 54, another into the
// thousands), never on the official sheet's. Known characters always take their official place;
// a homebrew character is placed among them by the numbers its file gives both: right after the
// known character with the largest number not above its own. Homebrew characters keep their
// order among themselves. With no numbered known character to go by, a homebrew character's
// number is read on the official scale, as the official script tool writes it.

/** The file's number for a known character on the script, for each night (0: not given). */
export interface Anchor {
	id: string;
	firstNight: number;
	otherNight: number;
}

type Night = 'firstNight' | 'otherNight';

function place(characters: Character[], anchors: readonly Anchor[], which: Night): void {
	const sheet = which === 'firstNight' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT;
	const sheetKey = new Map(sheet.map((id, i) => [id, i + 1]));
	// The Chinese editions' characters are not on the sheet: their numbers are on its scale.
	const keyOf = (id: string) => sheetKey.get(id) ?? officialCharacter(id)?.[which] ?? 0;
	const known = anchors
		.filter((a) => a[which] > 0 && keyOf(a.id) > 0)
		.map((a) => ({ n: a[which], key: keyOf(a.id) }))
		.sort((a, b) => a.n - b.n || a.key - b.key);
	if (known.length === 0) return;
	const homebrew = characters
		.map((c, i) => ({ c, i }))
		.filter(({ c }) => c.edition === 'homebrew' && c[which] > 0)
		.sort((a, b) => a.c[which] - b.c[which] || a.i - b.i);
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

/** The homebrew characters with their night numbers moved onto the official scale. */
export function placeHomebrew(characters: Character[], anchors: readonly Anchor[]): Character[] {
	const out = [...characters];
	place(out, anchors, 'firstNight');
	place(out, anchors, 'otherNight');
	return out;
}
