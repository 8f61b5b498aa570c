import { describe, expect, it } from 'vitest';
import { dayStartPost, votePost } from './index';
import { TestGame, dayTwo } from './testing';

/** A count on day 2: who goes out, who stays in, and what the day's lines and the post say. */
interface CountCase {
	rule: string;
	night?: Parameters<typeof dayTwo>[0];
	counts: Record<string, number>;
	out: string;
	stay: string[];
	lines: string[];
	posts: string[];
}

/** Night 1: the slanderer slanders the envoy (+2 at day 2's count). */
const SLANDER: CountCase['night'] = { slander: ['slanderer', 'envoy'] };

describe('day 1: the sheriff election', () => {
	// 警长【竞岗】在游戏的第一天投票结束后，最先获得投票数最多的角色当选警长。
	it('elects the first to reach the most votes on a tie', () => {
		const g = new TestGame().start();
		g.vote({ seer: 'envoy', witch: 'guard', elder: 'guard', citizen1: 'envoy' });
		expect(g.s.sheriff).toBe('guard');
		expect(g.dayLines()).toContain('平票：guard 最先达到 2 票');
		expect(votePost(g.s, 1)).toContain('guard 当选警长。');
	});

	it('gives no −2 to the wolf leader on day 1', () => {
		const g = new TestGame().start();
		g.vote({ seer: 'wolfLeader', witch: 'wolfLeader', elder: 'guard' });
		expect(g.s.sheriff).toBe('wolfLeader');
	});
});

describe('later days: the count', () => {
	// 警长【带队】<锁定技>计算投票数量时警长投出的票计为两票。
	it('counts the sheriff’s ballot twice', () => {
		const g = new TestGame().start().vote('seer');
		g.night({});
		g.vote({ seer: 'envoy', witch: 'nun' });
		expect(g.out('envoy')).toBe(true);
		expect(g.dayLines()).toContain('seer 是警长【带队】：计两票');
		expect(g.dayLines()).toContain('envoy：2 票');
	});

	// 替罪羊【冤死】若同时有两名或以上角色的票数同时为最高，则你代替高票者出局。在遗言阶段后，替罪羊需指认一名良民获得该技能。
	it('scapegoat tie: the scapegoat goes out, and 冤死 passes to a 良民', () => {
		const g = dayTwo();
		g.voteCounts({ envoy: 3, nun: 3 });
		expect(g.out('scapegoat')).toBe(true);
		expect(g.seat('scapegoat').out?.cause).toBe('scapegoat');
		expect(votePost(g.s, 2)).toContain('替罪羊出局！');
		expect(g.s.pending).toEqual([{ kind: 'passScapegoat', seat: 'scapegoat' }]);
		expect(g.try({ type: 'scapegoat/passed', from: 'scapegoat', to: 'seer' })?.code).toBe(
			'wwc.not-citizen'
		);
		g.do({ type: 'scapegoat/passed', from: 'scapegoat', to: 'citizen1' }).night({});
		g.voteCounts({ envoy: 2, nun: 2 });
		expect(g.seat('citizen1').out?.cause).toBe('scapegoat');
		// 情侣【殉情】 follows at once.
		expect(g.seat('citizen2').out?.cause).toBe('lovers');
	});

	// 诽谤者【诽谤】在下一日计票时若该角色票数+2后票数达到最高，则该角色取代得票最高者出局，如出现平票，则替罪羊出局。并公示。
	// 头狼【血统】第一天讨论日以后，在计票时，若你的票数-2未达到出局条件，则得票第二高的角色代替你出局，并公示。
	it.each<CountCase>([
		{
			rule: 'slander: +2 puts the slandered player out',
			night: SLANDER,
			counts: { nun: 4, envoy: 3 },
			out: 'envoy',
			stay: ['nun'],
			lines: ['envoy 被【诽谤】：+2'],
			posts: ['【诽谤】生效：envoy 代替得票最高者出局']
		},
		{
			rule: 'slander: a tie at the top after +2 puts the scapegoat out',
			night: SLANDER,
			counts: { nun: 4, envoy: 2 },
			out: 'scapegoat',
			stay: ['nun', 'envoy'],
			lines: [],
			posts: []
		},
		{
			rule: 'wolf leader −2: the runner-up goes out instead',
			counts: { wolfLeader: 5, nun: 4 },
			out: 'nun',
			stay: ['wolfLeader'],
			lines: ['wolfLeader：3 票（原 5 票）'],
			posts: ['【血统】生效：nun 代替得票最高者出局']
		},
		{
			rule: 'wolf leader −2 still on top: the wolf leader goes out',
			counts: { wolfLeader: 7, nun: 4 },
			out: 'wolfLeader',
			stay: ['nun'],
			lines: [],
			posts: []
		}
	])('$rule', ({ night, counts, out, stay, lines, posts }) => {
		const g = dayTwo(night).voteCounts(counts);
		expect(g.out(out)).toBe(true);
		for (const seat of stay) expect(g.out(seat), seat).toBe(false);
		for (const line of lines) expect(g.dayLines()).toContain(line);
		for (const post of posts) expect(votePost(g.s, 2)).toContain(post);
	});

	// 白痴【装傻】当你因投票而即将出局时，可以发动此技能避免出局，但不予公示。发动此技能后，你投票不计入总票数，但仍需投票。
	it('idiot: feigning saves them, announced as nobody out; afterwards their vote is void', () => {
		const g = dayTwo();
		const b = g.ballots({ idiot: 4 });
		for (const [voter, target] of Object.entries(b)) g.do({ type: 'ballot/cast', voter, target });
		g.do({ type: 'day/count-closed' });
		expect(g.try({ type: 'day/result' })?.code).toBe('wwc.feign-needed');
		g.do({ type: 'day/result', feign: true });
		expect(g.out('idiot')).toBe(false);
		expect(votePost(g.s, 2)).toContain('无人出局。');
		expect(votePost(g.s, 2)).not.toContain('idiot');
		g.night({});
		g.vote({ idiot: 'envoy', witch: 'nun' });
		expect(g.out('nun')).toBe(true);
		expect(g.dayLines()).toContain('idiot 已发动【装傻】：投票不计入');
	});

	// 修女【救赎】使其次日白天免于被票出局…若该角色次日高票，则无人出局。
	it('nun’s redemption: the top player is not voted out', () => {
		const g = dayTwo({ redeem: ['nun', 'envoy'] });
		g.voteCounts({ envoy: 5 });
		expect(g.out('envoy')).toBe(false);
		expect(g.dayLines()).toContain('envoy 得票最高，但受修女【救赎】：无人出局');
	});
});

describe('day actions and consequences', () => {
	// 刺客【行刺】该角色立即出局。若该角色不为狼人，则你同时出局。
	it('assassin: a wolf target goes alone, anyone else takes the assassin too', () => {
		const g = new TestGame().start();
		g.do({ type: 'assassin/struck', actor: 'assassin', target: 'nun' });
		expect(g.out('nun')).toBe(true);
		expect(g.out('assassin')).toBe(false);
		expect(g.try({ type: 'assassin/struck', actor: 'assassin', target: 'envoy' })?.code).toBe(
			'wwc.day-skill-used-up'
		);
		const h = new TestGame().start();
		h.do({ type: 'assassin/struck', actor: 'assassin', target: 'rebel1' });
		expect(h.out('rebel1') && h.out('assassin')).toBe(true);
		expect(votePost(h.s, 1)).toContain('刺客发动技能！');
	});

	// 死士【死节】当你出局时，须亮明身份并公示。你也可选择在任意时间亮明身份并立即出局。
	it('die-hard reveals and goes out, announced', () => {
		const g = new TestGame({
			ordinary: ['hunter', 'idiot', 'dieHard', 'penitent', 'scapegoat', 'assassin']
		}).start();
		g.do({ type: 'dieHard/revealed', actor: 'dieHard' });
		expect(g.out('dieHard')).toBe(true);
		expect(votePost(g.s, 1)).toContain('死士出局！');
		g.do({ type: 'penitent/confessed', actor: 'penitent', to: 'seer' });
		expect(g.try({ type: 'penitent/confessed', actor: 'penitent', to: 'witch' })?.code).toBe(
			'wwc.day-skill-used-up'
		);
	});

	// 警长【殉职】警长出局后，须选择一名未出局的角色来继任警长。黑狼【杀人】若黑狼出局，黑狼需指认一名狼人获得该技能。
	it('sheriff succession and passing the kill', () => {
		const g = new TestGame().start().vote('blackWolf').night({});
		g.voteCounts({ blackWolf: 6 });
		expect(g.s.pending).toEqual([
			{ kind: 'passKill', seat: 'blackWolf' },
			{ kind: 'succession', seat: 'blackWolf' }
		]);
		expect(g.try({ type: 'kill/passed', from: 'blackWolf', to: 'rebel1' })?.code).toBe(
			'wwc.not-wolf'
		);
		g.do({ type: 'kill/passed', from: 'blackWolf', to: 'nun' });
		g.do({ type: 'sheriff/succeeded', from: 'blackWolf', to: 'envoy' });
		expect(g.s.sheriff).toBe('envoy');
		expect(votePost(g.s, 2)).toContain('警长【殉职】：envoy 继任警长');
		g.night({ kill: ['nun', 'seer'] });
		expect(g.out('seer')).toBe(true);
	});

	// 用语定义 9: 前5名出局的角色都可以留下一份3000字以下的遗言。
	it('last words for the first five out only, posted at the next day’s start', () => {
		const g = new TestGame().start().vote('seer');
		for (const id of ['hunter', 'princess', 'slanderer', 'cupid', 'rebel1', 'envoy'])
			g.do({ type: 'director/out', seat: id, reason: '测试' });
		g.do({ type: 'lastWords/set', seat: 'rebel1', text: '我是好人' });
		expect(g.try({ type: 'lastWords/set', seat: 'envoy', text: 'x' })?.code).toBe(
			'wwc.no-last-words'
		);
		g.do({ type: 'pending/declined', kind: 'lastShot', seat: 'hunter' });
		g.night({ kill: ['blackWolf', 'seer'], charm: ['piper', 'witch'] });
		const post = dayStartPost(g.s, 2);
		expect(post).toContain('第1天出局：hunter、princess、slanderer、cupid、rebel1、envoy');
		expect(post).toContain('夜晚出局：seer');
		expect(post).toContain('夜晚被吹笛：witch');
		expect(post).toContain('rebel1：我是好人');
		expect(post).not.toContain('envoy：');
		expect(post).toContain('当日警长：待继任');
		g.do({ type: 'sheriff/succeeded', from: 'seer', to: 'witch' });
		// The morning post keeps the badge as it was that morning.
		expect(dayStartPost(g.s, 2)).toContain('当日警长：待继任');
		g.vote({}).night({});
		expect(dayStartPost(g.s, 3)).toContain('当日警长：witch');
	});
});
