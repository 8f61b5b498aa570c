import { forumIso } from '../../engine/forum-clock';
import {
	type ActionOptions,
	type ReadActionPost,
	countedActs,
	readActions
} from '../forum/actions';
import type { ThreadPlayer } from '../forum/thread';
import type { I01Command } from './events';
import { holders } from './night';
import { type I01Skill, SKILL_NAMES, isSkill, phaseOfSkill } from './roles';
import { i01Schedule } from './schedule';
import type { I01State } from './state';

/**
 * The night's action posts pasted on the I01 desk (功能树洞, 技能发动): the seed's skill words,
 * who holds each skill tonight, each skill's deadline (its night phase, 15 minutes each), and the
 * confirmed acts as the same `i01/action` events the hand entry sends. The engine still decides.
 */

/** How players write each skill: the seed's name first, then the usual short forms. */
export const SKILL_WORDS: Record<I01Skill, readonly string[]> = {
	protect: [SKILL_NAMES.protect['zh-CN']],
	mute: [SKILL_NAMES.mute['zh-CN']],
	charm: [SKILL_NAMES.charm['zh-CN']],
	divine: [SKILL_NAMES.divine['zh-CN'], '查验', '验'],
	kill: [SKILL_NAMES.kill['zh-CN'], '刀', '杀'],
	save: [SKILL_NAMES.save['zh-CN'], '解药', '救'],
	poison: [SKILL_NAMES.poison['zh-CN'], '毒']
};

/** The players as the forum names them: name and seat number (“5号”). */
export function pastePlayers(s: I01State): ThreadPlayer[] {
	return s.players.map((p, i) => ({ id: p.seat, name: p.name, seat: i + 1 }));
}

/** What the reader needs from tonight: skills, holders, deadlines (forum time). */
export function actionOptions(s: I01State): ActionOptions {
	const skills = (Object.keys(SKILL_WORDS) as I01Skill[]).map((id) => ({
		id,
		words: SKILL_WORDS[id]
	}));
	const deadlines: Record<string, string> = {};
	for (const d of s.phase.kind === 'night' ? i01Schedule(s) : [])
		for (const k of d.skills) if (isSkill(k)) deadlines[k] = forumIso(d.at);
	return {
		skills,
		holders: Object.fromEntries(skills.map((k) => [k.id, holders(s, k.id)])),
		deadlines
	};
}

/** Reads the pasted posts against tonight's state. */
export function readNightPosts(s: I01State, text: string): ReadActionPost[] {
	return readActions(text, pastePlayers(s), actionOptions(s));
}

/** An act as read: its skill, who posted it, the target (null: 放弃) and whether 确定 sealed it. */
export interface PastedAct {
	skill: string | null;
	actor: string | null;
	target: string | null;
	confirmed: boolean;
}

/**
 * Where a read act stands tonight: its phase is open (`now`), to come (`later`) or closed
 * (`past`); `entered` when the desk already holds it as read.
 */
export type PasteTiming = 'now' | 'later' | 'past' | 'entered';

export function pasteTiming(s: I01State, a: PastedAct): PasteTiming | null {
	const ph = s.phase;
	if (ph.kind !== 'night' || !isSkill(a.skill)) return null;
	const slot = phaseOfSkill(a.skill);
	if (ph.step === 'dawn' || slot < ph.step) return 'past';
	if (slot > ph.step) return 'later';
	const held = s.night?.actions.find((x) => x.skill === a.skill);
	const same =
		a.target === null
			? !held
			: held?.actor === a.actor &&
				held.target === a.target &&
				(held.extra === 'confirmed') === a.confirmed;
	return same ? 'entered' : 'now';
}

/**
 * The counted acts of the open phase as the hand entry's events, with the post's time (the
 * clock then flags a late one) and 确定 (the target can no longer change). 放弃 clears an entry.
 */
export function pastedCommands(s: I01State, posts: readonly ReadActionPost[]): I01Command[] {
	return countedActs(posts).flatMap((a): I01Command[] => {
		if (!isSkill(a.skill) || pasteTiming(s, a) !== 'now') return [];
		if (a.target === null)
			return [{ type: 'i01/action', skill: a.skill, actor: a.actor, target: null }];
		const { skill, actor, target, confirmed, postedAt } = a;
		return [{ type: 'i01/action', skill, actor, target, confirmed, postedAt }];
	});
}
