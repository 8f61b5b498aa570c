import { type ThreadPlayer, matchPlayer, norm } from './thread-names';
import { type PostText, type QuoteRef, editedAt, splitPosts } from './thread-split';
import { type VoteFlag, readVote } from './thread-vote';

/**
 * Reads a forum vote thread as a director copies it from the browser: each post's floor (楼层),
 * post time, author and the player it votes for. Pure and rule-set free: the desk gives the
 * players (names, seat numbers, nicknames) and its own facts (the deadline it shows, who may
 * vote), and confirms what was read before any of it becomes a ballot. Whatever cannot be read
 * is flagged and left unticked, never guessed. One reader for both werewolf desks.
 */

export { type ThreadPlayer, half, matchPlayer, namesIn } from './thread-names';
export { type PostText, type QuoteRef, splitPosts } from './thread-split';

export interface ThreadOptions {
	/** Posts after this time (ISO string) are late. */
	deadline?: string;
	/** Posts before this time (ISO string) belong to an earlier vote. */
	opens?: string;
	/** The forum's clock, as an ISO offset (Beijing time unless told). */
	offset?: string;
	/** The players who may vote (ids); without it, every player. */
	voters?: readonly string[];
}

/**
 * What a desk tells the reader and the review of its own game: the players, the deadline its
 * clock shows, when the vote opened, who may vote, and whose ballot weighs other than one.
 */
export interface ThreadFacts {
	players: ThreadPlayer[];
	deadline: string | null;
	opens: string | null;
	voters: string[];
	weights: Record<string, number>;
}

export type Flag =
	/** No time or author could be found for the post. */
	| 'noHeader'
	/** The post time is relative (“昨天 21:05”): its date is not known. */
	| 'noTime'
	/** The author is none of the players. */
	| 'unknownAuthor'
	/** A quote whose post is not in the paste: where its words end is a guess. */
	| 'quoteUnsure'
	| VoteFlag
	| 'late'
	/** Posted on time, edited after the deadline (“本帖最后由 X 于 … 编辑”): its vote then is unknown. */
	| 'editedLate'
	/** Posted before this vote opened (an earlier phase's post). */
	| 'early'
	/** The author posted more than once: only one post counts. */
	| 'double'
	/** The author changed the vote later (“改投”): this post no longer counts. */
	| 'replaced'
	/** The author is a player who may not vote (out, ejected). */
	| 'notVoter';

/** Flags that leave a post unticked: the reader is not sure what it says, or whose it is. */
const DOUBT: readonly Flag[] = [
	'noHeader',
	'noTime',
	'unknownAuthor',
	'quoteUnsure',
	'unread',
	'ambiguous',
	'manyNames',
	'noVoteWord',
	'sameAsUnread',
	'question'
];

export interface ReadPost {
	/** The post's lines exactly as pasted. */
	lines: string[];
	/** Which of `lines` are quoted from another post. */
	quoted: number[];
	floor: number | null;
	postedAt: string | null;
	author: string | null;
	voter: string | null;
	/** What the post names, as written. */
	named: string | null;
	/** The player voted for; null with `abstain` for 弃票. */
	target: string | null;
	abstain: boolean;
	/** “改投”: this post replaces the author's earlier ones. */
	changed: boolean;
	/** “同投”: the floor whose vote this post follows (null: none, or not found). */
	sameAs: number | null;
	flags: Flag[];
	/** Whether the post is read as the author's ballot (the desk lets the director change it). */
	counts: boolean;
}

interface Working extends ReadPost {
	quotes: readonly QuoteRef[];
	same: ReturnType<typeof readVote>['same'];
}

/** Reads every post of a pasted vote thread: its author's ballot, flagged where in doubt. */
export function readThread(
	text: string,
	players: readonly ThreadPlayer[],
	options: ThreadOptions = {}
): ReadPost[] {
	const posts = splitPosts(text, players, options.offset).map((p) => readPost(p, players));
	followSameAs(posts, players);
	const at = (iso: string | undefined) => (iso ? Date.parse(iso) : NaN);
	for (const p of posts) {
		const t = at(p.postedAt ?? undefined);
		if (t > at(options.deadline)) p.flags.push('late');
		else if (at(editedAt(p, options.offset)) > at(options.deadline)) p.flags.push('editedLate');
		if (t < at(options.opens)) p.flags.push('early');
		if (options.voters && p.voter && !options.voters.includes(p.voter)) p.flags.push('notVoter');
	}
	for (const p of posts) p.counts = readable(p) && !offTime(p) && !p.flags.includes('notVoter');
	markDoubles(posts);
	return posts.map(({ quotes: _q, same: _s, ...p }) => p);
}

function readPost(p: PostText, players: readonly ThreadPlayer[]): Working {
	const vote = readVote(p.words, p.quotes, players);
	return {
		lines: p.lines,
		quoted: p.quoted,
		floor: p.floor,
		postedAt: p.postedAt,
		author: p.author,
		voter: p.player,
		named: vote.named,
		target: vote.target,
		abstain: vote.abstain,
		changed: vote.changed,
		sameAs: vote.same?.floor ?? null,
		flags: [...p.flags, ...vote.flags],
		counts: false,
		quotes: p.quotes,
		same: vote.same
	};
}

const readable = (p: ReadPost) =>
	!!p.voter && (p.abstain || !!p.target) && !p.flags.some((f) => DOUBT.includes(f));
const offTime = (p: ReadPost) =>
	p.flags.includes('late') || p.flags.includes('early') || p.flags.includes('editedLate');

/** “同投”: the vote of the floor named, the post quoted, or the floor above; flagged if unread. */
function followSameAs(posts: Working[], players: readonly ThreadPlayer[]): void {
	const source = (p: Working): Working | undefined => {
		const s = p.same;
		if (!s) return undefined;
		if (s.floor !== null) return posts.find((x) => x.floor === s.floor);
		if (s.above && p.floor !== null) return posts.find((x) => x.floor === (p.floor as number) - 1);
		const q = s.quote;
		if (!q) return undefined;
		const who = matchPlayer(q.author, players).id;
		return posts.find(
			(x) =>
				x !== p &&
				(q.postedAt === null || x.postedAt === q.postedAt) &&
				(norm(x.author ?? '') === norm(q.author) || (!!who && x.voter === who))
		);
	};
	const resolve = (p: Working, depth: number): void => {
		if (!p.same) return;
		const from = source(p);
		if (from && from.same && depth < posts.length) resolve(from, depth + 1);
		p.same = null;
		p.sameAs = from?.floor ?? p.sameAs;
		if (
			from &&
			!from.same &&
			(from.abstain || from.target) &&
			!from.flags.some((f) => DOUBT.includes(f))
		) {
			p.target = from.target;
			p.abstain = from.abstain;
			p.named = from.named;
		} else p.flags.push('sameAsUnread');
	};
	for (const p of posts) resolve(p, 0);
}

/**
 * One ballot per author: the last readable post on time counts, by forum time (then floor), in
 * whatever order the pages were pasted. The earlier ones are flagged 'replaced' when the counted
 * one changes the vote (“改投”), 'double' otherwise. A late post never unticks a post on time.
 */
function markDoubles(posts: ReadPost[]): void {
	const by = new Map<string, ReadPost[]>();
	for (const p of posts)
		if (p.voter && readable(p)) by.set(p.voter, [...(by.get(p.voter) ?? []), p]);
	const when = (p: ReadPost) => Date.parse(p.postedAt ?? '');
	const order = (a: ReadPost, b: ReadPost) => when(a) - when(b) || (a.floor ?? 0) - (b.floor ?? 0);
	for (const pasted of by.values()) {
		if (pasted.length < 2) continue;
		const mine = [...pasted].sort(order);
		const ok = mine.filter((p) => p.counts);
		const last = ok[ok.length - 1];
		for (const p of ok) {
			if (p === last) continue;
			p.counts = false;
			p.flags.push(last?.changed ? 'replaced' : 'double');
		}
		if (last && !last.changed && ok.length > 1) last.flags.push('double');
		// The same floor pasted twice saying different things (copied before and after an edit):
		// which copy is the post's last word is unknown, so neither is ticked.
		const twin = ok.some(
			(p) =>
				p !== last &&
				p.floor === last?.floor &&
				p.postedAt === last?.postedAt &&
				(p.target !== last?.target || p.abstain !== last?.abstain)
		);
		if (last && twin) last.counts = false;
	}
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
