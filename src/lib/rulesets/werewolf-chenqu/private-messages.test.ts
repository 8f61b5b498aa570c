import { describe, expect, it } from 'vitest';
import { feedbackItems, messages } from './index';
import { TestGame, dayTwo } from './testing';

// Issue 31, part 5: every private message the seed (shared/seeds/002_*) has the director send is
// in the desk's list to send. Each test names the seed line it implements.

const to = (g: TestGame, seat: string) =>
	messages(g.s)
		.filter((m) => m.seat === seat)
		.map((m) => m.text);

describe('沉取场: the messages the seed requires', () => {
	// 游戏开始前，玩家将被导演告知身份。
	it('tells every player their identity when the game starts, not before', () => {
		const g = new TestGame();
		expect(messages(g.s)).toEqual([]);
		g.do({ type: 'game/started' });
		expect(to(g, 'seer')).toContain('你的身份：预言家。');
		expect(to(g, 'whiteWolf')).toContain('你的身份：白狼。');
		expect(messages(g.s).filter((m) => m.key.startsWith('role:'))).toHaveLength(g.s.seats.length);
	});

	// 白狼【归群】游戏开始时，你得知所有狼人名单，此时你可以选择加入狼队，阵营变为〖狼人阵营〗。
	it('gives the white wolf the list of all wolves at night 0', () => {
		const g = new TestGame().do({ type: 'game/started' });
		expect(to(g, 'whiteWolf')).toContain(
			'【归群】狼人名单：wolfLeader、blackWolf、envoy、nun。你可以选择加入狼队（阵营变为狼人阵营）。'
		);
	});

	// 情侣在成为情侣后互知共群（双狼情侣除外）。如果丘比特单身，丘比特不与情侣共群。
	it('tells each lover the other; a single cupid is told nothing (无反馈)', () => {
		const g = new TestGame().start(['citizen1', 'citizen2']);
		expect(to(g, 'citizen1')).toContain(
			'【恋爱】你与 citizen2 成为情侣，互知共群。一人出局，另一人立即出局。'
		);
		expect(to(g, 'citizen2').some((t) => t.includes('你与 citizen1 成为情侣'))).toBe(true);
		expect(to(g, 'cupid')).toEqual(['你的身份：丘比特。']);
	});

	// 【恋爱】若情侣中有且只有一名狼人，则该狼人不与其他狼人互知共群。(The wolves otherwise meet.)
	it('lists the pack to each wolf, leaving out a lone wolf lover', () => {
		const g = new TestGame().start(['seer', 'blackWolf'], true);
		const pack = '狼人名单（互知共群）：whiteWolf、wolfLeader、envoy、nun。';
		expect(to(g, 'nun')).toContain(pack);
		expect(to(g, 'whiteWolf')).toContain(pack);
		expect(to(g, 'blackWolf').some((t) => t.startsWith('狼人名单'))).toBe(false);
		expect(to(g, 'blackWolf').at(-1)).toContain('你不再与其他狼人互知共群。');
	});

	// 补充说明 1.丘比特连了双狼情侣，丘比特属于狼人阵营，但是不与其他狼人互知共群。
	it('two wolf lovers: no lovers’ chat; cupid joins the team but not the pack', () => {
		const g = new TestGame().start(['blackWolf', 'nun'], false);
		expect(to(g, 'nun')).toContain(
			'【恋爱】你与 blackWolf 成为情侣（双狼情侣：你们已同在狼队，不另行共群）。一人出局，另一人立即出局。'
		);
		const pack = to(g, 'envoy').find((t) => t.startsWith('狼人名单'));
		expect(pack).toBe('狼人名单（互知共群）：wolfLeader、blackWolf、envoy、nun。');
		expect(to(g, 'cupid').some((t) => t.startsWith('狼人名单'))).toBe(false);
	});

	// 替罪羊【冤死】……在遗言阶段后，替罪羊需指认一名良民获得该技能。
	it('tells the 冤死 heir they hold the skill', () => {
		const g = dayTwo();
		g.voteCounts({ envoy: 3, nun: 3 });
		g.do({ type: 'scapegoat/passed', from: 'scapegoat', to: 'citizen1' });
		expect(to(g, 'citizen1').at(-1)).toMatch(/^你获得技能【冤死】/);
		expect(messages(g.s).find((m) => m.key.startsWith('heir-scapegoat'))?.when).toEqual({
			phase: 'day',
			n: 2
		});
	});

	// 黑狼【杀人】若黑狼出局，黑狼需指认一名狼人获得该技能。
	it('tells the wolf who takes 【杀人】', () => {
		const g = new TestGame().start().vote('blackWolf').night({});
		g.voteCounts({ blackWolf: 6 });
		g.do({ type: 'kill/passed', from: 'blackWolf', to: 'nun' });
		expect(to(g, 'nun').at(-1)).toMatch(/^你获得技能【杀人】/);
	});

	// 狼使【出使】使者可以通过导演向吹笛者发送一条信息。
	it('passes the envoy’s message to the piper', () => {
		const g = dayTwo().do({ type: 'envoy/sent', actor: 'envoy', message: '今晚别吹我' });
		expect(to(g, 'piper')).toContain('【出使】狼使通过导演给你传话：今晚别吹我');
	});

	// 忏悔者【忏悔】游戏日白天，你可在任意时刻将自己的身份亮给任意其他角色查看。
	it('shows the penitent’s identity to the chosen player', () => {
		const g = new TestGame({
			ordinary: ['hunter', 'idiot', 'penitent', 'slanderer', 'scapegoat', 'assassin']
		}).start();
		g.do({ type: 'penitent/confessed', actor: 'penitent', to: 'seer' });
		expect(to(g, 'seer')).toContain('【忏悔】penitent 向你亮明身份：忏悔者。');
	});

	// 情侣【遗志】……当狼人阵营优先判负后……此事件触发时会通知情侣阵营与狼人阵营。
	it('tells the lovers and the wolves when 【遗志】 passes the kill', () => {
		const g = new TestGame().start(['seer', 'blackWolf']);
		for (const id of ['whiteWolf', 'wolfLeader', 'envoy', 'nun', 'rebel1'])
			g.do({ type: 'director/out', seat: id, reason: '测试' });
		expect(to(g, 'seer').at(-1)).toBe('【遗志】狼人阵营已判负：你们（情侣）获得技能【杀人】。');
		expect(to(g, 'blackWolf').at(-1)).toBe(
			'【遗志】狼人阵营已判负：你们（情侣）获得技能【杀人】。'
		);
	});

	// 沉寂的先知者【志继】<觉醒技>当预言家出局后，你的身份转变为预言家，并失去技能【天眼】。
	it('tells the silent prophet they are now the seer', () => {
		const g = new TestGame({
			ordinary: ['hunter', 'idiot', 'silentProphet', 'slanderer', 'scapegoat', 'assassin']
		})
			.start()
			.vote({})
			.night({ kill: ['blackWolf', 'seer'] });
		expect(to(g, 'silentProphet').at(-1)).toBe(
			'【志继】预言家已出局：你的身份转变为预言家，并失去技能【天眼】。'
		);
	});

	// 丘比特【复仇】若情侣死于投票…则丘比特身份变为乱民；若情侣死于【杀人】、【撕咬】，则丘比特身份变为良民。
	it('tells cupid the identity 【复仇】 gives', () => {
		const g = dayTwo({ kill: ['blackWolf', 'citizen1'] });
		expect(to(g, 'cupid').at(-1)).toBe('【复仇】情侣已出局：你的身份变为良民（村民阵营）。');
	});

	it('puts them in the list to send, one item per player, until marked sent', () => {
		const g = new TestGame().start();
		const item = feedbackItems(g.s).find((f) => f.seat === 'whiteWolf');
		expect(item?.text).toContain('【归群】狼人名单');
		g.do({ type: 'feedback/sent', keys: item?.keys ?? [] });
		expect(feedbackItems(g.s).find((f) => f.seat === 'whiteWolf')?.sent).toBe(true);
	});
});
