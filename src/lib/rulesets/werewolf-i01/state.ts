import type { Ballot, Tally } from '../forum/ballot';
import type { LateRuling, Timing } from '../forum/deadlines';
import { type Marks, hasStatus } from '../forum/marks';
import { type PenaltyEntry, isEjected } from '../forum/penalties';
import type { NightAction, Overrides } from '../forum/resolution';
import type { Line, Text } from '../../engine/text';
import { EJECT_AT } from './penalty-code';
import type { I01Kind, I01Role, I01Team } from './roles';

/**
 * The whole state of an I01 game. Per-player facts a role needs (lover, sheriff, lone wolf,
 * dying, charmed, skill uses, lost 通灵) are generic marks, never role fields.
 */
export type OutCause = 'kill' | 'poison' | 'vote' | 'lovers' | 'blade';

export interface OutRecord {
	/** When the character went out (the state's clock). */
	seq: number;
	/** Announcement order: the time of entering 濒死, or of going out when never dying. */
	order: number;
	cause: OutCause;
	/** The day (白天) or night it happened: nights are numbered after the day they follow. */
	when: When;
	at: number;
}

export interface When {
	kind: 'day' | 'night';
	n: number;
}

export interface I01Player {
	seat: string;
	name: string;
	role: I01Role | null;
	team: I01Team | null;
	kind: I01Kind | null;
	marks: Marks;
	out: OutRecord | null;
}

export type I01Phase =
	| { kind: 'setup' }
	| { kind: 'night0' }
	| { kind: 'day'; n: number }
	/** step 1–6: the phase being played; 'dawn': the night is resolved, the day not open yet. */
	| { kind: 'night'; n: number; step: number | 'dawn' }
	| { kind: 'ended' };

/** A private message the 主办 sends (seer result, witch's list, last-words notice…). */
export interface Feedback {
	seat: string;
	text: Text;
	/** The seer is a lover: the result waits for the end of the night. */
	deferred?: boolean;
}

export interface NightRecord {
	n: number;
	actions: NightAction[];
	overrides: Overrides;
	/** Resolution lines of the phases closed so far, in order. */
	lines: Line[];
	feedback: Feedback[];
	/** Targets of 杀人 this night (女巫【通灵】). */
	killTargets: string[];
	/** 隔音 shields in force this night (only for this night). */
	muted: string[];
	protectedSeat: string | null;
}

/**
 * A ballot as the forum shows it: the floor (楼) of the post and its post time (ISO string).
 * Ballots entered before these fields existed have neither and keep their typing order.
 */
export interface I01Ballot extends Ballot {
	floor?: number;
	postedAt?: string;
	/** Posted after the vote deadline: the host's ruling (late-ballots.ts); none yet: not counted. */
	late?: LateRuling;
}

export interface DayRecord {
	n: number;
	ballots: I01Ballot[];
	/** 关于变速: characters who replied “同意第N天加速” in the skill thread. */
	speedUp?: string[];
	tally: Tally | null;
	/** Who was sheriff when the ballots were counted (their ballot was 2.1); set by the count. */
	sheriff?: string | null;
	/** Sheriff elected (day 1) or character put out; null when nobody. */
	result: string | null;
	lines: Line[];
}

/** A public event for the announcements (公示), in the order it happened. */
export interface Notice {
	seq: number;
	when: When;
	kind: 'out' | 'charm' | 'uncharm' | 'sheriff' | 'result';
	seat: string | null;
	/** For 'out': the announcement order (dying time first). */
	order: number;
	text?: Text;
}

export type Pending = { kind: 'badge'; from: string } | { kind: 'blade'; seat: string };

export type I01Result =
	| { kind: 'win'; team: I01Team; reason: Text; at: number }
	| { kind: 'draw'; reason: Text; at: number }
	| { kind: 'void'; reason: string; at: number };

export interface I01State {
	/**
	 * The shape of this state: raised whenever its fields change, so a snapshot stored by an older
	 * version of the code is replayed from the log instead of trusted (2: the ability ledger, the
	 * effects ledger, the town at dusk, the closed count).
	 */
	schema: 2;
	ruleset: 'werewolf-i01';
	id: string;
	name: string;
	createdAt: number;
	updatedAt: number;
	rng: number;
	nextId: number;
	/** Orders events inside the game (dying, going out, ballots). */
	clock: number;
	players: I01Player[];
	phase: I01Phase;
	night0: { arrows: [string, string] | null; loneWolf: string | null | undefined; lines: Line[] };
	day: DayRecord | null;
	days: DayRecord[];
	night: NightRecord | null;
	nights: NightRecord[];
	penalties: PenaltyEntry[];
	lostTeams: I01Team[];
	/** Decisions the game waits for (殉职 successor, 孤刀 target). */
	pending: Pending[];
	notices: Notice[];
	lastWords: Record<string, string>;
	peace: string[];
	result: I01Result | null;
	/** The clock (schedule.ts): the phase's start, reply times, rulings, ‹强制› presets. */
	timing?: Timing & { presets?: Partial<Record<'arrows' | 'badge', ForcedMethod>> };
}

/** The host's preset way to settle a ‹强制› skill not used in time (主办事先制定好的方式). */
export type ForcedMethod = 'random' | 'next-seat';

export function emptyState(): I01State {
	return {
		schema: 2,
		ruleset: 'werewolf-i01',
		id: '',
		name: '',
		createdAt: 0,
		updatedAt: 0,
		rng: 0,
		nextId: 1,
		clock: 0,
		players: [],
		phase: { kind: 'setup' },
		night0: { arrows: null, loneWolf: undefined, lines: [] },
		day: null,
		days: [],
		night: null,
		nights: [],
		penalties: [],
		lostTeams: [],
		pending: [],
		notices: [],
		lastWords: {},
		peace: [],
		result: null
	};
}

export function playerOf(s: I01State, seat: string): I01Player | undefined {
	return s.players.find((p) => p.seat === seat);
}

export function isOut(p: I01Player): boolean {
	return p.out !== null;
}

export function isEjectedSeat(s: I01State, seat: string): boolean {
	return isEjected(s.penalties, seat, EJECT_AT);
}

export function isCharmed(p: I01Player): boolean {
	return hasStatus(p.marks, 'charmed');
}

export function isDying(p: I01Player): boolean {
	return hasStatus(p.marks, 'dying');
}

export function isLover(p: I01Player): boolean {
	return hasStatus(p.marks, 'lover');
}

export function isSheriff(p: I01Player): boolean {
	return hasStatus(p.marks, 'sheriff');
}

export function isLoneWolf(p: I01Player): boolean {
	return hasStatus(p.marks, 'lone-wolf');
}

export function living(s: I01State): I01Player[] {
	return s.players.filter((p) => !isOut(p));
}

export function seatLabel(s: I01State, seat: string | null): string {
	if (seat === null) return '—';
	const i = s.players.findIndex((p) => p.seat === seat);
	const p = s.players[i];
	return p ? `${i + 1}号 ${p.name}` : seat;
}

export function withPlayer(s: I01State, seat: string, f: (p: I01Player) => I01Player): I01State {
	return { ...s, players: s.players.map((p) => (p.seat === seat ? f(p) : p)) };
}

export function tick(s: I01State): [I01State, number] {
	return [{ ...s, clock: s.clock + 1 }, s.clock + 1];
}
