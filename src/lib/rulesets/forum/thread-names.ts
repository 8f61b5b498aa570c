/**
 * How a forum thread names players: full-width forms folded, a name, a nickname or a seat number
 * (“12号”) matched against the desk's players. Pure; shared by the vote and action readers.
 */

export interface ThreadPlayer {
	id: string;
	name: string;
	/** Seat number as players write it (“投 12号”). */
	seat: number;
	nicknames?: readonly string[];
}

const FULL = /[\uff01-\uff5e]/g;
/** Full-width ASCII (１２号, ＃, ：) to half-width, ideographic space to a space. */
export function half(s: string): string {
	return s
		.replace(FULL, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
		.replace(/\u3000/g, ' ');
}

export const norm = (s: string) => half(s).toLowerCase().replace(/\s+/g, '');

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
	const is = (x: string) => (p: ThreadPlayer) =>
		norm(p.name) === x || (p.nicknames ?? []).some((n) => norm(n) === x);
	// A name ending in a mark (“夜雨~”) is that player before the mark is trimmed off.
	const whole = players.filter(is(norm(text)));
	if (whole.length === 1) return { id: whole[0]!.id, ambiguous: false };
	const exact = players.filter(is(t));
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

/** Each way a player is written, folded for matching. */
export const namesOf = (p: ThreadPlayer): string[] =>
	[p.name, ...(p.nicknames ?? [])].map(norm).filter(Boolean);

/**
 * Every player a text names, in the order they first appear: names and nicknames (a shorter name
 * inside a longer one that also matches is left out) and seat numbers written “N号”.
 */
export function namesIn(text: string, players: readonly ThreadPlayer[]): string[] {
	const t = norm(text);
	const hits: { id: string; at: number; end: number }[] = [];
	for (const p of players)
		for (const n of namesOf(p)) {
			let at = t.indexOf(n);
			while (at >= 0) {
				hits.push({ id: p.id, at, end: at + n.length });
				at = t.indexOf(n, at + 1);
			}
		}
	for (const m of t.matchAll(/(?:^|[^\d])(\d{1,2})号/g)) {
		const p = players.find((x) => x.seat === Number(m[1]));
		if (p) hits.push({ id: p.id, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
	}
	const kept = hits.filter(
		(h) =>
			!hits.some((o) => o !== h && o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at)
	);
	kept.sort((x, y) => x.at - y.at);
	return [...new Set(kept.map((h) => h.id))];
}

/**
 * The player who wrote a post: the author's whole name, or one of its words (“2F 长安”), is the
 * player's name or nickname. A forum name that only holds a player's (“夜雨声烦” beside 夜雨) is
 * someone else, and so is a line of a vote's words (“投 夜雨”) taken for the author.
 */
export function authorOf(author: string, players: readonly ThreadPlayer[]): string | null {
	const id = matchPlayer(author, players).id;
	const p = players.find((x) => x.id === id);
	if (!p) return null;
	const names = [p.name, ...(p.nicknames ?? [])].map(norm);
	if (names.includes(norm(author))) return p.id;
	// A line with a vote's words is no header (贴吧 puts the floor and time under the post's words).
	if (/[投票弃@]/.test(author)) return null;
	return author.split(/\s+/).some((w) => names.includes(norm(w))) ? p.id : null;
}
