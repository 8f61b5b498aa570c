import { withCounter, withoutStatus } from '../../forum/marks';
import { withAction, withoutAction } from '../../forum/resolution';
import { reject } from '../../../engine/types';
import { checkAction } from '../night';
import { resolveDawn, resolvePhase } from '../resolve';
import { isSkill, skillsOfPhase } from '../roles';
import { type I01State, type NightRecord, isDying, isOut } from '../state';
import { dayRecord } from './common';
import type { Handlers } from './types';

/** Closes the dawn: what the night's phases left is resolved, and the game waits for the day. */
function dawn(s: I01State, n: number, at: number): I01State {
	const d = resolveDawn(s, at);
	const night = d.state.night as NightRecord;
	const st: I01State = {
		...d.state,
		night: {
			...night,
			lines: [...night.lines, ...d.lines],
			feedback: [...night.feedback.filter((f) => !f.deferred), ...d.feedback]
		}
	};
	if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
	return { ...st, phase: { kind: 'night', n, step: 'dawn' } };
}

/** Resolves the open night phase and moves to the next one (after 夜晚6: the dawn). */
function closePhase(s: I01State, at: number): I01State {
	const ph = s.phase;
	if (ph.kind !== 'night' || ph.step === 'dawn') return s;
	const r = resolvePhase(s, at);
	const n = r.state.night as NightRecord;
	const st: I01State = {
		...r.state,
		night: { ...n, lines: [...n.lines, ...r.lines], feedback: [...n.feedback, ...r.feedback] }
	};
	if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
	if (ph.step < 6) return { ...st, phase: { kind: 'night', n: ph.n, step: ph.step + 1 } };
	return dawn(st, ph.n, at);
}

/** The night: skills entered phase by phase, the 主办's overrides, each phase closed, the dawn. */
export const nightHandlers = {
	'i01/action': (s, e) => {
		if (!isSkill(e.skill)) return reject('i01.skill');
		if (s.phase.kind !== 'night' || !s.night) return reject('i01.not-night');
		if (s.night.actions.some((a) => a.skill === e.skill && a.extra === 'confirmed'))
			return reject('i01.target-confirmed');
		if (e.target === null)
			return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
		const r = checkAction(s, e.skill, e.actor, e.target);
		if (r) return r;
		const seq = s.clock + 1;
		const action = {
			skill: e.skill,
			actor: e.actor,
			target: e.target,
			...(e.confirmed ? { extra: 'confirmed' } : {}),
			seq,
			at: e.at
		};
		return {
			...s,
			clock: seq,
			night: { ...s.night, actions: withAction(s.night.actions, action) }
		};
	},
	'i01/override': (s, e) => {
		if (s.phase.kind !== 'night' || !s.night) return reject('i01.override-not-night');
		const overrides = { ...s.night.overrides };
		if (e.reason === null) delete overrides[e.key];
		else if (!e.reason.trim()) return reject('i01.override-reason');
		else overrides[e.key] = e.reason.trim();
		return { ...s, night: { ...s.night, overrides } };
	},
	'i01/close-phase': (s, e) => {
		const ph = s.phase;
		if (ph.kind !== 'night' || !s.night || ph.step === 'dawn') return reject('i01.no-night-phase');
		let st = closePhase(s, e.at);
		while (
			e.skipEmpty &&
			st.phase.kind === 'night' &&
			typeof st.phase.step === 'number' &&
			st.phase.step < 6 &&
			skillsOfPhase(st.phase.step).length === 0
		)
			st = closePhase(st, e.at);
		return st;
	},
	'i01/start-day': (s) => {
		const ph = s.phase;
		if (ph.kind !== 'night' || ph.step !== 'dawn' || !s.night) return reject('i01.night-open');
		const n = ph.n + 1;
		// 濒死 only exists at night: a dying character whose going out the 主办 voided lives on.
		const players = s.players.map((p) =>
			isDying(p)
				? { ...p, marks: withCounter(withoutStatus(p.marks, 'dying'), 'dyingAt', null) }
				: p
		);
		return {
			...s,
			players,
			nights: [...s.nights, s.night],
			night: null,
			phase: { kind: 'day', n },
			day: dayRecord(n),
			peace: s.peace.filter((x) => s.players.some((p) => p.seat === x && !isOut(p)))
		};
	}
} satisfies Partial<Handlers>;
