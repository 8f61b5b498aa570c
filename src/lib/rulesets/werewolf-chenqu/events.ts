import type { RoleId } from './roles';
import type { NightSkill } from './skills';
import type { Pending, SeatId } from './state';

/**
 * Everything that can happen in a 沉取场 game. Like the BotC engine's events, each is a fact
 * carrying what was drawn at random and `at` from the device clock.
 */
export type WerewolfEventBody =
	| {
			type: 'game/created';
			id: string;
			name: string;
			seed: number;
			seats: { id: SeatId; name: string }[];
	  }
	| { type: 'seat/renamed'; seat: SeatId; name: string }
	| { type: 'setup/roles'; ordinary: RoleId[]; roles: Record<SeatId, RoleId>; rng?: number }
	/** Before night 0, the director swaps two dealt identities (a wrong deal fixed, logged). */
	| { type: 'setup/swapped'; a: SeatId; b: SeatId }
	/** Night 0 begins: 白狼【归群】 and 丘比特【爱神之箭】. */
	| { type: 'game/started' }
	| { type: 'start/white-wolf'; join: boolean }
	| { type: 'start/lovers'; a: SeatId; b: SeatId }
	| { type: 'day/started' }
	/**
	 * A ballot, with the forum post it was read from when known (floor 楼层, post time as an ISO
	 * string): ties and “first to reach” follow the forum's order, never the typing order.
	 */
	| { type: 'ballot/cast'; voter: SeatId; target: SeatId | null; floor?: number; postedAt?: string }
	| { type: 'ballot/withdrawn'; voter: SeatId }
	/**
	 * The director closes the count: no more ballots; only now are the outcome and the questions
	 * that depend on it (装傻) shown. `day/count-reopened` takes it back before the result.
	 */
	| { type: 'day/count-closed' }
	| { type: 'day/count-reopened' }
	/** Applies the closed count; `feign` is the idiot's 【装傻】 answer when it puts them out. */
	| { type: 'day/result'; feign?: boolean }
	/**
	 * Older logs (before `day/count-closed`): closes the count and applies it in one step. Kept so
	 * that they replay; the desk no longer sends it.
	 */
	| { type: 'day/closed'; feign?: boolean }
	| { type: 'night/started' }
	| {
			type: 'night/action';
			skill: NightSkill;
			actor: SeatId;
			target: SeatId | null;
			/** The reply's forum post time (ISO string); without it, the time it was entered. */
			postedAt?: string;
	  }
	| { type: 'night/action-cleared'; skill: NightSkill }
	| { type: 'night/override'; key: string; reason: string }
	| { type: 'night/override-cleared'; key: string }
	| { type: 'night/resolved' }
	| { type: 'hunter/shot'; hunter: SeatId; target: SeatId }
	| { type: 'sheriff/succeeded'; from: SeatId; to: SeatId }
	| { type: 'kill/passed'; from: SeatId; to: SeatId }
	| { type: 'scapegoat/passed'; from: SeatId; to: SeatId }
	/** A pending decision not taken (no shot, no successor…). */
	| { type: 'pending/declined'; kind: Pending['kind']; seat: SeatId }
	/** The director closes a decision that was not made (a compulsory one too), with a reason. */
	| { type: 'pending/ruled'; kind: Pending['kind']; seat: SeatId; reason: string }
	/** A private result (待发送的反馈) was sent to its player: `keys` of its messages. */
	| { type: 'feedback/sent'; keys: string[] }
	| { type: 'assassin/struck'; actor: SeatId; target: SeatId }
	| { type: 'dieHard/revealed'; actor: SeatId }
	| { type: 'penitent/confessed'; actor: SeatId; to: SeatId }
	| { type: 'envoy/sent'; actor: SeatId; message: string }
	| { type: 'lastWords/set'; seat: SeatId; text: string }
	| { type: 'penalty/added'; seat: SeatId; points: number; reason: string; article?: string }
	| { type: 'penalty/removed'; id: string }
	| { type: 'director/out'; seat: SeatId; reason: string }
	| { type: 'director/restored'; seat: SeatId; reason: string }
	/** The director sets the sheriff by hand (`seat` null: no sheriff). */
	| { type: 'director/sheriff'; seat: SeatId | null; reason: string }
	| { type: 'director/note'; text: string }
	/** The clock (handlers/clock.ts): an action's reply time (forum post time, ISO; null: clear). */
	| { type: 'clock/posted'; skill: NightSkill; postedAt: string | null }
	/** The director's ruling on a late action (逾期作废): void it, or keep it. */
	| { type: 'clock/late-ruling'; skill: NightSkill; void: boolean };

export type WerewolfEvent = WerewolfEventBody & { at: number };
