import type { GameState } from './botc/engine/types';
import type { NightStep } from './botc/engine/night';
import { characterOf } from './botc/engine/seats';
import { JINGMANTIANBA, NO_EVIL_GROUP_CHAT, impairedAdvice } from './jingmantianba';

export type Note = { 'zh-CN': string; en: string };

/**
 * Rule-set-specific notes for a night step, shown under the step's text: in 《井满田坝》 how a
 * drunk or poisoned player's ability fails, and that 826 has no night group chat.
 */
export function nightNotes(state: GameState, step: NightStep): Note[] {
	if (state.ruleset !== JINGMANTIANBA) return [];
	const notes: Note[] = [];
	if (step.kind === 'minioninfo' || step.kind === 'demoninfo') notes.push(NO_EVIL_GROUP_CHAT);
	if (step.kind === 'character' && (step.drunk || step.poisoned))
		notes.push(impairedAdvice(characterOf(state, step.character ?? null)));
	return notes;
}
