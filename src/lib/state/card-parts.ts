import type { CharacterId, SeatId } from '$lib/rulesets/botc/engine/core';

/** Words the storyteller often shows, said in the game's language when the card is shown. */
export const CARD_PHRASES = [
	'youAre',
	'thisPlayerIs',
	'oneOfThese',
	'selectedYou',
	'notInPlay',
	'thisIsDemon',
	'theseAreMinions',
	'youLearn',
	'useAbility',
	'choosePlayer',
	'chooseCharacter',
	'good',
	'evil'
] as const;
export type CardPhrase = (typeof CARD_PHRASES)[number];

/** One piece of a composed card: a player (their seat), a character, set words, or free words. */
export type CardPart =
	| { kind: 'seat'; seat: SeatId }
	| { kind: 'character'; character: CharacterId }
	| { kind: 'phrase'; phrase: CardPhrase }
	| { kind: 'text'; text: string };

/** How many pieces a card holds, and the longest free words: a card is read across a table. */
export const MAX_CARD_PARTS = 12;
export const MAX_CARD_TEXT = 120;

/**
 * The parts with one more at the end, or the same parts when it cannot go on: a card already
 * full, free words empty or too long (trimmed first), or the same player or character twice.
 */
export function withPart(parts: readonly CardPart[], part: CardPart): CardPart[] {
	if (parts.length >= MAX_CARD_PARTS) return [...parts];
	if (part.kind === 'text') {
		const text = part.text.trim();
		if (!text || text.length > MAX_CARD_TEXT) return [...parts];
		return [...parts, { kind: 'text', text }];
	}
	const same = (p: CardPart) =>
		(part.kind === 'seat' && p.kind === 'seat' && p.seat === part.seat) ||
		(part.kind === 'character' && p.kind === 'character' && p.character === part.character);
	if (parts.some(same)) return [...parts];
	return [...parts, part];
}

/** A card's lines as shown: words on their own line, players and characters side by side. */
export type CardLine =
	| { kind: 'words'; part: Extract<CardPart, { kind: 'phrase' | 'text' }> }
	| { kind: 'seats'; seats: SeatId[] }
	| { kind: 'characters'; characters: CharacterId[] };

export function cardLines(parts: readonly CardPart[]): CardLine[] {
	const lines: CardLine[] = [];
	for (const p of parts) {
		const last = lines.at(-1);
		if (p.kind === 'seat') {
			if (last?.kind === 'seats') last.seats.push(p.seat);
			else lines.push({ kind: 'seats', seats: [p.seat] });
		} else if (p.kind === 'character') {
			if (last?.kind === 'characters') last.characters.push(p.character);
			else lines.push({ kind: 'characters', characters: [p.character] });
		} else lines.push({ kind: 'words', part: p });
	}
	return lines;
}
