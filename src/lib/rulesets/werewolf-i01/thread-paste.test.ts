import { describe, expect, it } from 'vitest';
import { ballotsOf, readThread } from '../forum/thread';
import { Scenario } from './testing';
import { dryRunI01Ballots, i01ThreadFacts } from './thread-facts';

// The I01 desk's vote thread pasted as the desk reads it (seed 003: 截止于下一个自然日的21:00):
// pages pasted out of order, a floor copied twice, a late 改投, a vote quoted by another player.
describe('I01: a vote thread pasted on the desk', () => {
	it('reads the last post on time by forum time; quotes and late posts never count', () => {
		const g = new Scenario().night0('s4', 's5');
		const facts = i01ThreadFacts(g.state);
		expect(facts.deadline).toMatch(/T21:00:00\+08:00$/);
		const day = (facts.deadline ?? '').slice(0, 10);
		const name = (seat: number) => facts.players[seat - 1]?.name ?? '';
		const line = (floor: number, seat: number, hm: string, words: string) =>
			`${floor}楼 ${name(seat)} ${day} ${hm} ${words}`;
		const posts = readThread(
			[
				// Page 2 pasted first.
				line(12, 1, '20:30', `改投 ${name(6)}`),
				line(13, 2, '21:05', `改投 ${name(1)}`),
				// Page 1, its last floor copied again at the top of page 2's paste.
				line(2, 1, '10:00', `投 ${name(3)}`),
				line(3, 2, '10:05', '投 ３号'),
				line(12, 1, '20:30', `改投 ${name(6)}`),
				line(4, 3, '10:10', `别投${name(3)}，我是好人`)
			].join('\n'),
			facts.players,
			{
				...(facts.deadline ? { deadline: facts.deadline } : {}),
				...(facts.opens ? { opens: facts.opens } : {}),
				voters: facts.voters
			}
		);
		expect(posts.map((p) => [p.floor, p.voter, p.target, p.counts])).toEqual([
			// The same floor twice: one copy counts (the same ballot either way).
			[12, 's1', 's6', false],
			[13, 's2', 's1', false],
			[2, 's1', 's3', false],
			[3, 's2', 's3', true],
			[12, 's1', 's6', true],
			[4, 's3', 's3', false]
		]);
		expect(posts[1]?.flags).toEqual(['late']);
		expect(posts[5]?.flags).toEqual(['noVoteWord']);
		const ballots = ballotsOf(posts);
		expect(ballots.map((b) => [b.voter, b.target, b.floor])).toEqual([
			['s2', 's3', 3],
			['s1', 's6', 12]
		]);
		expect(dryRunI01Ballots(g.state, ballots)).toEqual([null, null]);
	});
});
