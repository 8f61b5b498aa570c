import { canUseSkill, usesOf } from '../forum/marks';
import { type Rejection, reject } from '../../engine/types';
import { canAct } from './player-states';
import { type I01Skill, SKILL_ROLE, phaseOfSkill } from './roles';
import {
	type I01Player,
	type I01State,
	type NightRecord,
	isCharmed,
	isEjectedSeat,
	isLover,
	isOut,
	playerOf
} from './state';

/**
 * 夜晚1 … 夜晚6 (游戏流程 步骤 11–16): the 主办 enters each skill during its phase; closing a
 * phase resolves it at once, in phase order, line by line. After 夜晚6 every 濒死 character
 * goes out, in the order it became 濒死.
 */

/** The characters that may use 【杀人】 tonight: the wolves, or whoever gained it. */
export function killHolders(s: I01State): string[] {
	const able = (p: I01Player) => !isOut(p) && !isEjectedSeat(s, p.seat);
	const wolvesLost = s.lostTeams.includes('wolves');
	const out: string[] = [];
	if (!wolvesLost)
		out.push(
			...s.players
				.filter((p) => p.role === 'wolf' && p.team === 'wolves' && able(p))
				.map((p) => p.seat)
		);
	const lovers = s.players.filter(isLover);
	// 爱神【复仇】: both lovers werewolves, every werewolf out → Cupid gains 【杀人】.
	if (
		!wolvesLost &&
		lovers.length === 2 &&
		lovers.every((p) => p.role === 'wolf') &&
		s.players.filter((p) => p.role === 'wolf').every(isOut)
	)
		out.push(...s.players.filter((p) => p.role === 'cupid' && able(p)).map((p) => p.seat));
	// 情侣【遗志】: lovers' team with a werewolf, the werewolf team lost → the lovers gain it.
	if (
		wolvesLost &&
		!s.lostTeams.includes('lovers') &&
		lovers.some((p) => p.role === 'wolf') &&
		lovers.every((p) => p.team === 'lovers')
	)
		out.push(...lovers.filter(able).map((p) => p.seat));
	return out;
}

/** Who may use `skill` tonight (before checking targets). */
export function holders(s: I01State, skill: I01Skill): string[] {
	if (skill === 'kill') return killHolders(s);
	return s.players
		.filter((p) => p.role === SKILL_ROLE[skill] && !isOut(p) && !isEjectedSeat(s, p.seat))
		.map((p) => p.seat);
}

function timesTargeted(s: I01State, skill: I01Skill, seat: string): number {
	const past = s.nights.flatMap((n) => n.actions);
	return past.filter((a) => a.skill === skill && a.target === seat).length;
}

/** Why `actor` may not use `skill` on `target` now, or null when the action is legal. */
export function checkAction(
	s: I01State,
	skill: I01Skill,
	actor: string,
	target: string
): Rejection | null {
	const phase = s.phase;
	if (phase.kind !== 'night' || phase.step === 'dawn') return reject('i01.not-night-skill');
	const slot = phaseOfSkill(skill);
	if (phase.step !== slot) return reject('i01.wrong-phase', { skill, slot, step: phase.step });
	const a = playerOf(s, actor);
	if (!a) return reject('i01.unknown-seat');
	const state = canAct(s, actor, 'active-skill');
	if (state) return state;
	if (!holders(s, skill).includes(actor)) return reject('i01.not-holder', { seat: actor, skill });
	if (skill !== 'divine' && a.team && s.lostTeams.includes(a.team)) return reject('i01.team-lost');
	const t = playerOf(s, target);
	if (!t) return reject('i01.unknown-seat');
	const targetState = canAct(s, target, 'be-target');
	if (targetState) return targetState;
	if ((skill === 'protect' || skill === 'mute') && timesTargeted(s, skill, target) > 0)
		return reject('i01.once-per-target', { seat: target, skill });
	if (skill === 'charm' && isCharmed(t)) return reject('i01.already-charmed', { seat: target });
	if ((skill === 'save' || skill === 'poison') && !canUseSkill(a.marks, skill, 1))
		return reject('i01.used', { skill });
	if (skill === 'save' && !(s.night?.killTargets ?? []).includes(target))
		return reject('i01.not-sensed');
	return null;
}

export function openNight(s: I01State, n: number): I01State {
	const night: NightRecord = {
		n,
		actions: [],
		overrides: {},
		lines: [],
		feedback: [],
		killTargets: [],
		muted: [],
		protectedSeat: null
	};
	return { ...s, phase: { kind: 'night', n, step: 1 }, night };
}

export function usedSingle(p: I01Player, skill: I01Skill): boolean {
	return usesOf(p.marks, skill) > 0;
}
