import type { Answer, GameState, GivenAnswer, StepChoice } from '$lib/rulesets/botc/engine/core';
import { nightRule } from '$lib/rulesets/botc/engine/night-rules';
import { isolate, list, t } from '$lib/i18n';
import { seatLabel } from '$lib/i18n/seat-name';
import * as m from '$lib/paraglide/messages';
import { charName } from '$lib/state/character-text.svelte';

/**
 * An answer in words, in the current language: the players shown, the characters, the number,
 * yes or no, the alignment or the direction. Names are isolated (draw it with Said.svelte).
 */
export function answerText(a: Answer, state: GameState): string {
	const parts: string[] = [];
	if (a.seats)
		parts.push(list(a.seats.map((id) => seatLabel(state.seats, id))) || t(m['answers.none']));
	if (a.characters?.length)
		parts.push(a.characters.map((c) => charName(state.script, c)).join(' / '));
	if (a.number !== undefined) parts.push(String(a.number));
	if (a.yes !== undefined) parts.push(t(a.yes ? m['answers.yes'] : m['answers.no']));
	if (a.alignment)
		parts.push(
			t(
				{
					good: m['play.alignment.good'],
					evil: m['play.alignment.evil'],
					default: m['play.alignment.default']
				}[a.alignment]
			)
		);
	if (a.direction)
		parts.push(
			t(
				{
					clockwise: m['answers.direction.clockwise'],
					anticlockwise: m['answers.direction.anticlockwise'],
					equal: m['answers.direction.equal']
				}[a.direction]
			)
		);
	return parts.join(' · ');
}

/** One line for a given answer: the character, what was said, and whether it was true. */
export function givenText(g: GivenAnswer, state: GameState): string {
	return t(m['answers.ev'], {
		character: charName(state.script, g.character),
		answer: answerText(g.answer, state),
		truth: t(
			{
				true: m['answers.truth.true'],
				registered: m['answers.truth.registered'],
				false: m['answers.truth.false'],
				free: m['answers.truth.free']
			}[g.truth]
		)
	});
}

/** A choice entered at a step, as the history and the story tell it: a guess, or a pick. */
export function choiceText(c: Omit<StepChoice, 'step'>, state: GameState): string {
	const char = (id: string) => isolate(charName(state.script, id));
	const seat = (id: string) => seatLabel(state.seats, id);
	const guess = list(c.characters.map(char));
	return nightRule(c.character)?.picks?.guess
		? t(m['tonight.story.guessed'], {
				character: char(c.character),
				name: list(c.seats.map(seat)),
				guess
			})
		: t(m['tonight.story.picked'], { character: char(c.character), guess });
}
