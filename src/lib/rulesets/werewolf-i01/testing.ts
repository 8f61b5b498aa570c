import { hasStatus } from '../forum/marks';
import { ScriptedGame } from '../forum/testing';
import { type I01Event, I01_LOG } from './reduce';
import { BOARD, DEFAULT_NAMES, type I01Role } from './roles';
import { type I01State, playerOf } from './state';

/**
 * Scenario builder for tests and the demo screen: seats s1…s12 hold, in order, 先知, 女巫, 守卫,
 * 村民 ×3, 爱神, 狼人 ×4, 吹笛 (unless other roles are given). Times advance a minute per event.
 */
export const SEATED: readonly I01Role[] = BOARD;

export const NAMES = [...DEFAULT_NAMES];

/** The sheriff's (警长) seat, or null. */
export const sheriffOf = (s: I01State) =>
	s.players.find((p) => hasStatus(p.marks, 'sheriff'))?.seat ?? null;

/** Why a seat is out ('kill', 'lovers', …), or null while it still plays. */
export const outCause = (s: I01State, seat: string) => playerOf(s, seat)?.out?.cause ?? null;

/** The Chinese text of the open night's lines (the last night's once it closed). */
export const lineTexts = (s: I01State) =>
	(s.night ?? s.nights.at(-1))?.lines.map((l) => l.text['zh-CN']) ?? [];

/** Forum time in 东八区 on 2 January 2026, as a vote thread shows it. */
export const onJan2 = (hh: number, mm: number) =>
	`2026-01-02T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`;

/**
 * A 5–5 vote on day 1 as the forum thread has it: 丙 (s3) gets floors 2, 4, 6, 8, 10 and 戊 (s5)
 * floors 3, 5, 7, 9, 11, so 丙 reaches five first. Tests type it in the opposite order.
 */
export const TIED_THREAD: readonly [voter: string, target: string, floor: number][] = [
	['s1', 's3', 2],
	['s2', 's5', 3],
	['s4', 's3', 4],
	['s6', 's5', 5],
	['s7', 's3', 6],
	['s8', 's5', 7],
	['s9', 's3', 8],
	['s10', 's5', 9],
	['s11', 's3', 10],
	['s12', 's5', 11]
];

export class Scenario extends ScriptedGame<I01State, I01Event> {
	constructor(roles: readonly I01Role[] = SEATED) {
		super(
			I01_LOG,
			{ type: 'i01/create', id: 'g1', name: 'I01 test', seed: 7, names: NAMES },
			Date.UTC(2026, 0, 1, 13, 0)
		);
		this.do({ type: 'i01/assign', roles: [...roles] });
	}

	/** Night zero with the given lovers and lone wolf, then day 1 opens. */
	night0(a: string, b: string, lone: string | null = 's8', by = 's8'): this {
		this.do({ type: 'i01/arrows', a, b });
		if (lone !== undefined) this.do({ type: 'i01/lone-wolf', by, seat: lone });
		return this.do({ type: 'i01/end-night0' });
	}

	/** Ballots cast in this order (a voter named again recasts), without the count. */
	ballots(...cast: [voter: string, target: string | null][]): this {
		for (const [voter, target] of cast) this.do({ type: 'i01/ballot', voter, target });
		return this;
	}

	/** The ballots in `votes` (a seat's target), then the count. */
	vote(votes: Record<string, string | null>): this {
		return this.ballots(...Object.entries(votes)).do({ type: 'i01/close-day' });
	}

	/** Plays night phases: actions per phase number, closing each phase up to `until`. */
	night(
		actions: Partial<
			Record<'protect' | 'mute' | 'charm' | 'divine' | 'kill' | 'save' | 'poison', [string, string]>
		>,
		until = 6
	): this {
		this.do({ type: 'i01/start-night' });
		const phaseOf = { protect: 1, mute: 1, charm: 2, divine: 3, kill: 4, save: 6, poison: 6 };
		for (let p = 1; p <= until; p++) {
			for (const [skill, pair] of Object.entries(actions))
				if (phaseOf[skill as keyof typeof phaseOf] === p && pair)
					this.do({
						type: 'i01/action',
						skill: skill as keyof typeof phaseOf,
						actor: pair[0],
						target: pair[1]
					});
			this.do({ type: 'i01/close-phase' });
			if (this.state.result) break;
		}
		return this;
	}
}

/**
 * The piper's game, up to the night before it wins: three nights in which the piper (s12)
 * charms s6, s7 and s3 while the werewolves kill and the villagers vote; no winner yet. Then
 * `.do({ type: 'i01/start-day' }, { type: 'i01/close-day' })` and a night charming s8 ends it.
 */
export function piperBeforeTheWin(): Scenario {
	const g = new Scenario().night0('s4', 's5').vote({ s4: 's4' });
	g.night({ charm: ['s12', 's6'], kill: ['s9', 's9'], poison: ['s2', 's10'] });
	g.do({ type: 'i01/start-day' }).vote({ s1: 's11' });
	g.night({ charm: ['s12', 's7'], kill: ['s8', 's1'] });
	g.do({ type: 'i01/start-day' }).vote({ s3: 's2' });
	return g.night({ charm: ['s12', 's3'] });
}

/**
 * The draw game, up to its last day: the werewolves kill s9, s11 and then s12 (the piper) while
 * the villagers vote out s6, s2 and s3; no winner yet. On day 4 the village votes out s8 and the
 * last werewolf's blade on s1 (`i01/blade`) leaves every team lost: a draw.
 */
export function drawBeforeTheBlade(): Scenario {
	const g = new Scenario().night0('s4', 's5').vote({ s6: 's6' });
	g.night({ kill: ['s9', 's9'], poison: ['s2', 's10'] });
	g.do({ type: 'i01/start-day' }).vote({ s1: 's2' });
	g.night({ kill: ['s11', 's11'] });
	g.do({ type: 'i01/start-day' }).vote({ s1: 's3' });
	return g.night({ kill: ['s8', 's12'] });
}
