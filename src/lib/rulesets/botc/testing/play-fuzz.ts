import { createRng, type Rng } from '../../../engine/random';
import type { GameEvent, GameEventBody } from '../engine/events';
import { type History, createHistory, dispatch, replay, undo } from '../engine/history';
import { nightSteps } from '../engine/night';
import { randomDealEvents, randomSetEvents } from '../setup-plan';
import {
	type Alignment,
	type GameState,
	type Script,
	RULES_VERSION,
	isRejection
} from '../engine/types';
import { checkAfter, checkEnd } from './play-fuzz-checks';
import { playDay, takeOffers, tryWin } from './play-fuzz-day';
import { playNight } from './play-fuzz-night';

// A whole game played the way a storyteller taps, on any parsed script, from one seed: a random
// legal set and deal (with bluffs), every night step in order with one of the actions the
// grimoire offers at it, the days' nominations, votes and executions, until the win check says
// the game is over (and the storyteller accepts it) or a day limit. After every event the
// invariants of play-fuzz-checks.ts are checked; what goes wrong is collected, never thrown.

/** One thing that went wrong: `cause` groups like failures across games, `detail` says more. */
export interface Problem {
	cause: string;
	detail: string;
	/** The event count when it happened. */
	at: number;
}

export interface PlayOptions {
	script: Script;
	players: number;
	seed: number;
	/** The day after which the game stops unfinished (10 unless given). */
	maxDays?: number;
	/**
	 * How often the costly checks (replay, undo and redo) run: every event (1, the default) or
	 * every n-th event and at each change of phase.
	 */
	deepEvery?: number;
}

export interface PlayResult {
	/** How the game stopped. */
	end: 'won' | 'day-limit' | 'no-set' | 'stuck' | 'broken';
	winner: Alignment | null;
	days: number;
	events: number;
	problems: Problem[];
	log: GameEvent[];
}

/** Seat names with no character id in them. */
const NAMES = 'Ada Bea Cai Dov Eli Fay Gus Hal Ivo Jun Kit Lou Mo Ned Oz Pia Quy Rex Sol Tam'.split(
	' '
);
const T0 = Date.UTC(2026, 0, 1, 20, 0, 0);

/** A game being played: its history, the random draws, and what went wrong so far. */
export class Play {
	h!: History;
	readonly rng: Rng;
	readonly problems: Problem[] = [];
	/** Offers the storyteller left, by their key: not offered again. */
	readonly left = new Set<string>();
	/** Who was alive at the last dusk, by the driver's own count (the public view's check). */
	aliveAtDusk: Map<string, boolean> | null = null;
	private at = T0;
	private sinceDeep = 0;
	stopped: PlayResult['end'] | null = null;
	/** The code of the last refusal (of an event the storyteller tried, not one offered). */
	lastRefusal: string | null = null;

	constructor(readonly options: PlayOptions) {
		this.rng = createRng(options.seed);
	}

	get s(): GameState {
		return this.h.state;
	}

	pick<T>(items: readonly T[]): T | undefined {
		return items.length ? items[this.rng.int(items.length)] : undefined;
	}

	/** `n` different items at random (fewer when there are fewer). */
	some<T>(items: readonly T[], n: number): T[] {
		const pool = items.slice();
		const out: T[] = [];
		while (out.length < n && pool.length) out.push(pool.splice(this.rng.int(pool.length), 1)[0]!);
		return out;
	}

	chance(p: number): boolean {
		return this.rng.next() < p;
	}

	problem(cause: string, detail = ''): void {
		const norm = cause.replace(/\bs\d+\b/g, 'sN').replace(/\br\d+\b/g, 'rN');
		this.problems.push({ cause: norm, detail, at: this.h?.log.length ?? 0 });
	}

	/** Calls the public API; a throw is recorded (as its function and message) and gives undefined. */
	call<T>(name: string, f: () => T): T | undefined {
		try {
			return f();
		} catch (error) {
			const e = error as Error;
			const where = (e.stack ?? '').split('\n')[1]?.trim() ?? '';
			this.problem(`throw in ${name}: ${e.message}`, where);
			return undefined;
		}
	}

	/**
	 * One storyteller action: its events in order. `what` names it in a refusal (with `offered`
	 * false, a refusal is an answer, not a problem). Returns whether all were accepted.
	 */
	send(bodies: GameEventBody[], what: string, offered = true): boolean {
		for (const body of bodies) {
			this.at += 1000;
			const event = { ...body, at: this.at } as GameEvent;
			const before = this.h;
			const next = this.call(`apply ${body.type}`, () => dispatch(before, event));
			if (next === undefined) return false;
			if (isRejection(next)) {
				this.lastRefusal = next.code;
				if (offered) this.problem(`refused ${what}: ${next.code}`, JSON.stringify(body));
				return false;
			}
			this.h = next;
			const phaseChanged = before.state.phase.kind !== next.state.phase.kind;
			const deep = phaseChanged || ++this.sinceDeep >= (this.options.deepEvery ?? 1);
			if (deep) this.sinceDeep = 0;
			checkAfter(this, before, event, deep);
		}
		return true;
	}

	/**
	 * Now and then the storyteller takes back the last event (Undo) and plays on: the state must
	 * be what the shorter log gives. The game's creation is never undone.
	 */
	maybeUndo(chance = 0.02): void {
		if (this.h.log.length < 6 || !this.chance(chance)) return;
		const last = this.h.log.at(-1);
		if (last?.type === 'night/started' || last?.type === 'game/ended') return;
		const back = this.call('undo', () => undo(this.h));
		if (!back || isRejection(back)) return void this.problem('undo refused', last?.type ?? '');
		this.h = back;
		const rebuilt = this.call('replay', () => replay(back.log));
		if (
			rebuilt &&
			JSON.stringify({ ...rebuilt, script: null }) !==
				JSON.stringify({ ...back.state, script: null })
		)
			this.problem(`the state after undoing ${last?.type} is not its log's`);
	}
}

/** Plays one game; never throws (a throw of the engine is a problem in the result). */
export function playGame(options: PlayOptions): PlayResult {
	const p = new Play(options);
	const seats = Array.from({ length: options.players }, (_, i) => ({
		id: `s${i + 1}`,
		name: NAMES[i] ?? `P${i + 1}`
	}));
	const created: GameEvent = {
		type: 'game/created',
		id: `fuzz-${options.seed}`,
		ruleset: 'botc',
		name: 'Fuzz',
		script: options.script,
		seed: options.seed,
		seats,
		rules: RULES_VERSION,
		at: T0
	};
	const h = p.call('createHistory', () => createHistory(created));
	if (!h || isRejection(h)) return result(p, 'broken');
	p.h = h;
	const set = p.call('randomSetEvents', () => randomSetEvents(p.s));
	if (!set) return result(p, set === null ? 'no-set' : 'broken');
	if (!p.send(set, 'random set')) return result(p, 'broken');
	const deal = p.call('randomDealEvents', () => randomDealEvents(p.s));
	if (!deal || !p.send(deal, 'random deal')) return result(p, 'broken');
	// The game's own setting: dead players' steps kept on the checklist.
	if (p.chance(0.2)) p.send([{ type: 'settings/keep-dead-steps', value: true }], 'keep dead steps');
	if (!p.send([{ type: 'night/started' }], 'first night')) return result(p, 'broken');
	const maxDays = options.maxDays ?? 10;
	while (!p.stopped) {
		const phase = p.s.phase;
		if (phase.kind === 'ended') break;
		if (phase.kind === 'night') playNight(p);
		else if (phase.kind === 'day') {
			if (phase.n >= maxDays) {
				p.stopped = 'day-limit';
				break;
			}
			playDay(p);
		} else {
			p.problem(`unexpected phase ${phase.kind}`);
			p.stopped = 'broken';
		}
		takeOffers(p);
		tryWin(p);
	}
	checkEnd(p);
	const end = p.s.phase.kind === 'ended' ? 'won' : (p.stopped ?? 'broken');
	return result(p, end);
}

function result(p: Play, end: PlayResult['end']): PlayResult {
	const s = p.h?.state;
	const days = s ? s.days.length + (s.day ? 1 : 0) : 0;
	return {
		end,
		winner: s?.winner?.team ?? null,
		days,
		events: p.h?.log.length ?? 0,
		problems: p.problems,
		log: p.h?.log ?? []
	};
}

/** Today's night steps, or undefined when the engine threw (recorded). */
export const stepsOf = (p: Play) => p.call('nightSteps', () => nightSteps(p.s));
