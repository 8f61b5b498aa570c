import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn, teamOf } from '../engine/seats';
import type {
	Alignment,
	CharacterId,
	DayRecord,
	GameState,
	Seat,
	SeatId,
	Team
} from '../engine/types';
import type { AnswerOption, Context, Registration, Via } from './types';

const sober = (state: GameState, seat: Seat) =>
	!isDrunkIn(state, seat) && !isPoisonedIn(state, seat);

/**
 * How a seat may register to an information ability: its truth first; a sober Recluse may also
 * register as evil, as a Minion or as a Demon; a sober Spy as good, a Townsfolk or an Outsider.
 * Which one shows is the storyteller's choice.
 */
export function registrations(state: GameState, seat: Seat): Registration[] {
	const truth: Registration = {
		alignment: alignmentOf(state, seat),
		team: teamOf(state, seat),
		character: seat.character
	};
	const out = [truth];
	if (seat.character === 'recluse' && sober(state, seat))
		out.push(
			{ ...truth, alignment: 'evil', as: 'evil' },
			{ alignment: 'evil', team: 'minion', character: null, as: 'minion' },
			{ alignment: 'evil', team: 'demon', character: null, as: 'demon' }
		);
	if (seat.character === 'spy' && sober(state, seat))
		out.push(
			{ ...truth, alignment: 'good', as: 'good' },
			{ alignment: 'good', team: 'townsfolk', character: null, as: 'townsfolk' },
			{ alignment: 'good', team: 'outsider', character: null, as: 'outsider' }
		);
	return out;
}

export function context(state: GameState, holder: Seat | undefined): Context {
	return { state, holder, regs: (seat) => registrations(state, seat) };
}

/** The answers a question can get: the truth, then what each choice of registrations gives. */
export function outcomes<T>(
	ctx: Context,
	seats: readonly Seat[],
	ask: (reg: (seat: Seat) => Registration) => T,
	toOption: (value: T) => AnswerOption['answer']
): AnswerOption[] {
	const choices = [...new Map(seats.map((s) => [s.id, s])).values()]
		.map((seat) => ({ seat, regs: ctx.regs(seat) }))
		.filter((c) => c.regs.length > 1);
	const seen = new Map<string, AnswerOption>();
	// Every combination, fewest misregistrations first, so each answer keeps its simplest reason.
	const combos: { picks: Map<SeatId, Registration>; via: Via[] }[] = [
		{ picks: new Map(), via: [] }
	];
	for (const c of choices) {
		const grown = [];
		for (const combo of combos)
			for (const r of c.regs) {
				const picks = new Map(combo.picks).set(c.seat.id, r);
				grown.push({
					picks,
					via: r.as ? [...combo.via, { seat: c.seat.id, as: r.as }] : combo.via
				});
			}
		combos.splice(0, combos.length, ...grown);
	}
	combos.sort((a, b) => a.via.length - b.via.length);
	for (const { picks, via } of combos) {
		const reg = (seat: Seat) => picks.get(seat.id) ?? (ctx.regs(seat)[0] as Registration);
		const answer = toOption(ask(reg));
		const key = JSON.stringify(answer);
		if (seen.has(key)) continue;
		seen.set(key, via.length ? { answer, truth: 'registered', via } : { answer, truth: 'true' });
	}
	return [...seen.values()];
}

/**
 * Candidates for "one of these players is a …": each other seat that registers so, and the
 * character it shows (picked by the storyteller when a Recluse or Spy shows as a team), then
 * `seats` more players the storyteller adds (the Washerwoman's other player).
 */
export function candidates(
	ctx: Context,
	wanted: (r: Registration) => boolean,
	shape: { character: boolean; seats: number }
): AnswerOption[] {
	const out: AnswerOption[] = [];
	const others = ctx.state.seats.filter((s) => s.id !== ctx.holder?.id);
	for (const seat of others) {
		// A registration that shows what the truth shows (a Recluse registering as evil, to the
		// Librarian who sees an Outsider either way) is no answer of its own.
		const shown = new Set<string>();
		for (const r of ctx.regs(seat)) {
			if (!wanted(r)) continue;
			const pick = shape.character && r.character === null && r.team;
			const looks = JSON.stringify([shape.character ? r.character : null, pick]);
			if (shown.has(looks)) continue;
			shown.add(looks);
			const complete = {
				...(pick ? { characters: [scriptCharacters(ctx.state, pick)] } : {}),
				...(shape.seats > 0 ? { seats: shape.seats } : {})
			};
			out.push({
				answer: {
					seats: [seat.id],
					...(shape.character ? { characters: r.character ? [r.character] : [] } : {})
				},
				truth: r.as ? 'registered' : 'true',
				...(r.as ? { via: [{ seat: seat.id, as: r.as }] } : {}),
				...(complete.characters || complete.seats ? { complete } : {})
			});
		}
	}
	return out.sort((a, b) => Number(a.truth !== 'true') - Number(b.truth !== 'true'));
}

/** The characters of a team that the game knows (script first, then the others in the game). */
export function scriptCharacters(state: GameState, team: Team): CharacterId[] {
	const ids = state.script.characters.filter((c) => c.team === team).map((c) => c.id);
	for (const s of state.seats)
		if (s.character && !ids.includes(s.character) && characterOf(state, s.character)?.team === team)
			ids.push(s.character);
	return ids;
}

/** The living neighbours of a seat, skipping the dead (and travellers stay at the table). */
export function livingNeighbours(state: GameState, seat: Seat): Seat[] {
	const i = state.seats.findIndex((s) => s.id === seat.id);
	const n = state.seats.length;
	const out: Seat[] = [];
	for (const dir of [-1, 1]) {
		for (let k = 1; k < n; k++) {
			const other = state.seats[(((i + dir * k) % n) + n) % n] as Seat;
			if (other.id === seat.id) break;
			if (other.alive) {
				if (!out.some((o) => o.id === other.id)) out.push(other);
				break;
			}
		}
	}
	return out;
}

/** The day that ended at tonight's dusk, when there was one. */
export function previousDay(state: GameState): DayRecord | undefined {
	const n = state.phase.kind === 'night' ? state.phase.n : 0;
	return state.days.find((d) => d.n === n - 1);
}

/**
 * A yes-or-no answer about some players: yes when any of them passes the test (is the Demon, is
 * a Minion, …) as they may register; every answer their registrations allow.
 */
export function yesIfAny(
	ctx: Context,
	seats: readonly Seat[],
	test: (r: Registration, seat: Seat) => boolean
): AnswerOption[] {
	return outcomes(
		ctx,
		seats,
		(reg) => seats.some((s) => test(reg(s), s)),
		(yes) => ({ yes })
	);
}

export const isEvil = (r: Registration) => r.alignment === 'evil';
export const alignmentIs = (a: Alignment) => (r: Registration) => r.alignment === a;
export const teamIs = (t: Team) => (r: Registration) => r.team === t;
