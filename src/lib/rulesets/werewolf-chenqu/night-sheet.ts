import { hasLost, hasStatus, usesOf } from '../forum/marks';
import { type NightAction, orderedActions } from '../forum/resolution';
import { type Rejection, reject } from '../../engine/types';
import { type Text, text } from '../../engine/text';
import { FEEDBACK_NAMES, type Feedback, roleOf } from './roles';
import { inGame, nameOf, partnerOf, playing, seatOf } from './seats';
import { type NightSkill, SKILLS, SLOTS, ST, biteBlock, skillDef } from './skills';
import type { SeatId, WSeat, WerewolfState } from './state';

// The night sheet: who may act, on whom, and what the seer is told (pure; the resolution is in
// night.ts).

/** Who may use `skill` now (in game, holds it, not lost, not silenced, not used up). */
export function actorsFor(state: WerewolfState, skill: NightSkill): WSeat[] {
	return state.seats.filter((s) => canAct(state, s, skill) === null);
}

export function canAct(state: WerewolfState, seat: WSeat, skill: NightSkill): Rejection | null {
	const def = skillDef(skill);
	const n = state.phase.kind === 'night' ? state.phase.n : 0;
	const holds = skill === 'kill' ? hasStatus(seat, ST.killer) : seat.role === def.role;
	if (!holds) return reject('wwc.not-holder', { seat: seat.id, skill });
	if (!inGame(state, seat)) return reject('wwc.actor-out', { seat: seat.id });
	if (hasStatus(seat, ST.silenced)) return reject('wwc.silenced', { seat: seat.id });
	if (hasLost(seat, skill)) return reject('wwc.skill-lost', { seat: seat.id, skill });
	if (def.limited && usesOf(seat, skill) >= 1) return reject('wwc.used-up', { skill });
	if (skill === 'bite' && usesOf(seat, biteBlock(n)) >= 1) return reject('wwc.bite-block');
	return null;
}

/** Targets the night's kills point at, in order (for 【通灵】 and 【纯真】). */
export function pointedTargets(state: WerewolfState): SeatId[] {
	const acts = state.night?.actions ?? [];
	return orderedActions(acts, SLOTS)
		.filter((a) => a.skill === 'kill' || a.skill === 'bite')
		.map((a) => a.target)
		.filter((t): t is SeatId => t !== null);
}

export function checkNightAction(
	state: WerewolfState,
	skill: NightSkill,
	actorId: SeatId,
	targetId: SeatId | null
): Rejection | null {
	if (state.phase.kind !== 'night' || state.phase.n < 1 || !state.night)
		return reject('wwc.not-night');
	if (state.night.resolved) return reject('wwc.resolved');
	const actor = seatOf(state, actorId);
	if (!actor) return reject('wwc.no-seat', { id: actorId });
	const cant = canAct(state, actor, skill);
	if (cant) return cant;
	const def = skillDef(skill);
	const target = targetId ? seatOf(state, targetId) : undefined;
	if (!target) return reject('wwc.no-target');
	if (!inGame(state, target)) return reject('wwc.target-out', { seat: target.id });
	if (def.othersOnly && target.id === actor.id) return reject('wwc.self');
	if (def.oncePerTarget && hasStatus(target, ST.targetOf(skill)))
		return reject('wwc.once-per-target', { seat: target.id, skill });
	const other = (x: NightSkill) => state.night?.actions.some((a) => a.skill === x);
	if (skill === 'charm' && hasStatus(target, ST.charmed))
		return reject('wwc.charmed', { seat: target.id });
	if (skill === 'charm' && other('finale')) return reject('wwc.charm-or-finale');
	if (skill === 'finale' && !hasStatus(target, ST.charmed)) return reject('wwc.not-charmed');
	if (skill === 'finale' && other('charm')) return reject('wwc.charm-or-finale');
	if (skill === 'power' && !state.sheriff) return reject('wwc.no-sheriff');
	if (skill === 'innocence' && !pointedTargets(state).includes(target.id))
		return reject('wwc.not-pointed');
	return null;
}

/** Legal targets of a skill for an actor, for the entry screen. */
export function legalTargets(state: WerewolfState, skill: NightSkill, actor: SeatId): SeatId[] {
	return state.seats
		.filter((s) => checkNightAction(state, skill, actor, s.id) === null)
		.map((s) => s.id);
}

export interface NightRow {
	skill: NightSkill;
	deadline: string;
	actors: SeatId[];
	action: NightAction | null;
}

/** The night's entry sheet in the seed's deadline order: skills someone can still use. */
export function nightSheet(state: WerewolfState): NightRow[] {
	const acts = state.night?.actions ?? [];
	return SLOTS.map((slot) => {
		const skill = slot.skill as NightSkill;
		return {
			skill,
			deadline: slot.deadline,
			actors: actorsFor(state, skill).map((s) => s.id),
			action: acts.find((a) => a.skill === skill) ?? null
		};
	}).filter((row) => row.actors.length > 0 || row.action);
}

/** What the seer is told about `target` (the lovers' rule of 情侣 补充说明 2). */
export function feedbackFor(state: WerewolfState, target: WSeat): Feedback {
	const own = target.role ? roleOf(target.role).feedback : 'village';
	const partner = partnerOf(state, target.id);
	if (target.team !== 'lovers' || !partner) return own;
	const pair = [target, partner].filter((x) => x.role && roleOf(x.role).team !== 'village');
	if (pair.length === 1) return roleOf((pair[0] as WSeat).role!).feedback;
	return own;
}

/** Players still in the game, for pickers. */
export function candidates(state: WerewolfState): SeatId[] {
	return playing(state).map((s) => s.id);
}

export { SKILLS };

/**
 * What 【预言】 or 【天眼】 tells its user about `targetId`: the feedback of the table (and of the
 * lovers' rule), or no answer when 修女【卫道】 protects the target (`shielded`).
 */
export function divination(
	s: WerewolfState,
	skill: 'divine' | 'eye',
	actor: SeatId,
	targetId: SeatId,
	faithOn: SeatId | null | undefined
): { text: Text; shielded: boolean } {
	const target = seatOf(s, targetId) as WSeat;
	const label = skillDef(skill).name;
	const who = nameOf(s, actor);
	if (target.id === faithOn)
		return {
			shielded: true,
			text: text(
				`【${label['zh-CN']}】${who} 查验 ${target.name}：目标受【卫道】保护，无反馈`,
				`${label.en}: ${who} checks ${target.name}: protected by Faith, no answer`
			)
		};
	const fb = FEEDBACK_NAMES[feedbackFor(s, target)];
	return {
		shielded: false,
		text: text(
			`【${label['zh-CN']}】${who} 查验 ${target.name}：${fb['zh-CN']}`,
			`${label.en}: ${who} checks ${target.name}: ${fb.en}`
		)
	};
}
