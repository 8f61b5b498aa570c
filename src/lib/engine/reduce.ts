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
	aliveCount,
	blockAfter,
	canVote,
	exileThreshold,
	majority,
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

const noSeat = (id: string) => reject('no-seat', { id });
const notInSetup = () => reject('not-setup');
const ended = () => reject('ended');

/** Whose name a rejection is about: seat number `n`, the game, or a seat being added. */
type Named = { whose: 'seat'; n: number } | { whose: 'game' } | { whose: 'new-seat' };

/**
 * The rejection for a bad name, saying whose name and what is wrong with it; null when the name
 * is fine. Trimmed first; a name with no visible character (only spaces, zero-width, control or
 * bidi characters) is empty.
 */
function badName(name: unknown, who: Named, max = MAX_PLAYER_NAME): Rejection | null {
	const problem = nameProblem(name, max);
	if (!problem) return null;
	if (problem.kind === 'empty') {
		if (who.whose === 'seat') return reject('seat-name-empty', { n: who.n });
		return who.whose === 'game' ? reject('game-name-empty') : reject('new-seat-name-empty');
	}
	const { length, max: most } = problem;
	if (who.whose === 'seat') return reject('seat-name-too-long', { n: who.n, length, max: most });
	return who.whose === 'game'
		? reject('game-name-too-long', { length, max: most })
		: reject('new-seat-name-too-long', { length, max: most });
}
const seatNo = (n: number): Named => ({ whose: 'seat', n });

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

const unknownCharacter = (id: string) => reject('unknown-character', { id });

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
		return reject('malformed');
	}
	if ('rejected' in next) return next;
	return { ...next, updatedAt: event.at, eventCount: state.eventCount + 1 };
}

function applyInner(state: GameState, e: GameEvent): GameState | Rejection {
	if (e.type !== 'game/created' && !state.id) return reject('no-game');
	if (state.phase.kind === 'ended' && !['game/renamed', 'note', 'seat/renamed'].includes(e.type))
		return ended();
	switch (e.type) {
		case 'game/created': {
			if (state.id) return reject('exists');
			const ids = new Set(e.seats.map((s) => s.id));
			if (ids.size !== e.seats.length) return reject('seat-ids');
			// The same limits as `seats/set`: a game never holds what later events would refuse.
			if (e.seats.length > 20) return reject('too-many');
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
			const bad = badName(e.name, { whose: 'game' }, MAX_GAME_NAME);
			if (bad) return bad;
			return { ...state, name: e.name.trim() };
		}
		case 'seats/set': {
			if (state.phase.kind !== 'setup') return notInSetup();
			if (e.seats.length > 20) return reject('too-many');
			if (new Set(e.seats.map((s) => s.id)).size !== e.seats.length) return reject('seat-ids');
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
			if (state.seats.length >= 20) return reject('too-many');
			if (seatById(state, e.seat.id)) return reject('seat-ids');
			const bad = badName(e.seat.name, { whose: 'new-seat' });
			if (bad) return bad;
			if (state.phase.kind !== 'setup' && !e.seat.traveller) return reject('join');
			const character = e.character ?? null;
			if (character !== null) {
				const c = characterOf(state, character);
				if (!c) return unknownCharacter(String(character));
				if (c.team !== 'traveller' || !e.seat.traveller) return reject('join-character');
			}
			const alignment = e.alignment ?? null;
			if (alignment !== null && alignment !== 'good' && alignment !== 'evil')
				return reject('alignment');
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
			if (state.phase.kind !== 'setup' && !seat.traveller) return reject('remove');
			if (
				state.day?.nominations.some(
					(n) => n.voters === null && (n.nominee === e.seat || n.nominator === e.seat)
				)
			)
				return reject('in-vote');
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
				return reject('position');
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
				return reject('alignment');
			return mapSeat(state, e.seat, (s) => ({ ...s, alignment: e.alignment }));
		case 'bluffs/set': {
			if (e.bluffs.length > 3) return reject('bluffs');
			const bad = e.bluffs.find((id) => !knownCharacter(state, id));
			if (bad) return unknownCharacter(bad);
			return { ...state, bluffs: e.bluffs.slice(), rng: e.rng ?? state.rng };
		}
		case 'characters/added': {
			if (!Array.isArray(e.characters) || !e.characters.every(validCharacter))
				return reject('character-definition');
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
				return reject('label');
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
			if (!seat.reminders.some((r) => r.id === e.reminder)) return reject('no-reminder');
			return mapSeat(state, e.seat, (s) => ({
				...s,
				reminders: s.reminders.filter((r) => r.id !== e.reminder)
			}));
		}
		case 'night/started':
			return startNight(state);
		case 'night/step': {
			if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
			const night = state.night;
			const done = night.done.filter((k) => k !== e.step);
			const skipped = night.skipped.filter((k) => k !== e.step);
			if (e.status === 'done') done.push(e.step);
			if (e.status === 'skipped') skipped.push(e.step);
			return { ...state, night: { ...night, done, skipped } };
		}
		case 'night/extra-step': {
			if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
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
			if (state.phase.kind !== 'night' || !state.night) return reject('dawn-not-night');
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
			if (!seat.alive) return reject('dead', { seat: seat.id });
			return mapSeat(state, e.seat, (s) => ({ ...s, alive: false, ghostVote: true }));
		}
		case 'seat/revived': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (seat.alive) return reject('alive', { seat: seat.id });
			return mapSeat(state, e.seat, (s) => ({ ...s, alive: true, ghostVote: true }));
		}
		case 'seat/ghost-vote': {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (seat.alive) return reject('alive-ghost-vote');
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
			if (!open || !state.day) return reject('no-vote');
			return {
				...state,
				day: { ...state.day, nominations: state.day.nominations.filter((n) => n.id !== open.id) }
			};
		}
		case 'execution': {
			if (state.phase.kind !== 'day' || !state.day) return reject('execution-not-day');
			if (state.day.execution) return reject('executed');
			if (openNomination(state)) return reject('vote-open');
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
			if (state.phase.kind !== 'day' || !state.day) return reject('chat-not-day');
			if (new Set(e.seats).size < 2) return reject('chat');
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
			if (state.phase.kind === 'setup') return reject('setup');
			if (e.winner !== 'good' && e.winner !== 'evil') return reject('winner');
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
			if (typeof e.text !== 'string' || e.text.length > 2000) return reject('note');
			return state;
		default: {
			const unknown: { type?: unknown } = e;
			return reject('event', { type: String(unknown.type) });
		}
	}
}

function startNight(state: GameState): GameState | Rejection {
	const aliveAtDusk = Object.fromEntries(state.seats.map((s) => [s.id, s.alive]));
	if (state.phase.kind === 'setup') {
		if (state.seats.length < 5) return reject('players');
		const missing = state.seats.find((s) => !s.character);
		if (missing) return reject('undealt', { seat: missing.id });
		return {
			...state,
			phase: { kind: 'night', n: 1 },
			night: { n: 1, aliveAtDusk, done: [], skipped: [], extra: [] }
		};
	}
	if (state.phase.kind === 'day' && state.day) {
		if (openNomination(state)) return reject('vote-open');
		const n = state.phase.n + 1;
		return {
			...state,
			phase: { kind: 'night', n },
			days: [...state.days, state.day],
			day: null,
			night: { n, aliveAtDusk, done: [], skipped: [], extra: [] }
		};
	}
	return reject('night-not-after-day');
}

function nominate(
	state: GameState,
	e: { nominator: SeatId; nominee: SeatId; exile?: boolean; override?: string }
): GameState | Rejection {
	if (state.phase.kind !== 'day' || !state.day) return reject('nomination-not-day');
	const day = state.day;
	const nominator = seatById(state, e.nominator);
	const nominee = seatById(state, e.nominee);
	if (!nominator) return noSeat(e.nominator);
	if (!nominee) return noSeat(e.nominee);
	if (openNomination(state)) return reject('vote-open-nominate');
	if (day.execution) return reject('executed-day-over');
	const exile = !!e.exile;
	const override =
		typeof e.override === 'string' && e.override.trim() ? e.override.trim() : undefined;
	if (exile) {
		if (!nominee.traveller) return reject('exile-traveller');
		if (!override && day.nominations.some((n) => n.exile && n.nominee === nominee.id))
			return reject('exile-once', { seat: nominee.id });
	} else if (!override) {
		if (!nominator.alive) return reject('dead-nominator', { seat: nominator.id });
		if (day.nominations.some((n) => !n.exile && n.nominator === nominator.id))
			return reject('nominated-today', { seat: nominator.id });
		if (day.nominations.some((n) => !n.exile && n.nominee === nominee.id))
			return reject('was-nominated', { seat: nominee.id });
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
	if (!open || !state.day) return reject('no-vote');
	const order = votingOrder(state, open.nominee);
	if (!Number.isInteger(asked) || asked < 0 || asked > order.length) return reject('bad-count');
	if (new Set(hands).size !== hands.length) return reject('double');
	for (const id of hands) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!canVote(seat, open.exile)) return reject('no-ghost-vote', { seat: seat.id });
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
	if (!open || !state.day) return reject('no-vote');
	if (new Set(voters).size !== voters.length) return reject('double');
	for (const id of voters) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!canVote(seat, open.exile)) return reject('no-ghost-vote', { seat: seat.id });
	}
	const total = tally(state, voters);
	const voterSet = new Set(voters);
	// Stored in counting order, whatever order the hands were tapped in.
	const counted = votingOrder(state, open.nominee)
		.map((s) => s.id)
		.filter((id) => voterSet.has(id));
	const seats = open.exile
		? state.seats
		: state.seats.map((s) => (voterSet.has(s.id) && !s.alive ? { ...s, ghostVote: false } : s));
	const { counting: _counted, ...rest } = open;
	const closed: Nomination = { ...rest, voters: counted, total };
	const needed = open.exile ? exileThreshold(state) : majority(aliveCount(state));
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
