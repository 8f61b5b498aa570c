import { castBallot } from '../../engine/ballot';
import { createLog } from '../../engine/log';
import { emptyMarks, withCounter, withoutStatus } from '../../engine/marks';
import { withPenalty, withoutPenalty } from '../../engine/penalties';
import { createRng, shuffle } from '../../engine/random';
import { withAction, withoutAction } from '../../engine/resolution';
import { type Line, text } from '../../engine/text';
import { type Rejection, isRejection, reject } from '../../engine/types';
import { bladeReady, countDay, makeSheriff, voteOut } from './day';
import { lastWordsRight } from './effects';
import { checkAction, openNight, resolveDawn, resolvePhase } from './night';
import { chooseLoneWolf, shootArrows } from './night0';
import { articleById } from './penalty-code';
import { canAct } from './player-states';
import {
	BOARD,
	type I01Role,
	type I01Skill,
	PLAYERS,
	ROLE_KIND,
	ROLE_TEAM,
	isRole,
	isSkill
} from './roles';
import {
	type DayRecord,
	type I01State,
	type NightRecord,
	emptyState,
	isDying,
	isOut,
	playerOf,
	seatLabel
} from './state';
import { judge } from './win';

export type I01Event =
	| { type: 'i01/create'; at: number; id: string; name: string; seed: number; names: string[] }
	/** Deals the board at random with the game's seed (身份随机分发). */
	| { type: 'i01/deal'; at: number }
	/** The 主办 enters the roles by seat order (e.g. to re-enter a game dealt elsewhere). */
	| { type: 'i01/assign'; at: number; roles: I01Role[] }
	| { type: 'i01/arrows'; at: number; a: string; b: string }
	| { type: 'i01/lone-wolf'; at: number; by: string; seat: string | null }
	| { type: 'i01/end-night0'; at: number }
	| { type: 'i01/ballot'; at: number; voter: string; target: string | null }
	| { type: 'i01/unballot'; at: number; voter: string }
	| { type: 'i01/close-day'; at: number }
	/** “同意第N天加速” (on) or its withdrawal. */
	| { type: 'i01/speed-up'; at: number; seat: string; on: boolean }
	/** 孤刀: the lone wolf's choice (null: declines); the vote-out then happens. */
	| { type: 'i01/blade'; at: number; target: string | null }
	/** 殉职: the successor named by the sheriff who went out. */
	| { type: 'i01/badge'; at: number; to: string }
	| { type: 'i01/start-night'; at: number }
	/** A skill entered in its night phase; target null removes the entry (放弃). */
	| {
			type: 'i01/action';
			at: number;
			skill: I01Skill;
			actor: string;
			target: string | null;
			/** The player wrote “确定” after the target: it can no longer change. */
			confirmed?: boolean;
	  }
	/** The 主办 voids (reason) or restores (null) one resolution line by its key. */
	| { type: 'i01/override'; at: number; key: string; reason: string | null }
	| { type: 'i01/close-phase'; at: number }
	| { type: 'i01/start-day'; at: number }
	| {
			type: 'i01/penalty';
			at: number;
			seat: string;
			article: string | null;
			points: number;
			reason: string;
	  }
	| { type: 'i01/unpenalty'; at: number; id: string }
	| { type: 'i01/peace'; at: number; seat: string; on: boolean }
	| { type: 'i01/last-words'; at: number; seat: string; text: string }
	/** 流局 (第一章第四节第2条). */
	| { type: 'i01/void'; at: number; reason: string };

function withRoles(s: I01State, roles: readonly I01Role[]): I01State {
	return {
		...s,
		players: s.players.map((p, i) => {
			const role = roles[i] as I01Role;
			return { ...p, role, team: ROLE_TEAM[role], kind: ROLE_KIND[role] };
		}),
		phase: { kind: 'night0' }
	};
}

function sameBoard(roles: readonly I01Role[]): boolean {
	return [...roles].sort().join() === [...BOARD].sort().join();
}

function dayRecord(n: number): DayRecord {
	return { n, ballots: [], tally: null, result: null, lines: [] };
}

function addLines(s: I01State, lines: Line[]): I01State {
	if (s.night) return { ...s, night: { ...s.night, lines: [...s.night.lines, ...lines] } };
	if (s.day) return { ...s, day: { ...s.day, lines: [...s.day.lines, ...lines] } };
	return s;
}

function handle(s: I01State, e: I01Event): I01State | Rejection {
	if (e.type === 'i01/create') {
		if (s.id) return reject('i01.created');
		if (e.names.length !== PLAYERS) return reject('i01.players', { n: PLAYERS });
		const names = e.names.map((n) => n.trim());
		if (names.some((n) => !n)) return reject('i01.names');
		return {
			...emptyState(),
			id: e.id,
			name: e.name,
			createdAt: e.at,
			rng: e.seed >>> 0,
			players: names.map((name, i) => ({
				seat: `s${i + 1}`,
				name,
				role: null,
				team: null,
				kind: null,
				marks: emptyMarks(),
				out: null
			}))
		};
	}
	if (!s.id) return reject('i01.no-game');
	if (s.result && !['i01/penalty', 'i01/unpenalty', 'i01/last-words'].includes(e.type))
		return reject('i01.ended');
	const ph = s.phase;
	switch (e.type) {
		case 'i01/deal': {
			if (ph.kind !== 'setup') return reject('i01.dealt');
			const rng = createRng(s.rng);
			const roles = shuffle(BOARD, rng);
			return { ...withRoles(s, roles), rng: rng.state };
		}
		case 'i01/assign': {
			if (ph.kind !== 'setup') return reject('i01.dealt');
			if (e.roles.length !== PLAYERS || !e.roles.every(isRole) || !sameBoard(e.roles))
				return reject('i01.board');
			return withRoles(s, e.roles);
		}
		case 'i01/arrows': {
			const r = shootArrows(s, e.a, e.b);
			if (isRejection(r)) return r;
			return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
		}
		case 'i01/lone-wolf': {
			const r = chooseLoneWolf(s, e.by, e.seat);
			if (isRejection(r)) return r;
			return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
		}
		case 'i01/end-night0': {
			if (ph.kind !== 'night0') return reject('i01.not-night0');
			if (!s.night0.arrows) return reject('i01.arrows');
			return { ...s, phase: { kind: 'day', n: 1 }, day: dayRecord(1) };
		}
		case 'i01/ballot': {
			if (ph.kind !== 'day' || !s.day || s.day.tally) return reject('i01.not-voting');
			const r = canAct(s, e.voter, 'vote');
			if (r) return r;
			if (e.target !== null) {
				const t = playerOf(s, e.target);
				if (!t || isOut(t)) return reject('i01.vote-target');
			}
			const seq = s.clock + 1;
			return {
				...s,
				clock: seq,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, e.target, seq, e.at) }
			};
		}
		case 'i01/unballot': {
			if (ph.kind !== 'day' || !s.day || s.day.tally) return reject('i01.not-voting');
			return {
				...s,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, undefined, 0, e.at) }
			};
		}
		case 'i01/speed-up': {
			if (ph.kind !== 'day' || !s.day || s.day.tally) return reject('i01.speed-up-not-day');
			const r = canAct(s, e.seat, 'discuss');
			if (r) return r;
			const prev = s.day.speedUp ?? [];
			const speedUp = e.on ? [...new Set([...prev, e.seat])] : prev.filter((x) => x !== e.seat);
			return { ...s, day: { ...s.day, speedUp } };
		}
		case 'i01/close-day': {
			if (ph.kind !== 'day' || !s.day || s.day.tally) return reject('i01.not-voting');
			if (s.pending.some((p) => p.kind === 'badge')) return reject('i01.badge-first');
			const o = countDay(s, ph.n, s.day.ballots);
			let st: I01State = {
				...s,
				day: { ...s.day, tally: o.tally, result: o.chosen, lines: [...s.day.lines, ...o.lines] }
			};
			if (ph.n === 1) {
				st = makeSheriff(st, o.chosen);
				if (o.chosen) {
					const seq = st.clock + 1;
					st = {
						...st,
						clock: seq,
						notices: [
							...st.notices,
							{ seq, when: { kind: 'day', n: 1 }, kind: 'sheriff', seat: o.chosen, order: seq }
						]
					};
				}
				return st;
			}
			if (!o.chosen) return st;
			if (bladeReady(st, o.chosen)) {
				return addLines({ ...st, pending: [...st.pending, { kind: 'blade', seat: o.chosen }] }, [
					{
						key: 'blade-ready',
						text: text(
							`${seatLabel(st, o.chosen)}为孤狼且是狼人阵营最后一名存活角色：可发动【孤刀】`,
							'The lone wolf is the last of the werewolf team: they may use the lone blade'
						)
					}
				]);
			}
			const r = voteOut(st, ph.n, o.chosen, null, e.at);
			const j = judge(r.state, e.at);
			return addLines(j.state, [...r.lines, ...j.lines]);
		}
		case 'i01/blade': {
			const p = s.pending.find((x) => x.kind === 'blade');
			if (!p || ph.kind !== 'day') return reject('i01.no-blade');
			if (e.target !== null) {
				const t = playerOf(s, e.target);
				if (!t || isOut(t) || e.target === p.seat) return reject('i01.blade-target');
			}
			const st = { ...s, pending: s.pending.filter((x) => x !== p) };
			const r = voteOut(st, ph.n, p.seat, e.target, e.at);
			const j = judge(r.state, e.at);
			return addLines(j.state, [...r.lines, ...j.lines]);
		}
		case 'i01/badge': {
			const p = s.pending.find((x) => x.kind === 'badge');
			if (!p) return reject('i01.no-badge');
			const t = playerOf(s, e.to);
			if (!t || isOut(t)) return reject('i01.sheriff-target');
			const when =
				ph.kind === 'day'
					? { kind: 'day' as const, n: ph.n }
					: { kind: 'night' as const, n: ph.kind === 'night' ? ph.n : 0 };
			const seq = s.clock + 1;
			const st = makeSheriff({ ...s, clock: seq, pending: s.pending.filter((x) => x !== p) }, e.to);
			return addLines(
				{ ...st, notices: [...st.notices, { seq, when, kind: 'sheriff', seat: e.to, order: seq }] },
				[
					{
						key: `badge.${e.to}`,
						text: text(`【殉职】：${seatLabel(s, e.to)}继任警长`, `${t.name} becomes sheriff`)
					}
				]
			);
		}
		case 'i01/start-night': {
			if (ph.kind !== 'day' || !s.day?.tally) return reject('i01.count-first');
			if (s.pending.length)
				return s.pending[0]?.kind === 'blade'
					? reject('i01.pending-blade')
					: reject('i01.pending-badge');
			return openNight({ ...s, days: [...s.days, s.day], day: null }, ph.n);
		}
		case 'i01/action': {
			if (!isSkill(e.skill)) return reject('i01.skill');
			if (ph.kind !== 'night' || !s.night) return reject('i01.not-night');
			if (s.night.actions.some((a) => a.skill === e.skill && a.extra === 'confirmed'))
				return reject('i01.target-confirmed');
			if (e.target === null) {
				return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
			}
			const r = checkAction(s, e.skill, e.actor, e.target);
			if (r) return r;
			const seq = s.clock + 1;
			return {
				...s,
				clock: seq,
				night: {
					...s.night,
					actions: withAction(s.night.actions, {
						skill: e.skill,
						actor: e.actor,
						target: e.target,
						...(e.confirmed ? { extra: 'confirmed' } : {}),
						seq,
						at: e.at
					})
				}
			};
		}
		case 'i01/override': {
			if (ph.kind !== 'night' || !s.night) return reject('i01.override-not-night');
			const overrides = { ...s.night.overrides };
			if (e.reason === null) delete overrides[e.key];
			else if (!e.reason.trim()) return reject('i01.override-reason');
			else overrides[e.key] = e.reason.trim();
			return { ...s, night: { ...s.night, overrides } };
		}
		case 'i01/close-phase': {
			if (ph.kind !== 'night' || !s.night || ph.step === 'dawn')
				return reject('i01.no-night-phase');
			const r = resolvePhase(s, e.at);
			let st = r.state;
			const n = st.night as NightRecord;
			st = {
				...st,
				night: { ...n, lines: [...n.lines, ...r.lines], feedback: [...n.feedback, ...r.feedback] }
			};
			if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
			if (ph.step < 6) return { ...st, phase: { kind: 'night', n: ph.n, step: ph.step + 1 } };
			const d = resolveDawn(st, e.at);
			st = d.state;
			const n2 = st.night as NightRecord;
			st = {
				...st,
				night: {
					...n2,
					lines: [...n2.lines, ...d.lines],
					feedback: [...n2.feedback.filter((f) => !f.deferred), ...d.feedback]
				}
			};
			if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
			return { ...st, phase: { kind: 'night', n: ph.n, step: 'dawn' } };
		}
		case 'i01/start-day': {
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
		case 'i01/penalty': {
			const p = playerOf(s, e.seat);
			if (!p) return reject('i01.unknown-seat');
			if (!Number.isInteger(e.points) || e.points < 0 || e.points > 12) return reject('i01.points');
			if (!e.reason.trim() && e.article === null) return reject('i01.penalty-reason');
			if (e.article !== null) {
				const a = articleById(e.article);
				if (!a) return reject('i01.article');
				const min = a.escalation ? undefined : a.min;
				if (a.escalation) {
					const prior = s.penalties.filter((x) => x.seat === e.seat && x.article === a.id).length;
					const due = a.escalation[Math.min(prior, a.escalation.length - 1)] as number;
					if (e.points !== due)
						return reject('i01.escalation', { ref: a.ref, offence: prior + 1, due });
				} else if (e.points < (min ?? 0) || e.points > a.max)
					return reject('i01.range', { ref: a.ref, min: a.min, max: a.max });
			}
			const id = `p${s.nextId}`;
			const st: I01State = {
				...s,
				nextId: s.nextId + 1,
				penalties: withPenalty(s.penalties, {
					id,
					seat: e.seat,
					points: e.points,
					reason: e.reason.trim(),
					...(e.article !== null ? { article: e.article } : {}),
					at: e.at
				}),
				peace: s.peace.filter((x) => x !== e.seat)
			};
			return s.result ? st : judge(st, e.at).state;
		}
		case 'i01/unpenalty': {
			if (!s.penalties.some((x) => x.id === e.id)) return reject('i01.unknown');
			return { ...s, penalties: withoutPenalty(s.penalties, e.id) };
		}
		case 'i01/peace': {
			if (ph.kind === 'setup') return reject('i01.setup');
			const r = canAct(s, e.seat, 'discuss');
			if (r) return r;
			const peace = e.on ? [...new Set([...s.peace, e.seat])] : s.peace.filter((x) => x !== e.seat);
			return judge({ ...s, peace }, e.at).state;
		}
		case 'i01/last-words': {
			const right = lastWordsRight(s, e.seat);
			if (right !== 'yes')
				return right === 'ejected'
					? reject('i01.no-last-words-ejected')
					: reject('i01.no-last-words');
			if (e.text.length > 3000) return reject('i01.long');
			return { ...s, lastWords: { ...s.lastWords, [e.seat]: e.text } };
		}
		case 'i01/void':
			if (!e.reason.trim()) return reject('i01.void-reason');
			return {
				...s,
				result: { kind: 'void', reason: e.reason.trim(), at: e.at },
				phase: { kind: 'ended' }
			};
	}
	return reject('i01.unknown-event');
}

/** The I01 reducer: every accepted event stamps `updatedAt`. */
export function reduceI01(s: I01State, e: I01Event): I01State | Rejection {
	const next = handle(s, e);
	if (isRejection(next)) return next;
	return { ...next, updatedAt: e.at };
}

export const I01_LOG = createLog({ apply: reduceI01, empty: emptyState });

/** An event as the screen sends it: the time is stamped when it is dispatched. */
export type I01Command = I01Event extends infer E
	? E extends I01Event
		? Omit<E, 'at'>
		: never
	: never;
