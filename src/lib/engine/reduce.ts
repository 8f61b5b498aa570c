import type { GameEvent } from './events';
import { MAX_GAME_NAME, MAX_PLAYER_NAME, nameProblem } from './names';
import { characterOf, seatById } from './seats';
import {
	type Character,
	type DayRecord,
	type GameState,
	type Nomination,
	type Rejection,
	type Seat,
	type SeatId,
	type Team,
	reject
} from './types';
import {
	blockAfter,
	mayVote,
	spendsGhostVote,
	votesNeeded,
	openNomination,
	tally,
	votesHidden,
	votingOrder
} from './votes';

const isBilingual = (v: unknown): v is { 'zh-CN': string; en: string } =>
	typeof v === 'object' &&
	v !== null &&
	typeof (v as Record<string, unknown>)['zh-CN'] === 'string' &&
	typeof (v as Record<string, unknown>).en === 'string';

/** The state before any event: `game/created` fills it. */
export function emptyState(): GameState {
	return {
		schema: 1,
		id: '',
		ruleset: '',
		name: '',
		createdAt: 0,
		updatedAt: 0,
		script: { id: '', name: '', characters: [], firstNight: [], otherNight: [], jinxes: [] },
		seats: [],
		fabled: [],
		bluffs: [],
		bag: [],
		phase: { kind: 'setup' },
		day: null,
		days: [],
		night: null,
		nights: [],
		settings: { keepDeadSteps: false },
		winner: null,
		rng: 0,
		nextId: 1,
		eventCount: 0
	};
}

function newSeat(id: SeatId, name: string, traveller = false): Seat {
	return {
		id,
		name,
		character: null,
		thinks: null,
		alignment: null,
		alive: true,
		ghostVote: true,
		reminders: [],
		traveller
	};
}

function mapSeat(state: GameState, id: SeatId, fn: (s: Seat) => Seat): GameState {
	return { ...state, seats: state.seats.map((s) => (s.id === id ? fn(s) : s)) };
}

const noSeat = (id: string) =>
	reject('no-seat', `没有这个座位（${id}）`, `There is no such seat (${id})`);
const notInSetup = () =>
	reject('not-setup', '只能在开局设置时这样做', 'Only possible during setup');
const ended = () => reject('ended', '游戏已经结束', 'The game is over');

/**
 * The rejection for a bad name, saying whose name (`who`: "Seat 3", "The game"…) and what is
 * wrong with it; null when the name is fine. Trimmed first; a name with no visible character
 * (only spaces, zero-width, control or bidi characters) is empty.
 */
function badName(
	name: unknown,
	who: { zh: string; en: string },
	max = MAX_PLAYER_NAME
): Rejection | null {
	const problem = nameProblem(name, max);
	if (!problem) return null;
	return problem.kind === 'empty'
		? reject(
				'name',
				`${who.zh}的名字为空（没有可见的字符）`,
				`${who.en}: the name is empty (no visible character)`
			)
		: reject(
				'name',
				`${who.zh}的名字太长（${problem.length} 个字符，最多 ${problem.max} 个）`,
				`${who.en}: the name is too long (${problem.length} characters, at most ${problem.max})`
			);
}
const seatNo = (n: number) => ({ zh: `${n} 号座位`, en: `Seat ${n}` });

/** The first seat whose name is bad, as its rejection. */
function badSeatNames(seats: readonly { name: unknown }[]): Rejection | null {
	for (const [i, s] of seats.entries()) {
		const bad = badName(s.name, seatNo(i + 1));
		if (bad) return bad;
	}
	return null;
}

function knownCharacter(state: GameState, id: string | null): boolean {
	return id === null || !!characterOf(state, id);
}
const TEAMS: readonly Team[] = [
	'townsfolk',
	'outsider',
	'minion',
	'demon',
	'traveller',
	'fabled',
	'loric'
];
const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const position = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function validCharacter(c: unknown): c is Character {
	if (typeof c !== 'object' || c === null) return false;
	const x = c as Record<string, unknown>;
	return (
		typeof x.id === 'string' &&
		x.id.length > 0 &&
		typeof x.name === 'string' &&
		x.name.length > 0 &&
		TEAMS.includes(x.team as Team) &&
		strings(x.reminders) &&
		strings(x.remindersGlobal) &&
		position(x.firstNight) &&
		position(x.otherNight)
	);
}

const unknownCharacter = (id: string) =>
	reject('unknown-character', `未知角色“${id}”`, `Unknown character "${id}"`);

/**
 * Applies one event to the state. Pure: returns the new state, or a Rejection (with the reason
 * in both languages) and the old state untouched.
 */
export function apply(state: GameState, event: GameEvent): GameState | Rejection {
	let next: GameState | Rejection;
	try {
		next = applyInner(state, event);
	} catch {
		// A hand-edited or damaged log may hold events with missing fields: refuse, never throw.
		return reject('malformed', '这条操作记录已损坏', 'This action is malformed');
	}
	if ('rejected' in next) return next;
	return { ...next, updatedAt: event.at, eventCount: state.eventCount + 1 };
}

function applyInner(state: GameState, e: GameEvent): GameState | Rejection {
	if (e.type !== 'game/created' && !state.id)
		return reject('no-game', '游戏尚未创建', 'The game has not been created');
	if (state.phase.kind === 'ended' && !['game/renamed', 'note', 'seat/renamed'].includes(e.type))
		return ended();
	switch (e.type) {
		case 'game/created': {
			if (state.id) return reject('exists', '游戏已经创建', 'The game already exists');
			const ids = new Set(e.seats.map((s) => s.id));
			if (ids.size !== e.seats.length)
				return reject('seat-ids', '座位编号重复', 'Seat ids must be unique');
			// The same limits as `seats/set`: a game never holds what later events would refuse.
			if (e.seats.length > 20) return reject('too-many', '最多 20 个座位', 'At most 20 seats');
			const badSeat = badSeatNames(e.seats);
			if (badSeat) return badSeat;
			return {
				...emptyState(),
				id: e.id,
				ruleset: e.ruleset,
				name: e.name,
				createdAt: e.at,
				script: e.script,
				rng: e.seed >>> 0,
				seats: e.seats.map((s) => newSeat(s.id, s.name.trim(), !!s.traveller))
			};
		}
		case 'game/renamed': {
			const bad = badName(e.name, { zh: '游戏', en: 'The game' }, MAX_GAME_NAME);
			if (bad) return bad;
			return { ...state, name: e.name.trim() };
		}
		case 'seats/set': {
			if (state.phase.kind !== 'setup') return notInSetup();
			if (e.seats.length > 20) return reject('too-many', '最多 20 个座位', 'At most 20 seats');
			if (new Set(e.seats.map((s) => s.id)).size !== e.seats.length)
				return reject('seat-ids', '座位编号重复', 'Seat ids must be unique');
			const badSeat = badSeatNames(e.seats);
			if (badSeat) return badSeat;
			const old = new Map(state.seats.map((s) => [s.id, s]));
			return {
				...state,
				seats: e.seats.map((s) => {
					const prev = old.get(s.id);
					return prev
						? { ...prev, name: s.name.trim(), traveller: !!s.traveller }
						: newSeat(s.id, s.name.trim(), !!s.traveller);
				})
			};
		}
		case 'seat/added': {
			if (state.seats.length >= 20) return reject('too-many', '最多 20 个座位', 'At most 20 seats');
			if (seatById(state, e.seat.id))
				return reject('seat-ids', '座位编号重复', 'Seat ids must be unique');
			const bad = badName(e.seat.name, { zh: '新座位', en: 'The new seat' });
			if (bad) return bad;
			if (state.phase.kind !== 'setup' && !e.seat.traveller)
				return reject(
					'join',
					'游戏开始后只有旅行者可以加入',
					'Once the game has begun only travellers may join'
				);
			const character = e.character ?? null;
			if (character !== null) {
				const c = characterOf(state, character);
				if (!c) return unknownCharacter(String(character));
				if (c.team !== 'traveller' || !e.seat.traveller)
					return reject(
						'character',
						'加入时只能直接给旅行者指定旅行者角色',
						'Only a traveller can join with a character, and it must be a traveller'
					);
			}
			const alignment = e.alignment ?? null;
			if (alignment !== null && alignment !== 'good' && alignment !== 'evil')
				return reject('alignment', '阵营只能是善良或邪恶', 'Alignment must be good or evil');
			const seats = state.seats.slice();
			const index = e.index ?? seats.length;
			seats.splice(Math.max(0, Math.min(index, seats.length)), 0, {
				...newSeat(e.seat.id, e.seat.name.trim(), !!e.seat.traveller),
				character,
				alignment
			});
			return { ...state, seats };
		}
		case 'seat/removed': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (state.phase.kind !== 'setup' && !seat.traveller)
				return reject(
					'remove',
					'游戏开始后只有旅行者可以离开',
					'Once the game has begun only travellers may leave'
				);
			if (
				state.day?.nominations.some(
					(n) => n.voters === null && (n.nominee === e.seat || n.nominator === e.seat)
				)
			)
				return reject('in-vote', '该玩家正在一次投票中', 'That player is in an open vote');
			return { ...state, seats: state.seats.filter((s) => s.id !== e.seat) };
		}
		case 'seat/renamed': {
			const at = state.seats.findIndex((s) => s.id === e.seat);
			if (at < 0) return noSeat(e.seat);
			const bad = badName(e.name, seatNo(at + 1));
			if (bad) return bad;
			return mapSeat(state, e.seat, (s) => ({ ...s, name: e.name.trim() }));
		}
		case 'seat/moved': {
			const from = state.seats.findIndex((s) => s.id === e.seat);
			if (from < 0) return noSeat(e.seat);
			if (!Number.isInteger(e.to) || e.to < 0 || e.to >= state.seats.length)
				return reject('position', '位置超出范围', 'Position out of range');
			const seats = state.seats.slice();
			const [moved] = seats.splice(from, 1);
			seats.splice(e.to, 0, moved as Seat);
			return { ...state, seats };
		}
		case 'seat/swapped': {
			const a = state.seats.findIndex((s) => s.id === e.a);
			const b = state.seats.findIndex((s) => s.id === e.b);
			if (a < 0) return noSeat(e.a);
			if (b < 0) return noSeat(e.b);
			const seats = state.seats.slice();
			[seats[a], seats[b]] = [seats[b] as Seat, seats[a] as Seat];
			return { ...state, seats };
		}
		case 'seat/traveller':
			if (state.phase.kind !== 'setup') return notInSetup();
			if (!seatById(state, e.seat)) return noSeat(e.seat);
			return mapSeat(state, e.seat, (s) => ({ ...s, traveller: e.traveller }));
		case 'setup/bag': {
			if (state.phase.kind !== 'setup') return notInSetup();
			const bad = e.characters.find((id) => !knownCharacter(state, id));
			if (bad) return unknownCharacter(bad);
			return { ...state, bag: e.characters.slice(), rng: e.rng ?? state.rng };
		}
		case 'setup/dealt': {
			if (state.phase.kind !== 'setup') return notInSetup();
			if (e.babysitter && !seatById(state, e.babysitter)) return noSeat(e.babysitter);
			for (const d of e.deals) {
				if (!seatById(state, d.seat)) return noSeat(d.seat);
				if (!knownCharacter(state, d.character)) return unknownCharacter(d.character);
				if (!knownCharacter(state, d.thinks)) return unknownCharacter(String(d.thinks));
			}
			const bySeat = new Map(e.deals.map((d) => [d.seat, d]));
			const babysitterLabel = characterOf(state, 'lilmonsta')?.remindersGlobal[0] ?? 'Is The Demon';
			let nextId = state.nextId;
			const seats = state.seats.map((s) => {
				const d = bySeat.get(s.id);
				const reminders = s.reminders.filter((r) => r.source !== 'lilmonsta');
				if (e.babysitter === s.id)
					reminders.push({ id: `r${nextId++}`, source: 'lilmonsta', label: babysitterLabel });
				if (!d) return { ...s, reminders };
				return {
					...s,
					character: d.character,
					thinks: d.thinks,
					alignment: d.alignment,
					reminders
				};
			});
			return { ...state, seats, nextId, rng: e.rng ?? state.rng };
		}
		case 'seat/character':
			if (!seatById(state, e.seat)) return noSeat(e.seat);
			if (!knownCharacter(state, e.character)) return unknownCharacter(String(e.character));
			return mapSeat(state, e.seat, (s) => ({ ...s, character: e.character }));
		case 'seat/thinks':
			if (!seatById(state, e.seat)) return noSeat(e.seat);
			if (!knownCharacter(state, e.character)) return unknownCharacter(String(e.character));
			return mapSeat(state, e.seat, (s) => ({ ...s, thinks: e.character }));
		case 'seat/alignment':
			if (!seatById(state, e.seat)) return noSeat(e.seat);
			if (e.alignment !== null && e.alignment !== 'good' && e.alignment !== 'evil')
				return reject('alignment', '阵营只能是善良或邪恶', 'Alignment must be good or evil');
			return mapSeat(state, e.seat, (s) => ({ ...s, alignment: e.alignment }));
		case 'bluffs/set': {
			if (e.bluffs.length > 3) return reject('bluffs', '最多三个伪装角色', 'At most three bluffs');
			const bad = e.bluffs.find((id) => !knownCharacter(state, id));
			if (bad) return unknownCharacter(bad);
			return { ...state, bluffs: e.bluffs.slice(), rng: e.rng ?? state.rng };
		}
		case 'characters/added': {
			if (!Array.isArray(e.characters) || !e.characters.every(validCharacter))
				return reject(
					'character',
					'角色定义不完整（需要编号、名字和阵营）',
					'A character definition needs an id, a name and a team'
				);
			// Built as entries: `extra[c.id] = …` with the id "__proto__" would set the prototype.
			const extra = new Map(Object.entries(state.extraCharacters ?? {}));
			for (const c of e.characters)
				if (!state.script.characters.some((x) => x.id === c.id)) extra.set(c.id, { ...c });
			return { ...state, extraCharacters: Object.fromEntries(extra) };
		}
		case 'fabled/set': {
			const bad = e.fabled.find((id) => !knownCharacter(state, id));
			if (bad) return unknownCharacter(bad);
			return { ...state, fabled: [...new Set(e.fabled)] };
		}
		case 'reminder/added': {
			if (!seatById(state, e.seat)) return noSeat(e.seat);
			if (typeof e.label !== 'string' || !e.label.trim() || e.label.length > 60)
				return reject(
					'label',
					'提示标记文字不能为空（最多 60 字）',
					'A reminder needs a label (at most 60 characters)'
				);
			const id = `r${state.nextId}`;
			return {
				...mapSeat(state, e.seat, (s) => ({
					...s,
					reminders: [...s.reminders, { id, source: e.source, label: e.label.trim() }]
				})),
				nextId: state.nextId + 1
			};
		}
		case 'reminder/removed': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!seat.reminders.some((r) => r.id === e.reminder))
				return reject('no-reminder', '这个座位没有该提示标记', 'That seat has no such reminder');
			return mapSeat(state, e.seat, (s) => ({
				...s,
				reminders: s.reminders.filter((r) => r.id !== e.reminder)
			}));
		}
		case 'night/started':
			return startNight(state);
		case 'night/step': {
			if (state.phase.kind !== 'night' || !state.night)
				return reject('not-night', '现在不是夜晚', 'It is not night');
			const night = state.night;
			const done = night.done.filter((k) => k !== e.step);
			const skipped = night.skipped.filter((k) => k !== e.step);
			if (e.status === 'done') done.push(e.step);
			if (e.status === 'skipped') skipped.push(e.step);
			return { ...state, night: { ...night, done, skipped } };
		}
		case 'night/extra-step': {
			if (state.phase.kind !== 'night' || !state.night)
				return reject('not-night', '现在不是夜晚', 'It is not night');
			if (!characterOf(state, e.character)) return unknownCharacter(e.character);
			if (e.seat !== null && !seatById(state, e.seat)) return noSeat(e.seat);
			const key = `extra-${state.nextId}`;
			return {
				...state,
				night: {
					...state.night,
					extra: [...state.night.extra, { key, character: e.character, seat: e.seat }]
				},
				nextId: state.nextId + 1
			};
		}
		case 'day/started': {
			if (state.phase.kind !== 'night' || !state.night)
				return reject(
					'not-night',
					'只有夜晚结束时才能天亮',
					'Dawn only comes at the end of a night'
				);
			const n = state.phase.n;
			const day: DayRecord = { n, nominations: [], block: null, execution: null, privateChats: [] };
			return {
				...state,
				phase: { kind: 'day', n },
				nights: [...state.nights, state.night],
				night: null,
				day
			};
		}
		case 'seat/died': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!seat.alive)
				return reject('dead', `${seat.name}已经死亡`, `${seat.name} is already dead`);
			return mapSeat(state, e.seat, (s) => ({ ...s, alive: false, ghostVote: true }));
		}
		case 'seat/revived': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (seat.alive) return reject('alive', `${seat.name}还活着`, `${seat.name} is alive`);
			return mapSeat(state, e.seat, (s) => ({ ...s, alive: true, ghostVote: true }));
		}
		case 'seat/ghost-vote': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (seat.alive)
				return reject('alive', '活着的玩家没有幽灵票', 'Living players have no ghost vote');
			return mapSeat(state, e.seat, (s) => ({ ...s, ghostVote: !e.spent }));
		}
		case 'nomination/opened':
			return nominate(state, e);
		case 'nomination/counting':
			return counting(state, e.hands, e.asked);
		case 'nomination/voted':
			return vote(state, e.voters);
		case 'nomination/cancelled': {
			const open = openNomination(state);
			if (!open || !state.day)
				return reject('no-vote', '没有进行中的提名', 'No nomination is open');
			return {
				...state,
				day: { ...state.day, nominations: state.day.nominations.filter((n) => n.id !== open.id) }
			};
		}
		case 'execution': {
			if (state.phase.kind !== 'day' || !state.day)
				return reject('not-day', '只有白天才能处决', 'Executions happen by day');
			if (state.day.execution)
				return reject(
					'executed',
					'今天已经处决过了（每天只能处决一次）',
					'There has already been an execution today (one a day)'
				);
			if (openNomination(state))
				return reject('vote-open', '请先结束进行中的投票', 'Finish the open vote first');
			let next: GameState = state;
			if (e.seat !== null) {
				const seat = seatById(state, e.seat);
				if (!seat) return noSeat(e.seat);
				if (e.died && seat.alive)
					next = mapSeat(state, e.seat, (s) => ({ ...s, alive: false, ghostVote: true }));
			}
			return {
				...next,
				day: {
					...state.day,
					execution: {
						seat: e.seat,
						died: e.seat !== null && e.died,
						...(e.reason ? { reason: e.reason } : {})
					}
				}
			};
		}
		case 'private-chat': {
			if (state.phase.kind !== 'day' || !state.day)
				return reject('not-day', '私聊只在白天记录', 'Private chats are recorded by day');
			if (new Set(e.seats).size < 2)
				return reject('chat', '私聊至少需要两名玩家', 'A private chat needs two or more players');
			const missing = e.seats.find((id) => !seatById(state, id));
			if (missing) return noSeat(missing);
			return {
				...state,
				day: {
					...state.day,
					privateChats: [...state.day.privateChats, { seats: [...new Set(e.seats)], at: e.at }]
				}
			};
		}
		case 'game/ended':
			if (state.phase.kind === 'setup')
				return reject('setup', '游戏还没有开始', 'The game has not started');
			if (e.winner !== 'good' && e.winner !== 'evil')
				return reject('winner', '胜者只能是善良或邪恶', 'The winner must be good or evil');
			return {
				...state,
				phase: { kind: 'ended' },
				winner: {
					team: e.winner,
					reason: typeof e.reason === 'string' ? e.reason : '',
					...(isBilingual(e.because)
						? { because: { 'zh-CN': e.because['zh-CN'], en: e.because.en } }
						: {})
				},
				days: state.day ? [...state.days, state.day] : state.days,
				day: null,
				nights: state.night ? [...state.nights, state.night] : state.nights,
				night: null
			};
		case 'settings/keep-dead-steps':
			return { ...state, settings: { ...state.settings, keepDeadSteps: e.value } };
		case 'note':
			if (typeof e.text !== 'string' || e.text.length > 2000)
				return reject('note', '备注最多 2000 字', 'A note is at most 2000 characters');
			return state;
		default: {
			const unknown: { type?: unknown } = e;
			return reject(
				'event',
				`未知操作“${String(unknown.type)}”`,
				`Unknown action "${String(unknown.type)}"`
			);
		}
	}
}

function startNight(state: GameState): GameState | Rejection {
	const aliveAtDusk = Object.fromEntries(state.seats.map((s) => [s.id, s.alive]));
	if (state.phase.kind === 'setup') {
		if (state.seats.length < 5)
			return reject('players', '至少需要 5 名玩家', 'At least 5 players are needed');
		const missing = state.seats.find((s) => !s.character);
		if (missing)
			return reject('undealt', `${missing.name}还没有角色`, `${missing.name} has no character yet`);
		return {
			...state,
			phase: { kind: 'night', n: 1 },
			night: { n: 1, aliveAtDusk, done: [], skipped: [], extra: [] }
		};
	}
	if (state.phase.kind === 'day' && state.day) {
		if (openNomination(state))
			return reject('vote-open', '请先结束进行中的投票', 'Finish the open vote first');
		const n = state.phase.n + 1;
		return {
			...state,
			phase: { kind: 'night', n },
			days: [...state.days, state.day],
			day: null,
			night: { n, aliveAtDusk, done: [], skipped: [], extra: [] }
		};
	}
	return reject('not-day', '只有白天结束后才能入夜', 'Night follows a day (or the setup)');
}

function nominate(
	state: GameState,
	e: { nominator: SeatId; nominee: SeatId; exile?: boolean; override?: string }
): GameState | Rejection {
	if (state.phase.kind !== 'day' || !state.day)
		return reject('not-day', '只有白天才能提名', 'Nominations happen by day');
	const day = state.day;
	const nominator = seatById(state, e.nominator);
	const nominee = seatById(state, e.nominee);
	if (!nominator) return noSeat(e.nominator);
	if (!nominee) return noSeat(e.nominee);
	if (openNomination(state))
		return reject(
			'vote-open',
			'已有一个提名正在投票，同一时间只能有一个提名',
			'A nomination is already being voted on; one at a time'
		);
	if (day.execution)
		return reject(
			'executed',
			'今天已经处决过，白天已经结束',
			'Today’s execution has happened; the day is over'
		);
	const exile = !!e.exile;
	const override =
		typeof e.override === 'string' && e.override.trim() ? e.override.trim() : undefined;
	if (exile) {
		if (!nominee.traveller)
			return reject('exile-traveller', '只有旅行者可以被流放', 'Only travellers can be exiled');
		if (!override && day.nominations.some((n) => n.exile && n.nominee === nominee.id))
			return reject(
				'exile-once',
				`${nominee.name}今天已经被要求流放过`,
				`${nominee.name} has already faced exile today`
			);
	} else if (!override) {
		if (!nominator.alive)
			return reject(
				'dead-nominator',
				`${nominator.name}已死亡，死亡的玩家不能提名`,
				`${nominator.name} is dead; dead players cannot nominate`
			);
		if (day.nominations.some((n) => !n.exile && n.nominator === nominator.id))
			return reject(
				'nominated-today',
				`${nominator.name}今天已经提名过了`,
				`${nominator.name} has already nominated today`
			);
		if (day.nominations.some((n) => !n.exile && n.nominee === nominee.id))
			return reject(
				'was-nominated',
				`${nominee.name}今天已经被提名过了`,
				`${nominee.name} has already been nominated today`
			);
	}
	const nomination: Nomination = {
		id: `n${state.nextId}`,
		nominator: nominator.id,
		nominee: nominee.id,
		exile,
		...(override ? { override } : {}),
		voters: null,
		total: null,
		hidden: votesHidden(state)
	};
	return {
		...state,
		day: { ...day, nominations: [...day.nominations, nomination] },
		nextId: state.nextId + 1
	};
}

function counting(
	state: GameState,
	hands: readonly SeatId[],
	asked: number
): GameState | Rejection {
	const open = openNomination(state);
	if (!open || !state.day) return reject('no-vote', '没有进行中的提名', 'No nomination is open');
	const order = votingOrder(state, open.nominee);
	if (!Number.isInteger(asked) || asked < 0 || asked > order.length)
		return reject('bad-count', '计票进度不正确', 'The count has gone past the voting order');
	if (new Set(hands).size !== hands.length)
		return reject('double', '同一名玩家只能投一票', 'A player votes once');
	for (const id of hands) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!mayVote(state, seat, open.exile))
			return reject(
				'no-ghost-vote',
				`${seat.name}已死亡且用掉了幽灵票`,
				`${seat.name} is dead and has spent their ghost vote`
			);
	}
	const next: Nomination = { ...open, counting: { hands: [...hands], asked } };
	return {
		...state,
		day: {
			...state.day,
			nominations: state.day.nominations.map((n) => (n.id === open.id ? next : n))
		}
	};
}

function vote(state: GameState, voters: readonly SeatId[]): GameState | Rejection {
	const open = openNomination(state);
	if (!open || !state.day) return reject('no-vote', '没有进行中的提名', 'No nomination is open');
	if (new Set(voters).size !== voters.length)
		return reject('double', '同一名玩家只能投一票', 'A player votes once');
	for (const id of voters) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!mayVote(state, seat, open.exile))
			return reject(
				'no-ghost-vote',
				`${seat.name}已死亡且用掉了幽灵票`,
				`${seat.name} is dead and has spent their ghost vote`
			);
	}
	const total = tally(state, voters);
	const voterSet = new Set(voters);
	// Stored in counting order, whatever order the hands were tapped in.
	const counted = votingOrder(state, open.nominee)
		.map((s) => s.id)
		.filter((id) => voterSet.has(id));
	const seats = open.exile
		? state.seats
		: state.seats.map((s) =>
				voterSet.has(s.id) && spendsGhostVote(state, s) ? { ...s, ghostVote: false } : s
			);
	const { counting: _counted, ...rest } = open;
	const closed: Nomination = { ...rest, voters: counted, total };
	const needed = votesNeeded(state, open.exile);
	const block = open.exile
		? state.day.block
		: blockAfter(state.day.block, open.nominee, total, needed);
	return {
		...state,
		seats,
		day: {
			...state.day,
			nominations: state.day.nominations.map((n) => (n.id === open.id ? closed : n)),
			block
		}
	};
}
