import type { Bilingual, Locale } from '../../../engine/types';

export type { Bilingual, Locale, Rejection, RejectionParams } from '../../../engine/types';
export { reject, rejectionSummary, isRejection } from '../../../engine/types';

/** Teams of Blood on the Clocktower characters (other rule sets map onto these). */
export type Team = 'townsfolk' | 'outsider' | 'minion' | 'demon' | 'traveller' | 'fabled' | 'loric';
/** Every team, in the order scripts, sheets and pickers list them. */
export const TEAMS: readonly Team[] = [
	'townsfolk',
	'outsider',
	'minion',
	'demon',
	'traveller',
	'fabled',
	'loric'
];
export type Alignment = 'good' | 'evil';
export type SeatId = string;
export type CharacterId = string;

/** A special behaviour flag in the official script format (`special`). */
export interface CharacterSpecial {
	type: string;
	name: string;
	value?: number | string;
	time?: string;
	global?: string;
}

export interface Jinx {
	id: CharacterId;
	reason?: string;
}

/** A jinx a script's `_meta.jinxes` declares, in the file's words (`reason`, `reason_zh`). */
export interface ScriptJinx {
	a: CharacterId;
	b: CharacterId;
	reason?: string;
	reasonZh?: string;
}

/** A character as the engine sees it: official facts or a homebrew definition from a script. */
export interface Character {
	id: CharacterId;
	name: string;
	nameZh?: string;
	team: Team;
	edition: string;
	/** Changes the setup (shown in [brackets] on the token). */
	setup: boolean;
	reminders: string[];
	remindersGlobal: string[];
	/** Position in the official night order, 0 when it does not wake. Homebrew: its own number. */
	firstNight: number;
	otherNight: number;
	special?: CharacterSpecial[];
	jinxes?: Jinx[];
	/** Homebrew only: the script's own texts. */
	homebrew?: {
		ability?: string;
		firstNightReminder?: string;
		otherNightReminder?: string;
		flavor?: string;
	};
}

export type PseudoStep = 'dusk' | 'minioninfo' | 'demoninfo' | 'dawn';

export interface Script {
	id: string;
	name: string;
	author?: string;
	bootlegger?: string[];
	/** Characters on the script, in script order. Homebrew definitions are embedded. */
	characters: Character[];
	/** Night orders: character ids and pseudo-steps, in waking order. */
	firstNight: string[];
	otherNight: string[];
	/** Jinxed pairs present on the script. */
	jinxes: [CharacterId, CharacterId][];
	/** The script's own jinx rulings (`_meta.jinxes`); `jinxesIn` (rulesets/botc/jinxes.ts) reads them. */
	ownJinxes?: ScriptJinx[];
	/** Teams the script renames (its `_meta` says 村民 for the Townsfolk): shown in its games. */
	teamNames?: Partial<Record<Team, string>>;
	/** Statuses of the script's own (besides drunk and poisoned), which players can be marked with. */
	statuses?: ScriptStatus[];
	/**
	 * What the storyteller reads during the game besides the characters, in the file's order: its
	 * description, rule and status cards, bootlegger rules, its statuses (rulesets/botc/script-rules.ts).
	 */
	rules?: ScriptRule[];
}

/** One text of a script's rules, as the file gives it (plain text, lines broken by `\n`). */
export interface ScriptRule {
	kind: 'description' | 'rule' | 'bootlegger' | 'status';
	title?: string;
	text: string;
	/** Shown only in this language: one of a pair the file writes in both (`bootlegger_zh`). */
	lang?: Locale;
	/** Read from a card of the file (a fabled entry that is no character): its id. */
	card?: string;
}

export interface ScriptStatus {
	name: string;
	description?: string;
}

export interface Reminder {
	id: string;
	/** Character the token belongs to, or 'custom' for a free-text one. */
	source: CharacterId | 'custom';
	label: string;
	/** The phase it was placed in (setup counts as night 0), so its time can run out. */
	placed?: { kind: 'setup' | 'night' | 'day'; n: number };
	/**
	 * The seat that held the source character when it was placed (absent when none did, and in
	 * older games): its effect ends when that player dies or no longer holds it (effects.ts).
	 */
	from?: SeatId;
}

/** A death as recorded: who, when, and what killed them (`execution`, a character, or unknown). */
export interface DeathRecord {
	seat: SeatId;
	by: CharacterId | 'execution' | null;
	kind: 'night' | 'day';
	n: number;
}

export interface Seat {
	id: SeatId;
	name: string;
	character: CharacterId | null;
	/** What the player believes they are (Drunk, Lunatic, Marionette), shown in the bag. */
	thinks: CharacterId | null;
	/** Null means: the alignment of the character's team. */
	alignment: Alignment | null;
	alive: boolean;
	/** Dead players keep one ghost vote until they spend it. */
	ghostVote: boolean;
	reminders: Reminder[];
	traveller: boolean;
	/**
	 * Who the player was before their character first changed (`seat/changed`): the character
	 * they were dealt. Absent while it never changed (and in older games).
	 */
	was?: CharacterId | null;
	/** Abilities held besides the character's own (the Philosopher's, the Boffin's…), in order. */
	gained?: GainedAbility[];
}

/**
 * How a seat came to hold a character or its ability (`seat/changed`): gained while keeping its
 * own character (Philosopher, Boffin, Alchemist, Cannibal), or became it (the rest).
 */
export type ChangeHow =
	| 'philosopher'
	| 'boffin'
	| 'alchemist'
	| 'cannibal'
	| 'pithag'
	| 'snakecharmer'
	| 'barber'
	| 'scarletwoman'
	| 'fanggu'
	| 'starpass'
	| 'eviltwin'
	| 'storyteller';

/** An ability a seat gained on top of its own character's, with where and when it came from. */
export interface GainedAbility {
	character: CharacterId;
	how: ChangeHow;
	/** The phase it was gained in. */
	at: { kind: 'setup' | 'night' | 'day'; n: number };
}

/** One character change as recorded, in order: the ledger's history. */
export interface CharacterChange {
	seat: SeatId;
	/** The seat's character before, and the character (or ability) it holds now. */
	from: CharacterId | null;
	to: CharacterId;
	how: ChangeHow;
	/** Gained an ability (kept its own character) rather than became the character. */
	gained: boolean;
	/** The other seat of a swap (Snake Charmer, Barber), which took `from`. */
	with?: SeatId;
	/** Players who truly held `to` when a Philosopher gained it: drunk from then on. */
	drunk?: SeatId[];
	at: { kind: 'setup' | 'night' | 'day'; n: number };
}

export type Phase =
	{ kind: 'setup' } | { kind: 'night'; n: number } | { kind: 'day'; n: number } | { kind: 'ended' };

export interface Nomination {
	id: string;
	nominator: SeatId;
	nominee: SeatId;
	/** Traveller exile: everyone may vote, needs half of all players, no ghost votes spent. */
	exile: boolean;
	/** Why the storyteller allowed a nomination the rules refuse. */
	override?: string;
	/** Seats whose hands were up when counted, in counting order; null while the vote is open. */
	voters: SeatId[] | null;
	/** Weighted total (Bureaucrat, Thief...), null while open. */
	total: number | null;
	/**
	 * The count in progress: hands raised so far and how many seats of the voting order have been
	 * asked. Kept while the vote is open, so a reload (or an undo of the result) finds it as it was.
	 */
	counting?: { hands: SeatId[]; asked: number };
	hidden: boolean;
}

export interface Execution {
	seat: SeatId | null;
	died: boolean;
	reason?: string;
}

export interface DayRecord {
	n: number;
	nominations: Nomination[];
	/** Who is about to be executed, and with how many votes. */
	/** Who is about to be executed (seat null: a tie took them off) and the votes to beat. */
	block: { seat: SeatId | null; votes: number } | null;
	execution: Execution | null;
	/** Every execution today, in order, when more than one is allowed (the Butcher). */
	executions?: Execution[];
	/** Alive/dead of every seat at dawn, so "died since dawn" is exact. */
	aliveAtDawn?: Record<SeatId, boolean>;
	/** Whether the Gossip's public statement today was true, as the storyteller marked it. */
	gossip?: boolean;
	privateChats: { seats: SeatId[]; at: number }[];
}

/**
 * What an information step told its player: seats, characters, a number, yes or no, an
 * alignment or a direction (whichever the character learns; see rulesets/botc/answers).
 */
export interface Answer {
	seats?: SeatId[];
	characters?: CharacterId[];
	number?: number;
	yes?: boolean;
	alignment?: Alignment;
	direction?: 'clockwise' | 'anticlockwise' | 'equal';
}

/** Whether an answer given was the grimoire's truth, true by a registration, false, or free. */
export type AnswerTruth = 'true' | 'registered' | 'false' | 'free';

/** An answer the storyteller gave at a night step, as logged by `night/answer`. */
export interface GivenAnswer {
	step: string;
	character: CharacterId;
	/** Who was told (the step's holders). */
	seats: SeatId[];
	/** The players the holder chose (Fortune Teller's two, Ravenkeeper's one…). */
	chosen: SeatId[];
	answer: Answer;
	truth: AnswerTruth;
	/** Ids of the reminder tokens placed with the answer (taken off if it is replaced). */
	placed?: string[];
}

/**
 * What a step's holder chose that the grimoire follows (the Gambler's player and guessed
 * character, the Ojo's character), as logged by `night/choice`.
 */
export interface StepChoice {
	step: string;
	character: CharacterId;
	seats: SeatId[];
	characters: CharacterId[];
}

export interface NightRecord {
	n: number;
	/** Alive/dead of every seat at dusk, for the dawn announcement. */
	aliveAtDusk: Record<SeatId, boolean>;
	/**
	 * Whether each seat dead at dusk still had its ghost vote then, so the public screen shows the
	 * town as the players last saw it (absent when nobody was dead, and in older games).
	 */
	ghostVotesAtDusk?: Record<SeatId, boolean>;
	done: string[];
	skipped: string[];
	/** Steps added because another ability woke someone. */
	extra: { key: string; character: CharacterId; seat: SeatId | null }[];
	/** Players another ability chose to be woken at a step (step key → seats). */
	chosen?: Record<string, SeatId[]>;
	/** Answers given at information steps, one per step (the latest). Absent in older games. */
	answers?: GivenAnswer[];
	/** Choices entered at steps, one per step (the latest). Absent in older games. */
	choices?: StepChoice[];
}

import type { BluffSet, GameNote } from './types-table';
export { MAX_NOTE, BLUFF_FOR, type GameNote, type BluffFor, type BluffSet } from './types-table';

export interface LogLine {
	at: number;
	type: string;
	text?: string;
}

/**
 * The version of the rules new games are created under. Rules that would refuse what an older
 * game's log already holds apply only from the version that brought them, so old logs and
 * backups replay as they were played:
 * - 1: `bluffs/set` refuses a bluff a seat holds (unless chosen anyway).
 */
export const RULES_VERSION = 1;

export interface GameState {
	/**
	 * The shape of this state: raised whenever its fields change, so a snapshot stored by an older
	 * version of the code is replayed from the log instead of trusted (2: the ability ledger, the
	 * effects ledger, the town at dusk, the closed count).
	 */
	schema: 2;
	id: string;
	ruleset: string;
	name: string;
	/**
	 * The rules version the game was created under (see RULES_VERSION); absent (0) in games
	 * created before versions were recorded, which keep the rules they were played by.
	 */
	rules?: number;
	createdAt: number;
	updatedAt: number;
	script: Script;
	/** Characters used in the game that are not on the script (travellers, fabled, Pit-Hag picks). */
	extraCharacters?: Record<CharacterId, Character>;
	seats: Seat[];
	fabled: CharacterId[];
	/** The Demon's bluffs (the first set; the first night's demon info shows these). */
	bluffs: CharacterId[];
	/** Further bluff sets (a Lunatic's, a second Demon's…), in the order made; absent when none. */
	bluffSets?: BluffSet[];
	/** The setup's chosen characters (the bag), before dealing. */
	bag: CharacterId[];
	phase: Phase;
	day: DayRecord | null;
	days: DayRecord[];
	night: NightRecord | null;
	nights: NightRecord[];
	/**
	 * `suggestions`: whether this game's screens offer what the grimoire works out (answers,
	 * kills, wins, expired reminders, character changes); absent: the app's default decides.
	 */
	settings: { keepDeadSteps: boolean; suggestions?: boolean };
	/**
	 * `reason` is what the storyteller typed (may be empty); `because` is the engine's own
	 * reason, in both languages, when the storyteller accepted the suggested win.
	 */
	winner: { team: Alignment; reason: string; because?: Bilingual } | null;
	/** Every death with its cause, in order (absent in games stored before it was kept). */
	deaths?: DeathRecord[];
	/** The storyteller's notes, in the order written; absent in games that have none. */
	notes?: GameNote[];
	/** Every character change (`seat/changed`), in order; absent in games that had none. */
	changes?: CharacterChange[];
	rng: number;
	/** Counter for stable ids minted by handlers (reminders, nominations). */
	nextId: number;
	eventCount: number;
}
