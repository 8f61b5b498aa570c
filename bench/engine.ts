/**
 * Engine benchmark, in Node: replaying a 10,000-event 20-seat game, tonight's steps and a vote
 * tally. Loaded by bench/run.mjs through Vite's module runner (no extra dependencies).
 */
import {
	majority,
	aliveCount,
	canVote,
	nightSteps,
	openNomination,
	replay,
	tally,
	votingOrder
} from '../src/lib/rulesets/botc';
import { buildGame } from './game';

export interface Timing {
	median: number;
	min: number;
	max: number;
	runs: number;
}

export interface EngineResults {
	events: number;
	seats: number;
	/** Whole-log replay, ms. */
	replay: Timing;
	/** One call of nightSteps on a night of the game, ms. */
	nightSteps: Timing;
	/** One vote: voting order, who may vote, the weighted tally and the majority, ms. */
	voteTally: Timing;
	/** Building the game (dispatching every event with its checks), ms, once. */
	build: number;
}

function timing(samples: number[]): Timing {
	const sorted = samples.slice().sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	const median =
		sorted.length % 2
			? (sorted[mid] as number)
			: ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
	return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: sorted.length };
}

/** Times `fn` `runs` times (after `warmup` untimed calls); each sample is one call, or `batch` calls / batch. */
function measure(fn: () => unknown, runs: number, warmup: number, batch = 1): Timing {
	let sink: unknown;
	for (let i = 0; i < warmup; i++) sink = fn();
	const samples: number[] = [];
	for (let r = 0; r < runs; r++) {
		const t0 = performance.now();
		for (let i = 0; i < batch; i++) sink = fn();
		samples.push((performance.now() - t0) / batch);
	}
	if (sink === Symbol.for('never')) console.log(sink);
	return timing(samples);
}

export function runEngineBench(events = 10_000, runs = 9): EngineResults {
	const t0 = performance.now();
	const game = buildGame(events);
	const build = performance.now() - t0;
	if (game.log.length !== events) throw new Error(`built ${game.log.length} events, not ${events}`);

	const replayed = replay(game.log);
	if (replayed.eventCount !== events) throw new Error('replay skipped events');

	const replayTiming = measure(() => replay(game.log), runs, 2);
	const night = game.nightState;
	if (nightSteps(night).length === 0) throw new Error('no steps tonight');
	const stepsTiming = measure(() => nightSteps(night), runs, 200, 1000);
	const day = game.voteState;
	const open = openNomination(day);
	if (!open) throw new Error('no open nomination');
	const vote = () => {
		const voters = votingOrder(day, open.nominee)
			.filter((s) => canVote(s, open.exile))
			.map((s) => s.id);
		return tally(day, voters) >= majority(aliveCount(day));
	};
	const voteTiming = measure(vote, runs, 200, 1000);
	return {
		events,
		seats: game.state.seats.length,
		replay: replayTiming,
		nightSteps: stepsTiming,
		voteTally: voteTiming,
		build
	};
}
