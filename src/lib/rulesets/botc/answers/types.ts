import type {
	Alignment,
	Answer,
	AnswerTruth,
	CharacterId,
	GameState,
	Seat,
	SeatId,
	Team
} from '../engine/types';

/** What a character's step teaches its player. */
export type Learns =
	| 'number'
	| 'yes-no'
	| 'character'
	| 'player-character'
	| 'players'
	| 'alignment'
	| 'direction'
	| 'free';

/** What a Recluse or Spy may register as instead of the truth. */
export type RegisteredAs = 'good' | 'evil' | 'townsfolk' | 'outsider' | 'minion' | 'demon';

/** How a seat may register: its truth, or what a Recluse or Spy may show instead. */
export interface Registration {
	alignment: Alignment | null;
	team: Team | undefined;
	character: CharacterId | null;
	/** Set when the seat registers falsely: the alignment or team it registers as. */
	as?: RegisteredAs;
}

/** One misregistration an answer relies on: this seat registers as that. */
export interface Via {
	seat: SeatId;
	as: RegisteredAs;
}

/**
 * What the storyteller still picks before an option can be given: characters one list at a
 * time (the Dreamer's other character, which Minion a Recluse shows as) and then seats (the
 * Washerwoman's other player, the Noble's two good players).
 */
export interface Completion {
	characters?: CharacterId[][];
	seats?: number;
	/** The only seats that keep the option what it says (the Noble's two good players). */
	from?: SeatId[];
}

/** One answer the storyteller may give, and why. */
export interface AnswerOption {
	answer: Answer;
	truth: AnswerTruth;
	via?: Via[];
	complete?: Completion;
}

/** What the grimoire suggests at one information step. */
export interface Suggestion {
	character: CharacterId;
	learns: Learns;
	/** Players the holder chooses, to be tapped before the answer can be worked out. */
	choose: number;
	chosen: SeatId[];
	/** All chosen players tapped (or none to choose). */
	ready: boolean;
	/** The true answers first, then those a registration allows, then false ones. */
	options: AnswerOption[];
	/** The holder is drunk or poisoned (or only thinks they hold the character). */
	mayBeFalse: boolean;
	/** The Vortox: a Townsfolk's information must be false. */
	mustBeFalse: boolean;
	/** Why there is nothing to compute tonight (no execution today, no Demon kill…). */
	nothing?: 'no-execution' | 'not-tonight' | 'storyteller';
}

/** The game as an answer is worked out from it: the state and the step's holder. */
export interface Context {
	state: GameState;
	holder: Seat | undefined;
	/** Every seat's possible registrations, the truth first. */
	regs: (seat: Seat) => Registration[];
}

/** One character's information: what it chooses and learns, and how to work it out. */
export interface AnswerSpec {
	learns: Learns;
	/** How many players the holder chooses (Fortune Teller 2, Ravenkeeper 1). */
	choose?: number;
	/** The nights it learns something: both (default), only the first, only the others. */
	nights?: 'first' | 'other';
	/** The true and registered options (false ones are added from `learns`). */
	compute: (ctx: Context, chosen: SeatId[]) => AnswerOption[] | Suggestion['nothing'];
	/** The numbers a false answer may take (for `number`). */
	range?: (ctx: Context) => number;
	/**
	 * `false` when the step records what the holder's choice did rather than telling the player
	 * anything (the Snake Charmer's swap, the Huntsman's Damsel, the Preacher's Minion): the
	 * Vortox does not make it false, and a drunk holder is offered no false answers, only the fact.
	 */
	information?: false;
}
