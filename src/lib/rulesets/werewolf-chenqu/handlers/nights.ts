import { withAction, withoutAction } from '../../forum/resolution';
import { reject } from '../../../engine/types';
import { checkNightAction, resolveNight } from '../night';
import { isNightSkill } from '../skills';
import type { Handlers } from './types';

/** Nights: actions entered in order, overrides, the resolution. */
export const nightsHandlers = {
	'night/started': (s) => {
		if (!s.day || s.phase.kind !== 'day') return reject('wwc.phase.night-after-day');
		if (!s.day.result) return reject('wwc.count-first');
		return {
			...s,
			phase: { kind: 'night', n: s.day.n },
			days: [...s.days, s.day],
			day: null,
			night: { n: s.day.n, actions: [], overrides: {}, resolved: null }
		};
	},
	'night/action': (s, e) => {
		if (!isNightSkill(e.skill)) return reject('wwc.skill');
		const bad = checkNightAction(s, e.skill, e.actor, e.target);
		if (bad) return bad;
		const night = s.night!;
		return {
			...s,
			night: {
				...night,
				actions: withAction(night.actions, {
					skill: e.skill,
					actor: e.actor,
					target: e.target,
					seq: s.seq,
					at: e.at
				})
			}
		};
	},
	'night/action-cleared': (s, e) => {
		if (!s.night || s.night.resolved) return reject('wwc.phase.night-resolved');
		return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
	},
	'night/override': (s, e) => {
		if (!s.night || s.night.resolved || s.night.n === 0) return reject('wwc.phase.override');
		if (!e.key || typeof e.reason !== 'string' || !e.reason.trim())
			return reject('wwc.override-reason');
		return {
			...s,
			night: { ...s.night, overrides: { ...s.night.overrides, [e.key]: e.reason.trim() } }
		};
	},
	'night/override-cleared': (s, e) => {
		if (!s.night || s.night.resolved) return reject('wwc.phase.override');
		const overrides = { ...s.night.overrides };
		delete overrides[e.key];
		return { ...s, night: { ...s.night, overrides } };
	},
	'night/resolved': (s, e) => {
		if (!s.night || s.night.n === 0) return reject('wwc.phase.nothing-to-resolve');
		if (s.night.resolved) return reject('wwc.resolved');
		const { state, lines } = resolveNight(s, e.at);
		return { ...state, night: state.night ? { ...state.night, resolved: lines } : state.night };
	}
} satisfies Partial<Handlers>;
