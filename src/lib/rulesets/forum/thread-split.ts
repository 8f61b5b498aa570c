import { type ThreadPlayer, authorOf, half, norm } from './thread-names';

/**
 * Splits a pasted forum thread into posts the way forums lay them out when copied from the
 * browser: one line per post, or Discuz's block layout (author, “发表于 <time> | 只看该作者”, floor
 * line, words). What a post quotes belongs to the post and is kept apart from its own words: a
 * [quote] block, lines starting with “>”, the “引用: / 原帖由 X 于 … 发表” box, and Discuz's copied
 * quote (“小明 发表于 2026-12-2 10:12” and the quoted words under it). Lines are kept exactly as
 * pasted; only the reading folds full-width forms.
 */

/** A date and time; the weekday or a comma may stand between them (“2026年12月2日 星期三 21:05”). */
export const TIME =
	/(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?[\s,，]*(?:(?:星期|周)[一二三四五六日天][\s,，]*)?(?:T\s*)?(\d{1,2})\s*[:：时]\s*(\d{2})(?:\s*[:：分]\s*(\d{2}))?/;
const FLOOR_NAMES: Record<string, number> = { 沙发: 2, 板凳: 3, 地板: 4 };
export const FLOOR =
	/(?:^|\s|\|)(?:#\s*(\d+)|第?\s*(\d+)\s*(?:楼|#)|(沙发|板凳|地板))(?=\s|$|\||:|：)/;
/** Lines of the forum's frame, not the author's words. */
const FRAME = /(?:只看该作者|电梯直达|举报|评分|回复\s*$|发表于|本帖最后由|^\s*\|)/;
/** A copied quote's header: “小明 发表于 2026-12-2 10:12” (or “… 发表于 3 分钟前”), nothing else. */
const QUOTE_HEAD = /^\s*(\S.*?)\s*发表于\s*(.+?)\s*$/;
const RELATIVE =
	/^(?:\d+\s*(?:秒|分钟|小时|天)前|半小时前|(?:前天|昨天|今天)\s*\d{1,2}\s*:\s*\d{2})$/;
/**
 * A post time the forum shows relative to the day it was copied (“发表于 昨天 21:05”, “3 分钟前”):
 * it starts a post, but its date is not known, so the post is flagged and its time left empty.
 */
const RELATIVE_TIME =
	/(?:发表于\s*)?(?:\d+\s*(?:秒|分钟|小时|天)前|半小时前|(?:前天|昨天|今天)\s*\d{1,2}\s*:\s*\d{2}(?:\s*:\s*\d{2})?)/;

function pad(n: string | undefined): string {
	return (n ?? '0').padStart(2, '0');
}

export function isoOf(m: RegExpMatchArray, offset: string): string {
	return `${m[1]}-${pad(m[2])}-${pad(m[3])}T${pad(m[4])}:${pad(m[5])}:${pad(m[6])}${offset}`;
}

export function floorOf(line: string): { floor: number; match: string } | null {
	const m = FLOOR.exec(line);
	if (!m) return null;
	const floor = (m[1] ?? m[2]) ? Number(m[1] ?? m[2]) : (FLOOR_NAMES[m[3] ?? ''] ?? NaN);
	return Number.isFinite(floor) && floor > 0 ? { floor, match: m[0] } : null;
}

/** Strips the frame words around an author's name on a header line. */
function cleanAuthor(s: string): string {
	return s
		.replace(/发表于|只看该作者|电梯直达|楼主|[|()（）[\]【】:：]/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}

/** A line's words without its floor marker and frame words. */
function strip(s: string): string {
	const f = floorOf(s);
	return cleanAuthor(f ? s.replace(f.match, ' ') : s);
}

export const floorOnly = (l: string) => !!floorOf(l) && strip(l) === '';

/** When a post's own edit note (“本帖最后由 X 于 … 编辑”, not a quoted one) says it was edited. */
export function editedAt(
	p: Pick<PostText, 'lines' | 'quoted'>,
	offset = '+08:00'
): string | undefined {
	const note = p.lines.find((l, i) => !p.quoted.includes(i) && /本帖最后由.*编辑/.test(l));
	const m = note ? TIME.exec(half(note)) : null;
	return m ? isoOf(m, offset) : undefined;
}

/** A post another post quotes, as the quote's header names it. */
export interface QuoteRef {
	author: string;
	/** Its post time (null: the forum showed “3 分钟前” or none). */
	postedAt: string | null;
}

/** A post as the forum shows it, before what its words name is read. */
export interface PostText {
	/** The post's lines exactly as pasted. */
	lines: string[];
	/** Which of `lines` are quoted from another post (shown, never read). */
	quoted: number[];
	floor: number | null;
	/** Its post time (null: the forum showed it relative to the day, “昨天 21:05”). */
	postedAt: string | null;
	author: string | null;
	/** The player who wrote it (null: nobody matches the author). */
	player: string | null;
	/** The author's own words, folded to half-width, without quotes, floor marks or the frame. */
	words: string[];
	/** The posts it quotes. */
	quotes: QuoteRef[];
	flags: ('noHeader' | 'noTime' | 'unknownAuthor' | 'quoteUnsure')[];
}

interface Line {
	raw: string;
	h: string;
	quoted: boolean;
}

interface Block {
	header: number;
	time: RegExpMatchArray;
	/** The time is relative (“昨天 21:05”): no date. */
	relative: boolean;
	before: number[];
	after: number[];
	quotes: QuoteRef[];
	unsure: boolean;
}

/** Quote state while walking the lines. */
interface Walk {
	bb: boolean;
	box: boolean;
	/** Lines left of a quoted excerpt: a count, or the words of the quoted post to match. */
	excerpt: { left: number; of: string | null } | null;
}

/**
 * Splits a pasted thread into posts. A post's header is the line with its time; the author is on
 * that line (before the time) or the line above it, the floor anywhere on the header or on a line
 * of its own.
 */
export function splitPosts(
	text: string,
	players: readonly ThreadPlayer[],
	offset = '+08:00'
): PostText[] {
	const lines: Line[] = text
		.replace(/\r\n?/g, '\n')
		.split('\n')
		.map((raw) => ({ raw: raw.trimEnd(), h: half(raw).trimEnd(), quoted: false }));
	const found = blocksOf(lines, offset);
	// What ends the block above (or the text before the first post) may be this post's: a floor
	// on its own line, and the author when the header line does not name one.
	found.blocks.forEach((b, i) => {
		const source = i === 0 ? found.stray : (found.blocks[i - 1] as Block).after;
		const header = lines[b.header] as Line;
		b.before = takeLead(source, lines, !strip(header.h.slice(0, b.time.index)));
	});
	return found.blocks.map((b) => postOf(b, lines, players, offset));
}

const isTimeLine = (l: Line) => TIME.test(l.h) && !/本帖最后由/.test(l.h);
/**
 * A post header whose time is relative: after “发表于”, or after the post's floor (“5楼 南柯 昨天
 * 21:05”), with nothing but the frame after it.
 */
function relativeHead(l: Line): RegExpExecArray | null {
	// A line that starts “发表于” is a post's header whatever its time says (“下午9:05”, “12-02 21:05”).
	const m = RELATIVE_TIME.exec(l.h) ?? /^\s*发表于.*$/.exec(l.h);
	if (!m || /本帖最后由/.test(l.h)) return null;
	const before = l.h.slice(0, m.index);
	const lead = floorOf(before);
	if (!m[0].trimStart().startsWith('发表于') && !(lead && !before.split(lead.match)[0]?.trim()))
		return null;
	return m;
}
const blockIso = (b: Block, offset: string) => (b.relative ? null : isoOf(b.time, offset));
/** A plain header “name 发表于 time” with nothing after the time. */
function plainHead(l: Line): RegExpMatchArray | null {
	const q = QUOTE_HEAD.exec(l.h);
	if (!q) return null;
	const rest = (q[2] ?? '').trim();
	const t = TIME.exec(rest);
	if (t && t.index === 0 && t[0].length === rest.length) return q;
	return RELATIVE.test(rest) ? q : null;
}

/**
 * Whether a header line has a floor of its own: on the line, on the line below, or on the line
 * above unless that line is the only floor of the post it ends (`cur`).
 */
function floorNear(lines: readonly Line[], i: number, cur?: Block): boolean {
	if (floorOf(lines[i]!.h)) return true;
	for (const step of [1, -1]) {
		let j = i + step;
		while (lines[j] && !lines[j]!.h.trim()) j += step;
		if (!lines[j] || !floorOnly(lines[j]!.h)) continue;
		if (step === 1 || !cur) return true;
		const others =
			!!floorOf(lines[cur.header]!.h) || cur.after.some((k) => k !== j && floorOnly(lines[k]!.h));
		if (others) return true;
	}
	return /只看该作者|电梯直达/.test(lines[i]!.h);
}

function blocksOf(lines: Line[], offset: string): { blocks: Block[]; stray: number[] } {
	const out: Block[] = [];
	let stray: number[] = [];
	const firstTime = lines.findIndex(isTimeLine);
	// When the thread's own headers are plain “name 发表于 time” lines, such a line starts a post
	// unless it repeats an earlier post's header; otherwise it is a copied quote.
	const plainPosts =
		firstTime >= 0 && !!plainHead(lines[firstTime]!) && !floorNear(lines, firstTime);
	// When the thread's headers say “发表于”, a time line without it or a floor is a post's words
	// (“南柯 2026-12-02 09:00 那段话很可疑”), not the header of a post by 南柯.
	const saysPosted = firstTime >= 0 && /发表于/.test(lines[firstTime]!.h);
	const seen = new Set<string>();
	const w: Walk = { bb: false, box: false, excerpt: null };
	lines.forEach((line, i) => {
		const cur = out[out.length - 1];
		const add = () => (cur ? cur.after.push(i) : stray.push(i));
		const quote = (ref?: QuoteRef) => {
			line.quoted = true;
			if (ref && cur) cur.quotes.push(ref);
			add();
		};
		const l = line.h;
		if (/\[quote\]/i.test(l)) w.bb = true;
		if (w.bb) {
			if (/\[\/quote\]/i.test(l)) w.bb = false;
			const head = TIME.exec(l);
			const who = /(?:\[quote\])?\s*(\S.*?)\s*发表于/i.exec(l);
			return quote(
				head && who ? { author: who[1] ?? '', postedAt: isoOf(head, offset) } : undefined
			);
		}
		if (/^\s*引用\s*[:：]?\s*$/.test(l)) {
			w.box = true;
			return quote();
		}
		const boxed = /^\s*原帖由\s*(\S.*?)\s*于\s*(.*)发表/.exec(l);
		if (boxed || (w.box && /发表/.test(l))) {
			w.box = false;
			const t = TIME.exec(l);
			w.excerpt = { left: 1, of: null };
			return quote({ author: boxed?.[1] ?? '', postedAt: t ? isoOf(t, offset) : null });
		}
		if (w.excerpt) {
			if (!l.trim() || isTimeLine(line) || relativeHead(line) || !excerptGoesOn(w.excerpt, l))
				w.excerpt = null;
			else {
				w.excerpt.left--;
				return quote();
			}
		}
		if (/^\s*>/.test(l)) return quote();
		const head = plainHead(line);
		if (cur && head && !floorOf(l) && !floorNear(lines, i, cur)) {
			const t = TIME.exec(head[2] ?? '');
			// “引用: 小明 发表于 …” (a phone's quote box) quotes 小明.
			const author = (head[1] ?? '').replace(/^引用\s*[:：]?\s*/, '').trim();
			const ref = { author, postedAt: t ? isoOf(t, offset) : null };
			const key = `${norm(ref.author)}@${ref.postedAt}`;
			if (!plainPosts || seen.has(key)) {
				const of = quotedWords(out, lines, key, offset);
				w.excerpt = { left: of === null ? 1 : Infinity, of };
				if (of === null) cur.unsure = true;
				return quote(ref);
			}
		}
		const header = !saysPosted || /发表于/.test(l) || !!floorOf(l);
		const time = isTimeLine(line) && header ? TIME.exec(l) : null;
		const relative = time ? null : relativeHead(line);
		const at = time ?? relative;
		if (at) {
			const b: Block = {
				header: i,
				time: at,
				relative: !time,
				...{ before: [], after: [], quotes: [], unsure: false }
			};
			out.push(b);
			seen.add(`${norm(headAuthor(lines, i, at))}@${blockIso(b, offset)}`);
			return;
		}
		add();
	});
	stray = stray.filter((i) => !lines[i]!.quoted);
	return { blocks: out, stray };
}

/** The quoted post's own words (folded), when the paste holds the post the header names. */
function quotedWords(
	out: readonly Block[],
	lines: readonly Line[],
	key: string,
	offset: string
): string | null {
	for (const b of out) {
		const l = lines[b.header]!.h;
		const author = headAuthor(lines, b.header, b.time);
		if (`${norm(author)}@${blockIso(b, offset)}` !== key) continue;
		return norm(
			[l.slice((b.time.index ?? 0) + b.time[0].length), ...b.after.map((i) => lines[i]!.h)].join('')
		);
	}
	return null;
}

/** The author a header names: before its time, else the nearest line above (floors skipped). */
function headAuthor(lines: readonly Line[], i: number, time: RegExpMatchArray): string {
	const on = strip(lines[i]!.h.slice(0, time.index));
	if (on) return on;
	for (let j = i - 1; j >= 0; j--) {
		const l = lines[j]!;
		if (!l.h.trim() || floorOnly(l.h) || SIDEBAR.test(l.h.trim())) continue;
		return l.quoted ? '' : strip(l.h);
	}
	return '';
}

function authorAbove(b: Block, lines: readonly Line[]): string {
	const above = b.before
		.filter((i) => !SIDEBAR.test(lines[i]!.h.trim()))
		.map((i) => strip(lines[i]!.h))
		.filter(Boolean);
	return above[above.length - 1] ?? '';
}

/** Whether the line is still the quoted excerpt: inside the quoted post's words, or counted. */
function excerptGoesOn(e: { left: number; of: string | null }, l: string): boolean {
	if (e.of === null) return e.left > 0;
	const piece = norm(l).replace(/(?:\.{3}|…+)$/, '');
	return piece.length > 0 && e.of.includes(piece);
}

/**
 * Discuz's author column, copied with the page between the author's name and the post time:
 * numbers, the column's labels (主题, 帖子, 积分 …) and user groups. Skipped to find the name.
 */
const SIDEBAR =
	/^(?:[\d.,]+\s*[万kK]?|(?:主题|帖子|积分|精华|金钱|威望|贡献|UID|阅读权限|在线时间|注册时间|最后登录|发消息|串个门|加好友|打招呼|签到天数|用户组|听众|收听|回帖|好友|楼主|Rank|LV\.?\s*\d*)\s*[:：]?\s*[\d.,\-: ]*(?:小时|天)?|(?:新手上路|注册会员|中级会员|高级会员|金牌会员|论坛元老|版主|超级版主|管理员|禁止发言))$/i;

/**
 * Takes from the end of `source` the floor-only lines and (when `author`) one author line, with
 * the author column's lines between that name and the header.
 */
function takeLead(source: number[], lines: readonly Line[], author: boolean): number[] {
	const moved: number[] = [];
	let needAuthor = author;
	while (source.length) {
		const i = source[source.length - 1] as number;
		const l = lines[i]!;
		if (!l.h.trim()) source.pop();
		else if (l.quoted) break;
		else if (floorOnly(l.h) || (needAuthor && SIDEBAR.test(l.h.trim())))
			moved.unshift(source.pop() as number);
		else if (needAuthor) {
			moved.unshift(source.pop() as number);
			needAuthor = false;
		} else break;
	}
	return moved;
}

function postOf(
	b: Block,
	lines: readonly Line[],
	players: readonly ThreadPlayer[],
	offset: string
): PostText {
	const flags: PostText['flags'] = [];
	const header = lines[b.header]!.h;
	const headerBefore = header.slice(0, b.time.index);
	const headerAfter = header.slice((b.time.index ?? 0) + b.time[0].length);
	let floor = floorOf(header)?.floor ?? null;
	const before = b.before.filter((i) => lines[i]!.h.trim());
	const own = b.after.filter((i) => !lines[i]!.quoted);
	for (const i of [...before, ...own]) {
		if (floor !== null) break;
		if (floorOnly(lines[i]!.h)) floor = floorOf(lines[i]!.h)?.floor ?? null;
	}
	const author = strip(headerBefore) || authorAbove({ ...b, before }, lines);
	const player = author ? authorOf(author, players) : null;
	if (!author) flags.push('noHeader');
	else if (!player) flags.push('unknownAuthor');
	if (b.relative) flags.push('noTime');
	if (b.unsure) flags.push('quoteUnsure');
	// A floor after the time is the post's own only when nothing but the frame comes before it.
	const lead = floorOf(headerAfter);
	const ownFloor =
		lead &&
		!floorOf(headerBefore) &&
		!cleanAuthor(headerAfter.slice(0, headerAfter.indexOf(lead.match)));
	const words = [
		ownFloor ? headerAfter.replace(lead.match, ' ') : headerAfter,
		...own.map((i) => lines[i]!.h).filter((l) => !floorOnly(l))
	].filter((l) => l.trim() && !FRAME.test(l));
	const shown = [...before, b.header, ...b.after].filter((i) => lines[i]!.h.trim());
	return {
		lines: shown.map((i) => lines[i]!.raw),
		quoted: shown.flatMap((i, k) => (lines[i]!.quoted ? [k] : [])),
		floor,
		postedAt: blockIso(b, offset),
		author: author || null,
		player,
		words,
		quotes: b.quotes,
		flags
	};
}
