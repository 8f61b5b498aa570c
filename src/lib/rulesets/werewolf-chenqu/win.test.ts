import { describe, expect, it } from 'vitest';
import { werewolfLog } from './index';
import { TestGame, dayTwo } from './testing';

const outs = (g: TestGame, ids: string[]) => {
	for (const id of ids) g.do({ type: 'director/out', seat: id, reason: '测试' });
	return g;
};

/** Puts `first` out with no winner yet, then `last`: the team that wins then. */
const winnerAfter = (g: TestGame, first: string[], last: string) => {
	outs(g, first);
	expect(g.s.winner).toBeNull();
	outs(g, [last]);
	return g.s.winner?.team;
};

describe('win and loss (胜负判定)', () => {
	// 〖狼人阵营〗胜 1.狼人阵营存活的人数可投出的票数占总票数的一半或以上。
	// 游戏状态满足某阵营胜利条件之一，游戏立即结束…宣布阵营获得胜利会立即终止一切结算。
	it('wolves win at half the votes, at once: the lover’s 殉情 is never settled', () => {
		const g = new TestGame().start();
		expect(
			winnerAfter(
				g,
				['hunter', 'idiot', 'princess', 'slanderer', 'assassin', 'cupid', 'elder'],
				'citizen1'
			)
		).toBe('wolf');
		expect(g.s.phase.kind).toBe('ended');
		expect(g.out('citizen2')).toBe(false);
		expect(g.try({ type: 'night/started' })?.code).toBe('wwc.ended');
	});

	// 〖白狼阵营〗胜 1.白狼在只有5个人未出局时自身未出局。（胜负判定顺序：白狼 → 吹笛者 → 狼人）
	it('the white wolf wins among the last five', () => {
		const g = new TestGame().start(undefined, false);
		outs(g, ['wolfLeader', 'blackWolf', 'envoy', 'nun', 'rebel1']);
		expect(g.s.lostTeams.map((l) => l.team)).toEqual(['wolf']);
		g.do({ type: 'pending/declined', kind: 'passKill', seat: 'blackWolf' });
		expect(
			winnerAfter(
				g,
				[
					'piper',
					'witch',
					'elder',
					'guard',
					'hunter',
					'idiot',
					'princess',
					'slanderer',
					'assassin'
				],
				'cupid'
			)
		).toBe('whiteWolf');
	});

	// 〖吹笛者阵营〗胜 1.村民阵营中除猎人、白痴外的所有普通身份及良民与狼人阵营全体角色全部出局或被吹笛。
	it('the piper wins when commons and wolves are all out or charmed', () => {
		const g = new TestGame().start().vote('seer');
		outs(g, [
			'princess',
			'slanderer',
			'scapegoat',
			'assassin',
			'whiteWolf',
			'wolfLeader',
			'blackWolf',
			'envoy',
			'rebel1'
		]);
		g.do({ type: 'pending/declined', kind: 'passKill', seat: 'blackWolf' });
		g.night({ charm: ['piper', 'citizen1'] }).vote({});
		g.night({ charm: ['piper', 'citizen2'] });
		expect(g.s.lostTeams.map((l) => l.team)).toEqual(['village']);
		g.vote({}).night({ charm: ['piper', 'nun'] });
		expect(g.s.winner?.team).toBe('piper');
		expect(g.s.winner?.reason['zh-CN']).toContain('出局或被吹笛');
	});

	// 场上仅有一个阵营尚未被判负，游戏立即结束，宣布此阵营胜利。（村民阵营没有胜利条件）
	it('the village wins as the last team standing', () => {
		const g = new TestGame().start();
		expect(
			winnerAfter(g, ['piper', 'whiteWolf', 'wolfLeader', 'envoy', 'nun', 'rebel1'], 'blackWolf')
		).toBe('village');
		expect(g.s.winner?.reason['zh-CN']).toBe('只剩这一个阵营未被判负');
	});

	// 情侣【遗志】若情侣中有狼人，且情侣属于情侣阵营，当狼人阵营优先判负后，狼人阵营的狼人失去技能【杀人】，情侣获得技能【杀人】。
	// 〖情侣阵营〗负 1.情侣出局。（情侣阵营以最后存活的阵营获胜）
	it('lovers across teams take the kill when the wolves lose first, and win last', () => {
		const g = new TestGame().start(['seer', 'blackWolf']);
		outs(g, ['whiteWolf', 'wolfLeader', 'envoy', 'nun', 'rebel1']);
		expect(g.s.lostTeams.map((l) => l.team)).toEqual(['wolf']);
		expect(g.seat('seer').statuses).toContain('killer');
		expect(g.allLines()).toContain('【遗志】');
		g.vote('witch').night({ kill: ['seer', 'guard'] });
		expect(g.out('guard')).toBe(true);
		outs(g, ['piper', 'witch']);
		expect(g.s.winner).toBeNull();
		outs(g, ['elder']);
		expect(g.s.winner?.team).toBe('lovers');
	});

	// 丘比特【复仇】若情侣死于投票…则丘比特身份变为乱民；若情侣死于【杀人】、【撕咬】，则丘比特身份变为良民。
	it('cupid’s revenge turns cupid by the lovers’ cause of death', () => {
		const g = dayTwo({ kill: ['blackWolf', 'citizen1'] });
		expect(g.out('citizen2')).toBe(true);
		expect(g.seat('cupid').role).toBe('citizen');
		expect(g.seat('cupid').team).toBe('village');
		const h = dayTwo();
		const voters = h.s.seats.filter((x) => x.out === null && x.id !== 'seer').slice(0, 6);
		h.vote(Object.fromEntries(voters.map((v) => [v.id, 'citizen1'])));
		expect(h.seat('cupid').role).toBe('rebel');
		expect(h.seat('cupid').team).toBe('wolf');
	});
});

describe('penalties (罚下)', () => {
	// 用语定义 8: 累计扣满12分者将予以罚下处理，罚下的角色不得参与讨论、投票、发动技能，罚下后没有遗言阶段。角色因罚下而离开游戏不触发对应出局技能。
	it('ejects at 12 with its consequences, and reverses when a penalty is removed', () => {
		const g = new TestGame().start().vote('citizen1');
		g.do({ type: 'penalty/added', seat: 'citizen1', points: 5, reason: '场外' });
		g.do({ type: 'penalty/added', seat: 'citizen1', points: 7, reason: '贴脸' });
		expect(g.s.sheriff).toBeNull();
		expect(g.out('citizen2')).toBe(false);
		g.night({});
		expect(g.try({ type: 'ballot/cast', voter: 'citizen1', target: 'nun' })?.code).toBe(
			'wwc.voter-out'
		);
		expect(g.try({ type: 'ballot/cast', voter: 'seer', target: 'citizen1' })?.code).toBe(
			'wwc.target-out'
		);
		g.vote({}).do({ type: 'night/started' });
		expect(
			g.try({ type: 'night/action', skill: 'kill', actor: 'blackWolf', target: 'citizen1' })?.code
		).toBe('wwc.target-out');
		g.do({ type: 'penalty/removed', id: g.s.penalties[1]!.id });
		expect(
			g.try({ type: 'night/action', skill: 'kill', actor: 'blackWolf', target: 'citizen1' })
		).toBeNull();
		expect(g.s.facts.map((f) => f.kind)).toEqual(expect.arrayContaining(['ejected', 'restored']));
		expect(g.try({ type: 'penalty/added', seat: 'seer', points: 0, reason: 'x' })?.code).toBe(
			'wwc.points'
		);
	});
});

describe('the log', () => {
	it('replays to the live state, and undo drops the last event', () => {
		const g = new TestGame().start(['seer', 'blackWolf']).vote('witch');
		g.night({
			shield: ['guard', 'elder'],
			kill: ['blackWolf', 'elder'],
			charm: ['piper', 'nun'],
			poison: ['witch', 'wolfLeader']
		});
		g.vote({ witch: 'envoy', elder: 'envoy', nun: 'guard' });
		expect(werewolfLog.replay(g.history.log)).toEqual(g.s);
		const before = g.history.log.length;
		const undone = werewolfLog.undo(g.history);
		if ('rejected' in undone) throw new Error('undo refused');
		expect(undone.log).toHaveLength(before - 1);
		expect(undone.state.day?.result).toBeNull();
		expect(undone.state).toEqual(werewolfLog.replay(undone.log));
	});
});
