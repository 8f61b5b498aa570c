import { own } from '../../../engine/own';
import { characterOf } from './seats';
import type { CharacterId, GameState, NightRecord, Seat } from './types';

/**
 * Whom the storyteller wakes at a character's step, when it is not simply the holder:
 * - `holder`: the holder (listed only where a rule below adds something else);
 * - `demon`, `minions`: the Demon, the Minions (who learn of the character);
 * - `evil`: the Minions and the Demon together, who learn each other;
 * - `neighbours`: the living players either side of the holder;
 * - `twins`: the holder and the player marked as their twin, who see each other;
 * - `holder+chosen`: the holder, then the player their choice (or the ability) points at;
 * - `chosen`: a player the ability or the storyteller picks, never the holder;
 * - `nobody`: the storyteller acts alone, no one wakes.
 */
export type Wake =
	| 'holder'
	| 'demon'
	| 'minions'
	| 'evil'
	| 'neighbours'
	| 'twins'
	| 'holder+chosen'
	| 'chosen'
	| 'nobody';

export type NightKind = 'first' | 'other';

export interface WakeRule {
	first?: Wake;
	other?: Wake;
	/** Nights after whose holder step the Demon is woken at a step of its own (who learns of it). */
	thenDemon?: readonly NightKind[];
	/**
	 * A "when you die" ability: its other-night step is there only on the night its holder died,
	 * or the night after they died by day, and only once.
	 */
	afterDeath?: boolean;
}

/**
 * The official night steps that wake someone other than (or besides) the character's holder,
 * written from the rules in our own words. A test checks each id and night against the official
 * character data and night order.
 */
export const WAKES: Readonly<Record<CharacterId, WakeRule>> = {
	// Storm Catcher (a storyteller character): evil players learn who is storm-caught.
	stormcatcher: { first: 'evil' },
	// The Demon's neighbours learn they are now Minions.
	lordoftyphon: { first: 'neighbours' },
	// Each player the Kazali turns learns which Minion they now are.
	kazali: { first: 'holder+chosen' },
	// The Barista never wakes: the player it helps learns how.
	barista: { first: 'chosen', other: 'chosen' },
	// The Boffin learns the ability, then the Demon learns it too.
	boffin: { first: 'holder', thenDemon: ['first'] },
	// Alive and sober: no minion or demon info tonight; when it dies, evil learns each other.
	poppygrower: { first: 'nobody', other: 'evil', afterDeath: true },
	// The storyteller marks night X; no one wakes.
	xaan: { first: 'nobody', other: 'nobody' },
	// The Minions learn three characters not in play.
	snitch: { first: 'minions' },
	// The Lunatic acts as the Demon they think they are; then the real Demon, on their own,
	// learns who the Lunatic is and whom they chose.
	lunatic: { first: 'holder', other: 'holder', thenDemon: ['first', 'other'] },
	// The Demon learns who the King is.
	king: { first: 'demon' },
	// The Demon learns who the Marionette is; the Marionette itself never learns.
	marionette: { first: 'demon' },
	// A Minion the Preacher chose learns it.
	preacher: { first: 'holder+chosen', other: 'holder+chosen' },
	// The Minions choose who babysits Lil' Monsta.
	lilmonsta: { first: 'minions', other: 'minions' },
	// A good player learns that a Widow is in play.
	widow: { first: 'holder+chosen' },
	// The twins see each other.
	eviltwin: { first: 'twins' },
	// The player made mad learns of it.
	cerenovus: { first: 'holder+chosen', other: 'holder+chosen' },
	harpy: { first: 'holder+chosen', other: 'holder+chosen' },
	// The first good player to say the secret word learns they turned evil.
	mezepheles: { other: 'chosen' },
	// The Minions learn that a Damsel is in play.
	damsel: { first: 'minions' },
	// The evil Townsfolk learns they are evil.
	bountyhunter: { first: 'holder+chosen' },
	// The chosen player learns who the Nightwatchman is.
	nightwatchman: { first: 'holder+chosen', other: 'holder+chosen' },
	// Announced by the storyteller; no one wakes.
	leviathan: { first: 'nobody', other: 'nobody' },
	// Each visitor learns how many visitors are evil.
	duchess: { other: 'chosen' },
	// The chosen player may agree to show their character.
	harlot: { other: 'holder+chosen' },
	// The storyteller chooses whom Legion kills, whom the Gossip's truth kills, whether the
	// Tinker dies.
	legion: { other: 'nobody' },
	gossip: { other: 'nobody' },
	tinker: { other: 'nobody' },
	// After the first night the Grandmother does not wake: she dies if the Demon killed her grandchild.
	grandmother: { other: 'nobody' },
	// After their holder died:
	hatter: { other: 'evil', afterDeath: true },
	barber: { other: 'demon', afterDeath: true },
	sweetheart: { other: 'nobody', afterDeath: true },
	plaguedoctor: { other: 'nobody', afterDeath: true },
	banshee: { other: 'nobody', afterDeath: true },
	moonchild: { other: 'nobody', afterDeath: true },
	// A good player the storyteller picks becomes the Farmer.
	farmer: { other: 'chosen', afterDeath: true }
};

export function wakeRule(id: CharacterId): WakeRule | undefined {
	return own(WAKES, id);
}

/** Evil players of one team who know they are evil (the Marionette does not). */
export function evilSeats(state: GameState, team: 'minion' | 'demon'): Seat[] {
	return state.seats.filter(
		(s) =>
			!s.traveller &&
			characterOf(state, s.character)?.team === team &&
			// The Marionette does not know it is evil: only the Demon learns who it is.
			s.character !== 'marionette'
	);
}

/**
 * Died since the previous dawn: tonight, or by day (executed, or by another day death, when the
 * step did not already happen the night they died).
 */
export function diedRecently(
	state: GameState,
	night: NightRecord,
	seat: Seat,
	stepKey: string
): boolean {
	if (seat.alive) return false;
	if (own(night.aliveAtDusk, seat.id) === true) return true;
	const previous = state.nights.at(-1);
	if (!previous || own(previous.aliveAtDusk, seat.id) !== true) return false;
	const executed = state.days.at(-1)?.execution;
	if (executed?.seat === seat.id && executed.died) return true;
	return !previous.done.includes(stepKey) && !previous.skipped.includes(stepKey);
}

/** The living players either side of a seat (in seating order), without the seat itself. */
export function neighbours(state: GameState, seat: Seat): Seat[] {
	const n = state.seats.length;
	const i = state.seats.findIndex((s) => s.id === seat.id);
	const out: Seat[] = [];
	for (const dir of [-1, 1]) {
		for (let k = 1; k < n; k++) {
			const other = state.seats[(((i + dir * k) % n) + n) % n] as Seat;
			if (other.id === seat.id) break;
			if (!other.alive) continue;
			if (!out.includes(other)) out.push(other);
			break;
		}
	}
	return out;
}

/** Jinxes that wake another character's player at a step: the Vizier with the Fearmonger. */
const WOKEN_WITH: Readonly<Record<CharacterId, CharacterId>> = { fearmonger: 'vizier' };

/**
 * The seats woken by a rule: `holders` are the character's holders who act tonight; `present`
 * keeps the seats that can be woken tonight (alive, or dead but kept by the night's rules).
 */
export function wokenSeats(
	state: GameState,
	id: CharacterId,
	wake: Wake,
	holders: Seat[],
	present: (s: Seat) => boolean
): Seat[] {
	const demons = () => evilSeats(state, 'demon').filter(present);
	const minions = () => evilSeats(state, 'minion').filter(present);
	switch (wake) {
		case 'holder':
		case 'holder+chosen': {
			const also = own(WOKEN_WITH, id);
			const more = also ? state.seats.filter((s) => s.character === also && present(s)) : [];
			return [...holders, ...more.filter((s) => !holders.includes(s))];
		}
		case 'demon':
			return demons();
		case 'minions':
			return minions();
		case 'evil':
			return [...minions(), ...demons()];
		case 'neighbours':
			return holders.flatMap((h) => neighbours(state, h)).filter((s) => !holders.includes(s));
		case 'twins': {
			const twins = state.seats.filter(
				(s) => !holders.includes(s) && s.reminders.some((r) => r.source === id) && present(s)
			);
			return [...holders, ...twins];
		}
		case 'chosen':
		case 'nobody':
			return [];
	}
}
