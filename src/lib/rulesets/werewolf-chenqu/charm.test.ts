import { describe, expect, it } from 'vitest';
import { CHARMED_SOUNDS, charmedPostProblemsCQ } from './charm';
import { TestGame } from './testing';

describe('沉取场: a charmed player’s post', () => {
	// 处于吹笛状态的角色发言时只能发出动物叫声，使用标点或小镇的表情。
	it('allows animal sounds, punctuation and emoticons, and lists everything else', () => {
		const g = new TestGame().start();
		expect(charmedPostProblemsCQ(g.s, '汪汪！喵？……嗷~ [s:12] 🐺')).toEqual([]);
		expect(charmedPostProblemsCQ(g.s, '喵，我是好人')).toEqual(['我', '是', '好', '人']);
		// 不得使用密码、电码或暗号: letters and digits are not sounds.
		expect(charmedPostProblemsCQ(g.s, '汪 3 SOS')).toEqual(['3', 'S', 'O']);
	});

	it('lets a ballot name a player still in the game', () => {
		const g = new TestGame().start();
		expect(charmedPostProblemsCQ(g.s, '喵 envoy')).toEqual([]);
		expect(CHARMED_SOUNDS).toContain('汪');
	});
});
