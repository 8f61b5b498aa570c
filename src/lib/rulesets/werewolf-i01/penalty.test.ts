import { describe, expect, it } from 'vitest';
import { reject } from '../../engine/types';
import { penaltyRecord, penaltyRecordText, stateTable, stateTableText } from './announce';
import { ARTICLES, articleById, standingOf, suggestPoints } from './penalty-code';
import { canAct, charmedPostProblems, statesOf } from './player-states';
import { Scenario } from './testing';

/** Books 潜水 (3.1) on 己 (s6); the standing and player states after it. */
function idle(g: Scenario, points: number, reason: string) {
	g.do({ type: 'i01/penalty', seat: 's6', article: '3.1', points, reason });
	return { standing: standingOf(g.state.penalties, 's6'), states: statesOf(g.state, 's6') };
}

describe('违规判定: the players’ articles', () => {
	it('are presets with their point ranges', () => {
		expect.hasAssertions();
		expect(ARTICLES.length).toBe(27);
		expect(articleById('4.3')).toMatchObject({ min: 6, max: 12, title: { 'zh-CN': '赌誓类发言' } });
		expect(articleById('2.4')).toMatchObject({ min: 2, max: 12 });
		const g = new Scenario();
		expect(
			g.try({ type: 'i01/penalty', seat: 's1', article: '4.5', points: 2, reason: '骂人' })
		).toEqual(reject('i01.range', { ref: '第四节第5条', min: 4, max: 10 }));
	});

	// 第三节 潜水 第1条 玩家未在指定讨论帖发表过与剧情相关的帖子者，第一次扣3分、第二次扣5分、第三次扣7分。
	// 第六节 第1条 单场违规6分及以上者……计黄牌一张。单场违规10分及以上者，额外计黄牌一张。
	// 单场违规12分及以上者，额外计黄牌一张。 第4条 ……累计扣满12分者将予以罚下处理。
	it('escalates 潜水 3, 5, 7 to 罚下 with three yellow cards', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5');
		const article = articleById('3.1');
		if (!article) throw new Error();
		expect(suggestPoints(g.state.penalties, 's6', article).suggested).toBe(3);
		g.do({ type: 'i01/penalty', seat: 's6', article: '3.1', points: 3, reason: '第一天' });
		expect(
			g.try({ type: 'i01/penalty', seat: 's6', article: '3.1', points: 3, reason: '第二天' })
		).toEqual(reject('i01.escalation', { ref: '第三节第1条', offence: 2, due: 5 }));
		expect(idle(g, 5, '第二天')).toMatchObject({
			standing: { total: 8, yellowCards: 1, red: true },
			states: ['normal']
		});
		expect(idle(g, 7, '第三天')).toMatchObject({
			standing: { total: 15, yellowCards: 3, ejected: true },
			states: ['ejected']
		});
		expect(canAct(g.state, 's6', 'vote')?.code).toBe('i01.state-ejected');
		expect(canAct(g.state, 's6', 'be-target')).toBeNull();
		expect(canAct(g.state, 's6', 'team-chat')).toEqual(
			reject('i01.state-ejected-thread', { seat: 's6' })
		);
		expect(penaltyRecord(g.state, 's6')).toMatchObject({
			no: 6,
			name: '己',
			total: 15,
			yellowCards: 3,
			ejected: true,
			ban: '单场3张黄牌：终身禁赛，关闭选手档案',
			entries: [
				{ ref: '第二章第三节第1条', points: 3, reason: '第一天' },
				{ points: 5 },
				{ points: 7 }
			]
		});
		expect(JSON.parse(JSON.stringify(penaltyRecord(g.state, 's6')))).toEqual(
			penaltyRecord(g.state, 's6')
		);
		expect(penaltyRecordText(g.state, 's6').split('\n')[0]).toBe(
			'6号 己：本场扣15分，黄牌3张（红字），已罚下；单场3张黄牌：终身禁赛，关闭选手档案'
		);
		expect(stateTable(g.state)[5]).toMatchObject({ states: ['ejected'], points: 15 });
		expect(stateTableText(g.state)).toContain('6号 己｜罚下｜扣分15｜黄牌3');
		// Reversible: removing an entry lifts the ejection.
		const last = g.state.penalties.at(-1)?.id ?? '';
		g.do({ type: 'i01/unpenalty', id: last });
		expect(statesOf(g.state, 's6')).toEqual(['normal']);
	});

	// 第一章第三节第2条 ㈠ 对未造成恶劣影响的首次违规行为应贴近扣分下限判罚 ㈡ ……同等或累加式扣分
	it('suggests the lower bound first, and no less than last time for a repeat', () => {
		expect.hasAssertions();
		const g = new Scenario();
		const face = articleById('4.2');
		if (!face) throw new Error();
		expect(suggestPoints(g.state.penalties, 's1', face)).toMatchObject({
			offence: 1,
			suggested: 2
		});
		g.do({ type: 'i01/penalty', seat: 's1', article: '4.2', points: 4, reason: '担保' });
		expect(suggestPoints(g.state.penalties, 's1', face)).toMatchObject({
			offence: 2,
			suggested: 4
		});
	});
});

describe('癫狂状态', () => {
	// 除“投票对象”外，只能使用表情以及以下20种汉字……空格符与回车符，不可使用其他字符
	it('flags every character outside the twenty sounds, except the vote target', () => {
		expect.hasAssertions();
		expect(charmedPostProblems('喵喵 汪！\n嗷🐺')).toEqual(['！']);
		expect(charmedPostProblems('投9号 壬 喵', ['9号 壬'])).toEqual(['投']);
		expect(charmedPostProblems('[s:101]咕咕')).toEqual([]);
	});
});
