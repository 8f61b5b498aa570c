import { describe, expect, it } from 'vitest';
import { killHolders } from './night';
import { statesOf } from './player-states';
import { outCause as cause, Scenario } from './testing';

describe('lovers and Cupid', () => {
	// 【复仇】<触发>若情侣二人均为狼人，则当狼人全部出局后，爱神获得【杀人】。
	it('Cupid of two werewolf lovers gains the kill once every werewolf is out', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s8', 's9', 's10').vote({ s1: 's1' });
		g.night({ kill: ['s10', 's10'], poison: ['s2', 's11'] });
		g.do({ type: 'i01/start-day' }).vote({ s1: 's8', s2: 's8' });
		expect(cause(g.state, 's9')).toBe('lovers');
		expect(g.state.lostTeams).toEqual([]);
		expect(killHolders(g.state)).toEqual(['s7']);
		g.night({ kill: ['s7', 's3'] });
		expect(cause(g.state, 's3')).toBe('kill');
	});

	// 【遗志】<触发>若情侣中有狼人且情侣属于〖情侣阵营〗，当〖狼人阵营〗判负后，情侣获得技能【杀人】。
	it('lovers of the lovers’ team with a werewolf gain the kill when the werewolf team loses', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s1', 's8', 's9', 's9').vote({ s2: 's2' });
		expect(killHolders(g.state)).toEqual(['s9', 's10', 's11']);
		g.night({ kill: ['s9', 's9'], poison: ['s2', 's10'] });
		g.do({ type: 'i01/start-day' }).vote({ s2: 's11' });
		expect(g.state.lostTeams).toEqual(['wolves']);
		expect(g.state.result).toBeNull();
		expect(killHolders(g.state)).toEqual(['s1', 's8']);
	});

	// 【殉情】<触发>情侣中若有一人出局，另一人立即出局。
	it('a poisoned lover takes the other out at once, in 夜晚6', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ poison: ['s2', 's4'] }, 6);
		expect([cause(g.state, 's4'), cause(g.state, 's5')]).toEqual(['poison', 'lovers']);
		expect(g.state.night?.lines.map((l) => l.text['zh-CN'])).toContain('5号 戊出局（【殉情】）');
	});

	// 【预言】……若该角色属于〖村民阵营〗，则收到反馈“村民阵营”，否则收到反馈“非村民阵营”。
	it('the seer sees Cupid of eloped lovers as not village', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's9').vote({ s1: 's1' });
		g.night({ divine: ['s1', 's7'] }, 3);
		expect(g.state.night?.feedback[0]?.text['zh-CN']).toBe('7号 庚：非村民阵营');
	});

	// 【吹笛】……吹笛出局后，癫狂状态解除，并公示。
	it('the piper going out ends every charm', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ charm: ['s12', 's6'] });
		g.do({ type: 'i01/start-day' });
		expect(statesOf(g.state, 's6')).toEqual(['charmed']);
		g.vote({ s1: 's12' });
		expect(statesOf(g.state, 's6')).toEqual(['normal']);
		expect(g.state.lostTeams).toEqual(['piper']);
	});
});
