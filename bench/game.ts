/**
 * A long, realistic 20-seat Trouble Brewing game played through the engine's own functions:
 * setup (bag, deal, bluffs, travellers), then nights (every step of the checklist, the Poisoner's
 * and Monk's reminders moved each night, the Imp's kill) and days (private chats, nominations
 * and votes with ghost votes spent, an execution). When too few players are left, the
 * storyteller revives some (a correction), so the game can go on for as many events as asked.
 * Every event is checked: a refused one throws, so the log replays with real work in each step.
 */
import {
	type GameEvent,
	type GameEventBody,
	type GameState,
	type SeatInit,
	apply,
	canVote,
	createRng,
	dealCharacters,
	emptyState,
	isRejection,
	nightSteps,
	randomCharacters,
	shuffle,
	suggestBluffs
} from '../src/lib/rulesets/botc';
import { builtInScript } from '../src/lib/rulesets/botc/script';

export const BENCH_GAME_ID = 'bench-game-20';
export const BENCH_GAME_NAME = 'Bench · 20 seats';
/** A fixed clock: the game starts here and events are 7 seconds apart. */
const T0 = Date.UTC(2026, 0, 1, 19, 0, 0);

const NAMES = [
	'Ada',
	'Bea',
	'Cai',
	'Dov',
	'Eli',
	'Fay',
	'Gus',
	'Hal',
	'Ivo',
	'Jun',
	'Kit',
	'Lou',
	'Mo',
	'Ned',
	'Oz',
	'Pia',
	'Quy',
	'Rex',
	'Sol',
	'Tam'
];
const TRAVELLERS = ['thief', 'bureaucrat', 'gunslinger', 'beggar', 'scapegoat'];

export interface BenchGame {
	log: GameEvent[];
	/** The state after the whole log. */
	state: GameState;
	/** States after the events at these log positions (seq), e.g. every 50th for snapshots. */
	snapshots: { seq: number; state: GameState }[];
	/** A state at night (the last night in the log), for tonight's steps. */
	nightState: GameState;
	/** A state by day with a nomination open (the last in the log), for a vote tally. */
	voteState: GameState;
}

/**
 * Plays a game of exactly `events` events (at least ~60). `snapshotEvery`: keep the state after
 * every n-th event, as the app stores snapshots.
 */
export function buildGame(
	events: number,
	options: { seed?: number; snapshotEvery?: number; id?: string } = {}
): BenchGame {
	const seed = options.seed ?? 20260101;
	const rng = createRng(seed);
	const script = builtInScript('tb');
	if (!script) throw new Error('no built-in Trouble Brewing script');
	const log: GameEvent[] = [];
	const snapshots: BenchGame['snapshots'] = [];
	let state = emptyState();
	let nightState: GameState | null = null;
	let voteState: GameState | null = null;

	const full = () => log.length >= events;
	const push = (body: GameEventBody) => {
		if (full()) return;
		const event = { ...body, at: T0 + log.length * 7000 } as GameEvent;
		const next = apply(state, event);
		if (isRejection(next))
			throw new Error(`bench game: ${body.type} refused at ${log.length}: ${next.message.en}`);
		state = next;
		const seq = log.length;
		log.push(event);
		if (options.snapshotEvery && seq > 0 && seq % options.snapshotEvery === 0)
			snapshots.push({ seq, state });
	};
	const seat = (id: string) => state.seats.find((s) => s.id === id);
	const pick = <T>(items: readonly T[]): T | undefined => items[rng.int(items.length)];

	const seats: SeatInit[] = NAMES.map((name, i) => ({
		id: `seat-${i + 1}`,
		name,
		...(i >= 15 ? { traveller: true } : {})
	}));
	push({
		type: 'game/created',
		id: options.id ?? BENCH_GAME_ID,
		ruleset: 'botc',
		name: BENCH_GAME_NAME,
		script,
		seed,
		seats
	});

	// Setup: 15 residents from a random legal bag, 5 travellers.
	const residents = seats.slice(0, 15).map((s) => s.id);
	const bag = randomCharacters(script, residents.length, seed);
	if (!bag) throw new Error('bench game: no legal bag');
	push({ type: 'setup/bag', characters: bag, rng: seed + 1 });
	const { deals, babysitter } = dealCharacters(script, bag, residents, seed + 2);
	const travellerDeals = seats.slice(15).map((s, i) => ({
		seat: s.id,
		character: TRAVELLERS[i] as string,
		thinks: null,
		alignment: i % 2 === 0 ? ('evil' as const) : ('good' as const)
	}));
	push({ type: 'setup/dealt', deals: [...deals, ...travellerDeals], babysitter, rng: seed + 3 });
	const exclude = deals.flatMap((d) => [d.character, ...(d.thinks ? [d.thinks] : [])]);
	push({ type: 'bluffs/set', bluffs: suggestBluffs(script, exclude, seed + 4), rng: seed + 5 });

	const holder = (character: string) => state.seats.find((s) => s.character === character)?.id;
	const demon = holder('imp') as string;
	const fortuneTeller = holder('fortuneteller');
	if (fortuneTeller) {
		const herring = pick(residents.filter((id) => id !== demon && id !== fortuneTeller));
		if (herring)
			push({
				type: 'reminder/added',
				seat: herring,
				source: 'fortuneteller',
				label: 'Red Herring'
			});
	}
	const butler = holder('butler');
	if (butler) {
		const master = pick(residents.filter((id) => id !== butler));
		if (master) push({ type: 'reminder/added', seat: master, source: 'butler', label: 'Master' });
	}

	/** Removes the reminders of `source` with `label`, then places one on `target`. */
	const moveReminder = (source: string, label: string, target: string | undefined) => {
		for (const s of state.seats)
			for (const r of s.reminders)
				if (r.source === source && r.label === label)
					push({ type: 'reminder/removed', seat: s.id, reminder: r.id });
		if (target) push({ type: 'reminder/added', seat: target, source, label });
	};
	const alive = (ids: readonly string[]) => ids.filter((id) => seat(id)?.alive);

	while (!full()) {
		// Dusk: revive players when too few are left, so the game goes on.
		if (state.phase.kind === 'day' && alive(residents).length < 8)
			for (const id of residents) {
				const s = seat(id);
				if (!s || s.alive) continue;
				push({ type: 'seat/revived', seat: id });
				for (const r of s.reminders)
					if (r.source === 'imp') push({ type: 'reminder/removed', seat: id, reminder: r.id });
			}
		push({ type: 'night/started' });
		if (full()) break;
		const first = state.phase.kind === 'night' && state.phase.n === 1;
		const living = alive(residents);
		moveReminder('poisoner', 'Poisoned', pick(living.filter((id) => id !== demon)));
		moveReminder('thief', 'Negative Vote', pick(living));
		moveReminder('bureaucrat', '3 Votes', pick(living));
		if (!first) moveReminder('monk', 'Safe', pick(living));
		if (full()) break;
		nightState = state;
		for (const step of nightSteps(state)) {
			if (step.key === 'dawn') continue;
			if (step.key === 'imp') {
				const victim = pick(alive(residents).filter((id) => id !== demon));
				if (victim) {
					push({ type: 'seat/died', seat: victim, reason: 'Imp' });
					push({ type: 'reminder/added', seat: victim, source: 'imp', label: 'Dead' });
				}
			}
			push({ type: 'night/step', step: step.key, status: rng.int(10) === 0 ? 'skipped' : 'done' });
		}
		push({ type: 'night/step', step: 'dawn', status: 'done' });
		push({ type: 'day/started' });
		if (full()) break;

		// Day: a few private chats, then nominations until someone is on the block.
		const chats = 1 + rng.int(3);
		for (let i = 0; i < chats; i++)
			push({ type: 'private-chat', seats: shuffle(alive(residents), rng).slice(0, 2) });
		if (rng.int(4) === 0) push({ type: 'note', text: `Day ${state.day?.n ?? 0}: a lively one.` });
		const nominators = shuffle(alive(residents), rng);
		const nominees = shuffle(
			alive(residents).filter((id) => id !== demon),
			rng
		);
		const rounds = Math.min(3, nominators.length, nominees.length);
		for (let i = 0; i < rounds && !full(); i++) {
			const nominator = nominators[i] as string;
			const nominee = nominees.find(
				(id) => id !== nominator && !state.day?.nominations.some((n) => n.nominee === id)
			);
			if (!nominee) break;
			push({ type: 'nomination/opened', nominator, nominee });
			if (full()) break;
			voteState = state;
			const voters = state.seats.filter((s) => canVote(s) && rng.int(2) === 0).map((s) => s.id);
			push({ type: 'nomination/voted', voters });
		}
		if (full()) break;
		const block = state.day?.block?.seat ?? null;
		push({ type: 'execution', seat: block, died: block !== null });
	}

	if (!nightState || !voteState)
		throw new Error('bench game: too short to hold a night and a vote');
	return { log, state, snapshots, nightState, voteState };
}
