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

const noSeat = (id: string) =>
	reject('no-seat', `没有这个座位（${id}）`, `There is no such seat (${id})`);
const wrongPhase = (zh: string, en: string) => reject('phase', zh, en);
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
	if (!s.pending.some((p) => p.kind === kind && p.seat === seat))
		return reject(
			'no-pending',
			'没有这项待决定的事',
			'Nothing of this kind is waiting for a decision'
		);
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
	if (!inGame(s, seat))
		return reject('actor-out', `${seat.name} 已出局或罚下`, `${seat.name} is out or ejected`);
	if (hasStatus(seat, ST.silenced))
		return reject(
			'silenced',
			`${seat.name} 受【曲尽】影响，不能发动技能`,
			`${seat.name} is silenced (Last Note)`
		);
	if (hasLost(seat, skill))
		return reject('skill-lost', `${seat.name} 已失去技能`, `${seat.name} has lost this skill`);
	if (limited && usesOf(seat, skill) >= 1)
		return reject('used-up', '限定技已经用过', 'This once-per-game skill was used');
	return seat;
}

function target(s: WerewolfState, id: SeatId, not?: SeatId): WSeat | Rejection {
	const seat = seatOf(s, id);
	if (!seat) return noSeat(id);
	if (!inGame(s, seat))
		return reject(
			'target-out',
			`${seat.name} 已出局，不能成为目标`,
			`${seat.name} is out and cannot be chosen`
		);
	if (not && seat.id === not) return reject('self', '只能选择其他角色', 'Choose another player');
	return seat;
}

type Handler = (s: WerewolfState, e: WerewolfEvent) => WerewolfState | Rejection;

function handle(s: WerewolfState, e: WerewolfEvent): WerewolfState | Rejection {
	switch (e.type) {
		case 'game/created': {
			if (s.id) return reject('created', '游戏已经创建', 'The game already exists');
			if (typeof e.id !== 'string' || !e.id) return reject('id', '缺少游戏编号', 'Missing game id');
			if (
				!Array.isArray(e.seats) ||
				new Set(e.seats.map((x) => x.id)).size !== e.seats.length ||
				!e.seats.every((x) => validName(x.name))
			)
				return reject('seats', '座位须有不重复的编号和名字', 'Seats need unique ids and names');
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
			if (!validName(e.name))
				return reject(
					'name',
					`名字不能为空，最多 ${MAX_NAME} 个字`,
					`A name must not be empty (at most ${MAX_NAME} characters)`
				);
			return mapSeat(s, e.seat, (x) => ({ ...x, name: e.name.trim() }));
		}
		case 'setup/roles': {
			if (s.phase.kind !== 'setup')
				return wrongPhase('只能在开局前分配身份', 'Identities are dealt before the game starts');
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
			if (s.phase.kind !== 'setup') return wrongPhase('游戏已经开始', 'The game has started');
			if (s.seats.some((x) => !x.role))
				return reject('not-dealt', '先分配身份', 'Deal the identities first');
			return {
				...s,
				phase: { kind: 'night', n: 0 },
				night: { n: 0, actions: [], overrides: {}, resolved: [] }
			};
		}
		case 'start/white-wolf': {
			if (s.phase.kind !== 'night' || s.phase.n !== 0)
				return wrongPhase('【归群】在游戏开始时', 'Rejoin the Pack happens at the start');
			if (s.start.lovers)
				return reject(
					'lovers-formed',
					'情侣已经产生，不能再改【归群】',
					'The lovers are formed; Rejoin can no longer change'
				);
			const wolf = s.seats.find((x) => x.role === 'whiteWolf');
			if (!wolf) return reject('no-white-wolf', '本局没有白狼', 'There is no white wolf');
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
			if (s.phase.kind !== 'night' || s.phase.n !== 0)
				return wrongPhase('【爱神之箭】在游戏开始时', "Cupid's Arrow happens at the start");
			if (s.start.whiteWolfJoined === null)
				return reject(
					'rejoin-first',
					'先决定白狼是否【归群】',
					'Decide the white wolf’s Rejoin first'
				);
			if (s.start.lovers)
				return reject('lovers-formed', '情侣已经产生', 'The lovers are already chosen');
			const a = seatOf(s, e.a);
			const b = seatOf(s, e.b);
			if (!a || !b) return noSeat(!a ? e.a : e.b);
			if (a.id === b.id)
				return reject('same', '须选择两名不同的角色', 'Choose two different players');
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
			if (s.phase.kind !== 'night')
				return wrongPhase('白天在夜晚之后开始', 'A day starts after a night');
			const night = s.night;
			if (!night) return wrongPhase('没有进行中的夜晚', 'No night in progress');
			if (night.n === 0 && (s.start.whiteWolfJoined === null || !s.start.lovers))
				return reject(
					'start-unfinished',
					'先完成【归群】与【爱神之箭】',
					'Finish Rejoin and Cupid’s Arrow first'
				);
			if (night.n > 0 && !night.resolved)
				return reject('unresolved', '先结算本夜', 'Resolve the night first');
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
			if (!s.day || s.day.result) return wrongPhase('现在不能投票', 'Voting is closed');
			const voter = seatOf(s, e.voter);
			if (!voter) return noSeat(e.voter);
			if (!inGame(s, voter))
				return reject(
					'voter-out',
					`${voter.name} 不能投票（出局或罚下）`,
					`${voter.name} cannot vote (out or ejected)`
				);
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
			if (!s.day || s.day.result) return wrongPhase('现在不能投票', 'Voting is closed');
			return {
				...s,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, undefined, s.seq, e.at) }
			};
		}
		case 'day/closed': {
			if (!s.day || s.day.result) return wrongPhase('没有进行中的投票', 'No vote in progress');
			const count = countDay(s);
			if (count.idiotMayFeign && e.feign === undefined)
				return reject(
					'feign-needed',
					`${nameOf(s, count.seat)} 是白痴：先问是否发动【装傻】`,
					`${nameOf(s, count.seat)} is the idiot: ask whether they feign first`
				);
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
			if (!s.day || s.phase.kind !== 'day')
				return wrongPhase('夜晚在白天之后开始', 'A night starts after a day');
			if (!s.day.result)
				return reject('count-first', '先结束今天的计票', 'Close the day’s count first');
			return {
				...s,
				phase: { kind: 'night', n: s.day.n },
				days: [...s.days, s.day],
				day: null,
				night: { n: s.day.n, actions: [], overrides: {}, resolved: null }
			};
		}
		case 'night/action': {
			if (!isNightSkill(e.skill)) return reject('skill', '没有这个技能', 'No such skill');
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
			if (!s.night || s.night.resolved)
				return wrongPhase('本夜已结算或不在夜晚', 'Not in an unresolved night');
			return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
		}
		case 'night/override': {
			if (!s.night || s.night.resolved || s.night.n === 0)
				return wrongPhase(
					'只能在结算前改判',
					'Lines can be overridden before the night is resolved'
				);
			if (!e.key || typeof e.reason !== 'string' || !e.reason.trim())
				return reject('reason', '改判须写明理由', 'An override needs a reason');
			return {
				...s,
				night: { ...s.night, overrides: { ...s.night.overrides, [e.key]: e.reason.trim() } }
			};
		}
		case 'night/override-cleared': {
			if (!s.night || s.night.resolved)
				return wrongPhase(
					'只能在结算前改判',
					'Lines can be overridden before the night is resolved'
				);
			const overrides = { ...s.night.overrides };
			delete overrides[e.key];
			return { ...s, night: { ...s.night, overrides } };
		}
		case 'night/resolved': {
			if (!s.night || s.night.n === 0)
				return wrongPhase('没有需要结算的夜晚', 'No night to resolve');
			if (s.night.resolved)
				return reject('resolved', '本夜已经结算', 'This night is already resolved');
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
			if (kindOf(t) !== 'wolf' || t.team !== 'wolf')
				return reject('not-wolf', '只能指认一名狼人', 'Only a wolf can take Kill');
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
			if (t.role !== 'citizen')
				return reject('not-citizen', '只能指认一名良民', 'Only a good citizen can take Scapegoat');
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
			if (!s.day || s.phase.kind !== 'day')
				return wrongPhase('【行刺】在白天', 'Assassinate is a day skill');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'assassin')
				return reject('not-holder', '此人不是刺客', 'Not the assassin');
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
				return wrongPhase('游戏尚未开始', 'The game has not started');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'dieHard')
				return reject('not-holder', '此人不是死士', 'Not the die-hard');
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
			if (!s.day) return wrongPhase('【忏悔】在白天', 'Confess is a day skill');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'penitent')
				return reject('not-holder', '此人不是忏悔者', 'Not the penitent');
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
				return wrongPhase('游戏尚未开始', 'The game has not started');
			const actor = seatOf(s, e.actor);
			if (actor?.role !== 'envoy')
				return reject('not-holder', '此人不是狼使', 'Not the wolf envoy');
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
				return reject(
					'no-last-words',
					`只有前 ${LAST_WORDS} 名出局者有遗言`,
					`Only the first ${LAST_WORDS} players out leave last words`
				);
			if (typeof e.text !== 'string' || e.text.length > MAX_LAST_WORDS)
				return reject(
					'too-long',
					`遗言不超过 ${MAX_LAST_WORDS} 字`,
					`Last words are at most ${MAX_LAST_WORDS} characters`
				);
			return { ...s, lastWords: { ...s.lastWords, [seat.id]: e.text } };
		}
		case 'penalty/added': {
			const seat = seatOf(s, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!Number.isInteger(e.points) || e.points <= 0)
				return reject('points', '扣分须为正整数', 'Points must be a positive whole number');
			if (typeof e.reason !== 'string' || !e.reason.trim())
				return reject('reason', '须写明扣分理由', 'Give a reason');
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
			if (!entry) return reject('no-penalty', '没有这条扣分记录', 'No such penalty entry');
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
			if (s.phase.kind === 'setup') return wrongPhase('游戏尚未开始', 'The game has not started');
			const t = target(s, e.seat);
			if (isRejection(t)) return t;
			if (!e.reason?.trim()) return reject('reason', '须写明理由', 'Give a reason');
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
			if (!seat.out) return reject('not-out', `${seat.name} 没有出局`, `${seat.name} is not out`);
			if (!e.reason?.trim()) return reject('reason', '须写明理由', 'Give a reason');
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
			if (s.phase.kind === 'setup') return wrongPhase('游戏尚未开始', 'The game has not started');
			if (typeof e.reason !== 'string' || !e.reason.trim())
				return reject('reason', '须写明理由', 'Give a reason');
			if (e.seat === null) {
				if (!s.sheriff) return reject('no-sheriff', '现在没有警长', 'There is no sheriff');
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
			if (s.sheriff === t.id)
				return reject('already-sheriff', `${t.name} 已是警长`, `${t.name} is already the sheriff`);
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
			if (typeof e.text !== 'string' || !e.text.trim())
				return reject('empty', '内容不能为空', 'Write something');
			return appendLines(s, [{ key: 'note', text: text(e.text, e.text) }], e.at);
		}
		default:
			return reject('unknown-event', '未知的事件', 'Unknown event');
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
		return reject('bad-event', '无效的事件', 'Invalid event');
	if (event.type !== 'game/created' && !state.id)
		return reject('no-game', '游戏尚未创建', 'No game yet');
	if (state.phase.kind === 'ended' && !AFTER_END.has(event.type))
		return reject('ended', '游戏已经结束', 'The game is over');
	const next = (handle as Handler)(state, event);
	if (isRejection(next)) return next;
	const judged: Line[] = [];
	const settled = settle(next, judged, event.at);
	const filed = appendLines(settled, judged, event.at);
	return { ...filed, updatedAt: event.at, seq: state.seq + 1, eventCount: state.eventCount + 1 };
}

export { ALL_SKILLS };
