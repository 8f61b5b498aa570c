import type { Answer, CharacterId, SeatId } from '../engine/types';

/**
 * The reminder tokens an information step's answer puts on the players it shows, in the order
 * of the answer's seats (official labels): the Washerwoman's "Townsfolk" on the first player and
 * "Wrong" on the second, the Noble's "Know" on all three…
 */
const ANSWER_TOKENS: Readonly<Record<CharacterId, readonly string[]>> = {
	washerwoman: ['Townsfolk', 'Wrong'],
	librarian: ['Outsider', 'Wrong'],
	investigator: ['Minion', 'Wrong'],
	grandmother: ['Grandchild'],
	noble: ['Know', 'Know', 'Know'],
	knight: ['Know', 'Know'],
	steward: ['Know'],
	bountyhunter: ['Know']
};

/** One token an answer places. */
export interface AnswerToken {
	seat: SeatId;
	label: string;
}

/**
 * The tokens to place with an answer, so that the storyteller's one tap records the answer and
 * marks the players it showed. None for characters without such tokens, or an answer with no
 * players. The first player of a pair is the one the character was about (the answer's order).
 */
export function answerTokens(character: CharacterId, answer: Answer): AnswerToken[] {
	const labels = Object.hasOwn(ANSWER_TOKENS, character) ? ANSWER_TOKENS[character] : undefined;
	if (!labels || !answer.seats) return [];
	return answer.seats.slice(0, labels.length).map((seat, i) => ({ seat, label: labels[i] ?? '' }));
}
