import type { NightStep } from '../engine/night';
import type { Picks } from '../engine/night-rules';
import { characterOf } from '../engine/seats';
import type { CharacterId, GameState, Seat, SeatId, StepChoice, Team } from '../engine/types';
import { registrations, scriptCharacters } from './registration';
import type { Registration, Via } from './types';

/**
 * What the grimoire makes of a choice entered at a night step: the Gambler's guess (a player
 * and a character) and the Ojo's character. It works the consequence out from the grimoire's
 * truth, shows what a Recluse's or Spy's registration would change as the storyteller's choice,
 * and offers the kill that follows (one tap, see `night/kill`).
 */

/** A guess at a player's character (the Gambler): right or wrong by the truth. */
export interface GuessOutcome {
	kind: 'guess';
	target: SeatId;
	guess: CharacterId;
	right: boolean;
	/** The target only thinks they are the guessed character (the Drunk): the guess is wrong. */
	thinks: boolean;
	/** Registrations that would give the other result: the storyteller's choice. */
	otherwise: Via[];
}

/** A character named to die (the Ojo): who holds it, who may register as it or not. */
export interface HitOutcome {
	kind: 'hit';
	character: CharacterId;
	/** Living players who truly hold it (only one of them dies). */
	holders: SeatId[];
	/** Dead players who hold it. */
	dead: SeatId[];
	/** Players who only think they are it (the Drunk, the Marionette…): they are not. */
	believers: SeatId[];
	/** Other living players who may register as it (a Recluse as a Minion or Demon…). */
	mayBe: Via[];
	/** Holders who may register as something else, and then nobody holds it. */
	mayNot: Via[];
}

/** The kill a choice leads to, as offered on the step. */
export interface ChoiceKill {
	/** The players the kill may take, the suggested ones first. */
	targets: SeatId[];
	suggests: SeatId[];
	/** Nobody should die: "no kill" is the suggestion. */
	noneSuggested: boolean;
	/** The storyteller may kill more than one (the Ojo's character is not in play). */
	many: boolean;
	/** Who this step's ability killed tonight so far. */
	killed: SeatId[];
}

export interface ChoiceSuggestion {
	picks: Picks;
	choice: StepChoice | null;
	/** The characters the holder may name. */
	characters: CharacterId[];
	/** The ability does not work tonight (drunk, poisoned, or only thought to be held). */
	noEffect: boolean;
	outcome: GuessOutcome | HitOutcome | null;
	kill: ChoiceKill | null;
}

const PICKABLE: Team[] = ['townsfolk', 'outsider', 'minion', 'demon', 'traveller'];

/** Whether a registration shows as the character: the very one, or its team with no character. */
function showsAs(state: GameState, r: Registration, id: CharacterId): boolean {
	return r.character === id || (r.character === null && r.team === characterOf(state, id)?.team);
}

function guessOutcome(state: GameState, target: Seat, guess: CharacterId): GuessOutcome {
	const [truth, ...others] = registrations(state, target);
	const right = truth?.character === guess;
	const otherwise = new Map<string, Via>();
	for (const r of others)
		if (r.as && showsAs(state, r, guess) !== right)
			otherwise.set(r.as, { seat: target.id, as: r.as });
	return {
		kind: 'guess',
		target: target.id,
		guess,
		right,
		thinks: !right && target.thinks === guess,
		otherwise: [...otherwise.values()]
	};
}

function hitOutcome(state: GameState, character: CharacterId): HitOutcome {
	const holding = state.seats.filter((s) => s.character === character);
	const firstAs = (seat: Seat, test: (r: Registration) => boolean): Via[] => {
		const r = registrations(state, seat).find((x) => x.as && test(x));
		return r?.as ? [{ seat: seat.id, as: r.as }] : [];
	};
	return {
		kind: 'hit',
		character,
		holders: holding.filter((s) => s.alive).map((s) => s.id),
		dead: holding.filter((s) => !s.alive).map((s) => s.id),
		believers: state.seats
			.filter((s) => s.thinks === character && s.character !== character)
			.map((s) => s.id),
		mayBe: state.seats
			.filter((s) => s.alive && s.character !== character)
			.flatMap((s) => firstAs(s, (r) => r.character === null && showsAs(state, r, character))),
		mayNot: holding
			.filter((s) => s.alive)
			.flatMap((s) => firstAs(s, (r) => !showsAs(state, r, character)))
	};
}

/** The living players, those given first. */
function aliveFirst(state: GameState, first: SeatId[]): SeatId[] {
	const alive = state.seats.filter((s) => s.alive).map((s) => s.id);
	return [
		...first.filter((id) => alive.includes(id)),
		...alive.filter((id) => !first.includes(id))
	];
}

function guessKill(
	state: GameState,
	step: NightStep,
	o: GuessOutcome,
	noEffect: boolean
): Omit<ChoiceKill, 'killed'> {
	const holders = (step.holders ?? step.seats).filter(
		(id) => state.seats.find((s) => s.id === id)?.alive
	);
	const dies = !noEffect && !o.right;
	return { targets: holders, suggests: dies ? holders : [], noneSuggested: !dies, many: false };
}

function hitKill(state: GameState, o: HitOutcome, noEffect: boolean): Omit<ChoiceKill, 'killed'> {
	const maybe = o.mayBe.map((v) => v.seat);
	if (noEffect || (o.holders.length === 0 && o.dead.length > 0))
		return { targets: aliveFirst(state, []), suggests: [], noneSuggested: true, many: false };
	if (o.holders.length > 0)
		return {
			targets: aliveFirst(state, [...o.holders, ...maybe]),
			suggests: o.holders,
			noneSuggested: false,
			many: false
		};
	return { targets: aliveFirst(state, maybe), suggests: [], noneSuggested: false, many: true };
}

/**
 * The choice at a step whose holder picks players or characters the grimoire follows (the
 * Gambler, the Ojo, a Lunatic who thinks he is the Ojo): what may be picked, what was entered,
 * what follows and the kill it offers. Null for any other step.
 */
export function suggestChoice(state: GameState, step: NightStep): ChoiceSuggestion | null {
	const picks = step.picks;
	if (step.kind !== 'character' || !picks) return null;
	const characters = PICKABLE.flatMap((t) => scriptCharacters(state, t));
	// A Lunatic's choice as the Demon he thinks he is changes nothing either.
	const noEffect = step.mayBeFalse || step.asDemon !== undefined;
	const choice = step.choice ?? null;
	const base = { picks, choice, characters, noEffect, outcome: null, kill: null };
	const named = choice?.characters[0];
	// The Lunatic's choice is only told to the Demon: nothing follows from it.
	if (!choice || !named || step.asDemon !== undefined) return base;
	// A pick that kills nobody (the Philosopher's character): what follows is a change of
	// abilities, offered as one `seat/changed` (engine/change-offers.ts).
	if (!picks.guess && !step.kills) return base;
	const n = state.phase.kind === 'night' ? state.phase.n : 0;
	const killed = (state.deaths ?? [])
		.filter((d) => d.kind === 'night' && d.n === n && d.by === step.character)
		.map((d) => d.seat);
	if (picks.guess) {
		const target = state.seats.find((s) => s.id === choice.seats[0]);
		if (!target) return base;
		const outcome = guessOutcome(state, target, named);
		return { ...base, outcome, kill: { ...guessKill(state, step, outcome, noEffect), killed } };
	}
	const outcome = hitOutcome(state, named);
	const kill = step.kills ? { ...hitKill(state, outcome, noEffect), killed } : null;
	return { ...base, outcome, kill };
}
