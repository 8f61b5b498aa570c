import { describe, expect, it } from 'vitest';
import { dayStartAnnouncement, stateTableText, voteAnnouncement } from './announce';
import { ROLE_NAMES, SKILL_NAMES, TEAM_NAMES } from './roles';
import { Scenario } from './testing';

// Issue 20, for I01: every post (the day-start post with its last words, the vote post, the
// 角色状态帖) over a set of scenarios names no hidden role (暗身份), no private night action and
// no secret skill. What the rules announce may be named: 癫狂, 出局, 警长 and 【殉职】, and
// 吹笛出局后，癫狂状态解除，并公示. The end of the game (游戏结束：…) reveals the winning team.

const ALLOWED = ['吹笛已出局，所有癫狂状态解除。', '【殉职】'];
const FORBIDDEN = [
	...Object.values(ROLE_NAMES).map((t) => t['zh-CN']),
	...Object.values(SKILL_NAMES).map((t) => t['zh-CN']),
	...Object.values(TEAM_NAMES).map((t) => t['zh-CN']),
	'金箭',
	'托孤',
	'孤狼',
	'情侣',
	'殉情',
	'濒死',
	'通灵'
];

function revealed(post: string): string[] {
	const kept = post
		.split('\n')
		.filter((l) => !l.startsWith('游戏结束') && !l.startsWith('流局'))
		.join('\n');
	const rest = ALLOWED.reduce((p, a) => p.split(a).join(' '), kept);
	return FORBIDDEN.filter((w) => rest.includes(w));
}

function everyPost(g: Scenario): string[] {
	const ph = g.state.phase;
	const n = ph.kind === 'day' || ph.kind === 'night' ? ph.n : g.state.days.length + 1;
	const posts = [stateTableText(g.state)];
	for (let d = 1; d <= n; d++)
		posts.push(voteAnnouncement(g.state, d), ...(d > 1 ? [dayStartAnnouncement(g.state, d)] : []));
	return posts.filter(Boolean);
}

const SCENARIOS: [string, () => Scenario][] = [
	[
		'a lover killed at night (殉情), the seer, the guard, a charm; the piper voted out',
		() =>
			new Scenario()
				.night0('s4', 's5')
				.vote({ s3: 's3' })
				.night({
					protect: ['s3', 's1'],
					charm: ['s12', 's6'],
					divine: ['s1', 's8'],
					kill: ['s8', 's4']
				})
				.do({ type: 'i01/last-words', seat: 's4', text: '我是好人，请大家投 12 号' })
				.do({ type: 'i01/start-day' })
				.vote({ s1: 's12', s2: 's12', s3: 's12' })
	],
	[
		'the sheriff voted out and succeeded; the witch saves and poisons',
		() =>
			new Scenario()
				.night0('s4', 's5')
				.vote({ s3: 's3' })
				.night({})
				.do({ type: 'i01/start-day' })
				.vote({ s1: 's3', s2: 's3', s4: 's3' })
				.do({ type: 'i01/badge', to: 's1' })
				.night({ kill: ['s8', 's1'], save: ['s2', 's1'], poison: ['s2', 's9'] })
				.do({ type: 'i01/start-day' })
	]
];

describe('I01 posts keep the secrets', () => {
	for (const [name, build] of SCENARIOS)
		it(name, () => {
			const posts = everyPost(build());
			expect(posts.length).toBeGreaterThan(3);
			for (const post of posts)
				expect({ post, revealed: revealed(post) }).toEqual({ post, revealed: [] });
		});

	it('the check itself catches a role or a private skill', () => {
		expect(revealed('昨夜出局：4号 丁（村民）')).toEqual(['村民']);
		expect(revealed('【守护】1号 甲')).toEqual(['守护']);
		expect(revealed('吹笛已出局，所有癫狂状态解除。')).toEqual([]);
	});
});
