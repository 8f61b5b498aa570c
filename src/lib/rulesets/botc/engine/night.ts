import { nightRule, type NightRule, type Picks, type StepDoes } from './night-rules';
import { cannibalMeal, minstrelDrunk, poCharged, pukkaVictim, stepNote } from './night-follows';
import { pitHagMadeDemon } from './night-follows';
import { deathWhy, diedToday, diedTonight, triggered, type StepWhy } from './night-triggers';
import { own } from '../../../engine/own';
import { hasEffect } from './effects';
import { exorciseStep } from './exorcist';
import { usedUp } from './used-up';
import { activeGains, becameFrom } from './abilities';
import { stepsPerHolder } from './holder-steps';
import { characterOf, isDrunkIn, isMad, isPoisonedIn } from './seats';
import type { CharacterId, GameState, Seat, SeatId, StepChoice } from './types';
import { diedRecently, evilSeats, type NightKind, type Wake, wakeRule, wokenSeats } from './wakes';

export type { StepWhy };

export type StepKind = 'dusk' | 'minioninfo' | 'demoninfo' | 'character' | 'dawn';

export interface NightStep {
	/** Stable key within the night: the character id, a pseudo-step, `extra-N`, or `<id>:demon`. */
	key: string;
	kind: StepKind;
	character?: CharacterId;
	/** Seats the storyteller wakes (or, for the info steps, the seats concerned). */
	seats: SeatId[];
	/** The character's holders, when the step wakes someone else (the Marionette: the Demon). */
	holders?: SeatId[];
	/** Whom the step wakes, when it is not simply the holder (see WAKES). */
	wakes?: Wake;
	/** The Lunatic's step: the Demon they think they are, as whom they are woken. */
	asDemon?: CharacterId;
	/** Acting seats that are dead (shown only when the setting keeps dead players' steps). */
	deadSeats: SeatId[];
	drunk: boolean;
	poisoned: boolean;
	mad: boolean;
	/** Drunk or poisoned: any information given may be false; other effects fail. */
	mayBeFalse: boolean;
	/** Added by hand because another ability woke this character. */
	extra: boolean;
	/** A storyteller character (fabled/loric) with no seat. */
	storyteller: boolean;
	status: 'todo' | 'done' | 'skipped';
	/** What the step does (see NIGHT_RULES). */
	does?: StepDoes;
	/** A step that may kill: the reminder its kill places, and whether it may target itself. */
	kills?: NightRule['kills'];
	/** Why the day or the night put the step here ("Heidi was executed today"). */
	why?: StepWhy;
	/** Players whose character the step shows (the Undertaker: today's executed player). */
	shows?: { seat: SeatId; character: CharacterId | null }[];
	/** Players another ability chose to wake at this step. */
	chosen?: SeatId[];
	/** The holder's own character, when it acts with another's ability (the Cannibal). */
	by?: CharacterId;
	/** Why the step's players are drunk beyond their reminders (the Minstrel). */
	drunkWhy?: StepWhy;
	/** The kill the log points to (the Pukka's previous victim). */
	suggests?: SeatId;
	/** What the holder chooses that the grimoire follows (see NightRule), and what was entered. */
	picks?: Picks;
	choice?: StepChoice;
}

const MIN_PLAYERS_FOR_INFO = 7;
/**
 * Where the pseudo-steps sit on the official night sheet's scale (the scale characters' own
 * `firstNight`/`otherNight` numbers use), so characters not on the script can be slotted in.
 * A rules test checks these against the official order in the character facts.
 */
export const PSEUDO_POSITIONS = {
	firstNight: { dusk: 1, minioninfo: 20, demoninfo: 24, dawn: 78 },
	otherNight: { dusk: 1, dawn: 98 }
} as const;

/**
 * Tonight's order: the script's, plus characters in play that are not on the script (fabled,
 * travellers from elsewhere) slotted in by their position on the official scale.
 */
function orderTonight(state: GameState, first: boolean): string[] {
	const which = first ? 'firstNight' : 'otherNight';
	const order = (first ? state.script.firstNight : state.script.otherNight).slice();
	const inPlay = new Set<CharacterId>(state.fabled);
	for (const s of state.seats) {
		if (s.character) inPlay.add(s.character);
		if (s.thinks) inPlay.add(s.thinks);
		for (const g of s.gained ?? []) inPlay.add(g.character);
		if (s.was) inPlay.add(s.was);
	}
	const pseudo: Record<string, number> = PSEUDO_POSITIONS[which];
	// Pseudo-steps sit at their place on the official sheet; characters carry their own.
	const position = (id: string) => own(pseudo, id) ?? characterOf(state, id)?.[which] ?? 0;
	for (const id of inPlay) {
		const k = position(id);
		if (k <= 0 || order.includes(id)) continue;
		const at = order.findIndex((o) => o === 'dawn' || position(o) > k);
		order.splice(at < 0 ? order.length : at, 0, id);
	}
	return order;
}

/** Characters whose holder believes they hold another (the Seeker 悟道者: an Outsider). */
const BELIEVERS = ['drunk', 'marionette', 'wudaozhe'];

/**
 * The seats that hold a character tonight: its holders, plus the Drunk, the Marionette and the
 * Seeker who think they are it. The Lunatic is not among a Demon's holders: it acts at its own step.
 */
function holders(state: GameState, id: CharacterId): Seat[] {
	return state.seats.filter((s) => {
		if (s.character === id) return true;
		if (s.thinks === id && BELIEVERS.includes(s.character ?? '')) return true;
		// The ability ledger: gained abilities (own steps, see holder-steps.ts); a Scarlet Woman
		// who became the Demon keeps tonight's step that shows her so.
		if (activeGains(state, s).some((g) => g.character === id && g.how !== 'cannibal')) return true;
		if (id === 'scarletwoman' && becameFrom(state, s, id)) return true;
		return s.reminders.some((r) => r.source === id && id === 'lilmonsta');
	});
}

/** A Poppy Grower alive and sober: the Minions and the Demon do not learn each other. */
function poppyGrowerHides(state: GameState): boolean {
	return state.seats.some(
		(s) =>
			s.character === 'poppygrower' && s.alive && !isDrunkIn(state, s) && !isPoisonedIn(state, s)
	);
}

/**
 * Tonight's checklist in waking order: dusk; on the first night at 7+ players the minion and
 * demon info (not while a sober Poppy Grower lives); each character in play whose player is alive
 * (dead ones too, marked, when the game's setting keeps them, and "when you die" abilities the
 * night after their holder died), waking whom its ability wakes; steps added by hand; dawn.
 */
export function nightSteps(state: GameState): NightStep[] {
	// A state never changes: its steps are worked out once (the checklist, the ring's numbers and
	// the reducer all ask for the same state's steps on one tap). Read only, never changed.
	let steps = stepsOf.get(state);
	if (!steps) stepsOf.set(state, (steps = stepsTonight(state)));
	return steps;
}

const stepsOf = new WeakMap<GameState, NightStep[]>();

function stepsTonight(state: GameState): NightStep[] {
	if (state.phase.kind !== 'night' || !state.night) return [];
	const night = state.night;
	const first = state.phase.n === 1;
	const tonight: NightKind = first ? 'first' : 'other';
	const order = orderTonight(state, first);
	const residents = state.seats.filter((s) => !s.traveller).length;
	const status = (key: string): NightStep['status'] =>
		night.done.includes(key) ? 'done' : night.skipped.includes(key) ? 'skipped' : 'todo';
	const base = (key: string, kind: StepKind, seats: Seat[], extra = false): NightStep => ({
		key,
		kind,
		seats: seats.map((s) => s.id),
		deadSeats: seats.filter((s) => !s.alive).map((s) => s.id),
		drunk: seats.some((s) => isDrunkIn(state, s)),
		poisoned: seats.some((s) => isPoisonedIn(state, s)),
		mad: seats.some(isMad),
		mayBeFalse: seats.some((s) => isDrunkIn(state, s) || isPoisonedIn(state, s)),
		extra,
		storyteller: false,
		status: status(key)
	});
	// The dead are not woken (unless the game's setting keeps them), except where their ability
	// works while dead or the step is there because they died (the Ravenkeeper).
	const present = (s: Seat) => s.alive || state.settings.keepDeadSteps;
	const acts = (rule: NightRule | undefined) => (s: Seat) =>
		present(s) ||
		!!rule?.worksDead ||
		hasAbilityDead(state, s) ||
		((rule?.trigger === 'died-tonight' || rule?.trigger === 'demon-killed') &&
			diedTonight(night, s)) ||
		(rule?.trigger === 'died' && (diedTonight(night, s) || diedToday(state, night, s)));
	const ids = (seats: Seat[]) => seats.map((s) => s.id);
	const steps: NightStep[] = [];
	const meal = first ? null : cannibalMeal(state);
	const arbitrary = pitHagMadeDemon(state);
	for (const id of order) {
		if (meal && id === meal.character) {
			const cannibal = cannibalStep(state, night, meal, base);
			if (cannibal) steps.push(cannibal);
		}
		if (id === 'dusk' || id === 'dawn') {
			steps.push({ ...base(id, id, []), mayBeFalse: false });
			continue;
		}
		if (id === 'minioninfo' || id === 'demoninfo') {
			if (!first || residents < MIN_PLAYERS_FOR_INFO || poppyGrowerHides(state)) continue;
			const seats = evilSeats(state, id === 'minioninfo' ? 'minion' : 'demon');
			if (seats.length === 0) continue;
			steps.push({ ...base(id, id, seats), mayBeFalse: false, drunk: false, poisoned: false });
			continue;
		}
		const all = holders(state, id);
		const fabled = state.fabled.includes(id);
		if (all.length === 0 && !fabled) continue;
		const rule = wakeRule(id);
		const does = nightRule(id);
		const wake = rule?.[tonight] ?? 'holder';
		// A "when you die" step: only for a holder who died since the previous dawn, once.
		const afterDeath = !first && !!rule?.afterDeath;
		const acting = (
			afterDeath ? all.filter((s) => diedRecently(state, night, s, id)) : all.filter(acts(does))
		).filter((s) => !usedUp(state, s, id));
		if (all.length > 0 && acting.length === 0) continue;
		// A step the day or the night brings (after the first night: the Godfather's first-night
		// step is always there): only when what triggers it happened.
		const trigger = first ? undefined : does?.trigger;
		const why = trigger
			? triggered(state, night, trigger, acting)
			: afterDeath && acting[0]
				? deathWhy(state, night, acting[0])
				: null;
		if (trigger && !why) continue;
		const chosen = (night.chosen && own(night.chosen, id)) || [];
		const byRule = wokenSeats(state, id, wake, acting, present);
		const woken = [...byRule];
		for (const c of chosen) {
			const seat = state.seats.find((s) => s.id === c);
			if (seat && !woken.includes(seat)) woken.push(seat);
		}
		const byHolder = wake === 'holder' || wake === 'holder+chosen';
		const step: NightStep = {
			...base(id, 'character', acting),
			seats: ids(woken),
			deadSeats: byHolder
				? ids(acting.filter((s) => !s.alive))
				: ids(woken.filter((s) => !s.alive)),
			character: id,
			storyteller: fabled && all.length === 0
		};
		if (does) step.does = does.does;
		if (does?.kills && !(first && does.killsLater)) step.kills = does.kills;
		// A Demon the Pit-Hag made tonight: deaths are arbitrary, the storyteller's to choose.
		if (step.kills && characterOf(state, id)?.team === 'demon' && arbitrary)
			step.does = 'storyteller';
		if (does?.picks) withPicks(step, does.picks, night);
		const note = why ?? (first ? null : stepNote(state, id));
		if (note) step.why = note;
		if (id === 'pukka' && !first) {
			const victim = pukkaVictim(state);
			if (victim) step.suggests = victim;
		}
		const po = id === 'po' && !first ? acting[0] : undefined;
		if (po && step.kills && poCharged(state, po)) {
			step.kills = { ...step.kills, count: 3 };
			step.why = { code: 'po-charged', seat: po.id };
		}
		if (chosen.length > 0) step.chosen = chosen;
		if (trigger === 'executed-died' && why)
			step.shows = [
				{ seat: why.seat, character: state.seats.find((s) => s.id === why.seat)?.character ?? null }
			];
		exorciseStep(state, step, acting);
		if (wake !== 'holder') step.wakes = wake;
		// Someone besides the holders wakes (the Vizier with the Fearmonger): holders named too.
		if ((!byHolder || byRule.length > acting.length) && acting.length > 0)
			step.holders = ids(acting);
		const lunatic = id === 'lunatic' ? acting.find((s) => s.thinks) : undefined;
		if (lunatic?.thinks) {
			step.asDemon = lunatic.thinks;
			// He chooses as the Demon he thinks he is: one who names a character (the Ojo) names
			// one here too, on the nights it would. Nothing follows (the real Demon learns it).
			const believed = first ? undefined : nightRule(lunatic.thinks)?.picks;
			if (believed && !step.picks) withPicks(step, believed, night);
		}
		// Woken as a character they only think they are (Drunk, Marionette): the ability does
		// not work, so anything they learn may be false.
		if (acting.some((s) => s.character !== id && s.thinks === id)) step.mayBeFalse = true;
		steps.push(step);
		const demons = evilSeats(state, 'demon').filter(present);
		if (rule?.thenDemon?.includes(tonight) && acting.length > 0 && demons.length > 0) {
			// The Demon wakes on its own, after the holder, to learn what the step concerns.
			steps.push({
				...base(`${id}:demon`, 'character', []),
				seats: ids(demons),
				holders: ids(acting),
				wakes: 'demon',
				character: id,
				mayBeFalse: false
			});
		}
	}
	steps.splice(0, steps.length, ...stepsPerHolder(state, night, steps));
	const minstrel = first ? null : minstrelDrunk(state);
	if (minstrel) for (const step of steps) everyoneDrunk(state, step, minstrel);
	for (const x of night.extra) {
		const seat = state.seats.find((s) => s.id === x.seat);
		const step: NightStep = {
			...base(x.key, 'character', seat ? [seat] : [], true),
			character: x.character
		};
		const pos = order.indexOf(x.character);
		// Pseudo-steps (minion and demon info) have their place in the order too.
		const placeOf = (s: NightStep) => order.indexOf(s.extra ? '' : (s.character ?? s.key));
		const after = pos < 0 ? -1 : steps.findIndex((s) => s.kind === 'dawn' || placeOf(s) > pos);
		const dawnAt = steps.findIndex((s) => s.kind === 'dawn');
		const at = after >= 0 ? after : dawnAt >= 0 ? dawnAt : steps.length;
		steps.splice(at, 0, step);
	}
	return steps;
}

/**
 * The Cannibal's step tonight: at the place of the ability it ate (the last executed player's),
 * poisoned when that player was evil. Null when no living Cannibal, or the ability has no step
 * tonight (a triggered one whose trigger did not happen).
 */
function cannibalStep(
	state: GameState,
	night: NonNullable<GameState['night']>,
	meal: NonNullable<ReturnType<typeof cannibalMeal>>,
	base: (key: string, kind: StepKind, seats: Seat[]) => NightStep
): NightStep | null {
	const cannibals = holders(state, 'cannibal').filter((s) => s.alive);
	if (cannibals.length === 0) return null;
	const does = nightRule(meal.character);
	if (does?.trigger && !triggered(state, night, does.trigger, cannibals)) return null;
	const step: NightStep = {
		...base('cannibal', 'character', cannibals),
		character: meal.character,
		by: 'cannibal',
		why: { code: meal.evil ? 'cannibal-evil' : 'cannibal', seat: meal.seat }
	};
	if (meal.evil) Object.assign(step, { poisoned: true, mayBeFalse: true });
	if (does) step.does = does.does;
	if (does?.kills && !meal.evil) step.kills = does.kills;
	if (does?.picks) withPicks(step, does.picks, night);
	return step;
}

/** What the step's holder chooses, and what was entered tonight. */
function withPicks(step: NightStep, picks: Picks, night: NonNullable<GameState['night']>) {
	step.picks = picks;
	const choice = night.choices?.find((c) => c.step === step.key);
	if (choice) step.choice = choice;
}

/** The Minstrel's drunkenness on a step whose players are not the Minstrel or travellers. */
function everyoneDrunk(
	state: GameState,
	step: NightStep,
	minstrel: NonNullable<ReturnType<typeof minstrelDrunk>>
) {
	if (step.kind !== 'character') return;
	const acting = step.holders ?? step.seats;
	const affected = acting.some(
		(id) => !minstrel.minstrels.includes(id) && !state.seats.find((s) => s.id === id)?.traveller
	);
	if (!affected) return;
	step.drunk = true;
	step.mayBeFalse = true;
	step.drunkWhy = minstrel.why;
}

/** A dead player whose ability was kept alive ("Has Ability", a Vigormortis's kill: effects.ts). */
function hasAbilityDead(state: GameState, seat: Seat): boolean {
	return !seat.alive && hasEffect(state, seat, 'has-ability');
}

/** The first step not yet done or skipped. */
export function currentStep(state: GameState): NightStep | undefined {
	return nightSteps(state).find((s) => s.status === 'todo');
}

/**
 * Whose life changed since dusk: to announce at dawn (never why). By day it stays last night's:
 * the living are compared as they were at dawn, so today's execution is not added to it.
 */
export function dawnChanges(state: GameState): { died: SeatId[]; revived: SeatId[] } {
	const night = state.night ?? (state.phase.kind === 'day' ? state.nights.at(-1) : undefined);
	if (!night) return { died: [], revived: [] };
	const atDawn = state.phase.kind === 'day' ? state.day?.aliveAtDawn : undefined;
	const died: SeatId[] = [];
	const revived: SeatId[] = [];
	for (const s of state.seats) {
		const before = own(night.aliveAtDusk, s.id);
		if (before === undefined) continue;
		const after = (atDawn && own(atDawn, s.id)) ?? s.alive;
		if (before && !after) died.push(s.id);
		if (!before && after) revived.push(s.id);
	}
	return { died, revived };
}

/** Tonight's position (1-based) of each seat that wakes, for the number beside its token. */
export function nightNumbers(state: GameState): Record<SeatId, number> {
	const out = new Map<SeatId, number>();
	let k = 0;
	for (const step of nightSteps(state)) {
		if (step.kind !== 'character') continue;
		k++;
		for (const id of step.seats) if (!out.has(id)) out.set(id, k);
	}
	return Object.fromEntries(out);
}
