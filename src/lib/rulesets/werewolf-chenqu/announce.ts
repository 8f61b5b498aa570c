import { hasLastWords } from './gates';
import { nameOf, seatOf } from './seats';
import { type Fact, type FactKind, LAST_WORDS, type WerewolfState } from './state';

/** FAQ 4's fixed announcements, in the wording of the seed. */
const FIXED: Partial<Record<FactKind, string>> = {
	elderOut: '长老出局！',
	piperOut: '吹笛者出局！',
	envoy: '出使技能发动！',
	scapegoatOut: '替罪羊出局！',
	sheriffChanged: '警长替换',
	dieHardOut: '死士出局！',
	assassin: '刺客发动技能！'
};

const names = (s: WerewolfState, facts: readonly Fact[]) =>
	facts.flatMap((f) => f.seats.map((id) => nameOf(s, id))).join('、');

function specials(s: WerewolfState, facts: readonly Fact[]): string[] {
	const out: string[] = [];
	for (const f of facts) {
		const fixed = FIXED[f.kind];
		if (fixed) out.push(fixed);
		if (f.kind === 'slander') out.push(`【诽谤】生效：${names(s, [f])} 代替得票最高者出局`);
		if (f.kind === 'bloodline') out.push(`【血统】生效：${names(s, [f])} 代替得票最高者出局`);
		if (f.kind === 'ejected') out.push(`${names(s, [f])} 累计扣满 12 分，罚下`);
		if (f.kind === 'restored') out.push(`${names(s, [f])} 的罚下撤销`);
	}
	return out;
}

/**
 * The post right after a day's count (投票结束后立即公示): who went out (or the new sheriff on
 * day 1), then what the vote set off, in time order. Identities are never announced.
 */
export function votePost(s: WerewolfState, day: number): string {
	const facts = s.facts.filter((f) => f.when.phase === 'day' && f.when.n === day && f.immediate);
	const lines = [`【第${day}天 计票结果】`];
	const sheriff = day === 1 ? facts.find((f) => f.kind === 'sheriff') : undefined;
	if (day === 1) lines.push(sheriff ? `${names(s, [sheriff])} 当选警长。` : '无人当选警长。');
	const outs = facts.filter((f) => f.kind === 'out');
	if (day > 1 || outs.length > 0)
		lines.push(outs.length ? `出局：${names(s, outs)}` : '无人出局。');
	lines.push(...specials(s, facts));
	const successions = facts.filter((f) => f.kind === 'sheriff' && f !== sheriff);
	for (const f of successions) lines.push(`警长【殉职】：${names(s, [f])} 继任警长`);
	// 遗言在下一个游戏日白天开始时公示: only when someone out leaves last words.
	const words = facts
		.filter((f) => f.kind === 'out')
		.flatMap((f) => f.seats)
		.some((id) => {
			const x = seatOf(s, id);
			return !!x && hasLastWords(s, x);
		});
	if (words) lines.push('遗言将在下一个游戏日白天开始时公示。');
	return lines.join('\n');
}

/**
 * The post at the start of day `n` (每个游戏日白天开始时): the previous day's vote outs, the
 * night's outs in time order, who was charmed, the fixed announcements of FAQ 4, the sheriff,
 * and the last words of the first five out.
 */
export function dayStartPost(s: WerewolfState, n: number): string {
	const prevDay = s.facts.filter((f) => f.when.phase === 'day' && f.when.n === n - 1);
	const night = s.facts.filter((f) => f.when.phase === 'night' && f.when.n === n - 1);
	const lines = [`【第${n}天 白天开始】`];
	if (n > 1) {
		const voteOuts = prevDay.filter((f) => f.kind === 'out');
		lines.push(`第${n - 1}天出局：${voteOuts.length ? names(s, voteOuts) : '无'}`);
	}
	const nightOuts = night.filter((f) => f.kind === 'out');
	lines.push(`夜晚出局：${nightOuts.length ? names(s, nightOuts) : '无人出局'}`);
	const charmed = night.filter((f) => f.kind === 'charmed');
	if (charmed.length) lines.push(`夜晚被吹笛：${names(s, charmed)}`);
	lines.push(...specials(s, [...prevDay.filter((f) => !f.immediate), ...night]));
	// The sheriff as of that morning: the last badge change before it (day k, then night k).
	const key = (w: { phase: 'day' | 'night'; n: number }) => w.n * 2 + (w.phase === 'night' ? 1 : 0);
	const morning = 2 * n - 1;
	const changes = s.facts.filter(
		(f) =>
			(f.kind === 'sheriff' || f.kind === 'sheriffChanged' || f.kind === 'sheriffCleared') &&
			key(f.when) <= morning
	);
	const holder = changes.length ? changes[changes.length - 1]?.seats[0] : undefined;
	const badge = holder ? seatOf(s, holder) : undefined;
	const gone = !!badge?.out && key(badge.out.when) <= morning;
	lines.push(`当日警长：${!badge ? '无' : gone ? '待继任' : badge.name}`);
	const words = [...prevDay, ...night]
		.filter((f) => f.kind === 'out')
		.flatMap((f) => f.seats)
		.map((id) => seatOf(s, id))
		.filter((x) => x?.out && x.out.order <= LAST_WORDS);
	if (words.length) {
		lines.push('', '【遗言】');
		for (const x of words) if (x) lines.push(`${x.name}：${s.lastWords[x.id] ?? '（无遗言）'}`);
	}
	return lines.join('\n');
}
