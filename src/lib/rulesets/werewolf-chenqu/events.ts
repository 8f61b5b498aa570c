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
	/** Night 0 begins: 白狼【归群】 and 丘比特【爱神之箭】. */
	| { type: 'game/started' }
	| { type: 'start/white-wolf'; join: boolean }
	| { type: 'start/lovers'; a: SeatId; b: SeatId }
	| { type: 'day/started' }
	| { type: 'ballot/cast'; voter: SeatId; target: SeatId | null }
	| { type: 'ballot/withdrawn'; voter: SeatId }
	/** Closes the count; `feign` is the idiot's 【装傻】 answer when the count puts them out. */
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
