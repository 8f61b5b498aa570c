import type { Answer, GameState, GivenAnswer } from '$lib/engine/core';
import { isolate, list, t } from '$lib/i18n';
import '$lib/i18n/use/answers';
import '$lib/i18n/use/play';
import { charName } from '$lib/state/character-text.svelte';

/**
 * An answer in words, in the current language: the players shown, the characters, the number,
 * yes or no, the alignment or the direction. Names are isolated (draw it with Said.svelte).
 */
export function answerText(a: Answer, state: GameState): string {
	const parts: string[] = [];
	if (a.seats)
		parts.push(
			list(a.seats.map((id) => isolate(state.seats.find((s) => s.id === id)?.name ?? '?'))) ||
				t('answers.none')
		);
	if (a.characters?.length)
		parts.push(a.characters.map((c) => charName(state.script, c)).join(' / '));
	if (a.number !== undefined) parts.push(String(a.number));
	if (a.yes !== undefined) parts.push(t(a.yes ? 'answers.yes' : 'answers.no'));
	if (a.alignment) parts.push(t(`play.alignment.${a.alignment}`));
	if (a.direction) parts.push(t(`answers.direction.${a.direction}`));
	return parts.join(' · ');
}

/** One line for a given answer: the character, what was said, and whether it was true. */
export function givenText(g: GivenAnswer, state: GameState): string {
	return t('answers.ev', {
		character: charName(state.script, g.character),
		answer: answerText(g.answer, state),
		truth: t(`answers.truth.${g.truth}`)
	});
}
