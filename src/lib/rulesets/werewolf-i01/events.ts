import type { I01Role, I01Skill } from './roles';
import type { ForcedMethod } from './state';

/** Every event of an I01 game, as the log keeps it. */
export type I01Event =
	| { type: 'i01/create'; at: number; id: string; name: string; seed: number; names: string[] }
	/** Deals the board at random with the game's seed (身份随机分发). */
	| { type: 'i01/deal'; at: number }
	/** The 主办 enters the roles by seat order (e.g. to re-enter a game dealt elsewhere). */
	| { type: 'i01/assign'; at: number; roles: I01Role[] }
	/** 第7条: a mistaken deal corrected before night zero's actions: two seats swap identities. */
	| { type: 'i01/swap'; at: number; a: string; b: string }
	| { type: 'i01/arrows'; at: number; a: string; b: string }
	| { type: 'i01/lone-wolf'; at: number; by: string; seat: string | null }
	| { type: 'i01/end-night0'; at: number }
	/**
	 * A ballot. `floor` and `postedAt` (ISO) are the forum post's; when either key is present
	 * (null: not known) a corrected ballot keeps its place. Older logs have neither: a recast
	 * ballot then moved to the end, as it did when they were written.
	 */
	| {
			type: 'i01/ballot';
			at: number;
			voter: string;
			target: string | null;
			floor?: number | null;
			postedAt?: string | null;
	  }
	| { type: 'i01/unballot'; at: number; voter: string }
	/** The host's ruling on a ballot posted after the vote deadline: void it, or keep it. */
	| { type: 'i01/late-ballot'; at: number; voter: string; void: boolean }
	| { type: 'i01/close-day'; at: number }
	/** “同意第N天加速” (on) or its withdrawal. */
	| { type: 'i01/speed-up'; at: number; seat: string; on: boolean }
	/** 孤刀: the lone wolf's choice (null: declines); the vote-out then happens. */
	| { type: 'i01/blade'; at: number; target: string | null }
	/** 殉职: the successor named by the sheriff who went out. */
	| { type: 'i01/badge'; at: number; to: string }
	| { type: 'i01/start-night'; at: number }
	/** A skill entered in its night phase; target null removes the entry (放弃). */
	| {
			type: 'i01/action';
			at: number;
			skill: I01Skill;
			actor: string;
			target: string | null;
			/** The player wrote “确定” after the target: it can no longer change. */
			confirmed?: boolean;
			/** The reply's forum post time (ISO string); without it, the time it was entered. */
			postedAt?: string;
	  }
	/** The 主办 voids (reason) or restores (null) one resolution line by its key. */
	| { type: 'i01/override'; at: number; key: string; reason: string | null }
	/**
	 * Closes the night phase; with `skipEmpty`, the phases after it that hold no skill (夜晚5 of
	 * this board) are closed with it. Older logs close every phase with its own event.
	 */
	| { type: 'i01/close-phase'; at: number; skipEmpty?: boolean }
	| { type: 'i01/start-day'; at: number }
	| {
			type: 'i01/penalty';
			at: number;
			seat: string;
			article: string | null;
			points: number;
			reason: string;
	  }
	| { type: 'i01/unpenalty'; at: number; id: string }
	| { type: 'i01/peace'; at: number; seat: string; on: boolean }
	| { type: 'i01/last-words'; at: number; seat: string; text: string }
	/** 流局 (第一章第四节第2条). */
	| { type: 'i01/void'; at: number; reason: string }
	/** The clock (handlers/clock.ts): an action's reply time (forum post time, ISO; null: clear). */
	| { type: 'i01/posted'; at: number; skill: I01Skill; postedAt: string | null }
	/** The host's ruling on a late action (逾期作废): void it, or keep it. */
	| { type: 'i01/late-ruling'; at: number; skill: I01Skill; void: boolean }
	/** The host's preset for a ‹强制› skill not used in time. */
	| { type: 'i01/preset'; at: number; skill: 'arrows' | 'badge'; method: ForcedMethod }
	/** The deadline of a ‹强制› skill passed: the preset settles it. */
	| { type: 'i01/fallback'; at: number; skill: 'arrows' | 'badge' };

/** An event as the screen sends it: the time is stamped when it is dispatched. */
export type I01Command = I01Event extends infer E
	? E extends I01Event
		? Omit<E, 'at'>
		: never
	: never;
