import { describe, expect, it } from 'vitest';
import { lateBallots, voteDeadline } from './late-ballots';
import { onJan2 as at, Scenario, sheriffOf } from './testing';

// Forum times are on 2 January: the day opened on 1 January, its vote closes 2 January 21:00.

// Day 1: 丙 (s3) one vote on floor 2, 戊 (s5) one on floor 3 and one more on floor 4, posted at
// 21:05, after the 21:00 deadline. Counted, 戊 is sheriff; voided, 丙 reached one vote first.
function withLateBallot(): Scenario {
	return new Scenario()
		.night0('s4', 's5')
		.do(
			{ type: 'i01/ballot', voter: 's1', target: 's3', floor: 2, postedAt: at(20, 0) },
			{ type: 'i01/ballot', voter: 's2', target: 's5', floor: 3, postedAt: at(20, 30) },
			{ type: 'i01/ballot', voter: 's6', target: 's5', floor: 4, postedAt: at(21, 5) }
		);
}

/** The log line of 己's late ballot, before the host's ruling. */
const LATE = '6号 己的选票超出投票截止时间（01-02 21:05 > 01-02 21:00）';

describe('I01 ballots posted after the vote deadline (逾期)', () => {
	it('a ballot posted after 21:00 of the next day is late, one at 21:00 is not', () => {
		expect.hasAssertions();
		const g = withLateBallot();
		expect(voteDeadline(g.state)).toBe(Date.parse(at(21, 0)));
		g.do({ type: 'i01/ballot', voter: 's7', target: 's3', floor: 5, postedAt: at(21, 0) });
		expect(lateBallots(g.state)).toEqual([
			{ voter: 's6', postedAt: Date.parse(at(21, 5)), due: Date.parse(at(21, 0)), ruling: null }
		]);
	});

	it('is not counted and holds the count until the host rules on it', () => {
		expect.hasAssertions();
		const g = withLateBallot();
		expect(g.try({ type: 'i01/close-day' })).toMatchObject({
			code: 'i01.late-ballots',
			params: { names: '6号 己' }
		});
	});

	it.each([
		{
			ruling: 'voided',
			void: true,
			line: `${LATE}：主办确认逾期作废，不计票`,
			votes: { s3: 1, s5: 1 },
			sheriff: 's3',
			because: 'left out of the tally; the tie goes to 丙, who reached one vote first'
		},
		{
			ruling: 'kept',
			void: false,
			line: `${LATE}：主办裁定仍然有效，计票`,
			votes: { s3: 1, s5: 2 },
			sheriff: 's5',
			because: 'counted, 戊 has two votes and is sheriff'
		}
	])('$ruling: logged and $because', ({ void: voided, line, votes, sheriff }) => {
		expect.hasAssertions();
		const g = withLateBallot().do({ type: 'i01/late-ballot', voter: 's6', void: voided });
		expect(g.state.day?.lines.at(-1)?.text['zh-CN']).toBe(line);
		g.do({ type: 'i01/close-day' });
		expect(g.state.day?.tally?.adjusted).toMatchObject(votes);
		expect(sheriffOf(g.state)).toBe(sheriff);
	});

	it('a ruling holds through a corrected target, and lapses when the post time changes', () => {
		expect.hasAssertions();
		const g = withLateBallot().do({ type: 'i01/late-ballot', voter: 's6', void: false });
		g.do({ type: 'i01/ballot', voter: 's6', target: 's3', floor: 4, postedAt: at(21, 5) });
		expect(lateBallots(g.state)[0]?.ruling).toBe('kept');
		g.do({ type: 'i01/ballot', voter: 's6', target: 's3', floor: 4, postedAt: at(21, 6) });
		expect(lateBallots(g.state)[0]?.ruling).toBeNull();
		g.do({ type: 'i01/ballot', voter: 's6', target: 's3', floor: 4, postedAt: at(20, 59) });
		expect(lateBallots(g.state)).toEqual([]);
		expect(g.try({ type: 'i01/late-ballot', voter: 's6', void: true })).toMatchObject({
			code: 'i01.ballot-not-late'
		});
	});
});
