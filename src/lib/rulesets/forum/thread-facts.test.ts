import { describe, expect, it } from 'vitest';
import { reject } from '../../engine/types';
import { type PastedBallot, dryRunBallots, voteWindow } from './thread-facts';

describe('voteWindow', () => {
	it('shows the deadline on the forum clock and opens the vote 48 hours before it', () => {
		// 2026-12-03 21:30 in Beijing time.
		expect(voteWindow(Date.UTC(2026, 11, 3, 13, 30))).toEqual({
			deadline: '2026-12-03T21:30:00+08:00',
			opens: '2026-12-01T21:30:00+08:00'
		});
	});

	it('gives neither when there is no deadline', () => {
		expect(voteWindow(null)).toEqual({ deadline: null, opens: null });
	});
});

describe('dryRunBallots', () => {
	// A toy reducer: the state is the voters so far; a second ballot of one voter is refused.
	const cast = (voted: string[], b: PastedBallot) =>
		voted.includes(b.voter) ? reject('twice', { voter: b.voter }) : [...voted, b.voter];

	it('sends each ballot through the reducer after the ones accepted before it, keeping nothing', () => {
		const before = ['s9'];
		const ballots = [
			{ voter: 's1', target: 's2' },
			{ voter: 's9', target: null },
			{ voter: 's1', target: 's3', floor: 4 },
			{ voter: 's2', target: 's1' }
		];
		expect(dryRunBallots(before, ballots, cast)).toEqual([
			null,
			reject('twice', { voter: 's9' }),
			reject('twice', { voter: 's1' }),
			null
		]);
		expect(before).toEqual(['s9']);
	});
});
