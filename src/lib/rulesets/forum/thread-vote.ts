import { type ThreadPlayer, matchPlayer, namesIn } from './thread-names';
import type { QuoteRef } from './thread-split';

/**
 * What one post's own words vote for. In order: a changed vote (“改投 长安，…”: the name right
 * after the word), a vote that follows another post (“同投”, “跟 5楼”, “回复 3楼 青衫 的帖子 / 同投”:
 * floor 3's vote, not its author), a vote word (“投 X”, “投票：X”, “@X”), 弃票, and last a bare name.
 * Several players named with no vote word are flagged, never guessed; a name inside other words
 * is offered but not counted until the director ticks it.
 */

export type VoteFlag =
	/** Nothing readable, or the name matches nobody. */
	| 'unread'
	/** The name matches more than one player. */
	| 'ambiguous'
	/** Several players named and no vote word saying which one. */
	| 'manyNames'
	/** A single name inside other words, without a vote word. */
	| 'noVoteWord'
	/** “同投” whose post cannot be found or read. */
	| 'sameAsUnread'
	/** The vote word is in a question (“投长安吗？”, “要不要投南柯”): talk, maybe not a ballot. */
	| 'question';

/** The post another one follows (“同投”): by floor, by the quote it carries, or the one above. */
export interface SameAs {
	floor: number | null;
	quote: QuoteRef | null;
	/** “同上”: the floor right above. */
	above: boolean;
}

export interface VoteRead {
	/** What the post names, as written. */
	named: string | null;
	target: string | null;
	abstain: boolean;
	/** “改投”: the author's earlier posts do not count. */
	changed: boolean;
	same: SameAs | null;
	flags: VoteFlag[];
}

const SEP = /[，。,.!！?？;；、（）()\s~]/;
const QUOTES = /^[“"「『【《'‘]+|[”"」』】》'’]+$/g;
/** 弃票, or “不投” said alone (“暂时不投”, “先不投” say not yet, not 弃票). */
const ABSTAIN = /弃票|弃权|(?<!暂时?|暂且|先)不投票?\s*$|^\s*不投(?:票|了|啦)?(?=[\s,，。.!！~]|$)/;
/** A word that says no: “不投 X”, “别投 X”, “没投 X”, “不要投 X”, “不会改投 X”. */
const NEG = '(?:不|别|没|未|勿|莫)(?:要|会|能|想|用|必|该|应该|打算|准备|再|有)?';
/** A piece saying no: a name in it is never read as a vote without the director. */
const SAYS_NO = new RegExp(`${NEG}\\s*[投票改换]|[投票].{0,6}(?:不认|不算|作废)`);
/** A vote word asked, not said: “投长安吗？”, “投南柯?”, “要不要投南柯”, “该不该投长安”. */
const ASKS = /(?:该不该|能不能|可不可以|是不是)\s*投|投.*(?:吗|么|嘛|[?？])\s*$/;
/** Whether the clause that names `named` with a vote word asks rather than says it. */
function asked(text: string, named: string | null): boolean {
	if (!named) return false;
	const clauses = text.split(/(?<=[?？])|[，。,.!！;；\n]/);
	return clauses.some((c) => c.includes(named) && ASKS.test(c));
}
const FLOOR_REF = /(?:#\s*(\d+)|第?\s*(\d+)\s*(?:楼|#))/;
/** “回复 3楼 青衫 的帖子”, “回复 #3 青衫客”: a reply to a floor, whose author is not the vote. */
const REPLY = /回复\s*(?:#\s*(\d+)|第?\s*(\d+)\s*(?:楼|#))(\s*[^\s:：，,]+)?(\s*的帖子)?\s*[:：]?/;
/** A change word; said with “no” (“我不会改投青衫”) it changes nothing and votes for no one. */
const CHANGE = new RegExp(
	`(?<!${NEG}\\s*)(?:改投|改票|改成|改为|换投|换票|更正为?)\\s*(?:给|为|成|[:：])?\\s*`,
	'g'
);
const SAME =
	/同投|同票|跟投|跟票|[同跟]楼上|同上|\+1|(?:跟|同)\s*(?:#\s*\d+|第?\s*\d+\s*(?:楼|#))/g;
const VOTE = new RegExp(
	`(?<![弃同改跟换]|${NEG})投(?:票)?\\s*(?:给|[:：])?\\s*|票\\s*[:：]\\s*|@\\s*`,
	'g'
);
const VOTE_WORD = /投|票|@/;

interface Named {
	named: string;
	id: string | null;
	ambiguous: boolean;
	many: boolean;
	abstain: boolean;
}

/**
 * A player whose name holds a space or a mark that ends a word (“Moon Light”, “夜雨~”) written at
 * the start of the line, the longest such; null when none, or when two players share it.
 */
function spacedName(line: string, players: readonly ThreadPlayer[]): Named | null {
	const fold = (x: string) => x.toLowerCase().replace(/\s+/g, ' ');
	const l = fold(line.trim().replace(/^[“"「『【《'‘]+/, ''));
	const hits = players.flatMap((p) =>
		[p.name, ...(p.nicknames ?? [])]
			.map((written) => ({ id: p.id, written, n: fold(written.trim()) }))
			.filter(
				({ n }) => SEP.test(n) && l.startsWith(n) && /^(?:$|[\s\p{P}])/u.test(l.slice(n.length))
			)
	);
	const best = Math.max(0, ...hits.map((h) => h.n.length));
	const top = hits.filter((h) => h.n.length === best);
	if (new Set(top.map((h) => h.id)).size !== 1) return null;
	const { id, written } = top[0]!;
	return { named: written, id, ambiguous: false, many: false, abstain: false };
}

/** A list mark between two names (“3号 5号”, “长安、南柯”, “南柯 / 阿白”, “长安和南柯”). */
const LISTED = /^(?:\s*(?:[、/&+]|和|与|或)\s*|\s+)([^\s，。,.!！?？;；、/（）()~]+)/;

/**
 * Whether the words right after a vote's name list another player (“投 3号 5号”): then which one
 * is the vote is not known. A reason after the name (“投 3号 5号说得对”) is not a list.
 */
function listedAfter(tail: string, first: string, players: readonly ThreadPlayer[]): boolean {
	const next = LISTED.exec(tail)?.[1]?.replace(QUOTES, '');
	const id = next ? writtenAs(next, players) : null;
	return !!id && id !== first;
}

/** The player a piece is exactly (a name, a nickname, “5号” or “5”, a full stop after), or null. */
function writtenAs(piece: string, players: readonly ThreadPlayer[]): string | null {
	const said = piece.replace(/[。.!！~]+$/, '').toLowerCase();
	const found = players.filter((p) =>
		[p.name, ...(p.nicknames ?? []), `${p.seat}号`, String(p.seat)].some(
			(n) => n.toLowerCase() === said
		)
	);
	return found.length === 1 ? found[0]!.id : null;
}

/** The player named right after a vote word: the first piece, else the one name in the rest. */
function nameAfter(rest: string, players: readonly ThreadPlayer[]): Named | null {
	// The name on the vote word's line, or on the next line when the word ends its line (“投票：⏎长安”).
	const line = rest.split('\n').find((l) => l.trim()) ?? '';
	const cut = (line.trim().split(SEP)[0] ?? '').replace(QUOTES, '');
	if (!line.trim()) return null;
	const spaced = spacedName(line, players);
	if (spaced) return spaced;
	if (ABSTAIN.test(cut) || /^弃/.test(cut))
		return { named: cut, id: null, ambiguous: false, many: false, abstain: true };
	const m = cut ? matchPlayer(cut, players) : { id: null, ambiguous: false };
	if (m.id && listedAfter(line.trim().slice(cut.length), m.id, players))
		return { named: line.trim(), id: null, ambiguous: false, many: true, abstain: false };
	if (m.id || m.ambiguous) return { named: cut, ...m, many: false, abstain: false };
	const ids = namesIn(line, players);
	if (ids.length === 1)
		return {
			named: line.trim(),
			id: ids[0] ?? null,
			ambiguous: false,
			many: false,
			abstain: false
		};
	return {
		named: cut || line.trim(),
		id: null,
		ambiguous: false,
		many: ids.length > 1,
		abstain: false
	};
}

function after(text: string, re: RegExp): { at: number; rest: string }[] {
	return [...text.matchAll(re)].map((m) => ({
		at: m.index ?? 0,
		rest: text.slice((m.index ?? 0) + m[0].length)
	}));
}

function of(n: Named | null, extra: Partial<VoteRead> = {}): VoteRead {
	const flags: VoteFlag[] = [];
	if (!n) flags.push('unread');
	else if (n.ambiguous) flags.push('ambiguous');
	else if (n.many) flags.push('manyNames');
	else if (!n.id && !n.abstain) flags.push('unread');
	return {
		named: n?.named ?? null,
		target: n?.id ?? null,
		abstain: n?.abstain ?? false,
		changed: false,
		same: null,
		flags,
		...extra
	};
}

/** The players (or 弃票) named right after the post's vote words. */
function votesIn(text: string, players: readonly ThreadPlayer[]): Named[] {
	return after(text, VOTE)
		.map((v) => nameAfter(v.rest, players))
		.filter((n): n is Named => !!n && (!!n.id || n.abstain));
}

const floorIn = (m: RegExpExecArray | null) => (m ? Number(m[1] ?? m[2]) : null);

/** Reads a post's vote from its own words (folded to half-width) and the posts it quotes. */
export function readVote(
	words: readonly string[],
	quotes: readonly QuoteRef[],
	players: readonly ThreadPlayer[]
): VoteRead {
	let text = words.join('\n');
	const reply = REPLY.exec(text);
	let replyFloor: number | null = null;
	if (reply) {
		replyFloor = floorIn(reply);
		// “回复 3楼 同投”: what follows the floor is the vote, not the quoted author.
		const tail = reply[3] ?? '';
		const cutAll = !/[投票同跟改]/.test(tail);
		const cut = cutAll ? reply[0] : reply[0].slice(0, reply[0].length - tail.length);
		text = text.replace(cut, ' ');
	}
	const changes = after(text, CHANGE);
	const change = changes[changes.length - 1];
	if (change) {
		const named = nameAfter(change.rest, players);
		// “投 长安（改票）”: the word after the name; the vote word says whom.
		const firm = named?.id || named?.abstain ? named : votesIn(text, players)[0];
		return of(firm ?? named, { changed: true });
	}

	// “投 夜雨，理由同上”: a vote word naming a player says whom, whatever “同上” follows.
	const same = votesIn(text, players).length ? undefined : after(text, SAME)[0];
	if (same) {
		const direct = nameAfter(same.rest, players);
		if (direct?.id || direct?.abstain) return of(direct);
		const word = text.slice(same.at);
		const floor = floorIn(FLOOR_REF.exec(word.split('\n')[0] ?? '')) ?? replyFloor;
		const quote = floor === null ? (quotes[0] ?? null) : null;
		const above = floor === null && !quote && /同上|楼上|\+1/.test(word);
		const ref: SameAs = { floor, quote, above };
		const known = floor !== null || quote !== null || above;
		return { ...of(null), flags: known ? [] : ['sameAsUnread'], same: known ? ref : null };
	}

	const votes = after(text, VOTE)
		.map((v) => nameAfter(v.rest, players))
		.filter((n): n is Named => !!n);
	if (votes.length) {
		const firm = votesIn(text, players);
		const ids = new Set(firm.map((n) => n.id ?? '-'));
		// “投 夜雨，算了还是弃票吧”: a player and 弃票 both said, outside the vote word's own name.
		if (firm.some((n) => n.id) && ABSTAIN.test(text)) ids.add('-');
		if (ids.size > 1)
			return { ...of(null), named: firm.map((n) => n.named).join(' / '), flags: ['manyNames'] };
		const read = of(firm[0] ?? votes[0] ?? null);
		return asked(text, read.named) && read.flags.length === 0
			? { ...read, flags: ['question'] }
			: read;
	}
	if (ABSTAIN.test(text)) {
		const line = words.find((l) => ABSTAIN.test(l)) ?? text;
		return of({ named: line.trim(), id: null, ambiguous: false, many: false, abstain: true });
	}
	return bare(text, players);
}

/** No vote word: a post that is only a name counts; a name among other words is offered. */
function bare(text: string, players: readonly ThreadPlayer[]): VoteRead {
	const ids = namesIn(text, players);
	if (ids.length > 1) return { ...of(null), named: text.trim(), flags: ['manyNames'] };
	for (const line of text.split('\n')) {
		const piece = line.trim().replace(QUOTES, '');
		const m = matchPlayer(piece, players);
		if (m.ambiguous)
			return of({ named: piece, id: null, ambiguous: true, many: false, abstain: false });
		if (!m.id) continue;
		const alone = writtenAs(piece, players) === m.id;
		const read = of({ named: piece, id: m.id, ambiguous: false, many: false, abstain: false });
		const voted = VOTE_WORD.test(piece) && !SAYS_NO.test(piece);
		return alone || voted ? read : { ...read, flags: ['noVoteWord'] };
	}
	return of(null, { named: null });
}
