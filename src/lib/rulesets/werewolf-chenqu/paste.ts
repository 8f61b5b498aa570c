import { forumIso } from '../forum/forum-clock';
import { type Rejection, isRejection } from '../../engine/types';
import {
	type ActionOptions,
	type ReadActionPost,
	countedActs,
	readActions
} from '../forum/actions';
import type { ThreadPlayer } from '../forum/thread';
import type { WerewolfEventBody } from './events';
import { canAct } from './night-sheet';
import { apply } from './reduce';
import { chenquSchedule } from './schedule';
import { type NightSkill, SKILLS, SLOTS, isNightSkill, skillDef } from './skills';
import type { WerewolfState } from './state';

/**
 * The night's action replies pasted on the 沉取场 desk, read like I01's: the seed's skill words,
 * who holds each skill tonight, each skill's deadline from the seed's 特权行使时间 (21:45, 22:00,
 * 22:15, 22:30, 22:45) on the desk's clock, and the counted acts as the same `night/action`
 * events the sheet sends, with the reply's forum time. Before anything is recorded, every act is
 * tried through the reducer (a dry run), so a refusal shows on its own line. The engine decides.
 */

/** How players write each skill: the seed's name first, then the usual short forms. */
export const SKILL_WORDS: Record<NightSkill, readonly string[]> = {
	shield: ['守护之盾', '守护'],
	soundproof: ['隔音之盾', '隔音'],
	charm: ['吹笛'],
	heartbreak: ['断肠'],
	shake: ['摇落'],
	finale: ['曲尽'],
	faith: ['卫道'],
	divine: ['预言', '查验', '验'],
	eye: ['天眼'],
	power: ['弄权'],
	slander: ['诽谤'],
	kill: ['杀人', '指杀', '刀'],
	bite: ['撕咬', '咬'],
	antidote: ['解药', '救药'],
	poison: ['毒药', '毒'],
	innocence: ['纯真'],
	redeem: ['救赎']
};

/** The players as the forum names them: name and seat number (“5号”). */
export function pastePlayers(s: WerewolfState): ThreadPlayer[] {
	return s.seats.map((x, i) => ({ id: x.id, name: x.name, seat: i + 1 }));
}

/**
 * Who holds `skill` and is in the game: a used-up, lost or silenced skill still counts as held,
 * so that the dry run says why the act is refused (毒药已用过) instead of “没有该技能”.
 */
function holdersOf(s: WerewolfState, skill: NightSkill): string[] {
	return s.seats
		.filter((x) => {
			const code = canAct(s, x, skill)?.code;
			return code !== 'wwc.not-holder' && code !== 'wwc.actor-out';
		})
		.map((x) => x.id);
}

/** Tonight's skills, their holders and deadlines (forum time), for the reader. */
export function actionOptions(s: WerewolfState): ActionOptions {
	const deadlines: Record<string, string> = {};
	for (const d of s.phase.kind === 'night' ? chenquSchedule(s) : [])
		for (const k of d.skills) if (isNightSkill(k)) deadlines[k] = forumIso(d.at);
	return {
		skills: SKILLS.map((k) => ({ id: k.id, words: SKILL_WORDS[k.id] })),
		holders: Object.fromEntries(SKILLS.map((k) => [k.id, holdersOf(s, k.id)])),
		deadlines
	};
}

/** Reads the pasted replies against tonight's state (nights 1 and after). */
export function readNightPosts(s: WerewolfState, text: string): ReadActionPost[] {
	return readActions(text, pastePlayers(s), actionOptions(s));
}

export type NightCommand = Extract<
	WerewolfEventBody,
	{ type: 'night/action' } | { type: 'night/action-cleared' }
>;

/** One read act on the review: what it would send, and what the dry run says of it. */
export interface PasteReview {
	/** `post.act` in the reading. */
	key: string;
	skill: NightSkill;
	/** Already on the desk as read: nothing to send. */
	entered: boolean;
	/** 放弃 of a skill with nothing entered: nothing to send. */
	nothing: boolean;
	command: NightCommand | null;
	/** The reducer's refusal of this act, after the acts before it (null: it would be recorded). */
	refused: Rejection | null;
}

/**
 * The counted acts, in the seed's resolution order, each tried through the reducer on top of the
 * ones before it: the review shows “计入” only for what the desk would really accept.
 */
export function reviewPaste(
	s: WerewolfState,
	posts: readonly ReadActionPost[],
	at: number
): PasteReview[] {
	const keyed = posts.flatMap((p, i) =>
		p.acts.map((a, j) => ({ key: `${i}.${j}`, post: p, act: a }))
	);
	const counted = countedActs(posts);
	// countedActs keeps the reading's order: pair each with its key.
	const keys = keyed
		.filter(
			({ post, act }) =>
				act.counts && post.actor && act.skill !== null && (act.abstain || act.target)
		)
		.map((x) => x.key);
	const acts = counted
		.map((a, i) => ({ ...a, key: keys[i] as string, seq: i }))
		.filter((a): a is typeof a & { skill: NightSkill } => isNightSkill(a.skill));
	const order = (k: string) => SLOTS.find((x) => x.skill === k)?.order ?? 1e9;
	const ordered = [...acts].sort((a, b) => order(a.skill) - order(b.skill) || a.seq - b.seq);
	let state = s;
	return ordered.map((a): PasteReview => {
		const held = state.night?.actions.find((x) => x.skill === a.skill);
		const base = { key: a.key, skill: a.skill, entered: false, nothing: false, refused: null };
		if (a.target === null) {
			if (!held) return { ...base, nothing: true, command: null };
			const command: NightCommand = { type: 'night/action-cleared', skill: a.skill };
			return { ...base, command, refused: tryOn(command) };
		}
		if (held && held.actor === a.actor && held.target === a.target)
			return { ...base, entered: true, command: null };
		const command: NightCommand = {
			type: 'night/action',
			skill: a.skill,
			actor: a.actor,
			target: a.target,
			postedAt: a.postedAt
		};
		return { ...base, command, refused: tryOn(command) };
	});

	function tryOn(command: NightCommand): Rejection | null {
		const next = apply(state, { ...command, at } as Parameters<typeof apply>[1]);
		if (isRejection(next)) return next;
		state = next;
		return null;
	}
}

/** The commands to send: the acts the dry run accepted, in resolution order. */
export function pastedCommands(review: readonly PasteReview[]): NightCommand[] {
	return review.flatMap((r) => (r.command && !r.refused ? [r.command] : []));
}

/** A skill's name, for the review (null: none read). */
export function pastedSkillName(skill: string | null) {
	return isNightSkill(skill) ? skillDef(skill).name : null;
}
