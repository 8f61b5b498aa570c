import { describe, expect, it } from 'vitest';
import {
	feedbackItems,
	livesShown,
	nonVoters,
	pendingReady,
	phaseBlockers,
	votePost
} from './index';
import { BASE, TestGame, dayTwo, scapegoatTie } from './testing';

const TEN = BASE.slice(0, 10);

/** Night 0 done, day 1 open: the sheriff election. */
function dayOne(): TestGame {
	return new TestGame()
		.do({ type: 'game/started' })
		.do({ type: 'start/white-wolf', join: true })
		.do({ type: 'start/lovers', a: 'citizen1', b: 'citizen2' })
		.do({ type: 'day/started' });
}

/** Day 1: ten posts, 5 for guard and 5 for envoy; envoy's fifth vote is on floor 9, guard's on 11. */
function tiedElection(g: TestGame) {
	const targets = [
		'guard',
		'envoy',
		'envoy',
		'guard',
		'envoy',
		'guard',
		'envoy',
		'envoy',
		'guard',
		'guard'
	];
	const floors = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
	// Typed guard's ballots first: by typing order guard would reach 5 first; by floor, envoy does.
	const order = [...TEN.keys()].sort(
		(a, b) => Number(targets[a] !== 'guard') - Number(targets[b] !== 'guard')
	);
	for (const i of order)
		g.do({
			type: 'ballot/cast',
			voter: TEN[i] as string,
			target: targets[i] as string,
			floor: floors[i],
			postedAt: `2026-12-01T${String(10 + i).padStart(2, '0')}:00:00+08:00`
		});
}

describe('ballots follow the forum, not the typing order (issue 23, defect 1)', () => {
	// 警长【竞岗】在游戏的第一天投票结束后，最先获得投票数最多的角色当选警长。
	it('a 5–5 sheriff election goes to the first to reach 5 by floor', () => {
		const g = dayOne();
		tiedElection(g);
		g.do({ type: 'day/count-closed' }).do({ type: 'day/result' });
		expect(g.s.sheriff).toBe('envoy');
	});

	it('changing one ballot to the other candidate and back keeps the same sheriff', () => {
		const g = dayOne();
		tiedElection(g);
		// witch (floor 3, envoy) is corrected to guard, then back, without a new post.
		g.do({ type: 'ballot/cast', voter: 'witch', target: 'guard' });
		g.do({ type: 'ballot/cast', voter: 'witch', target: 'envoy' });
		expect(g.s.day?.ballots.find((b) => b.voter === 'witch')).toMatchObject({ floor: 3 });
		g.do({ type: 'day/count-closed' }).do({ type: 'day/result' });
		expect(g.s.sheriff).toBe('envoy');
	});

	it('ballots without a post keep the typing order (games recorded before)', () => {
		const g = new TestGame().start();
		expect(g.s.sheriff).toBe(null);
		const h = dayOne();
		h.vote({ seer: 'envoy', witch: 'guard', elder: 'guard', citizen1: 'envoy' });
		expect(h.s.sheriff).toBe('guard');
	});

	it('refuses a floor that is not a positive whole number or a time it cannot read', () => {
		const g = dayOne();
		expect(g.try({ type: 'ballot/cast', voter: 'seer', target: 'guard', floor: 0 })?.code).toBe(
			'wwc.bad-floor'
		);
		expect(
			g.try({ type: 'ballot/cast', voter: 'seer', target: 'guard', postedAt: 'yesterday-ish' })
				?.code
		).toBe('wwc.bad-post-time');
	});
});

describe('compulsory choices block the phase change (defects 2, 3)', () => {
	// 丘比特【爱神之箭】游戏开始时，丘比特须选择两名角色。
	it('night 0: 天亮 waits for 归群 and 爱神之箭', () => {
		const g = new TestGame().do({ type: 'game/started' });
		expect(phaseBlockers(g.s).map((b) => b.kind)).toEqual(['whiteWolf', 'arrow']);
		g.do({ type: 'start/white-wolf', join: false });
		expect(phaseBlockers(g.s).map((b) => b.kind)).toEqual(['arrow']);
		g.do({ type: 'start/lovers', a: 'citizen1', b: 'citizen2' });
		expect(phaseBlockers(g.s)).toEqual([]);
	});

	// 替罪羊【冤死】……在遗言阶段后，替罪羊需指认一名良民获得该技能。
	it('the scapegoat’s handover comes after its last words and then blocks the phase', () => {
		const g = scapegoatTie();
		expect(g.out('scapegoat')).toBe(true);
		const p = { kind: 'passScapegoat' as const, seat: 'scapegoat' };
		// Before its last words: the night may start, the next day may not.
		expect(pendingReady(g.s, p)).toBe(false);
		expect(phaseBlockers(g.s)).toEqual([]);
		g.do({ type: 'night/started' });
		expect(phaseBlockers(g.s).map((b) => b.kind)).toEqual(['unresolved', 'lastWords']);
		g.do({ type: 'night/resolved' });
		g.do({ type: 'lastWords/set', seat: 'scapegoat', text: '我是替罪羊' });
		expect(phaseBlockers(g.s)).toEqual([{ kind: 'pending', pending: p }]);
		expect(g.try({ type: 'day/started' })).toBeNull();
	});

	it('a ruling closes a compulsory decision, with its reason in the log', () => {
		const g = scapegoatTie().do({ type: 'lastWords/set', seat: 'scapegoat', text: '' });
		expect(phaseBlockers(g.s).map((b) => b.kind)).toEqual(['pending']);
		expect(
			g.try({ type: 'pending/ruled', kind: 'passScapegoat', seat: 'scapegoat', reason: ' ' })?.code
		).toBe('wwc.reason-needed');
		g.do({ type: 'pending/ruled', kind: 'passScapegoat', seat: 'scapegoat', reason: '逾期未指认' });
		expect(phaseBlockers(g.s)).toEqual([]);
		expect(g.allLines()).toContain('导演裁定：scapegoat 的【冤死】的指认不再等待（逾期未指认）');
	});
});

describe('the desk’s lists (defects 4, 5, 6, 8)', () => {
	it('lists the players who did not vote', () => {
		const g = dayOne();
		for (const v of g.s.seats.map((x) => x.id).filter((id) => id !== 'piper' && id !== 'nun'))
			g.do({ type: 'ballot/cast', voter: v, target: 'guard' });
		expect(nonVoters(g.s)).toEqual(['nun', 'piper']);
	});

	it('says nothing of last words when nobody went out', () => {
		const g = dayTwo();
		g.vote({});
		expect(votePost(g.s, 2)).toContain('无人出局。');
		expect(votePost(g.s, 2)).not.toContain('遗言');
		expect(votePost(g.s, 1)).not.toContain('遗言');
		const h = dayTwo().vote('envoy');
		expect(votePost(h.s, 2)).toContain('遗言将在下一个游戏日白天开始时公示。');
	});

	// 头狼 1/1: poisoned and out, no life left to show.
	it('shows no life left for a poisoned wolf leader', () => {
		const g = dayTwo({ poison: ['witch', 'wolfLeader'] });
		expect(g.out('wolfLeader')).toBe(true);
		expect(livesShown(g.seat('wolfLeader'))).toEqual({ current: 0, max: 1 });
	});

	it('gathers the private results, one item per player, until marked sent', () => {
		const g = new TestGame().start().vote('seer');
		g.night({ divine: ['seer', 'whiteWolf'], kill: ['blackWolf', 'citizen1'] }, false);
		const items = feedbackItems(g.s);
		const seer = items.find((i) => i.seat === 'seer');
		expect(seer?.text).toContain('你成为警长');
		expect(seer?.text).toContain('查验 whiteWolf');
		expect(items.find((i) => i.seat === 'witch')?.text).toContain('【通灵】');
		expect(items.find((i) => i.seat === 'citizen1')?.text).toContain('遗言');
		expect(new Set(items.map((i) => i.seat)).size).toBe(items.length);
		g.do({ type: 'feedback/sent', keys: seer?.keys ?? [] });
		expect(feedbackItems(g.s).find((i) => i.seat === 'seer')?.sent).toBe(true);
		expect(feedbackItems(g.s).find((i) => i.seat === 'witch')?.sent).toBe(false);
	});
});

describe('fixing the deal before night 0 (defect 7)', () => {
	it('swaps two dealt identities, logged, and only before the game starts', () => {
		const g = new TestGame();
		g.do({ type: 'setup/swapped', a: 'seer', b: 'whiteWolf' });
		expect(g.seat('seer')).toMatchObject({
			role: 'whiteWolf',
			startRole: 'whiteWolf',
			team: 'whiteWolf'
		});
		expect(g.seat('whiteWolf')).toMatchObject({ role: 'seer', team: 'village' });
		expect(g.allLines()).toContain('导演调换身份：seer（预言家）↔ whiteWolf（白狼）');
		expect(g.try({ type: 'setup/swapped', a: 'seer', b: 'seer' })?.code).toBe('wwc.same-seat');
		g.do({ type: 'game/started' });
		expect(g.try({ type: 'setup/swapped', a: 'seer', b: 'witch' })?.code).toBe('wwc.phase.deal');
	});
});
