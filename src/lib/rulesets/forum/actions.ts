import { type PostText, type ThreadPlayer, half, matchPlayer, splitPosts } from './thread';
import { editedAt } from './thread-split';

/**
 * Reads a night's action posts (功能树洞 replies) as a director copies them from the forum: who
 * posted, when, which skill and on whom, by the same post splitter as the vote thread. Pure and
 * rule-set free: the desk gives each skill's words, who may use it and its deadline. A player
 * may write 确定 on a line after a target: that target can no longer change; otherwise the
 * last target before the deadline counts. What cannot be read is flagged, never guessed.
 */

export interface ActionSkill {
	id: string;
	/** How players write the skill (the rule set's own word first, short forms after). */
	words: readonly string[];
	/** How many players the skill names (1 unless told: 【金箭】 names two). */
	targets?: number;
}

export interface ActionOptions {
	skills: readonly ActionSkill[];
	/** Who may use each skill now (skill id → player ids): the living holders. */
	holders: Readonly<Record<string, readonly string[]>>;
	/** Each skill's deadline (ISO); a post after it is late. */
	deadlines?: Readonly<Record<string, string>>;
	/** The forum's clock, as an ISO offset (Beijing time unless told). */
	offset?: string;
}

export type ActionFlag =
	| 'noHeader'
	/** The post time is relative (“昨天 21:05”): its date is not known. */
	| 'noTime'
	| 'unknownAuthor'
	/** A quote whose post is not in the paste: where its words end is a guess. */
	| 'quoteUnsure'
	/** Nothing in the post reads as a skill and a target. */
	| 'unread'
	/** A target without a skill word, from a player who holds several skills (or none). */
	| 'whichSkill'
	/** The name matches more than one player. */
	| 'ambiguous'
	/** The author has no such skill now (another role, out or ejected). */
	| 'notHolder'
	| 'late'
	/** Posted on time, edited after the skill's deadline: the target then is unknown. */
	| 'editedLate'
	/** Another post uses the same skill: the later one counts. */
	| 'double'
	/** An earlier post was confirmed with 确定: this one cannot change it. */
	| 'locked'
	/** Not as many targets as the skill names (one lover for the arrow). */
	| 'targetCount';

export interface ReadAct {
	skill: string | null;
	/** The target as written. */
	named: string | null;
	target: string | null;
	/** Every player named, in the order written (the first is `target`). */
	targets: string[];
	/** 放弃: the skill is not used. */
	abstain: boolean;
	/** Followed by 确定. */
	confirmed: boolean;
	flags: ActionFlag[];
	/** Whether the act is read as the skill's use (the desk lets the director change it). */
	counts: boolean;
}

export interface ReadActionPost {
	lines: string[];
	floor: number | null;
	/** null: the forum showed the time relative to the day (“昨天 21:05”). */
	postedAt: string | null;
	author: string | null;
	actor: string | null;
	flags: ActionFlag[];
	/** A post that only says 确定: it confirms the author's previous target. */
	confirmsAbove: boolean;
	acts: ReadAct[];
}

const CONFIRM = /^\s*确定\s*[。.!！~]*\s*$/;
const TRAILING_CONFIRM = /[\s,，。]*确定\s*[。.!！~]*\s*$/;
const ABSTAIN = /放弃|不(?:发动|使用|用)/;
/** What may stand between a skill's word and its target. */
const LEAD = /^[\s】\]》」』）)]*(?:[:：,，、]\s*)?(?:对|给|向|目标\s*[:：]?|→|->)?\s*/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line with every player's name blanked out, so a skill word inside a name is not read. */
function masked(line: string, players: readonly ThreadPlayer[]): string {
	const names = players
		.flatMap((p) => [p.name, ...(p.nicknames ?? [])])
		.map(half)
		.filter((n) => n.trim())
		.sort((a, b) => b.length - a.length);
	let out = line;
	for (const n of names) out = out.split(n).join('\u0001'.repeat(n.length));
	return out;
}

interface Piece {
	skill: string | null;
	text: string;
	/** “今晚不救”, “别验南柯”: the skill's word said with “no”. */
	negated: boolean;
}

/** The skill words of one line and the text after each (the next word ends it). */
function piecesOf(line: string, skills: readonly ActionSkill[], players: readonly ThreadPlayer[]) {
	const words = skills
		.flatMap((s) => s.words.map((w) => ({ id: s.id, w: half(w) })))
		.sort((a, b) => b.w.length - a.w.length);
	if (!words.length) return [];
	const find = new RegExp(words.map((x) => escape(x.w)).join('|'), 'g');
	const hits = [...masked(line, players).matchAll(find)];
	const pieces = hits.map((h, i): Piece => {
		const end = (h.index ?? 0) + h[0].length;
		const next = hits[i + 1]?.index ?? line.length;
		return {
			skill: words.find((x) => x.w === h[0])?.id ?? null,
			text: line.slice(end, next),
			negated: /(?:不|别|没|未|勿)\s*$/.test(line.slice(0, h.index))
		};
	});
	// “救药救 3号”, “【杀人】杀 5号”: a word repeated before its target is one use.
	return pieces.filter(
		(p, i) => p.text.replace(LEAD, '').trim() || pieces[i + 1]?.skill !== p.skill
	);
}

type Match = ReturnType<typeof matchPlayer>;

/** The text cut where `sep` matches outside the players' names (a name may hold “和” or a space). */
function cut(text: string, sep: RegExp, players: readonly ThreadPlayer[]): string[] {
	const out: string[] = [];
	let from = 0;
	for (const m of masked(text, players).matchAll(sep)) {
		out.push(text.slice(from, m.index));
		from = (m.index ?? 0) + m[0].length;
	}
	out.push(text.slice(from));
	return out.map((x) => x.trim()).filter(Boolean);
}

/**
 * The players a text names: several when each of its parts names one (“3号 7号”, “@甲 @乙”,
 * “3、7”), else the whole text as one name.
 */
function matchAll(text: string, players: readonly ThreadPlayer[]): Match[] {
	const named = (m: Match) => m.id !== null || m.ambiguous;
	for (const sep of [/[、,，;；/&+]|和|与|及|(?=@)/g, /\s+/g]) {
		const parts = cut(text, sep, players);
		if (parts.length < 2) continue;
		const found = parts.map((x) => matchPlayer(x, players));
		if (found.every(named)) return found;
	}
	return [matchPlayer(text, players)];
}

/** Whether a line names a player in one of the usual shapes (“@某某”, “5号”, a quoted or bare name). */
function namesSomeone(line: string, players: readonly ThreadPlayer[]): boolean {
	return matchAll(line, players).some((m) => m.id !== null || m.ambiguous);
}

const wantedOf = (skill: string | null, options: ActionOptions) =>
	skill === null ? null : (options.skills.find((k) => k.id === skill)?.targets ?? 1);

function actOf(
	skill: string | null,
	raw: string,
	players: readonly ThreadPlayer[],
	options: ActionOptions,
	declined = false
): ReadAct {
	let text = raw.replace(LEAD, '');
	const confirmed = TRAILING_CONFIRM.test(text);
	text = text.replace(TRAILING_CONFIRM, '').trim();
	const abstain = declined || ABSTAIN.test(text);
	const flags: ActionFlag[] = [];
	let targets: string[] = [];
	if (!abstain && text) {
		// A one-target skill reads the whole text as one name, as the vote thread does.
		const found =
			wantedOf(skill, options) === 1 ? [matchPlayer(text, players)] : matchAll(text, players);
		targets = found.flatMap((m) => (m.id ? [m.id] : []));
		if (found.some((m) => m.ambiguous)) flags.push('ambiguous');
		else if (found.some((m) => !m.id)) targets = [];
	}
	if (!abstain && !targets.length && !flags.includes('ambiguous')) flags.push('unread');
	return {
		skill,
		named: text || null,
		target: targets[0] ?? null,
		targets,
		abstain,
		confirmed,
		flags,
		counts: false
	};
}

/** The acts of one post's words, in the order written; 确定 on its own line seals the last one. */
function actsOf(
	words: readonly string[],
	options: ActionOptions,
	players: readonly ThreadPlayer[]
) {
	const acts: ReadAct[] = [];
	/** Targets written without a skill word: read only when the post has no skill word at all. */
	const bare: ReadAct[] = [];
	let confirmLine = false;
	for (let i = 0; i < words.length; i++) {
		const line = half(words[i] as string).trim();
		if (CONFIRM.test(line)) {
			const last = acts[acts.length - 1] ?? bare[bare.length - 1];
			if (last) last.confirmed = true;
			else confirmLine = true;
			continue;
		}
		const pieces = piecesOf(line, options.skills, players);
		if (!pieces.length) {
			if (namesSomeone(line, players)) bare.push(actOf(null, line, players, options));
			continue;
		}
		// “放弃毒药”: the word of a single use is not followed by a target.
		const declined = pieces.length === 1 && ABSTAIN.test(line);
		for (const p of pieces) {
			let text = p.text;
			// “今晚不救”, “不救南柯”: neither a target nor 放弃 is read; the director decides.
			if (p.negated && !declined) {
				const act = actOf(p.skill, text, players, options);
				acts.push({ ...act, named: line, target: null, targets: [], flags: ['unread'] });
				continue;
			}
			// “守护：” with the target on the next line.
			const next = words[i + 1] !== undefined ? half(words[i + 1] as string).trim() : '';
			if (!declined && !text.replace(LEAD, '').trim() && next && !CONFIRM.test(next)) {
				if (!piecesOf(next, options.skills, players).length) {
					text = next;
					i++;
				}
			}
			acts.push(actOf(p.skill, text, players, options, declined));
		}
	}
	const all = acts.length ? acts : bare;
	return { acts: all, confirmsAbove: confirmLine && all.length === 0 };
}

/** A skill for a target written without one: the author's only skill, else flagged. */
function settleSkill(act: ReadAct, actor: string | null, options: ActionOptions): void {
	if (act.skill !== null || !actor) return;
	const mine = options.skills.filter((s) => options.holders[s.id]?.includes(actor));
	if (mine.length === 1) act.skill = (mine[0] as ActionSkill).id;
	else act.flags.push(mine.length ? 'whichSkill' : 'notHolder');
}

/**
 * Reads every post of a night's pasted action posts. Per skill, one act counts: the first one
 * sealed with 确定 on time, else the last one on time; the others are flagged.
 */
export function readActions(
	text: string,
	players: readonly ThreadPlayer[],
	options: ActionOptions
): ReadActionPost[] {
	const posts = splitPosts(text, players, options.offset).map((p) => readPost(p, players, options));
	// A post that only says 确定 seals the author's previous act.
	posts.forEach((p, i) => {
		if (!p.confirmsAbove || !p.actor) return;
		const before = posts
			.slice(0, i)
			.filter((q) => q.actor === p.actor)
			.flatMap((q) => q.acts);
		const last = before[before.length - 1];
		if (last) last.confirmed = true;
	});
	settle(posts);
	return posts;
}

function readPost(
	p: PostText,
	players: readonly ThreadPlayer[],
	options: ActionOptions
): ReadActionPost {
	const { acts, confirmsAbove } = actsOf(p.words, options, players);
	const flags: ActionFlag[] = [...p.flags];
	if (!acts.length && !confirmsAbove) flags.push('unread');
	for (const a of acts) {
		if (p.flags.includes('quoteUnsure')) a.flags.push('quoteUnsure');
		if (p.flags.includes('noTime')) a.flags.push('noTime');
		settleSkill(a, p.player, options);
		if (a.skill === null) continue;
		if (p.player && !options.holders[a.skill]?.includes(p.player)) a.flags.push('notHolder');
		const wanted = wantedOf(a.skill, options) ?? 1;
		const distinct = new Set(a.targets).size;
		if (a.targets.length && (distinct !== wanted || a.targets.length !== wanted))
			a.flags.push('targetCount');
		const due = options.deadlines?.[a.skill];
		if (due && p.postedAt && Date.parse(p.postedAt) > Date.parse(due)) a.flags.push('late');
		else if (due && Date.parse(editedAt(p, options.offset) ?? '') > Date.parse(due))
			a.flags.push('editedLate');
	}
	return { ...p, actor: p.player, flags, confirmsAbove, acts };
}

const UNUSABLE: readonly ActionFlag[] = [
	'noTime',
	'unread',
	'ambiguous',
	'notHolder',
	'targetCount',
	'quoteUnsure'
];

type Entry = { act: ReadAct; at: number; floor: number | null; actor: string };

/** Whether two entries are one floor copied twice (the same author and time) saying other things. */
const twins = (a: Entry, b: Entry) =>
	a !== b &&
	a.floor !== null &&
	a.floor === b.floor &&
	a.at === b.at &&
	a.actor === b.actor &&
	(a.act.abstain !== b.act.abstain || a.act.targets.join() !== b.act.targets.join());

/**
 * Marks, per skill, the act that counts: the rest are doubles, or locked after a 确定. One floor
 * pasted twice saying different things (copied before and after an edit): which copy is the
 * post's last word is unknown, so neither is ticked.
 */
function settle(posts: ReadActionPost[]): void {
	const bySkill = new Map<string, Entry[]>();
	for (const p of posts)
		for (const act of p.acts) {
			const usable = p.actor && act.skill !== null && !act.flags.some((f) => UNUSABLE.includes(f));
			if (!usable) continue;
			const key = act.skill as string;
			const entry = { act, at: Date.parse(p.postedAt ?? ''), floor: p.floor, actor: p.actor! };
			bySkill.set(key, [...(bySkill.get(key) ?? []), entry]);
		}
	for (const list of bySkill.values()) {
		// Forum time decides, whatever order the posts were pasted in.
		const sorted = [...list].sort((a, b) => a.at - b.at).map((x) => x.act);
		const onTime = sorted.filter(
			(a) => !a.flags.includes('late') && !a.flags.includes('editedLate')
		);
		const sealed = onTime.find((a) => a.confirmed);
		const chosen = sealed ?? onTime[onTime.length - 1];
		const entry = list.find((x) => x.act === chosen);
		if (chosen && !(entry && list.some((x) => twins(x, entry)))) chosen.counts = true;
		if (sorted.length < 2) continue;
		const sealedAt = sealed ? sorted.indexOf(sealed) : -1;
		sorted.forEach((a, i) => a.flags.push(sealed && i > sealedAt ? 'locked' : 'double'));
	}
}

/** The counted acts with their post's actor and time, for the rule set to turn into events. */
export function countedActs(posts: readonly ReadActionPost[]): {
	skill: string;
	actor: string;
	target: string | null;
	/** Every player named (the arrow's two lovers); empty for 放弃. */
	targets: string[];
	confirmed: boolean;
	/** Missing when the forum showed the time relative to the day (an act the director ticked). */
	postedAt?: string;
}[] {
	return posts.flatMap((p) =>
		p.acts
			.filter((a) => a.counts && p.actor && a.skill !== null && (a.abstain || a.target))
			.map((a) => ({
				skill: a.skill as string,
				actor: p.actor as string,
				target: a.abstain ? null : a.target,
				targets: a.abstain ? [] : a.targets,
				confirmed: a.confirmed,
				...(p.postedAt !== null ? { postedAt: p.postedAt } : {})
			}))
	);
}
