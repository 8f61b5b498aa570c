import { castBallot } from '../../engine/ballot';
import { livesOf } from '../../engine/lives';
import {
	ALL_SKILLS,
	emptyMarks,
	hasLost,
	hasStatus,
	usesOf,
	withStatus,
	withUse
} from '../../engine/marks';
import { penaltyTotal, withPenalty, withoutPenalty } from '../../engine/penalties';
import { createExplainer, withAction, withoutAction } from '../../engine/resolution';
import { type Line, text } from '../../engine/text';
import { type Rejection, isRejection, reject } from '../../engine/types';
import { countDay } from './day';
import { addFact, goOut } from './deaths';
import type { WerewolfEvent } from './events';
import { checkNightAction, resolveNight } from './night';
import { TEAM_NAMES, isRoleId, roleOf } from './roles';
import { ejected, inGame, kindOf, mapSeat, nameOf, seatOf } from './seats';
import { checkDeal } from './setup';
import { DAY_SKILLS, ST, isNightSkill } from './skills';
import {
	EJECT_AT,
	LAST_WORDS,
	type Pending,
	type SeatId,
	type WSeat,
	type WerewolfState,
	type When,
	emptyState
} from './state';
import { settle } from './win';

const MAX_NAME = 40;
const MAX_LAST_WORDS = 3000;

const noSeat = (id: string) => reject('wwc.no-seat', { id });
const validName = (x: unknown): x is string =>
	typeof x === 'string' && x.trim().length > 0 && x.length <= MAX_NAME;

export function currentWhen(s: WerewolfState): When {
	if (s.day) return { phase: 'day', n: s.day.n };
	return { phase: 'night', n: s.night?.n ?? 0 };
}

/** Appends explanation lines where the director reads them: the day, the night, or the notes. */
function appendLines(s: WerewolfState, lines: readonly Line[], at: number): WerewolfState {
	if (lines.length === 0) return s;
	if (s.day) return { ...s, day: { ...s.day, lines: [...s.day.lines, ...lines] } };
	if (s.night?.resolved)
		return { ...s, night: { ...s.night, resolved: [...s.night.resolved, ...lines] } };
	const when = currentWhen(s);
	return { ...s, notes: [...s.notes, ...lines.map((line) => ({ when, line, at }))] };
}

function withPending(
	s: WerewolfState,
	kind: Pending['kind'],
	seat: SeatId
): Rejection | WerewolfState {
	if (!s.pending.some((p) => p.kind === kind && p.seat === seat)) return reject('wwc.no-pending');
	return { ...s, pending: s.pending.filter((p) => !(p.kind === kind && p.seat === seat)) };
}

/** Runs goOut with a fresh explainer and files its lines. */
function out(
	s: WerewolfState,
	queue: { seat: SeatId; cause: Parameters<typeof goOut>[1][number]['cause'] }[],
	at: number,
	pre: Line[] = []
): WerewolfState {
	const ex = createExplainer();
	for (const l of pre) ex.note(l.key, l.text);
	const when = currentWhen(s);
	const next = goOut(s, queue, { when, at, ex, immediate: when.phase === 'day' });
	return appendLines(next, ex.lines, at);
}

function playable(
	s: WerewolfState,
	id: SeatId,
	skill: string,
	limited: boolean
): WSeat | Rejection {
	const seat = seatOf(s, id);
	if (!seat) return noSeat(id);
	if (!inGame(s, seat)) return reject('wwc.actor-out', { seat: seat.id });
	if (hasStatus(seat, ST.silenced)) return reject('wwc.silenced', { seat: seat.id });
	if (hasLost(seat, skill)) return reject('wwc.day-skill-lost', { seat: seat.id });
	if (limited && usesOf(seat, skill) >= 1) return reject('wwc.day-skill-used-up');
	return seat;
}

function target(s: WerewolfState, id: SeatId, not?: SeatId): WSeat | Rejection {
	const seat = seatOf(s, id);
	if (!seat) return noSeat(id);
	if (!inGame(s, seat)) return reject('wwc.target-out', { seat: seat.id });
	if (not && seat.id === not) return reject('wwc.self');
	return seat;
}

type Handler = (s: WerewolfState, e: WerewolfEvent) => WerewolfState | Rejection;

function handle(s: WerewolfState, e: WerewolfEvent): WerewolfState | Rejection {
	switch (e.type) {
		case 'game/created': {
			if (s.id) return reject('wwc.created');
			if (typeof e.id !== 'string' || !e.id) return reject('wwc.id');
			if (
				!Array.isArray(e.seats) ||
				new Set(e.seats.map((x) => x.id)).size !== e.seats.length ||
				!e.seats.every((x) => validName(x.name))
			)
				return reject('wwc.seats');
			return {
				...emptyState(),
				id: e.id,
				name: e.name,
				createdAt: e.at,
				rng: e.seed >>> 0,
				seats: e.seats.map((x) => ({
					...emptyMarks(),
					id: x.id,
					name: x.name.trim(),
					role: null,
					startRole: null,
					team: null,
					lives: livesOf(1),
					out: null
				}))
			};
		}
		case 'seat/renamed': {
			if (!seatOf(s, e.seat)) return noSeat(e.seat);
			if (!validName(e.name)) return reject('wwc.name', { max: MAX_NAME });
			return mapSeat(s, e.seat, (x) => ({ ...x, name: e.name.trim() }));
		}
		case 'setup/roles': {
			if (s.phase.kind !== 'setup') return reject('wwc.phase.deal');
			const bad = checkDeal(s, e.ordinary, e.roles);
			if (bad) return bad;
			return {
				...s,
				ordinary: [...e.ordinary],
				rng: e.rng ?? s.rng,
				seats: s.seats.map((x) => {
					const id = e.roles[x.id];
					if (!isRoleId(id)) return x;
					const role = roleOf(id);
					let seat: WSeat = {
						...x,
						...emptyMarks(),
						role: id,
						startRole: id,
						team: role.team,
						lives: livesOf(role.lives)
					};
					if (id === 'blackWolf') seat = withStatus(seat, ST.killer);
					if (id === 'scapegoat') seat = withStatus(seat, ST.scapegoat);
					return seat;
				})
			};
		}
		case 'game/started': {
			if (s.phase.kind !== 'setup') return reject('wwc.phase.started');
			if (s.seats.some((x) => !x.role)) return reject('wwc.not-dealt');
			return {
				...s,
				phase: { kind: 'night', n: 0 },
				night: { n: 0, actions: [], overrides: {}, resolved: [] }
			};
		}
		case 'start/white-wolf': {
			if (s.phase.kind !== 'night' || s.phase.n !== 0) return reject('wwc.phase.rejoin');
			if (s.start.lovers) return reject('wwc.lovers-formed');
			const wolf = s.seats.find((x) => x.role === 'whiteWolf');
			if (!wolf) return reject('wwc.no-white-wolf');
			const next = mapSeat(
				{ ...s, start: { ...s.start, whiteWolfJoined: !!e.join } },
				wolf.id,
				(x) => ({ ...x, team: e.join ? 'wolf' : 'whiteWolf' })
			);
			return appendLines(
				next,
				[
					{
						key: 'rejoin',
						text: e.join
							? text(
									`【归群】白狼 ${wolf.name} 得知狼人名单并加入狼队（狼人阵营）`,
									`Rejoin: the white wolf ${wolf.name} joins the wolves`
								)
							: text(
									`【归群】白狼 ${wolf.name} 得知狼人名单，不加入狼队（白狼阵营）`,
									`Rejoin: the white wolf ${wolf.name} stays alone`
								)
					}
				],
				e.at
			);
		}
		case 'start/lovers': {
			if (s.phase.kind !== 'night' || s.phase.n !== 0) return reject('wwc.phase.arrow');
			if (s.start.whiteWolfJoined === null) return reject('wwc.rejoin-first');
			if (s.start.lovers) return reject('wwc.lovers-chosen');
			const a = seatOf(s, e.a);
			const b = seatOf(s, e.b);
			if (!a || !b) return noSeat(!a ? e.a : e.b);
			if (a.id === b.id) return reject('wwc.same');
			const same = a.team === b.team;
			const team = same ? a.team : 'lovers';
			let next: WerewolfState = { ...s, start: { ...s.start, lovers: [a.id, b.id] } };
			next = mapSeat(next, a.id, (x) => withStatus({ ...x, team }, ST.lover));
			next = mapSeat(next, b.id, (x) => withStatus({ ...x, team }, ST.lover));
			const cupid = next.seats.find((x) => x.role === 'cupid');
			if (cupid) next = mapSeat(next, cupid.id, (x) => ({ ...x, team }));
			const lines: Line[] = [
				{
					key: 'arrow',
					text: text(
						`【爱神之箭】${a.name} 与 ${b.name} 成为情侣`,
						`Cupid's Arrow: ${a.name} and ${b.name} are lovers`
					)
				},
				{
					key: 'elope',
					text: same
						? text(
								`【私奔】两人同属${TEAM_NAMES[team!]['zh-CN']}：仍属该阵营，丘比特随之加入`,
								`Elope: both are ${TEAM_NAMES[team!].en}; they stay, and cupid joins them`
							)
						: text(
								'【私奔】两人不属同一阵营：脱离原阵营，形成情侣阵营；丘比特加入情侣阵营',
								'Elope: different teams; they leave them and form the Lovers, joined by cupid'
							)
				}
			];
			const wolves = [a, b].filter((x) => kindOf(x) === 'wolf');
			if (wolves.length === 2)
				lines.push({
					key: 'pair-wolves',
					text: text(
						'双狼情侣：情侣不单独共群；丘比特属狼人阵营，但不与狼人互知共群',
						'Two wolf lovers: no lovers’ chat; cupid is a wolf but does not meet the pack'
					)
				});
			else {
				lines.push({
					key: 'lovers-chat',
					text: text('情侣互知共群', 'The lovers learn each other and share a chat')
				});
				if (wolves.length === 1)
					lines.push({
						key: 'lone-wolf',
						text: text(
							`${wolves[0]!.name} 不与其他狼人互知共群`,
							`${wolves[0]!.name} no longer meets the other wolves`
						)
					});
			}
			if (cupid && cupid.id !== a.id && cupid.id !== b.id)
				lines.push({
					key: 'single-cupid',
					text: text('丘比特单身：不与情侣共群', 'Cupid is single: not in the lovers’ chat')
				});
			return appendLines(next, lines, e.at);
		}
		case 'day/started': {
			if (s.phase.kind !== 'night') return reject('wwc.phase.day-after-night');
			const night = s.night;
			if (!night) return reject('wwc.phase.no-night');
			if (night.n === 0 && (s.start.whiteWolfJoined === null || !s.start.lovers))
				return reject('wwc.start-unfinished');
			if (night.n > 0 && !night.resolved) return reject('wwc.unresolved');
			const n = night.n + 1;
			return {
				...s,
				phase: { kind: 'day', n },
				nights: [...s.nights, night],
				night: null,
				day: { n, ballots: [], result: null, lines: [] }
			};
		}
		case 'ballot/cast': {
			if (!s.day || s.day.result) return reject('wwc.phase.voting-closed');
			const voter = seatOf(s, e.voter);
			if (!voter) return noSeat(e.voter);
			if (!inGame(s, voter)) return reject('wwc.voter-out', { seat: voter.id });
			if (e.target !== null) {
				const t = target(s, e.target);
				if (isRejection(t)) return t;
			}
			return {
				...s,
				day: { ...s.day, ballots: castBallot(s.day.ballots, voter.id, e.target, s.seq, e.at) }
			};
		}
		case 'ballot/withdrawn': {
			if (!s.day || s.day.result) return reject('wwc.phase.voting-closed');
			return {
				...s,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, undefined, s.seq, e.at) }
			};
		}
		case 'day/closed': {
			if (!s.day || s.day.result) return reject('wwc.phase.no-vote');
			const count = countDay(s);
			if (count.idiotMayFeign && e.feign === undefined)
				return reject('wwc.feign-needed', { seat: count.seat ?? '' });
			const when = currentWhen(s);
			const ctx = { when, at: e.at, immediate: true };
			let next: WerewolfState = {
				...s,
				day: { ...s.day, result: { lines: count.lines, seat: count.seat, kind: count.kind } }
			};
			for (const a of count.announce) next = addFact(next, a, count.seat ? [count.seat] : [], ctx);
			if (count.kind === 'sheriff' && count.seat)
				return addFact({ ...next, sheriff: count.seat }, 'sheriff', [count.seat], ctx);
			if (count.kind === 'none' || !count.seat) return addFact(next, 'noOut', [], ctx);
			if (count.idiotMayFeign && e.feign) {
				const seat = count.seat;
				next = mapSeat(next, seat, (x) => withUse(withStatus(x, ST.feigned), DAY_SKILLS.feign));
				next = appendLines(
					next,
					[
						{
							key: 'feign',
							text: text(
								`${nameOf(s, seat)} 发动【装傻】：不予公示，公布“无人出局”；此后投票不计入`,
								`${nameOf(s, seat)} feigns: announced as “nobody out”; their vote no longer counts`
							)
						}
					],
					e.at
				);
				return addFact(next, 'noOut', [], ctx);
			}
			return out(next, [{ seat: count.seat, cause: count.cause ?? 'vote' }], e.at);
		}
		case 'night/started': {
			if (!s.day || s.phase.kind !== 'day') return reject('wwc.phase.night-after-day');
			if (!s.day.result) return reject('wwc.count-first');
			return {
				...s,
				phase: { kind: 'night', n: s.day.n },
				days: [...s.days, s.day],
				day: null,
				night: { n: s.day.n, actions: [], overrides: {}, resolved: null }
			};
		}
		case 'night/action': {
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
		}
		case 'night/action-cleared': {
			if (!s.night || s.night.resolved) return reject('wwc.phase.night-resolved');
			return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
		}
		case 'night/override': {
			if (!s.night || s.night.resolved || s.night.n === 0) return reject('wwc.phase.override');
			if (!e.key || typeof e.reason !== 'string' || !e.reason.trim())
				return reject('wwc.override-reason');
			return {
				...s,
				night: { ...s.night, overrides: { ...s.night.overrides, [e.key]: e.reason.trim() } }
			};
		}
		case 'night/override-cleared': {
			if (!s.night || s.night.resolved) return reject('wwc.phase.override');
			const overrides = { ...s.night.overrides };
			delete overrides[e.key];
			return { ...s, night: { ...s.night, overrides } };
		}
		case 'night/resolved': {
			if (!s.night || s.night.n === 0) return reject('wwc.phase.nothing-to-resolve');
			if (s.night.resolved) return reject('wwc.resolved');
			const { state, lines } = resolveNight(s, e.at);
			return { ...state, night: state.night ? { ...state.night, resolved: lines } : state.night };
		}
		case 'hunter/shot': {
			const p = withPending(s, 'lastShot', e.hunter);
			if (isRejection(p)) return p;
			const t = target(p, e.target, e.hunter);
			if (isRejection(t)) return t;
			return out(p, [{ seat: t.id, cause: 'shot' }], e.at, [
				{
					key: 'shot',
					text: text(
						`【最后一枪】${nameOf(s, e.hunter)} 向 ${t.name} 开枪`,
						`Last Shot: ${nameOf(s, e.hunter)} shoots ${t.name}`
					)
				}
			]);
		}
		case 'sheriff/succeeded': {
			const p = withPending(s, 'succession', e.from);
			if (isRejection(p)) return p;
			const t = target(p, e.to);
			if (isRejection(t)) return t;
			const next = appendLines(
				{ ...p, sheriff: t.id },
				[
					{
						key: 'succession',
						text: text(`【殉职】${t.name} 继任警长`, `Succession: ${t.name} becomes sheriff`)
					}
				],
				e.at
			);
			return addFact(next, 'sheriff', [t.id], {
				when: currentWhen(s),
				at: e.at,
				immediate: !!s.day
			});
		}
		case 'kill/passed': {
			const p = withPending(s, 'passKill', e.from);
			if (isRejection(p)) return p;
			const t = target(p, e.to);
			if (isRejection(t)) return t;
			if (kindOf(t) !== 'wolf' || t.team !== 'wolf') return reject('wwc.not-wolf');
			return appendLines(
				mapSeat(p, t.id, (x) => withStatus(x, ST.killer)),
				[{ key: 'pass-kill', text: text(`【杀人】由 ${t.name} 获得`, `${t.name} takes Kill`) }],
				e.at
			);
		}
		case 'scapegoat/passed': {
			const p = withPending(s, 'passScapegoat', e.from);
			if (isRejection(p)) return p;
			const t = target(p, e.to);
			if (isRejection(t)) return t;
			if (t.role !== 'citizen') return reject('wwc.not-citizen');
			return appendLines(
				mapSeat(p, t.id, (x) => withStatus(x, ST.scapegoat)),
				[
					{
						key: 'pass-scapegoat',
						text: text(
							`【冤死】由良民 ${t.name} 获得`,
							`The good citizen ${t.name} takes Scapegoat`
						)
					}
				],
				e.at
			);
		}
		case 'pending/declined': {
			const p = withPending(s, e.kind, e.seat);
			if (isRejection(p)) return p;
			const what = {
				lastShot: text('不开枪', 'no shot'),
				succession: text('没有继任警长（警长空缺）', 'no successor (no sheriff)'),
				passKill: text('【杀人】失传', 'Kill is lost'),
				passScapegoat: text('【冤死】失传', 'Scapegoat is lost')
			}[e.kind];
			const vacated = e.kind === 'succession' && p.sheriff === e.seat;
			const next = vacated
				? addFact({ ...p, sheriff: null }, 'sheriffCleared', [], {
						when: currentWhen(s),
						at: e.at,
						immediate: !!s.day
					})
				: p;
			return appendLines(
				next,
				[
					{
						key: `declined:${e.kind}`,
						text: text(`${nameOf(s, e.seat)}：${what['zh-CN']}`, `${nameOf(s, e.seat)}: ${what.en}`)
					}
				],
				e.at
			);
		}
		case 'assassin/struck': {
			if (!s.day || s.phase.kind !== 'day') return reject('wwc.phase.assassinate');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'assassin') return reject('wwc.not-assassin');
			const a = playable(s, e.actor, DAY_SKILLS.strike, true);
			if (isRejection(a)) return a;
			const t = target(s, e.target, e.actor);
			if (isRejection(t)) return t;
			const wolf = kindOf(t) === 'wolf';
			let next = mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.strike));
			next = addFact(next, 'assassin', [a.id], { when: currentWhen(s), at: e.at, immediate: true });
			return out(
				next,
				[
					{ seat: t.id, cause: 'assassin' },
					...(wolf ? [] : [{ seat: a.id, cause: 'assassinBackfire' as const }])
				],
				e.at,
				[
					{
						key: 'strike',
						text: text(
							`【行刺】${a.name} 刺杀 ${t.name}${wolf ? '（狼人）' : '（不是狼人：刺客同时出局）'}`,
							`Assassinate: ${a.name} strikes ${t.name}${wolf ? ' (a wolf)' : ' (not a wolf: the assassin goes out too)'}`
						)
					}
				]
			);
		}
		case 'dieHard/revealed': {
			if (s.phase.kind !== 'day' && s.phase.kind !== 'night')
				return reject('wwc.phase.not-started');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'dieHard') return reject('wwc.not-die-hard');
			const a = playable(s, e.actor, DAY_SKILLS.martyr, false);
			if (isRejection(a)) return a;
			return out(s, [{ seat: a.id, cause: 'dieHard' }], e.at, [
				{
					key: 'martyr',
					text: text(`【死节】${a.name} 亮明身份并出局`, `Die-hard: ${a.name} reveals and goes out`)
				}
			]);
		}
		case 'penitent/confessed': {
			if (!s.day) return reject('wwc.phase.confess');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'penitent') return reject('wwc.not-penitent');
			const a = playable(s, e.actor, DAY_SKILLS.confess, true);
			if (isRejection(a)) return a;
			const t = target(s, e.to, e.actor);
			if (isRejection(t)) return t;
			return appendLines(
				mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.confess)),
				[
					{
						key: 'confess',
						text: text(
							`【忏悔】${a.name} 向 ${t.name} 亮明身份（无反馈）`,
							`Confess: ${a.name} shows their identity to ${t.name}`
						)
					}
				],
				e.at
			);
		}
		case 'envoy/sent': {
			if (s.phase.kind !== 'day' && s.phase.kind !== 'night')
				return reject('wwc.phase.not-started');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'envoy') return reject('wwc.not-envoy');
			const a = playable(s, e.actor, DAY_SKILLS.embassy, true);
			if (isRejection(a)) return a;
			let next = mapSeat(s, a.id, (x) => withUse(x, DAY_SKILLS.embassy));
			next = addFact(next, 'envoy', [], { when: currentWhen(s), at: e.at, immediate: false });
			return appendLines(
				next,
				[
					{
						key: 'envoy',
						text: text(
							`【出使】狼使向吹笛者传话：${e.message}`,
							`Embassy: the envoy's message to the piper: ${e.message}`
						)
					}
				],
				e.at
			);
		}
		case 'lastWords/set': {
			const seat = seatOf(s, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!seat.out || seat.out.order > LAST_WORDS || ejected(s, seat.id))
				return reject('wwc.no-last-words', { count: LAST_WORDS });
			if (typeof e.text !== 'string' || e.text.length > MAX_LAST_WORDS)
				return reject('wwc.too-long', { max: MAX_LAST_WORDS });
			return { ...s, lastWords: { ...s.lastWords, [seat.id]: e.text } };
		}
		case 'penalty/added': {
			const seat = seatOf(s, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!Number.isInteger(e.points) || e.points <= 0) return reject('wwc.points');
			if (typeof e.reason !== 'string' || !e.reason.trim()) return reject('wwc.penalty-reason');
			const before = penaltyTotal(s.penalties, seat.id);
			const entry = {
				id: `p${s.nextId}`,
				seat: seat.id,
				points: e.points,
				reason: e.reason.trim(),
				at: e.at,
				...(e.article ? { article: e.article } : {})
			};
			let next: WerewolfState = {
				...s,
				nextId: s.nextId + 1,
				penalties: withPenalty(s.penalties, entry)
			};
			const after = before + e.points;
			const lines: Line[] = [
				{
					key: `penalty:${entry.id}`,
					text: text(
						`${seat.name} 扣 ${e.points} 分（${entry.reason}），累计 ${after} 分`,
						`${seat.name}: ${e.points} penalty points (${entry.reason}), ${after} in all`
					)
				}
			];
			if (before < EJECT_AT && after >= EJECT_AT && !seat.out) {
				lines.push({
					key: `ejected:${seat.id}`,
					text: text(
						`${seat.name} 累计 ${EJECT_AT} 分，罚下：不得讨论、投票、发动技能，没有遗言，不触发出局技能`,
						`${seat.name} reaches ${EJECT_AT} points and is ejected: no talk, votes, skills, last words or death triggers`
					)
				});
				next = addFact(next, 'ejected', [seat.id], {
					when: currentWhen(s),
					at: e.at,
					immediate: !!s.day
				});
				next = { ...next, pending: next.pending.filter((p) => p.seat !== seat.id) };
				if (next.sheriff === seat.id) {
					next = addFact({ ...next, sheriff: null }, 'sheriffCleared', [], {
						when: currentWhen(s),
						at: e.at,
						immediate: !!s.day
					});
					lines.push({
						key: 'sheriff-ejected',
						text: text(
							'被罚下的警长不触发【殉职】：警长空缺',
							'An ejected sheriff does not pass the badge: no sheriff'
						)
					});
				}
			}
			return appendLines(next, lines, e.at);
		}
		case 'penalty/removed': {
			const entry = s.penalties.find((p) => p.id === e.id);
			if (!entry) return reject('wwc.no-penalty');
			const before = penaltyTotal(s.penalties, entry.seat);
			let next: WerewolfState = { ...s, penalties: withoutPenalty(s.penalties, e.id) };
			const after = before - entry.points;
			const lines: Line[] = [
				{
					key: `penalty-removed:${entry.id}`,
					text: text(
						`撤销 ${nameOf(s, entry.seat)} 的扣分 ${entry.points}（${entry.reason}），累计 ${after} 分`,
						`Removed ${entry.points} points from ${nameOf(s, entry.seat)} (${entry.reason}); ${after} in all`
					)
				}
			];
			if (before >= EJECT_AT && after < EJECT_AT)
				next = addFact(next, 'restored', [entry.seat], {
					when: currentWhen(s),
					at: e.at,
					immediate: !!s.day
				});
			return appendLines(next, lines, e.at);
		}
		case 'director/out': {
			if (s.phase.kind === 'setup') return reject('wwc.phase.not-started');
			const t = target(s, e.seat);
			if (isRejection(t)) return t;
			if (!e.reason?.trim()) return reject('wwc.reason');
			return out(s, [{ seat: t.id, cause: 'director' }], e.at, [
				{
					key: 'director-out',
					text: text(
						`导演裁定 ${t.name} 出局：${e.reason}`,
						`Director: ${t.name} is out (${e.reason})`
					)
				}
			]);
		}
		case 'director/restored': {
			const seat = seatOf(s, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!seat.out) return reject('wwc.not-out', { seat: seat.id });
			if (!e.reason?.trim()) return reject('wwc.reason');
			const next = mapSeat(s, seat.id, (x) => ({
				...x,
				out: null,
				lives: { ...x.lives, current: Math.max(1, x.lives.current) }
			}));
			return appendLines(
				next,
				[
					{
						key: 'director-restored',
						text: text(
							`导演裁定 ${seat.name} 回到游戏：${e.reason}`,
							`Director: ${seat.name} is back in the game (${e.reason})`
						)
					}
				],
				e.at
			);
		}
		case 'director/sheriff': {
			if (s.phase.kind === 'setup') return reject('wwc.phase.not-started');
			if (typeof e.reason !== 'string' || !e.reason.trim()) return reject('wwc.reason');
			if (e.seat === null) {
				if (!s.sheriff) return reject('wwc.no-sheriff');
				const cleared = appendLines(
					{ ...s, sheriff: null },
					[
						{
							key: 'director-sheriff',
							text: text(`导演裁定警长空缺：${e.reason}`, `Director: no sheriff (${e.reason})`)
						}
					],
					e.at
				);
				return addFact(cleared, 'sheriffCleared', [], {
					when: currentWhen(s),
					at: e.at,
					immediate: !!s.day
				});
			}
			const t = target(s, e.seat);
			if (isRejection(t)) return t;
			if (s.sheriff === t.id) return reject('wwc.already-sheriff', { seat: t.id });
			const next = appendLines(
				{ ...s, sheriff: t.id },
				[
					{
						key: 'director-sheriff',
						text: text(
							`导演裁定 ${t.name} 为警长：${e.reason}`,
							`Director: ${t.name} is the sheriff (${e.reason})`
						)
					}
				],
				e.at
			);
			return addFact(next, 'sheriffChanged', [t.id], {
				when: currentWhen(s),
				at: e.at,
				immediate: !!s.day
			});
		}
		case 'director/note': {
			if (typeof e.text !== 'string' || !e.text.trim()) return reject('wwc.empty');
			return appendLines(s, [{ key: 'note', text: text(e.text, e.text) }], e.at);
		}
		default:
			return reject('wwc.unknown-event');
	}
}

const AFTER_END = new Set([
	'lastWords/set',
	'director/note',
	'seat/renamed',
	'penalty/added',
	'penalty/removed'
]);

/** The reducer: applies one event, then judges the teams (a win ends the game at once). */
export function apply(state: WerewolfState, event: WerewolfEvent): WerewolfState | Rejection {
	if (typeof event !== 'object' || event === null || typeof event.type !== 'string')
		return reject('wwc.bad-event');
	if (event.type !== 'game/created' && !state.id) return reject('wwc.no-game');
	if (state.phase.kind === 'ended' && !AFTER_END.has(event.type)) return reject('wwc.ended');
	const next = (handle as Handler)(state, event);
	if (isRejection(next)) return next;
	const judged: Line[] = [];
	const settled = settle(next, judged, event.at);
	const filed = appendLines(settled, judged, event.at);
	return { ...filed, updatedAt: event.at, seq: state.seq + 1, eventCount: state.eventCount + 1 };
}

export { ALL_SKILLS };
