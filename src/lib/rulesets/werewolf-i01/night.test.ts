import { reject } from '../../engine/types';
import { describe, expect, it } from 'vitest';
import { hasLost, hasStatus } from '../forum/marks';
import { I01_LOG } from './reduce';
import { dayStartAnnouncement } from './announce';
import { statesOf } from './player-states';
import { BOARD } from './roles';
import { type I01State, playerOf } from './state';
import { lineTexts, Scenario } from './testing';

const p = (s: I01State, seat: string) => {
	const x = playerOf(s, seat);
	if (!x) throw new Error(seat);
	return x;
};

/** A standard game: lovers 4号 and 5号 (two villagers), 8号 lone wolf, sheriff 1号. */
function toNight1(): Scenario {
	return new Scenario().night0('s4', 's5').vote({ s1: 's1', s2: 's1', s3: 's2' });
}

describe('setup and night zero', () => {
	it('deals the 12-player board with the seed, and replay equals the live state', () => {
		expect.hasAssertions();
		const h = I01_LOG.create({
			type: 'i01/create',
			at: 1,
			id: 'g',
			name: 'x',
			seed: 42,
			names: Array.from({ length: 12 }, (_, i) => `P${i + 1}`)
		});
		if ('rejected' in h) throw new Error();
		const dealt = I01_LOG.dispatch(h, { type: 'i01/deal', at: 2 });
		if ('rejected' in dealt) throw new Error();
		expect(dealt.state.players.map((x) => x.role).sort()).toEqual([...BOARD].sort());
		expect(I01_LOG.replay(dealt.log)).toEqual(dealt.state);
		const again = I01_LOG.dispatch(h, { type: 'i01/deal', at: 2 });
		expect(again).toEqual(dealt);
	});

	it('refuses a board other than 先知, 女巫, 守卫, 3 村民, 爱神, 4 狼人, 吹笛', () => {
		expect.hasAssertions();
		expect(() => new Scenario(['wolf', ...BOARD.slice(1)])).toThrow('i01.board');
	});

	// 【金箭】<强制>第零日夜晚，爱神须指定两名角色成为情侣……爱神转变为与情侣相同阵营。
	// 【私奔】若情侣的身份不属于同一个阵营，情侣均脱离其原阵营，形成〖情侣阵营〗。
	it('lovers of different teams elope into the lovers’ team, Cupid with them', () => {
		expect.hasAssertions();
		const g = new Scenario();
		expect(g.try({ type: 'i01/end-night0' })?.code).toBe('i01.arrows');
		g.do({ type: 'i01/arrows', a: 's1', b: 's9' });
		const s = g.state;
		expect([p(s, 's1').team, p(s, 's9').team, p(s, 's7').team]).toEqual([
			'lovers',
			'lovers',
			'lovers'
		]);
		expect(s.night0.lines.map((l) => l.key)).toEqual(['arrows', 'elope', 'cupid-team', 'legacy']);
		// 【托孤】若〖狼人阵营〗中角色数目大于2，则……任一狼人可以选择一名狼人获得孤狼身份。
		expect(g.try({ type: 'i01/lone-wolf', by: 's8', seat: 's9' })?.code).toBe('i01.lone-not-wolf');
		g.do({ type: 'i01/lone-wolf', by: 's8', seat: 's10' });
		expect(hasStatus(p(g.state, 's10').marks, 'lone-wolf')).toBe(true);
		expect(g.try({ type: 'i01/lone-wolf', by: 's8', seat: 's11' })?.code).toBe('i01.lone-done');
	});

	// 【奇缘】若情侣二人的身份类型相同，则爱神转变为与二者相同的身份类型。
	it('two werewolf lovers: Cupid joins the werewolf team and becomes a werewolf kind', () => {
		expect.hasAssertions();
		const g = new Scenario();
		expect(g.try({ type: 'i01/lone-wolf', by: 's8', seat: 's8' })?.code).toBe('i01.arrows-first');
		g.do({ type: 'i01/arrows', a: 's8', b: 's9' });
		const cupid = p(g.state, 's7');
		expect([cupid.team, cupid.kind]).toEqual(['wolves', 'wolf']);
		expect(g.state.night0.lines.map((l) => l.key)).toContain('revenge');
	});
});

describe('night phases 夜晚1…夜晚6', () => {
	// 11.进入第N天夜晚1 … 注：11至14步按照夜晚序号依次结算。
	it('accepts a skill only in its own phase', () => {
		expect.hasAssertions();
		const g = toNight1().do({ type: 'i01/start-night' });
		expect(g.try({ type: 'i01/action', skill: 'kill', actor: 's8', target: 's2' })).toEqual(
			reject('i01.wrong-phase', { skill: 'kill', slot: 4, step: 1 })
		);
		expect(g.try({ type: 'i01/action', skill: 'protect', actor: 's1', target: 's2' })).toEqual(
			reject('i01.not-holder', { seat: 's1', skill: 'protect' })
		);
	});

	// 技能发动：……可换行输入“确定”，此时“确定”前的最后一个对象即为技能目标对象，不可更改。
	// 否则以截止期限之前最后一个对象为准。
	it('the last target before the deadline counts, unless the player confirmed one', () => {
		expect.hasAssertions();
		const g = toNight1().do({ type: 'i01/start-night' });
		g.do({ type: 'i01/action', skill: 'protect', actor: 's3', target: 's1' });
		g.do({ type: 'i01/action', skill: 'protect', actor: 's3', target: 's6', confirmed: true });
		expect(g.try({ type: 'i01/action', skill: 'protect', actor: 's3', target: 's2' })?.code).toBe(
			'i01.target-confirmed'
		);
		expect(g.state.night?.actions.map((a) => a.target)).toEqual(['s6']);
	});

	// 【守护】……使之免疫【杀人】，每名角色只能成为该技能目标一次。
	it('夜晚1 protect vs 夜晚4 kill: the protected target does not become dying', () => {
		expect.hasAssertions();
		const g = toNight1().night({ protect: ['s3', 's2'], kill: ['s8', 's2'] });
		expect(p(g.state, 's2').out).toBeNull();
		expect(lineTexts(g.state)).toContain('8号 辛【杀人】2号 乙：目标受【守护】，免疫【杀人】');
		// 【通灵】<被动>……可得知当晚成为【杀人】、【撕咬】目标的角色名单 — protected or not.
		expect(g.state.night?.feedback).toContainEqual({
			seat: 's2',
			text: { 'zh-CN': '本晚【杀人】目标：2号 乙', en: "Tonight's kill target: 2号 乙" }
		});
		g.do({ type: 'i01/start-day' }, { type: 'i01/ballot', voter: 's1', target: null });
		g.do({ type: 'i01/close-day' }, { type: 'i01/start-night' });
		expect(g.try({ type: 'i01/action', skill: 'protect', actor: 's3', target: 's2' })).toEqual(
			reject('i01.once-per-target', { seat: 's2', skill: 'protect' })
		);
	});

	// 四、附加身份 情侣【奇缘】若情侣二人的身份类型相同，情侣免疫【守护】。
	it('lovers of one kind are immune to protection', () => {
		expect.hasAssertions();
		const g = toNight1().night({ protect: ['s3', 's4'], kill: ['s8', 's4'] });
		expect(lineTexts(g.state).some((l) => l.includes('情侣免疫【守护】'))).toBe(true);
		expect(p(g.state, 's4').out?.cause).toBe('kill');
		// 【殉情】情侣中若有一人出局，另一人立即出局。
		expect(p(g.state, 's5').out?.cause).toBe('lovers');
	});

	// 【吹笛】……若该角色不为情侣之一，则该角色进入癫狂状态。【隔音】……使之免疫【吹笛】。
	it('夜晚2 pipe: charms, but not a lover nor a soundproofed character', () => {
		expect.hasAssertions();
		const a = toNight1().night({ charm: ['s12', 's6'] }, 2);
		expect(statesOf(a.state, 's6')).toEqual(['charmed']);
		const b = toNight1().night({ mute: ['s3', 's6'], charm: ['s12', 's6'] }, 2);
		expect(statesOf(b.state, 's6')).toEqual(['normal']);
		expect(lineTexts(b.state)).toContain('吹笛12号 丑【吹笛】6号 己：目标受【隔音】保护，无效');
		const c = toNight1().night({ charm: ['s12', 's4'] }, 2);
		expect(statesOf(c.state, 's4')).toEqual(['normal']);
	});

	// 【预言】……若该角色属于〖村民阵营〗，则收到反馈“村民阵营”，否则收到反馈“非村民阵营”。
	it('夜晚3 divine: the seer learns the team at once', () => {
		expect.hasAssertions();
		const g = toNight1().night({ divine: ['s1', 's9'] }, 3);
		expect(g.state.night?.feedback).toContainEqual({
			seat: 's1',
			text: { 'zh-CN': '9号 壬：非村民阵营', en: '壬: not village team' }
		});
	});

	// 16.判定濒死状态的角色出局……（如果先知为情侣之一，则在此时而非夜晚3给出反馈）
	it('a seer who is a lover is told at the end of the night, not in phase 3', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s1', 's4').vote({ s1: 's2' });
		g.night({ divine: ['s1', 's7'] }, 3);
		expect(g.state.night?.feedback.filter((f) => !f.deferred)).toEqual([]);
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		expect(g.state.phase).toEqual({ kind: 'night', n: 1, step: 'dawn' });
		expect(g.state.night?.feedback).toContainEqual({
			seat: 's1',
			text: { 'zh-CN': '7号 庚：村民阵营', en: '庚: village team' }
		});
	});

	// 【救药】<单次>……使之脱离濒死状态。若该技能已发动，则女巫失去【通灵】。
	it('夜晚6 antidote saves the dying target and the witch loses her sense', () => {
		expect.hasAssertions();
		const g = toNight1().night({ kill: ['s8', 's6'], save: ['s2', 's6'] });
		expect(p(g.state, 's6').out).toBeNull();
		expect(hasLost(p(g.state, 's2').marks, 'sense')).toBe(true);
		expect(dayStartAnnouncement(g.state, 2)).toContain('昨夜无人出局');
		g.do({ type: 'i01/start-day' }, { type: 'i01/close-day' }, { type: 'i01/start-night' });
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		g.do({ type: 'i01/action', skill: 'kill', actor: 's8', target: 's5' });
		g.do({ type: 'i01/close-phase' });
		expect(g.state.night?.feedback.some((f) => f.seat === 's2')).toBe(false);
		g.do({ type: 'i01/close-phase' });
		expect(g.try({ type: 'i01/action', skill: 'save', actor: 's2', target: 's5' })).toEqual(
			reject('i01.used', { skill: 'save' })
		);
	});

	// 【毒药】<单次>……若女巫当晚未由于【杀人】或【撕咬】出局，则该角色出局。
	it('夜晚6 poison fails when the witch is dying from the kill, works if she saved herself', () => {
		expect.hasAssertions();
		const a = toNight1().night({ kill: ['s8', 's2'], poison: ['s2', 's9'] });
		expect(p(a.state, 's9').out).toBeNull();
		expect(p(a.state, 's2').out?.cause).toBe('kill');
		const b = toNight1().night({ kill: ['s8', 's2'], save: ['s2', 's2'], poison: ['s2', 's9'] });
		expect(p(b.state, 's2').out).toBeNull();
		expect(p(b.state, 's9').out?.cause).toBe('poison');
	});

	// 若存在多人出局，则按照进入濒死状态的时间先后顺序公示（若未经濒死状态直接出局，则按照出局时间为准）。
	it('announces the night’s outs by time of dying: the killed before the poisoned', () => {
		expect.hasAssertions();
		const g = toNight1().night({ kill: ['s8', 's6'], poison: ['s2', 's10'] });
		expect(p(g.state, 's10').out?.seq).toBeLessThan(p(g.state, 's6').out?.seq ?? 0);
		const text = dayStartAnnouncement(g.state, 2);
		expect(text).toContain('昨夜出局：6号 己、10号 癸');
		expect(text).not.toContain('狼人');
		expect(lineTexts(g.state)).toEqual([
			'夜晚1：无人发动技能',
			'夜晚2：无人发动技能',
			'夜晚3：无人发动技能',
			'8号 辛【杀人】6号 己：进入濒死状态',
			'女巫【通灵】：本晚【杀人】目标：6号 己',
			'夜晚5：本板子无夜晚5技能',
			'女巫2号 乙【毒药】10号 癸：出局',
			'夜晚结束：濒死的6号 己出局'
		]);
	});

	it('lets the 主办 void a line before the phase closes, logged and undoable', () => {
		expect.hasAssertions();
		const g = toNight1().night({ kill: ['s8', 's6'] }, 3);
		g.do({ type: 'i01/action', skill: 'kill', actor: 's8', target: 's6' });
		g.do({ type: 'i01/override', key: 'n1.kill', reason: '狼人回复格式错误' });
		g.do({ type: 'i01/close-phase' });
		expect(hasStatus(p(g.state, 's6').marks, 'dying')).toBe(false);
		expect(g.state.night?.lines.find((l) => l.key === 'n1.kill')?.voided).toBe('狼人回复格式错误');
		expect(g.state.night?.feedback).toContainEqual({
			seat: 's2',
			text: { 'zh-CN': '本晚没有【杀人】目标', en: 'No kill target tonight' }
		});
		expect(I01_LOG.replay(g.history.log)).toEqual(g.state);
		const undone = I01_LOG.undo(g.history);
		if ('rejected' in undone) throw new Error();
		expect(undone.state.phase).toEqual({ kind: 'night', n: 1, step: 4 });
	});
});
