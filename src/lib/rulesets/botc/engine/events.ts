import type {
	Alignment,
	Bilingual,
	BluffFor,
	ChangeHow,
	Character,
	CharacterId,
	GivenAnswer,
	Script,
	SeatId,
	StepChoice
} from './types';

export interface SeatInit {
	id: SeatId;
	name: string;
	traveller?: boolean;
}

export interface DealEntry {
	seat: SeatId;
	character: CharacterId;
	thinks: CharacterId | null;
	alignment: Alignment | null;
}

/**
 * Everything that can happen in a game. An event is a fact: it carries whatever was drawn at
 * random, and `at` (milliseconds since 1970) from the device clock, so replay never depends on
 * anything outside the log.
 */
export type GameEventBody =
	| {
			type: 'game/created';
			id: string;
			ruleset: string;
			name: string;
			script: Script;
			seed: number;
			seats: SeatInit[];
			/**
			 * The version of the rules the game is played by (see RULES_VERSION); absent in games
			 * created before it was recorded, which replay by the rules they were played by.
			 */
			rules?: number;
	  }
	| { type: 'game/renamed'; name: string }
	| { type: 'seats/set'; seats: SeatInit[] }
	/**
	 * A seat joins: during setup anyone; once the game has begun only a traveller, optionally
	 * with their (traveller) character and the alignment the storyteller gives them.
	 */
	| {
			type: 'seat/added';
			seat: SeatInit;
			index?: number;
			character?: CharacterId | null;
			alignment?: Alignment | null;
	  }
	| { type: 'seat/removed'; seat: SeatId }
	| { type: 'seat/renamed'; seat: SeatId; name: string }
	| { type: 'seat/moved'; seat: SeatId; to: number }
	| { type: 'seat/swapped'; a: SeatId; b: SeatId }
	| { type: 'seat/traveller'; seat: SeatId; traveller: boolean }
	| { type: 'setup/bag'; characters: CharacterId[]; rng?: number }
	| { type: 'setup/dealt'; deals: DealEntry[]; babysitter?: SeatId | null; rng?: number }
	| { type: 'seat/character'; seat: SeatId; character: CharacterId | null }
	| { type: 'seat/thinks'; seat: SeatId; character: CharacterId | null }
	| { type: 'seat/alignment'; seat: SeatId; alignment: Alignment | null }
	/**
	 * A character change in one event (see rulesets/botc/engine/abilities.ts): the seat becomes
	 * `character` (a Scarlet Woman the Demon, a starpass, Pit-Hag, Fang Gu, Snake Charmer, Barber)
	 * or gains its ability keeping its own (Philosopher, Boffin, Alchemist, Cannibal). The seat
	 * keeps who the player was; `alignment` sets the new one (undefined: unchanged); `with` is
	 * the other seat of a swap, which takes this seat's character (and, for the Snake Charmer,
	 * alignment).
	 */
	| {
			type: 'seat/changed';
			seat: SeatId;
			character: CharacterId;
			how: ChangeHow;
			alignment?: Alignment | null;
			with?: SeatId;
	  }
	/**
	 * The Demon's bluffs. A bluff a seat holds is refused (from rules version 1) unless the
	 * storyteller chose it anyway (`override`), which the log keeps.
	 */
	| { type: 'bluffs/set'; bluffs: CharacterId[]; rng?: number; override?: boolean; set?: string }
	/** A further bluff set, empty, for whom it is (`name` for `other`, a free name). */
	| { type: 'bluffs/set-added'; set: string; for: BluffFor; name?: string }
	| { type: 'bluffs/set-removed'; set: string }
	/** Brings in characters that are not on the script: fabled, loric, travellers from elsewhere. */
	| { type: 'characters/added'; characters: Character[] }
	| { type: 'fabled/set'; fabled: CharacterId[] }
	/**
	 * A Fabled (or Loric) comes into play at any time of the game, with its definition when it is
	 * neither on the script nor added before (an official Fabled the script does not list).
	 */
	| { type: 'fabled/added'; character: CharacterId; definition?: Character }
	| { type: 'fabled/removed'; character: CharacterId }
	| { type: 'reminder/added'; seat: SeatId; source: string; label: string }
	| { type: 'reminder/removed'; seat: SeatId; reminder: string }
	| { type: 'night/started' }
	| { type: 'night/step'; step: string; status: 'done' | 'skipped' | 'open' }
	| { type: 'night/extra-step'; character: CharacterId; seat: SeatId | null }
	/**
	 * A step's kill in one action: the target dies (or no one: `seat` null), the death is
	 * recorded with its cause, the character's reminder is placed, and the step is done (unless
	 * `more`: a step that may kill several, such as the Ojo's miss, stays open for the next).
	 */
	| {
			type: 'night/kill';
			step: string;
			by: CharacterId;
			seat: SeatId | null;
			reminder?: string;
			more?: boolean;
	  }
	/** The players another ability chose, to be woken at a step. */
	| { type: 'night/chosen'; step: string; seats: SeatId[] }
	/** Reminders whose time ran out, taken off in one action. */
	| { type: 'reminders/cleared'; items: { seat: SeatId; reminder: string }[] }
	/**
	 * What an information step told its player (replaces an earlier answer at that step, and
	 * takes off the tokens that one placed); `reminders`: tokens placed on the players it showed
	 * in the same tap (the Washerwoman's "Townsfolk" and "Wrong").
	 */
	| ({ type: 'night/answer'; reminders?: { seat: SeatId; label: string }[] } & Omit<
			GivenAnswer,
			'placed'
	  >)
	/** What a step's holder chose (replaces an earlier choice at that step). */
	| ({ type: 'night/choice' } & StepChoice)
	| { type: 'day/started' }
	/**
	 * Whether the Gossip's public statement today was true (null: not marked). At night it
	 * marks the day before, so the Gossip's step knows whether it kills.
	 */
	| { type: 'gossip/statement'; wasTrue: boolean | null }
	| { type: 'seat/died'; seat: SeatId; reason?: string; by?: CharacterId }
	| { type: 'seat/revived'; seat: SeatId }
	| { type: 'seat/ghost-vote'; seat: SeatId; spent: boolean }
	| {
			type: 'nomination/opened';
			nominator: SeatId;
			nominee: SeatId;
			exile?: boolean;
			override?: string;
	  }
	/** The count so far, stored as it is made: raised hands, and how many seats were asked. */
	| { type: 'nomination/counting'; hands: SeatId[]; asked: number }
	| { type: 'nomination/voted'; voters: SeatId[] }
	| { type: 'nomination/cancelled' }
	| { type: 'execution'; seat: SeatId | null; died: boolean; reason?: string }
	| { type: 'private-chat'; seats: SeatId[] }
	| { type: 'game/ended'; winner: Alignment; reason: string; because?: Bilingual }
	| { type: 'settings/keep-dead-steps'; value: boolean }
	/**
	 * Whether this game's screens offer the grimoire's suggestions; null: as the app's default
	 * (Settings) says.
	 */
	| { type: 'settings/suggestions'; value: boolean | null }
	/** A note on the game, or on one seat (`seat`), at most MAX_NOTE characters. */
	| { type: 'note'; text: string; seat?: SeatId | null }
	/** A note's text written again. */
	| { type: 'note/edited'; note: string; text: string }
	| { type: 'note/removed'; note: string };

export type GameEvent = GameEventBody & { at: number };
export type GameEventType = GameEvent['type'];
