import { describe, expect, it } from 'vitest';
import { ballotsOf, readThread } from '../forum/thread';
import { TestGame } from './testing';
import { chenquThreadFacts, dryRunChenquBallots } from './thread-facts';

// The 沉取场 desk's vote thread pasted as the desk reads it: the desk's own facts (its deadline,
// who may vote), then the dry run of the ballots read. Seat names are the test table's ids.
function desk() {
	const g = new TestGame().start();
	const facts = chenquThreadFacts(g.s);
	const read = (text: string) =>
		readThread(text, facts.players, {
			...(facts.deadline ? { deadline: facts.deadline } : {}),
			...(facts.opens ? { opens: facts.opens } : {}),
			voters: facts.voters
		});
	const day = (facts.deadline ?? '').slice(0, 10);
	return { g, facts, read, day };
}

describe('沉取场: a vote thread pasted on the desk', () => {
	it('reads a Discuz page with a quote, a 改票, a relative time and a late post', () => {
		const { g, facts, read, day } = desk();
		expect(facts.deadline).toMatch(/T21:30:00\+08:00$/);
		const at = (hm: string) => `${day} ${hm}`;
		const posts = read(`seer
发表于 ${at('20:00')} | 只看该作者
沙发
投 envoy

witch
发表于 ${at('20:05')} | 只看该作者
板凳
seer 发表于 ${at('20:00')}
投 envoy

投 guard

elder
发表于 昨天 20:10 | 只看该作者
地板
投 guard

seer
发表于 ${at('21:00')} | 只看该作者
5#
改票：guard

guard
发表于 ${at('21:35')} | 只看该作者
6#
投 seer

citizen1
发表于 ${at('21:10')} | 只看该作者
7#
我不投envoy，先看看`);
		expect(posts.map((p) => [p.floor, p.voter, p.target, p.flags, p.counts])).toEqual([
			[2, 'seer', 'envoy', ['replaced'], false],
			[3, 'witch', 'guard', [], true],
			[4, 'elder', 'guard', ['noTime'], false],
			[5, 'seer', 'guard', [], true],
			[6, 'guard', 'seer', ['late'], false],
			[7, 'citizen1', 'envoy', ['noVoteWord'], false]
		]);
		const ballots = ballotsOf(posts);
		expect(ballots.map((b) => [b.voter, b.target])).toEqual([
			['witch', 'guard'],
			['seer', 'guard']
		]);
		expect(dryRunChenquBallots(g.s, ballots)).toEqual([null, null]);
	});

	it('seat numbers and full-width digits name the desk’s seats', () => {
		const { read, day } = desk();
		const posts = read(
			[`2楼 seer ${day} 20:00 投３号`, `3楼 witch ${day} 20:01 投票：１２号`].join('\n')
		);
		expect(posts.map((p) => [p.voter, p.target, p.counts])).toEqual([
			['seer', 'elder', true],
			['witch', 'nun', true]
		]);
	});
});
