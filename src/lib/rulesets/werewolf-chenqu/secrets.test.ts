import { describe, expect, it } from 'vitest';
import { hasStatus } from '../forum/marks';
import { ROLES, SKILLS, ST, TEAM_NAMES, dayStartPost, votePost } from './index';
import { TestGame } from './testing';

// Issue 20, for 沉取场: every post (the vote post, the day-start post with its last words) over a
// set of scenarios names no hidden role, no 装傻, no private night action and no secret skill.
// 游戏进行期间以任何方式出局的角色均不公示其身份。 Only what the rules announce may be named:
// FAQ 4's fixed lines, the piper's charms (夜晚被吹笛的角色), 诽谤 and 血统 when they put someone
// out (并公示), the sheriff's 殉职.

const ALLOWED = [
	'长老出局！',
	'吹笛者出局！',
	'出使技能发动！',
	'替罪羊出局！',
	'死士出局！',
	'刺客发动技能！',
	'夜晚被吹笛',
	'【诽谤】生效',
	'【血统】生效',
	'警长【殉职】'
];
const FORBIDDEN = [
	...ROLES.map((r) => r.name['zh-CN']),
	...SKILLS.map((s) => s.name['zh-CN']),
	...Object.values(TEAM_NAMES).map((t) => t['zh-CN']),
	'装傻',
	'情侣',
	'殉情',
	'归群',
	'爱神之箭',
	'通灵',
	'志继',
	'冤死',
	'枭首',
	'威信',
	'复仇'
];

function everyPost(g: TestGame): string[] {
	const n = g.s.day?.n ?? g.s.night?.n ?? 0;
	const posts: string[] = [];
	for (let d = 1; d <= n; d++) posts.push(votePost(g.s, d), dayStartPost(g.s, d));
	return posts;
}

/** What a post gives away: forbidden words, a feigning idiot named, two outcomes in one post. */
function revealed(post: string, g?: TestGame): string[] {
	const rest = ALLOWED.reduce((p, a) => p.split(a).join(' '), post);
	const found = FORBIDDEN.filter((w) => rest.includes(w));
	if (post.includes('无人出局')) {
		// 装傻……但不予公示: a count that put nobody out names nobody who feigned.
		for (const x of g?.s.seats ?? [])
			if (hasStatus(x, ST.feigned) && post.includes(x.name)) found.push(`feint:${x.name}`);
		// One post, one outcome: nobody out, and nobody out “in place of” the top either.
		if (post.includes('代替得票最高者出局')) found.push('two outcomes');
	}
	return found;
}

const day2 = (night: Parameters<TestGame['night']>[0]) =>
	new TestGame().start(['citizen1', 'wolfLeader']).vote('seer').night(night);

const SCENARIOS: [string, () => TestGame][] = [
	[
		'a busy first night: charm, slander, shield, kill on a lover, seer, witch',
		() =>
			day2({
				charm: ['piper', 'guard'],
				slander: ['slanderer', 'idiot'],
				shield: ['guard', 'witch'],
				kill: ['blackWolf', 'citizen1'],
				divine: ['seer', 'wolfLeader'],
				antidote: ['witch', 'elder'],
				faith: ['nun', 'envoy']
			}).do({ type: 'lastWords/set', seat: 'citizen1', text: '我是好人，明天投 9 号' })
	],
	[
		'a slandered idiot who feigns, then 断肠 puts the idiot out',
		() => {
			const g = day2({ slander: ['slanderer', 'idiot'] });
			const voters = g.s.seats.filter((x) => !x.out && x.id !== 'seer').map((x) => x.id);
			const b: Record<string, string> = {};
			voters.slice(0, 3).forEach((v) => (b[v] = 'guard'));
			voters.slice(3, 5).forEach((v) => (b[v] = 'idiot'));
			return g.vote(b, true).night({ heartbreak: ['piper', 'idiot'], poison: ['witch', 'envoy'] });
		}
	],
	[
		'slandered and redeemed; the elder voted out; the sheriff voted out and succeeded',
		() => {
			const g = day2({ slander: ['slanderer', 'envoy'], redeem: ['nun', 'envoy'] });
			g.vote({ witch: 'guard', elder: 'guard', guard: 'envoy' }).night({
				charm: ['piper', 'guard']
			});
			g.vote({ witch: 'elder', guard: 'elder' }).night({ finale: ['piper', 'guard'] }, false);
			g.do({ type: 'day/started' }).vote({ witch: 'seer', guard: 'seer', nun: 'seer' });
			return g.do({ type: 'sheriff/succeeded', from: 'seer', to: 'witch' });
		}
	]
];

describe('沉取场 posts keep the secrets', () => {
	for (const [name, build] of SCENARIOS)
		it(name, () => {
			const g = build();
			const posts = everyPost(g);
			expect(posts.length).toBeGreaterThan(2);
			for (const post of posts)
				expect({ post, revealed: revealed(post, g) }).toEqual({ post, revealed: [] });
		});

	it('the check itself catches a role, a feint or a private skill', () => {
		expect(revealed('出局：甲（预言家）')).toEqual(['预言家', '预言']);
		expect(revealed('乙 发动【装傻】')).toEqual(['装傻']);
		expect(revealed('长老出局！\n吹笛者出局！')).toEqual([]);
	});
});
