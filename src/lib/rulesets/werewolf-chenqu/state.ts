import type { Ballot } from '../forum/ballot';
import type { Timing } from '../forum/deadlines';
import type { Lives } from '../forum/lives';
import type { Marks } from '../forum/marks';
import type { PenaltyEntry } from '../forum/penalties';
import type { NightAction, Overrides } from '../forum/resolution';
import type { Line, Text } from '../../engine/text';
import type { RoleId, TeamId } from './roles';
import type { Told } from './told';

export type SeatId = string;

export type Phase =
	{ kind: 'setup' } | { kind: 'night'; n: number } | { kind: 'day'; n: number } | { kind: 'ended' };

export interface When {
	phase: 'day' | 'night';
	n: number;
}

/** Why a player went out (出局). */
export type Cause =
	| 'vote'
	| 'scapegoat'
	| 'kill'
	| 'bite'
	| 'princess'
	| 'poison'
	| 'shot'
	| 'lovers'
	| 'assassin'
	| 'assassinBackfire'
	| 'dieHard'
	| 'idiot'
	| 'director';

export interface OutRecord {
	/** 1 for the first player out, 2 for the next… (last words go to the first five). */
	order: number;
	cause: Cause;
	when: When;
	at: number;
}

export interface WSeat extends Marks {
	id: SeatId;
	name: string;
	/** Current identity (沉寂的先知者 may become 预言家, 丘比特 may become 乱民 or 良民). */
	role: RoleId | null;
	startRole: RoleId | null;
	team: TeamId | null;
	lives: Lives;
	out: OutRecord | null;
}

export interface NightRecord {
	n: number;
	actions: NightAction[];
	overrides: Overrides;
	/** The resolution's lines once the director confirmed it. */
	resolved: Line[] | null;
}

export interface DayResult {
	lines: Line[];
	/** Who the count put out (or elected sheriff on day 1); null: nobody. */
	seat: SeatId | null;
	kind: 'sheriff' | 'out' | 'none';
}

export interface DayRecord {
	n: number;
	ballots: Ballot[];
	result: DayResult | null;
	/** The director closed the count (`day/count-closed`): ballots are locked. */
	countClosed?: boolean;
	/** Lines of the day's actions and their consequences (assassin, shot, lovers…). */
	lines: Line[];
}

/** Something the public posts must say (公示), in the order it happened. */
export type FactKind =
	| 'out'
	| 'noOut'
	| 'sheriff'
	| 'sheriffChanged'
	/** The badge left the game with nobody holding it (declined succession, ejection, ruling). */
	| 'sheriffCleared'
	| 'charmed'
	| 'elderOut'
	| 'piperOut'
	| 'envoy'
	| 'scapegoatOut'
	| 'dieHardOut'
	| 'assassin'
	| 'slander'
	| 'bloodline'
	| 'ejected'
	| 'restored';

export interface Fact {
	kind: FactKind;
	seats: SeatId[];
	when: When;
	/** True for facts posted right after the count (投票结束后立即公示). */
	immediate: boolean;
	at: number;
}

/** A decision a player owes the director after something happened. */
export type Pending =
	| { kind: 'lastShot'; seat: SeatId }
	| { kind: 'succession'; seat: SeatId }
	| { kind: 'passKill'; seat: SeatId }
	| { kind: 'passScapegoat'; seat: SeatId };

export interface WerewolfState {
	/**
	 * The shape of this state: raised whenever its fields change, so a snapshot stored by an older
	 * version of the code is replayed from the log instead of trusted (2: the ability ledger, the
	 * effects ledger, the town at dusk, the closed count).
	 */
	schema: 2;
	ruleset: 'werewolf-chenqu';
	id: string;
	name: string;
	createdAt: number;
	updatedAt: number;
	seats: WSeat[];
	/** The six ordinary identities in play. */
	ordinary: RoleId[];
	phase: Phase;
	/** Night 0 (游戏开始时): 白狼【归群】 and 丘比特【爱神之箭】. */
	start: { whiteWolfJoined: boolean | null; lovers: [SeatId, SeatId] | null };
	sheriff: SeatId | null;
	night: NightRecord | null;
	nights: NightRecord[];
	day: DayRecord | null;
	days: DayRecord[];
	pending: Pending[];
	facts: Fact[];
	lastWords: Record<SeatId, string>;
	/** Keys of the private results already sent (待发送的反馈). */
	sent: string[];
	/** Private messages handlers recorded as they happened (told.ts). */
	told?: Told[];
	penalties: PenaltyEntry[];
	lostTeams: { team: TeamId; reason: Text }[];
	winner: { team: TeamId; reason: Text } | null;
	/** Director's notes and manual changes, explained. */
	notes: { when: When | null; line: Line; at: number }[];
	outCount: number;
	rng: number;
	nextId: number;
	seq: number;
	eventCount: number;
	/** The clock: when the phase began, reply times and rulings on late actions (schedule.ts). */
	timing?: Timing;
}

export const EJECT_AT = 12;
export const LAST_WORDS = 5;

export function emptyState(): WerewolfState {
	return {
		schema: 2,
		ruleset: 'werewolf-chenqu',
		id: '',
		name: '',
		createdAt: 0,
		updatedAt: 0,
		seats: [],
		ordinary: [],
		phase: { kind: 'setup' },
		start: { whiteWolfJoined: null, lovers: null },
		sheriff: null,
		night: null,
		nights: [],
		day: null,
		days: [],
		pending: [],
		facts: [],
		lastWords: {},
		sent: [],
		penalties: [],
		lostTeams: [],
		winner: null,
		notes: [],
		outCount: 0,
		rng: 0,
		nextId: 1,
		seq: 0,
		eventCount: 0
	};
}
