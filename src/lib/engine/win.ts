import { characterOf, livingResidents } from './seats';
import type { Alignment, GameState } from './types';

export interface WinSuggestion {
	winner: Alignment;
	code: 'no-demon' | 'two-left';
	message: { 'zh-CN': string; en: string };
}

/**
 * Suggests a winner by the base rules, never forcing it: good wins when no Demon is alive; evil
 * wins when only two players are alive (travellers not counted); when both hold, good wins.
 * Character-specific wins (Saint, Mayor, Vortox…) are the storyteller's call via `game/ended`.
 */
export function checkWin(state: GameState): WinSuggestion | null {
	if (state.phase.kind !== 'night' && state.phase.kind !== 'day') return null;
	const isDemon = (id: string | null) => characterOf(state, id)?.team === 'demon';
	const residents = state.seats.filter((s) => !s.traveller);
	// Lil' Monsta: the demon is whoever babysits it.
	const babysat = (s: (typeof residents)[number]) =>
		s.reminders.some((r) => r.source === 'lilmonsta' && /demon/i.test(r.label));
	const demons = residents.filter((s) => isDemon(s.character) || babysat(s));
	// No Demon yet (a living Summoner) or none at all (the Atheist's game): no win for good.
	const demonWaiting =
		demons.length === 0 &&
		residents.some((s) => (s.character === 'summoner' && s.alive) || s.character === 'atheist');
	if (demons.length > 0 || !demonWaiting) {
		if (!demons.some((s) => s.alive))
			return {
				winner: 'good',
				code: 'no-demon',
				message: { 'zh-CN': '所有恶魔都已死亡：善良阵营获胜', en: 'Every Demon is dead: good wins' }
			};
	}
	if (livingResidents(state).length <= 2)
		return {
			winner: 'evil',
			code: 'two-left',
			message: {
				'zh-CN': '只剩两名玩家存活（不计旅行者）：邪恶阵营获胜',
				en: 'Only two players are alive (travellers not counted): evil wins'
			}
		};
	return null;
}
