import { reject } from '../../engine/types';
import { describe, expect, it } from 'vitest';
import { dayStartAnnouncement, endAnnouncement } from './announce';
import { I01_LOG } from './reduce';
import { statesOf } from './player-states';
import { Scenario, drawBeforeTheBlade, piperBeforeTheWin } from './testing';

describe('胜负判定', () => {
	// 〖吹笛阵营〗胜：所有未出局的非情侣村民与狼人均处于癫狂状态。
	// 胜利阵营确定后终止一切流程结算。
	it('the piper wins when every villager and werewolf not out and not a lover is charmed', () => {
		expect.hasAssertions();
		const g = piperBeforeTheWin();
		expect(g.state.result).toBeNull();
		g.do({ type: 'i01/start-day' }, { type: 'i01/close-day' });
		// The last werewolf is charmed in 夜晚2: the werewolves lose, the piper wins, and the
		// night stops there (the kill entered for 夜晚4 never resolves).
		g.night({ charm: ['s12', 's8'], kill: ['s8', 's12'] });
		expect(g.state.result).toMatchObject({ kind: 'win', team: 'piper' });
		expect(g.state.phase).toEqual({ kind: 'ended' });
		expect(g.state.lostTeams).toEqual(['wolves']);
		expect(statesOf(g.state, 's12')).toEqual(['normal']);
		expect(g.state.nights.at(-1)?.lines.map((l) => l.key)).toEqual([
			'n4.p1.none',
			'n4.charm',
			'lost.wolves',
			'win.piper'
		]);
		expect(endAnnouncement(g.state)).toBe(
			'游戏结束：吹笛阵营获胜（所有未出局的非情侣村民与狼人均处于癫狂状态）。'
		);
		expect(g.try({ type: 'i01/close-phase' })?.code).toBe('i01.ended');
		expect(I01_LOG.replay(g.history.log)).toEqual(g.state);
	});

	// 平局：所有阵营均满足判负条件……
	it('a draw when the last werewolf’s blade takes the last special villager', () => {
		expect.hasAssertions();
		const g = drawBeforeTheBlade();
		expect(dayStartAnnouncement(g.state, 4)).toContain('吹笛已出局，所有癫狂状态解除。');
		g.do({ type: 'i01/start-day' }).vote({ s1: 's8' });
		g.do({ type: 'i01/blade', target: 's1' });
		expect(g.state.result).toMatchObject({ kind: 'draw' });
		expect(g.state.lostTeams.sort()).toEqual(['piper', 'village', 'wolves']);
		expect(endAnnouncement(g.state)).toBe('游戏结束：平局（所有阵营均满足判负条件）。');
	});

	// ……或所有未处于出局或罚下状态的角色均提出议和。
	it('a draw by peace once every character not out or ejected proposes it', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.do({ type: 'i01/penalty', seat: 's12', article: '1.1', points: 12, reason: '私聊' });
		for (const seat of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10'])
			g.do({ type: 'i01/peace', seat, on: true });
		expect(g.try({ type: 'i01/peace', seat: 's12', on: true })).toEqual(
			reject('i01.state-ejected', { seat: 's12' })
		);
		expect(g.state.result).toBeNull();
		g.do({ type: 'i01/peace', seat: 's11', on: true });
		expect(g.state.result).toMatchObject({ kind: 'draw' });
		expect(endAnnouncement(g.state)).toContain('议和');
	});

	// 〖村民阵营〗负：……所有村民均处于出局或癫狂状态。 (a lost team stays lost)
	it('the village loses when its villagers are out or charmed, and stays lost', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s1', 's9').vote({ s1: 's1' });
		g.night({ charm: ['s12', 's4'] });
		g.do({ type: 'i01/start-day' }).vote({ s1: 's5' });
		g.night({ charm: ['s12', 's6'] });
		expect(g.state.lostTeams).toEqual(['village']);
		g.do({ type: 'i01/start-day' }).vote({ s1: 's12' });
		expect(statesOf(g.state, 's6')).toEqual(['normal']);
		expect(g.state.lostTeams).toEqual(['village', 'piper']);
		expect(g.state.result).toBeNull();
	});
});
