import { forumStamp } from '../forum/forum-clock';
import { penaltyTotal } from '../forum/penalties';
import { inPostOrder } from './day';
import { articleById, standingOf } from './penalty-code';
import { type I01StateId, STATE_NAMES, statesOf } from './player-states';
import { TEAM_NAMES } from './roles';
import { type I01State, type Notice, isEjectedSeat, isSheriff, playerOf, seatLabel } from './state';

/**
 * Forum posts as copyable Chinese text (公示): the day-start announcement, the vote count, the
 * 角色状态帖 table and the end of the game. Roles are never shown (every role is 暗身份).
 */

/** Minutes in 东八区 (the forum's clock), from an event time in ms. */
export function clockUTC8(at: number): string {
	const minutes = Math.floor(at / 60000) + 8 * 60;
	const m = ((minutes % 1440) + 1440) % 1440;
	return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const byOrder = (a: Notice, b: Notice) => a.order - b.order || a.seq - b.seq;

/**
 * 第N天白天 opens: last night's events, same kinds together, each kind in the order it happened;
 * the characters out in the order they became 濒死 (or went out, when never 濒死).
 */
export function dayStartAnnouncement(s: I01State, day: number): string {
	const night = day - 1;
	const ofNight = s.notices.filter((x) => x.when.kind === 'night' && x.when.n === night);
	const outs = ofNight.filter((x) => x.kind === 'out').sort(byOrder);
	const charms = ofNight.filter((x) => x.kind === 'charm').sort(byOrder);
	const lines = [`【第${day}天白天公示】`];
	lines.push(
		outs.length ? `昨夜出局：${outs.map((x) => seatLabel(s, x.seat)).join('、')}` : '昨夜无人出局。'
	);
	if (charms.length)
		lines.push(`昨夜进入癫狂状态：${charms.map((x) => seatLabel(s, x.seat)).join('、')}`);
	if (ofNight.some((x) => x.kind === 'uncharm')) lines.push('吹笛已出局，所有癫狂状态解除。');
	for (const x of ofNight.filter((x) => x.kind === 'sheriff').sort(byOrder))
		lines.push(`【殉职】${seatLabel(s, x.seat)}继任警长。`);
	const words = s.players.filter((p) => {
		const w = p.out?.when;
		return (
			w &&
			((w.kind === 'night' && w.n === night) || (w.kind === 'day' && w.n === night)) &&
			s.lastWords[p.seat]
		);
	});
	for (const p of words)
		lines.push('', `${seatLabel(s, p.seat)}的遗言：`, s.lastWords[p.seat] as string);
	// A game decided at night ends with this post; one decided by a vote, with the vote's.
	if (s.result && s.phase.kind === 'ended' && s.day === null) lines.push('', endAnnouncement(s));
	return lines.join('\n');
}

/** 投票过程在当天计票结束后予以公布: every ballot with its time, the totals and the result. */
export function voteAnnouncement(s: I01State, day: number): string {
	const rec = s.day?.n === day ? s.day : s.days.find((d) => d.n === day);
	if (!rec) return '';
	const lines = [`【第${day}天投票结果】`];
	// The 2.1 goes to whoever was sheriff when the ballots were counted (or is now, before it).
	const counted = rec.tally && rec.sheriff !== undefined;
	for (const b of inPostOrder(rec.ballots)) {
		const voter = playerOf(s, b.voter);
		const sheriff = counted ? rec.sheriff === b.voter : voter ? isSheriff(voter) : false;
		// The post's floor and time as the forum shows them; never when the 主办 typed it.
		const post = [
			...(b.floor !== undefined ? [`${b.floor}楼`] : []),
			// With its date: a game day runs over two calendar days (06:00 to 21:00 the next day).
			...(b.postedAt ? [forumStamp(Date.parse(b.postedAt))] : [])
		];
		lines.push(
			`${post.length ? `${post.join(' ')} ` : ''}${seatLabel(s, b.voter)}${sheriff && day > 1 ? '（警长，2.1票）' : ''} → ${b.target ? seatLabel(s, b.target) : '弃票'}`
		);
	}
	if (rec.tally) {
		const totals = Object.entries(rec.tally.adjusted)
			.sort((a, b) => b[1] - a[1])
			.map(([seat, v]) => `${seatLabel(s, seat)} ${v}票`);
		lines.push('', `得票：${totals.join('，') || '无'}`);
		if (day === 1)
			lines.push(rec.result ? `${seatLabel(s, rec.result)}当选警长。` : '无人当选警长。');
		else {
			const outs = s.notices
				.filter((x) => x.kind === 'out' && x.when.kind === 'day' && x.when.n === day)
				.sort((a, b) => a.seq - b.seq);
			lines.push(
				outs.length
					? `出局：${outs.map((x) => seatLabel(s, x.seat)).join('、')}`
					: rec.result
						? `${seatLabel(s, rec.result)}得票最多，等待结算。`
						: '最高票不唯一或无人得票，无人出局。'
			);
		}
		lines.push(...dayEvents(s, day));
	}
	if (s.result && s.phase.kind === 'ended' && s.day?.n === day) lines.push('', endAnnouncement(s));
	return lines.join('\n');
}

/**
 * 白天发生的事件即时公示: what the count set off by day, in the vote post: the charms ending when
 * the piper went out, and the successor a sheriff who went out named (【殉职】).
 */
function dayEvents(s: I01State, day: number): string[] {
	const ofDay = s.notices.filter((x) => x.when.kind === 'day' && x.when.n === day).sort(byOrder);
	const lines: string[] = [];
	if (ofDay.some((x) => x.kind === 'uncharm')) lines.push('吹笛已出局，所有癫狂状态解除。');
	// Day 1's first sheriff notice is the election itself.
	const badges = ofDay.filter((x) => x.kind === 'sheriff').slice(day === 1 ? 1 : 0);
	for (const x of badges) lines.push(`【殉职】${seatLabel(s, x.seat)}继任警长。`);
	return lines;
}

export function endAnnouncement(s: I01State): string {
	const r = s.result;
	if (!r) return '';
	if (r.kind === 'win')
		return `游戏结束：${TEAM_NAMES[r.team]['zh-CN']}获胜（${r.reason['zh-CN']}）。`;
	if (r.kind === 'draw') return `游戏结束：平局（${r.reason['zh-CN']}）。`;
	return `流局：${r.reason}`;
}

export interface StateRow {
	no: number;
	seat: string;
	name: string;
	states: I01StateId[];
	sheriff: boolean;
	points: number;
	yellowCards: number;
}

/** 角色状态帖: each character's public state (濒死 is never public: it only exists at night). */
export function stateTable(s: I01State): StateRow[] {
	return s.players.map((p, i) => {
		const st = standingOf(s.penalties, p.seat);
		return {
			no: i + 1,
			seat: p.seat,
			name: p.name,
			states: statesOf(s, p.seat).filter((x) => x !== 'dying').length
				? statesOf(s, p.seat).filter((x) => x !== 'dying')
				: ['normal'],
			sheriff: isSheriff(p),
			points: st.total,
			yellowCards: st.yellowCards
		};
	});
}

/** One announcement made so far: a day's vote result, or the post opening day `day`. */
export interface PublicEntry {
	day: number;
	part: 'vote' | 'dayStart';
	items: { kind: Notice['kind']; seat: string | null }[];
	/** Last words published with this post (遗言会在下一个游戏日白天予以公示). */
	lastWords: { seat: string; text: string }[];
}

/**
 * The announcements the table has been given so far, oldest first: each day's vote result and
 * each day-start post with the last words it published. Tonight's events and last words not yet
 * due are left out.
 */
export function publicHistory(s: I01State): PublicEntry[] {
	const ph = s.phase;
	// The day whose opening post is the latest one made. A game that ended by day made no more;
	// one that ended at night closes with the next day's opening post.
	const endedAtNight = (s.night ?? s.nights.at(-1))?.n ?? 0;
	const opened =
		ph.kind === 'day' || ph.kind === 'night'
			? ph.n
			: ph.kind === 'ended'
				? s.day
					? s.day.n
					: endedAtNight + 1
				: 0;
	const entries: PublicEntry[] = [];
	const last = Math.max(opened, ...s.notices.map((n) => n.when.n));
	for (let day = 1; day <= last; day++) {
		if (day > 1 && day <= opened) {
			const night = day - 1;
			const items = s.notices
				.filter((n) => n.when.kind === 'night' && n.when.n === night)
				.sort(byOrder)
				.map((n) => ({ kind: n.kind, seat: n.seat }));
			const lastWords = s.players
				.filter((p) => p.out && p.out.when.n === night && s.lastWords[p.seat])
				.sort((a, b) => (a.out?.order ?? 0) - (b.out?.order ?? 0))
				.map((p) => ({ seat: p.seat, text: s.lastWords[p.seat] as string }));
			entries.push({ day, part: 'dayStart', items, lastWords });
		}
		const voted = s.notices
			.filter((n) => n.when.kind === 'day' && n.when.n === day)
			.sort((a, b) => a.seq - b.seq)
			.map((n) => ({ kind: n.kind, seat: n.seat }));
		if (voted.length) entries.push({ day, part: 'vote', items: voted, lastWords: [] });
	}
	return entries;
}

/**
 * What the players may see (the tablet turned to the table, or the 角色状态帖): phase, each
 * character's public state and the sheriff, the announcements so far and the result. Roles,
 * teams, lovers, the lone wolf and 濒死 are never part of it.
 */
export function publicViewI01(s: I01State) {
	// Tonight's events are announced when the day opens, not before.
	const tonight = (n: Notice) =>
		s.phase.kind === 'night' && n.when.kind === 'night' && n.when.n === s.phase.n;
	const pending = s.notices.filter(tonight);
	const told = s.notices.filter((n) => !tonight(n));
	// A charm lifted or a badge passed tonight is told at dawn too: until then the table keeps the
	// charms and the sheriff it was last told of.
	const uncharmed = pending.some((n) => n.kind === 'uncharm');
	const lastUncharm = Math.max(-1, ...told.filter((n) => n.kind === 'uncharm').map((n) => n.seq));
	const charmedTold = new Set(
		told.filter((n) => n.kind === 'charm' && n.seq > lastUncharm).map((n) => n.seat)
	);
	const badgePassed = pending.some((n) => n.kind === 'sheriff');
	const sheriffTold = told.filter((n) => n.kind === 'sheriff').at(-1)?.seat ?? null;
	const rows = stateTable(s).map((r) => {
		const hide = (kind: Notice['kind']) =>
			pending.some((n) => n.kind === kind && n.seat === r.seat);
		let states = r.states.filter(
			(x) => x !== 'normal' && !(x === 'out' && hide('out')) && !(x === 'charmed' && hide('charm'))
		);
		if (hide('out') && isEjectedSeat(s, r.seat)) states = ['ejected'];
		if (
			uncharmed &&
			charmedTold.has(r.seat) &&
			!states.includes('out') &&
			!states.includes('charmed')
		)
			states = [...states, 'charmed'];
		return {
			...r,
			sheriff: badgePassed ? r.seat === sheriffTold : r.sheriff,
			states: states.length ? states : (['normal'] as I01StateId[])
		};
	});
	return {
		phase: s.phase,
		rows,
		notices: s.notices
			.filter((n) => !tonight(n))
			.map((n) => ({ when: n.when, kind: n.kind, seat: n.seat, order: n.order })),
		// 投票过程在当天计票结束后予以公布: today's ballots are shown once the count is closed.
		ballots:
			s.phase.kind === 'day' && s.day?.tally
				? inPostOrder(s.day.ballots).map((b) => ({ voter: b.voter, target: b.target }))
				: [],
		result: s.phase.kind === 'ended' ? s.result : null,
		history: publicHistory(s)
	};
}

export type I01PublicView = ReturnType<typeof publicViewI01>;

export function stateTableText(s: I01State): string {
	const rows = publicViewI01(s).rows.map((r) =>
		[
			`${r.no}号 ${r.name}`,
			r.states.map((x) => STATE_NAMES[x]['zh-CN']).join('、'),
			...(r.sheriff ? ['警长'] : []),
			`扣分${r.points}`,
			...(r.yellowCards ? [`黄牌${r.yellowCards}`] : [])
		].join('｜')
	);
	return ['【角色状态】', ...rows].join('\n');
}

export interface PenaltyRecord {
	seat: string;
	no: number;
	name: string;
	total: number;
	yellowCards: number;
	red: boolean;
	ejected: boolean;
	ban: string | null;
	entries: {
		id: string;
		article: string | null;
		ref: string | null;
		title: string | null;
		points: number;
		reason: string;
		at: number;
	}[];
}

/** A player's record for the 选手档案 (JSON-ready). */
export function penaltyRecord(s: I01State, seat: string): PenaltyRecord {
	const i = s.players.findIndex((p) => p.seat === seat);
	const st = standingOf(s.penalties, seat);
	return {
		seat,
		no: i + 1,
		name: s.players[i]?.name ?? seat,
		total: penaltyTotal(s.penalties, seat),
		yellowCards: st.yellowCards,
		red: st.red,
		ejected: st.ejected,
		ban: st.ban ? st.ban['zh-CN'] : null,
		entries: s.penalties
			.filter((e) => e.seat === seat)
			.map((e) => {
				const a = e.article ? articleById(e.article) : undefined;
				return {
					id: e.id,
					article: e.article ?? null,
					ref: a ? `第二章${a.ref}` : null,
					title: a ? a.title['zh-CN'] : null,
					points: e.points,
					reason: e.reason,
					at: e.at
				};
			})
	};
}

export function penaltyRecords(s: I01State): PenaltyRecord[] {
	return s.players.map((p) => penaltyRecord(s, p.seat));
}

export function penaltyRecordText(s: I01State, seat: string): string {
	const r = penaltyRecord(s, seat);
	const head = `${r.no}号 ${r.name}：本场扣${r.total}分，黄牌${r.yellowCards}张${r.red ? '（红字）' : ''}${r.ejected ? '，已罚下' : ''}${r.ban ? `；${r.ban}` : ''}`;
	const rows = r.entries.map(
		(e, i) =>
			`${i + 1}. ${forumStamp(e.at)} ${e.ref ? `${e.ref} ${e.title}` : '其他'}：扣${e.points}分${e.reason ? `（${e.reason}）` : ''}`
	);
	return [head, ...rows].join('\n');
}
