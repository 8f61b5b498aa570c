import { describe, expect, it } from 'vitest';
import { gainedSkills } from './index';
import { dayTwo } from './testing';

describe('the director’s table shows skills passed on', () => {
	// 替罪羊【冤死】……在遗言阶段后，替罪羊需指认一名良民获得该技能。
	it('marks the 良民 who inherited 【冤死】, and nobody else', () => {
		const g = dayTwo();
		g.voteCounts({ envoy: 3, nun: 3 });
		g.do({ type: 'scapegoat/passed', from: 'scapegoat', to: 'citizen1' });
		expect(gainedSkills(g.seat('citizen1')).map((x) => x['zh-CN'])).toEqual(['获得【冤死】']);
		expect(gainedSkills(g.seat('citizen2'))).toEqual([]);
		expect(gainedSkills(g.seat('blackWolf'))).toEqual([]);
	});
});
