import { ScriptedGame } from '../forum/testing';
import type { WerewolfEvent } from './events';
import { werewolfLog } from './index';
import { type RoleId, STARTING_ORDINARY } from './roles';
import type { NightSkill } from './skills';
import type { WSeat, WerewolfState } from './state';

/** Seat ids of the test table: each seat is named after its identity. */
export const BASE: readonly string[] = [
	'seer',
	'witch',
	'elder',
	'guard',
	'citizen1',
	'citizen2',
	'rebel1',
	'whiteWolf',
	'wolfLeader',
	'blackWolf',
	'envoy',
	'nun',
	'piper',
	'cupid'
];

/** Seats added past the base table, in order, for larger games. */
const EXTRA: readonly string[] = [
	'citizen3',
	'rebel2',
	'citizen4',
	'citizen5',
	'rebel3',
	'citizen6',
	'citizen7',
	'rebel4',
	'citizen8',
	'citizen9'
];

const roleOfSeatId = (id: string): RoleId => id.replace(/\d+$/, '') as RoleId;

/** A scripted game for scenario tests: every command must be accepted unless `try` is used. */
export class TestGame extends ScriptedGame<WerewolfState, WerewolfEvent> {
	constructor(options: { ordinary?: RoleId[]; extra?: number; seed?: number } = {}) {
		const ordinary = options.ordinary ?? [...STARTING_ORDINARY];
		const ids = [...BASE, ...ordinary, ...EXTRA.slice(0, options.extra ?? 0)];
		super(
			werewolfLog,
			{
				type: 'game/created',
				id: 'g1',
				name: '测试场',
				seed: options.seed ?? 42,
				seats: ids.map((id) => ({ id, name: id }))
			},
			1_700_000_000_000
		);
		this.do({
			type: 'setup/roles',
			ordinary,
			roles: Object.fromEntries(ids.map((id) => [id, roleOfSeatId(id)]))
		});
	}

	get s(): WerewolfState {
		return this.history.state;
	}

	seat(id: string): WSeat {
		const seat = this.s.seats.find((x) => x.id === id);
		if (!seat) throw new Error(`no seat ${id}`);
		return seat;
	}

	/** `counts` target → number of ballots, cast by seats in order (the sheriff and `skip` left out). */
	ballots(counts: Record<string, number>, skip: string[] = []): Record<string, string> {
		const voters = this.s.seats
			.filter((x) => x.out === null && x.id !== this.s.sheriff && !skip.includes(x.id))
			.map((x) => x.id);
		const out: Record<string, string> = {};
		for (const [target, n] of Object.entries(counts))
			for (let i = 0; i < n; i++) out[voters.shift() as string] = target;
		return out;
	}

	/** The day's count with `counts` ballots per target (as `ballots` casts them). */
	voteCounts(counts: Record<string, number>, feign?: boolean): this {
		return this.vote(this.ballots(counts), feign);
	}

	/** Night 0 then day 1: 归群 and 爱神之箭. */
	start(lovers: [string, string] = ['citizen1', 'citizen2'], join = true): this {
		return this.do({ type: 'game/started' })
			.do({ type: 'start/white-wolf', join })
			.do({ type: 'start/lovers', a: lovers[0], b: lovers[1] })
			.do({ type: 'day/started' });
	}

	/** Everyone in the game votes for `target` (or the given ballots), then the count closes. */
	vote(ballots: Record<string, string | null> | string, feign?: boolean): this {
		const map =
			typeof ballots === 'string'
				? Object.fromEntries(this.s.seats.filter((x) => x.out === null).map((x) => [x.id, ballots]))
				: ballots;
		for (const [voter, target] of Object.entries(map))
			this.do({ type: 'ballot/cast', voter, target });
		this.do({ type: 'day/count-closed' });
		return this.do(feign === undefined ? { type: 'day/result' } : { type: 'day/result', feign });
	}

	/** Day → night, enter the actions, resolve, and (unless told not to) start the next day. */
	night(actions: Partial<Record<NightSkill, [string, string]>>, nextDay = true): this {
		this.do({ type: 'night/started' });
		for (const [skill, [actor, target]] of Object.entries(actions) as [
			NightSkill,
			[string, string]
		][])
			this.do({ type: 'night/action', skill, actor, target });
		this.do({ type: 'night/resolved' });
		if (nextDay && this.s.phase.kind !== 'ended') this.do({ type: 'day/started' });
		return this;
	}

	out(id: string): boolean {
		return this.seat(id).out !== null;
	}

	/** The resolved lines of the last night, in Chinese. */
	nightLines(): string[] {
		const night = this.s.night ?? this.s.nights[this.s.nights.length - 1];
		return (night?.resolved ?? []).map(
			(l) => (l.voided ? `[作废:${l.voided}] ` : '') + l.text['zh-CN']
		);
	}

	/** Every explanation line of the game so far, in Chinese. */
	allLines(): string {
		const s = this.s;
		const nights = [...s.nights, ...(s.night ? [s.night] : [])].flatMap((n) => n.resolved ?? []);
		const days = [...s.days, ...(s.day ? [s.day] : [])].flatMap((d) => [
			...(d.result?.lines ?? []),
			...d.lines
		]);
		return [...nights, ...days, ...s.notes.map((n) => n.line)]
			.map((l) => l.text['zh-CN'])
			.join('\n');
	}

	dayLines(): string[] {
		const day = this.s.day ?? this.s.days[this.s.days.length - 1];
		return [...(day?.result?.lines ?? []), ...(day?.lines ?? [])].map((l) => l.text['zh-CN']);
	}
}

/** Day 2 ends on a 3–3 tie: 【冤死】 puts the scapegoat out. */
export function scapegoatTie(): TestGame {
	const g = new TestGame().start().vote('seer').night({});
	const voters = g.s.seats.filter((x) => !x.out && x.id !== g.s.sheriff).map((x) => x.id);
	const ballots: Record<string, string> = {};
	voters.slice(0, 3).forEach((v) => (ballots[v] = 'envoy'));
	voters.slice(3, 6).forEach((v) => (ballots[v] = 'nun'));
	return g.vote(ballots);
}

/** Day 1 makes the seer sheriff; night 1 with the given actions; day 2 opens. */
export function dayTwo(night: Parameters<TestGame['night']>[0] = {}): TestGame {
	return new TestGame().start().vote('seer').night(night);
}

/** An instant written in Beijing time, in December 2026. */
export const bj = (d: number, hh: number, mm: number) => Date.UTC(2026, 11, d, hh - 8, mm);

/** Sets the game's clock so that its next command is entered at `when` (a minute per command). */
export const at = (g: TestGame, when: number) => {
	g.at = when - 60_000;
	return g;
};

/** The game started 1 Dec 09:00 (Beijing time), the white wolf joining and citizen1 ♥ citizen2. */
export function startedDec1(): TestGame {
	const g = new TestGame();
	at(g, bj(1, 9, 0)).do({ type: 'game/started' });
	g.do({ type: 'start/white-wolf', join: true });
	return g.do({ type: 'start/lovers', a: 'citizen1', b: 'citizen2' });
}

/** `startedDec1`, then day 1 opened 1 Dec 09:30, `votedOut` voted out 2 Dec 21:30, night 1 opened 21:31. */
export function nightOneDec2(votedOut: string): TestGame {
	const g = startedDec1();
	at(g, bj(1, 9, 30)).do({ type: 'day/started' });
	at(g, bj(2, 21, 30)).vote(votedOut);
	return at(g, bj(2, 21, 31)).do({ type: 'night/started' });
}
