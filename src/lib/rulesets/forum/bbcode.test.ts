import { describe, expect, it } from 'vitest';
import { dayStartPost, votePost } from '../werewolf-chenqu';
import { TestGame } from '../werewolf-chenqu/testing';
import { dayStartAnnouncement, stateTableText, voteAnnouncement } from '../werewolf-i01';
import { Scenario } from '../werewolf-i01/testing';
import { inMarkup, stripBBCode, toBBCode, wellFormed } from './bbcode';

/** An I01 game to day 2, 9号 voted out on day 2 with last words, and 3号 out that night. */
function i01Posts(): string[] {
	const g = new Scenario()
		.night0('s4', 's5')
		.vote({ s3: 's3' })
		.night({ kill: ['s8', 's1'] });
	g.do({ type: 'i01/last-words', seat: 's1', text: '我是村民。\n第二行：守卫请守2号' });
	g.do({ type: 'i01/start-day' });
	return [dayStartAnnouncement(g.state, 2), voteAnnouncement(g.state, 1), stateTableText(g.state)];
}

function chenquPosts(): string[] {
	const g = new TestGame().start().vote('seer').night({});
	return [votePost(g.s, 1), dayStartPost(g.s, 2)];
}

describe('posts in the forum’s markup (BBCode)', () => {
	const posts = () => [...i01Posts(), ...chenquPosts()];

	it('says the same as the plain post: the tags removed give it back exactly', () => {
		expect.hasAssertions();
		for (const plain of posts()) {
			const bb = toBBCode(plain);
			expect(stripBBCode(bb)).toBe(plain);
			expect(inMarkup(plain, 'plain')).toBe(plain);
			expect(inMarkup(plain, 'bbcode')).toBe(bb);
		}
	});

	it('is well formed: every [b], [color] and [quote] closed in order', () => {
		expect.hasAssertions();
		for (const plain of posts()) expect(wellFormed(toBBCode(plain))).toBe(true);
		expect(wellFormed('[b][quote]x[/b][/quote]')).toBe(false);
		expect(wellFormed('[b]x')).toBe(false);
	});

	it('titles bold and coloured, labels bold, last words quoted', () => {
		expect.hasAssertions();
		const [dayStart, vote] = i01Posts() as [string, string];
		const bb = toBBCode(dayStart);
		expect(bb.split('\n')[0]).toBe('[b][color=#b22222]【第2天白天公示】[/color][/b]');
		expect(bb).toContain('[b]1号 甲的遗言：[/b]\n[quote]我是村民。\n第二行：守卫请守2号[/quote]');
		expect(toBBCode(vote)).toMatch(/^\[b\]得票：\[\/b\]/m);
		expect(toBBCode('【遗言】\n甲：再见')).toBe(
			'[b][color=#b22222]【遗言】[/color][/b]\n[b]甲：[/b][quote]再见[/quote]'
		);
	});
});
