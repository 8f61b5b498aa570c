import { describe, expect, it } from 'vitest';
import { TestGame } from './testing';

describe('【卫道】 lasts the night it is used (docs/werewolf.md)', () => {
	// 修女【卫道】游戏日夜晚，修女可以选择一名角色，使其免疫技能【预言】。每名角色整局游戏只能成为该技能的目标一次。
	it('hides the target from 预言 that night only', () => {
		const g = new TestGame().start().vote({});
		g.night({ faith: ['nun', 'blackWolf'], divine: ['seer', 'blackWolf'] });
		expect(g.nightLines()).toContain('【预言】seer 查验 blackWolf：目标受【卫道】保护，无反馈');
		g.vote({}).night({ divine: ['seer', 'blackWolf'] });
		expect(g.nightLines()).toContain('【预言】seer 查验 blackWolf：狼人');
	});
});
