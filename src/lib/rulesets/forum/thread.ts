/**
 * Reads a forum vote thread as a director copies it from the browser: each post's floor (楼层),
 * post time, author and the player it names. Pure and rule-set free: the desk gives the players
 * (names, seat numbers, nicknames) and the deadline, and confirms what was read before any of it
 * becomes a ballot. Whatever cannot be read is flagged, never guessed.
 */

export interface ThreadPlayer {
	id: string;
	name: string;
	/** Seat number as players write it (“投 12号”). */
	seat: number;
	nicknames?: readonly string[];
}

export interface ThreadOptions {
	/** Posts after this time (ISO string) are late. */
	deadline?: string;
	/** The forum's clock, as an ISO offset (Beijing time unless told). */
	offset?: string;
	/** The players who may vote (ids); without it, every player. */
	voters?: readonly string[];
}

export type Flag =
	/** No time or author could be found for the post. */
	| 'noHeader'
	/** The author is none of the players. */
	| 'unknownAuthor'
	/** No target could be read, or the name matches nobody. */
	| 'unread'
	/** The name matches more than one player. */
	| 'ambiguous'
	| 'late'
	/** The author posted more than once: only one post counts. */
	| 'double'
	/** The author is a player who may not vote (out, ejected). */
	| 'notVoter';

export interface ReadPost {
	/** The post's own lines as pasted. */
	lines: string[];
	floor: number | null;
	postedAt: string | null;
	author: string | null;
	voter: string | null;
	/** What the post names, as written. */
	named: string | null;
	/** The player named; null with `abstain` for 弃票. */
	target: string | null;
	abstain: boolean;
	flags: Flag[];
	/** Whether the post is read as the author's ballot (the desk lets the director change it). */
	counts: boolean;
}

const FULL = /[\uff01-\uff5e]/g;
/** Full-width ASCII (１２号, ＃, ：) to half-width, ideographic space to a space. */
export function half(s: string): string {
	return s
		.replace(FULL, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
		.replace(/\u3000/g, ' ');
}

const TIME =
	/(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*(?:[T ]\s*)?(\d{1,2})\s*[:：时]\s*(\d{2})(?:\s*[:：分]\s*(\d{2}))?/;
const FLOOR_NAMES: Record<string, number> = { 沙发: 2, 板凳: 3, 地板: 4 };
const FLOOR = /(?:^|\s|\|)(?:#\s*(\d+)|第?\s*(\d+)\s*(?:楼|#)|(沙发|板凳|地板))(?=\s|$|\||:|：)/;
/** Lines of the forum's frame, not the author's words. */
const FRAME = /(?:只看该作者|电梯直达|举报|评分|回复\s*$|发表于|本帖最后由|^\s*\|)/;

function pad(n: string | undefined): string {
	return (n ?? '0').padStart(2, '0');
}

function isoOf(m: RegExpMatchArray, offset: string): string {
	return `${m[1]}-${pad(m[2])}-${pad(m[3])}T${pad(m[4])}:${pad(m[5])}:${pad(m[6])}${offset}`;
}

function floorOf(line: string): { floor: number; match: string } | null {
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

const floorOnly = (l: string) => !!floorOf(l) && strip(l) === '';

const norm = (s: string) => half(s).toLowerCase().replace(/\s+/g, '');

/** The player a text names: exact name or nickname, seat number, then a name inside the text. */
export function matchPlayer(
	text: string,
	players: readonly ThreadPlayer[]
): { id: string | null; ambiguous: boolean } {
	const t = norm(text).replace(
		/^[@"'“”「」『』【】《》]+|[@"'“”「」『』【】《》。.!！,，~]+$/g,
		''
	);
	if (!t) return { id: null, ambiguous: false };
	const exact = players.filter(
		(p) => norm(p.name) === t || (p.nicknames ?? []).some((n) => norm(n) === t)
	);
	if (exact.length === 1) return { id: exact[0]!.id, ambiguous: false };
	if (exact.length > 1) return { id: null, ambiguous: true };
	const seat = /^(\d{1,2})\s*号?(?:玩家)?$/.exec(t) ?? /(?:^|[^\d])(\d{1,2})\s*号/.exec(t);
	if (seat) {
		const hit = players.filter((p) => p.seat === Number(seat[1]));
		return { id: hit[0]?.id ?? null, ambiguous: false };
	}
	const names = (p: ThreadPlayer) => [p.name, ...(p.nicknames ?? [])].map(norm).filter(Boolean);
	const inside = players.filter((p) => names(p).some((n) => t.includes(n)));
	if (inside.length === 1) return { id: inside[0]!.id, ambiguous: false };
	if (inside.length > 1) {
		// The longest name wins when it holds the others (“小明” inside “小明明”).
		const longest = (p: ThreadPlayer) =>
			Math.max(
				...names(p)
					.filter((n) => t.includes(n))
					.map((n) => n.length)
			);
		const best = Math.max(...inside.map(longest));
		const top = inside.filter((p) => longest(p) === best);
		return top.length === 1 ? { id: top[0]!.id, ambiguous: false } : { id: null, ambiguous: true };
	}
	if (t.length >= 2) {
		const around = players.filter((p) => names(p).some((n) => n.includes(t)));
		if (around.length === 1) return { id: around[0]!.id, ambiguous: false };
		if (around.length > 1) return { id: null, ambiguous: true };
	}
	return { id: null, ambiguous: false };
}

const ABSTAIN = /弃票|弃权|不投/;
const QUOTE = /[“"「『【《]([^”"」』】》]+)[”"」』】》]/;
const SHAPES: RegExp[] = [
	/投(?:票)?\s*(?:给|[:：])?\s*(.+)$/,
	/票\s*[:：]\s*(.+)$/,
	/@\s*(\S+)/,
	/[“"「『【《]([^”"」』】》]+)[”"」』】》]/,
	/(\d{1,2}\s*号)/
];

/** What a post's words name: the first line that has one of the usual shapes, else a bare name. */
function named(words: readonly string[], players: readonly ThreadPlayer[]) {
	for (const line of words) {
		if (ABSTAIN.test(line)) return { named: line.trim(), abstain: true };
		for (const shape of SHAPES) {
			const m = shape.exec(half(line));
			if (!m?.[1]) continue;
			const quoted = QUOTE.exec(m[1]);
			return { named: (quoted?.[1] ?? m[1]).trim(), abstain: false };
		}
	}
	for (const line of words)
		if (matchPlayer(line, players).id) return { named: line.trim(), abstain: false };
	return { named: null, abstain: false };
}

interface Block {
	header: string;
	time: RegExpMatchArray;
	before: string[];
	after: string[];
}

/** Takes from the end of `lines` the floor-only lines and (when `author`) one author line. */
function takeLead(lines: string[], author: boolean): string[] {
	const moved: string[] = [];
	let needAuthor = author;
	while (lines.length) {
		const l = lines[lines.length - 1] as string;
		if (!l.trim()) lines.pop();
		else if (floorOnly(l)) moved.unshift(lines.pop() as string);
		else if (needAuthor) {
			moved.unshift(lines.pop() as string);
			needAuthor = false;
		} else break;
	}
	return moved;
}

/** Splits the paste at each line that carries a post time (quoted headers excepted). */
function blocks(text: string): { blocks: Block[]; stray: string[] } {
	const lines = half(text).replace(/\r\n?/g, '\n').split('\n');
	const out: Block[] = [];
	let pending: string[] = [];
	// Quotes: [quote]…[/quote], lines starting with “>”, and the forum's “引用: / 原帖由 X 于 … 发表”
	// box, whose excerpt is the one line after its header.
	let bbQuote = false;
	let boxHeader = false;
	let excerpt = false;
	for (const raw of lines) {
		const line = raw.trimEnd();
		if (/\[quote\]/i.test(line)) bbQuote = true;
		if (bbQuote) {
			if (/\[\/quote\]/i.test(line)) bbQuote = false;
			continue;
		}
		if (/^\s*引用\s*[:：]?\s*$/.test(line)) {
			boxHeader = true;
			continue;
		}
		if (/^\s*原帖由/.test(line) || (boxHeader && /发表/.test(line))) {
			boxHeader = false;
			excerpt = true;
			continue;
		}
		if (excerpt && line.trim()) {
			excerpt = false;
			continue;
		}
		// “本帖最后由 X 于 <time> 编辑”: an edit note carries a time but starts no post.
		if (/^\s*>/.test(line) || /本帖最后由/.test(line)) continue;
		const time = TIME.exec(line);
		if (time) {
			out.push({ header: line, time, before: pending, after: [] });
			pending = [];
			continue;
		}
		const last = out[out.length - 1];
		if (last) last.after.push(line);
		else pending.push(line);
	}
	return { blocks: out, stray: pending.filter((l) => l.trim()) };
}

/** A post as the forum shows it, before what its words name is read. */
export interface PostText {
	/** The post's own lines as pasted. */
	lines: string[];
	floor: number | null;
	postedAt: string;
	author: string | null;
	/** The player who wrote it (null: nobody matches the author). */
	player: string | null;
	/** The author's own words, without quotes, floor marks or the forum's frame. */
	words: string[];
	flags: ('noHeader' | 'unknownAuthor')[];
}

/**
 * Splits a pasted thread into posts. A post's header is the line with its time; the author is on
 * that line (before the time) or the line above it, the floor anywhere on the header or on a line
 * of its own; its words are its own (quotes left out).
 */
export function splitPosts(
	text: string,
	players: readonly ThreadPlayer[],
	offset = '+08:00'
): PostText[] {
	const { blocks: found } = blocks(text);
	// What ends the block above (or the text before the first post) may be this post's: a floor
	// on its own line, and the author when the header line does not name one.
	found.forEach((b, i) => {
		const source = i === 0 ? b.before : (found[i - 1] as Block).after;
		b.before = takeLead(source, !strip(b.header.slice(0, b.time.index)));
	});
	return found.map((b) => postOf(b, players, offset));
}

/** Reads every post of a pasted vote thread: its author's ballot, flagged where in doubt. */
export function readThread(
	text: string,
	players: readonly ThreadPlayer[],
	options: ThreadOptions = {}
): ReadPost[] {
	const posts = splitPosts(text, players, options.offset).map((p) => readBallot(p, players));
	for (const p of posts) {
		if (options.deadline && p.postedAt && Date.parse(p.postedAt) > Date.parse(options.deadline))
			p.flags.push('late');
		if (options.voters && p.voter && !options.voters.includes(p.voter)) p.flags.push('notVoter');
	}
	markDoubles(posts);
	return posts;
}

function postOf(b: Block, players: readonly ThreadPlayer[], offset: string): PostText {
	const flags: PostText['flags'] = [];
	const headerBefore = b.header.slice(0, b.time.index);
	const headerAfter = b.header.slice((b.time.index ?? 0) + b.time[0].length);
	let floor = floorOf(b.header)?.floor ?? null;
	const beforeLines = b.before.filter((l) => l.trim());
	for (const l of [...beforeLines, ...b.after]) {
		if (floor !== null) break;
		if (floorOnly(l)) floor = floorOf(l)?.floor ?? null;
	}
	let author = strip(headerBefore);
	if (!author) {
		const above = beforeLines.map(strip).filter(Boolean);
		author = above[above.length - 1] ?? '';
	}
	const player = author ? matchPlayer(author, players).id : null;
	if (!author) flags.push('noHeader');
	else if (!player) flags.push('unknownAuthor');
	const words = [headerAfter, ...b.after]
		.map((l) => l.replace(FLOOR, ' '))
		.filter((l) => l.trim() && !FRAME.test(l));
	return {
		lines: [...beforeLines, b.header, ...b.after].filter((l) => l.trim()),
		floor,
		postedAt: isoOf(b.time, offset),
		author: author || null,
		player,
		words,
		flags
	};
}

function readBallot(p: PostText, players: readonly ThreadPlayer[]): ReadPost {
	const flags: Flag[] = [...p.flags];
	const read = named(p.words, players);
	let target: string | null = null;
	if (!read.abstain && read.named) {
		const m = matchPlayer(read.named, players);
		target = m.id;
		if (m.ambiguous) flags.push('ambiguous');
	}
	if (!read.abstain && !target && !flags.includes('ambiguous')) flags.push('unread');
	return {
		lines: p.lines,
		floor: p.floor,
		postedAt: p.postedAt,
		author: p.author,
		voter: p.player,
		named: read.named,
		target,
		abstain: read.abstain,
		flags,
		counts: !!p.player && (read.abstain || !!target)
	};
}

/** Flags every post of an author who posted twice; the last readable post on time counts. */
function markDoubles(posts: ReadPost[]): void {
	const by = new Map<string, ReadPost[]>();
	for (const p of posts) if (p.voter) by.set(p.voter, [...(by.get(p.voter) ?? []), p]);
	for (const mine of by.values()) {
		if (mine.length < 2) continue;
		for (const p of mine) {
			p.flags.push('double');
			p.counts = false;
		}
		const ok = mine.filter((p) => !p.flags.includes('late') && (p.abstain || p.target));
		const last = ok[ok.length - 1];
		if (last) last.counts = true;
	}
	for (const p of posts)
		if (p.flags.includes('late') || p.flags.includes('notVoter')) p.counts = false;
}

/** The counted posts as ballots: voter, target (null: 弃票), floor and post time. */
export function ballotsOf(posts: readonly ReadPost[]): {
	voter: string;
	target: string | null;
	floor?: number;
	postedAt?: string;
}[] {
	return posts
		.filter((p) => p.counts && p.voter && (p.abstain || p.target))
		.map((p) => ({
			voter: p.voter as string,
			target: p.abstain ? null : p.target,
			...(p.floor !== null ? { floor: p.floor } : {}),
			...(p.postedAt !== null ? { postedAt: p.postedAt } : {})
		}));
}

/**
 * The vote's closing time when the director has not typed one: `hh:mm` on the day of the first
 * post, or the day after when the first post is later than that (forum time, `offset`).
 */
export function defaultDeadline(
	posts: readonly ReadPost[],
	close = '21:30',
	offset = '+08:00'
): string | null {
	const first = posts.find((p) => p.postedAt)?.postedAt;
	if (!first) return null;
	const day = first.slice(0, 10);
	const same = `${day}T${close}:00${offset}`;
	if (Date.parse(first) <= Date.parse(same)) return same;
	const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
	return `${next}T${close}:00${offset}`;
}
