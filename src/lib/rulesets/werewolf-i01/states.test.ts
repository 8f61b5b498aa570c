import { reject } from '../../engine/types';
import { describe, expect, it } from 'vitest';
import { dayStartAnnouncement, publicViewI01 } from './announce';
import { lastWordsRight, outOrder } from './effects';
import { statesOf } from './player-states';
import { Scenario } from './testing';

describe('player states and last words', () => {
	// 出局状态：角色不能参与讨论帖中的讨论、投票与发动技能。
	it('an out character cannot vote, act or be a target', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ kill: ['s8', 's3'] }).do({ type: 'i01/start-day' });
		expect(statesOf(g.state, 's3')).toEqual(['out']);
		expect(g.try({ type: 'i01/ballot', voter: 's3', target: 's8' })).toEqual(
			reject('i01.state-out', { seat: 's3' })
		);
		expect(g.try({ type: 'i01/ballot', voter: 's1', target: 's3' })?.code).toBe('i01.vote-target');
		g.do({ type: 'i01/close-day' }, { type: 'i01/start-night' });
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		expect(g.try({ type: 'i01/action', skill: 'divine', actor: 's1', target: 's3' })).toEqual(
			reject('i01.state-out', { seat: 's3' })
		);
	});

	// 罚下状态：……失去所有非<被动>、<触发>技能。 濒死状态：……可兼容癫狂状态与罚下状态。
	it('an ejected werewolf cannot kill; an ejected dying character still goes out', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ kill: ['s8', 's6'] }, 4);
		g.do({ type: 'i01/penalty', seat: 's6', article: '1.1', points: 12, reason: '私聊主办' });
		expect(statesOf(g.state, 's6')).toEqual(['dying', 'ejected']);
		g.do({ type: 'i01/penalty', seat: 's9', article: '1.1', points: 12, reason: '私聊主办' });
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		expect(statesOf(g.state, 's6')).toEqual(['out']);
		g.do({ type: 'i01/start-day' }, { type: 'i01/close-day' }, { type: 'i01/start-night' });
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		expect(g.try({ type: 'i01/action', skill: 'kill', actor: 's9', target: 's1' })).toEqual(
			reject('i01.state-ejected', { seat: 's9' })
		);
		// 遗言: the ejected character used up a place but may not post.
		expect(lastWordsRight(g.state, 's6')).toBe('ejected');
	});

	// 遗言有数量限制，只有前4名出局的角色可以留下遗言。遗言会在下一个游戏日白天予以公示。
	it('only the first four out leave last words, published the next day', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ kill: ['s8', 's4'], poison: ['s2', 's9'] });
		expect(outOrder(g.state)).toEqual(['s9', 's4', 's5']);
		expect(g.state.night?.feedback.filter((f) => f.text['zh-CN'].includes('遗言'))).toHaveLength(3);
		g.do({ type: 'i01/last-words', seat: 's4', text: '我是好人' });
		expect(dayStartAnnouncement(g.state, 2)).toBe(
			[
				'【第2天白天公示】',
				'昨夜出局：4号 丁、9号 壬、5号 戊',
				'',
				'4号 丁的遗言：',
				'我是好人'
			].join('\n')
		);
		g.do({ type: 'i01/start-day' }).vote({ s1: 's10' });
		g.night({ kill: ['s8', 's6'] });
		expect(lastWordsRight(g.state, 's10')).toBe('yes');
		expect(lastWordsRight(g.state, 's6')).toBe('no');
		expect(g.try({ type: 'i01/last-words', seat: 's6', text: '…' })?.code).toBe(
			'i01.no-last-words'
		);
	});
});

describe('public view', () => {
	// 除在身份阵营部分声明的身份外，游戏进行期间以任何方式出局的角色均不公示其身份。
	it('shows states and the sheriff but never roles, lovers, the lone wolf or 濒死', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ charm: ['s12', 's6'], kill: ['s8', 's2'] }, 4);
		const view = JSON.stringify(publicViewI01(g.state));
		for (const secret of ['wolf', 'witch', 'lover', 'lone', 'dying', 'kill', 'cause'])
			expect(view).not.toContain(secret);
		// Tonight's charm is announced when the day opens.
		expect(publicViewI01(g.state).rows[5]?.states).toEqual(['normal']);
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/start-day' });
		expect(publicViewI01(g.state).rows[5]?.states).toEqual(['charmed']);
		expect(publicViewI01(g.state).rows[1]?.states).toEqual(['out']);
		expect(publicViewI01(g.state).rows[0]?.sheriff).toBe(true);
	});

	it('keeps tonight’s lifted charms and passed badge for the dawn post', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ charm: ['s12', 's6'], kill: ['s8', 's3'] }).do({ type: 'i01/start-day' });
		g.vote({ s2: 's9' });
		// Tonight the wolves kill the sheriff and the witch poisons the piper: every charm ends.
		g.night({ kill: ['s8', 's1'], poison: ['s2', 's12'] });
		g.do({ type: 'i01/badge', to: 's4' });
		const night = publicViewI01(g.state).rows;
		expect(night[5]?.states).toEqual(['charmed']);
		expect(night[11]?.states).toEqual(['normal']);
		expect(night.filter((r) => r.sheriff).map((r) => r.seat)).toEqual(['s1']);
		g.do({ type: 'i01/start-day' });
		const day = publicViewI01(g.state).rows;
		expect(day[5]?.states).toEqual(['normal']);
		expect(day[11]?.states).toEqual(['out']);
		expect(day.filter((r) => r.sheriff).map((r) => r.seat)).toEqual(['s4']);
	});

	// 投票过程在当天计票结束后予以公布: after the count, in casting order, by day only.
	it('shows today’s ballots after the count, by day only', () => {
		const g = new Scenario().night0('s4', 's5');
		g.do({ type: 'i01/ballot', voter: 's2', target: 's9' });
		g.do({ type: 'i01/ballot', voter: 's1', target: null });
		expect(publicViewI01(g.state).ballots).toEqual([]);
		g.do({ type: 'i01/close-day' });
		expect(publicViewI01(g.state).ballots).toEqual([
			{ voter: 's2', target: 's9' },
			{ voter: 's1', target: null }
		]);
		g.do({ type: 'i01/start-night' });
		expect(publicViewI01(g.state).ballots).toEqual([]);
	});
});
