import { forumIso } from '../forum/forum-clock';
import {
	type ActionOptions,
	type ReadActionPost,
	countedActs,
	readActions
} from '../forum/actions';
import type { ThreadPlayer } from '../forum/thread';
import type { I01Command } from './events';
import { holders } from './night';
import { orphanAllowed } from './night0';
import { type I01Skill, SKILL_NAMES, isSkill, phaseOfSkill } from './roles';
import { i01NightDeadlines, i01Schedule } from './schedule';
import { type I01State, isOut } from './state';
import type { Text } from '../../engine/text';

/**
 * The night's action posts pasted on the I01 desk (功能树洞, 技能发动): the seed's skill words,
 * who holds each skill tonight, each skill's deadline (its night phase, 15 minutes each), and the
 * confirmed acts as the same `i01/action` events the hand entry sends. On night zero: 【金箭】
 * (two lovers) and 【托孤】, due when day 1's thread opens, as `i01/arrows` and `i01/lone-wolf`.
 * The engine still decides.
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

/**
 * Night zero's skills as pasted (seed 003): 爱神【金箭】 names two lovers, then a werewolf's
 * 【托孤】 names one werewolf (or 放弃). Both are due when the first day thread opens.
 */
export const NIGHT0_SKILLS = ['arrows', 'lone-wolf'] as const;
export type Night0Skill = (typeof NIGHT0_SKILLS)[number];
export const isNight0Skill = (x: unknown): x is Night0Skill =>
	NIGHT0_SKILLS.includes(x as Night0Skill);

export const NIGHT0_WORDS: Record<Night0Skill, readonly string[]> = {
	arrows: ['金箭', '爱神之箭', '连线', '情侣'],
	'lone-wolf': ['托孤', '孤狼']
};

export const NIGHT0_NAMES: Record<Night0Skill, Text> = {
	arrows: { 'zh-CN': '金箭', en: 'Golden arrows' },
	'lone-wolf': { 'zh-CN': '托孤', en: 'Lone wolf' }
};

/** A pasted skill's name, tonight's or night zero's (null: none read). */
export function pastedSkillName(skill: string | null): Text | null {
	if (isSkill(skill)) return SKILL_NAMES[skill];
	return isNight0Skill(skill) ? NIGHT0_NAMES[skill] : null;
}

/** Who may post night zero's skills: the living Cupid; the werewolves when 托孤 applies. */
function night0Holders(s: I01State): Record<Night0Skill, string[]> {
	const living = s.players.filter((p) => !isOut(p));
	return {
		arrows: living.filter((p) => p.role === 'cupid').map((p) => p.seat),
		'lone-wolf': orphanAllowed(s)
			? living.filter((p) => p.role === 'wolf' && p.team === 'wolves').map((p) => p.seat)
			: []
	};
}

/** The players as the forum names them: name and seat number (“5号”). */
export function pastePlayers(s: I01State): ThreadPlayer[] {
	return s.players.map((p, i) => ({ id: p.seat, name: p.name, seat: i + 1 }));
}

/** What the reader needs from tonight: skills, holders, deadlines (forum time). */
export function actionOptions(s: I01State): ActionOptions {
	if (s.phase.kind === 'night0') {
		const deadlines: Record<string, string> = {};
		for (const d of i01Schedule(s))
			for (const k of d.skills) if (isNight0Skill(k)) deadlines[k] = forumIso(d.at);
		return {
			skills: NIGHT0_SKILLS.map((id) => ({
				id,
				words: NIGHT0_WORDS[id],
				targets: id === 'arrows' ? 2 : 1
			})),
			holders: night0Holders(s),
			deadlines
		};
	}
	const skills = (Object.keys(SKILL_WORDS) as I01Skill[]).map((id) => ({
		id,
		words: SKILL_WORDS[id]
	}));
	const deadlines: Record<string, string> = {};
	for (const d of i01NightDeadlines(s))
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
	/** Every player named (the arrow's two lovers). */
	targets?: readonly string[];
	confirmed: boolean;
}

/**
 * Where a read act stands tonight: its phase is open (`now`), to come (`later`) or closed
 * (`past`); `entered` when the desk already holds it as read.
 */
export type PasteTiming = 'now' | 'later' | 'past' | 'entered';

export function pasteTiming(s: I01State, a: PastedAct): PasteTiming | null {
	const ph = s.phase;
	if (ph.kind === 'night0') return night0Timing(s, a);
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

/** Night zero: the arrows first, 托孤 after them (【私奔】 may change the werewolf team). */
function night0Timing(s: I01State, a: PastedAct): PasteTiming | null {
	const arrows = s.night0.arrows;
	if (a.skill === 'arrows') {
		if (!arrows) return 'now';
		const [x, y] = a.targets ?? [];
		const same = arrows.includes(x ?? '') && arrows.includes(y ?? '') && x !== y;
		return same ? 'entered' : 'past';
	}
	if (a.skill !== 'lone-wolf') return null;
	if (!arrows) return 'later';
	if (s.night0.loneWolf === undefined) return 'now';
	return s.night0.loneWolf === a.target ? 'entered' : 'past';
}

/**
 * The counted acts of the open phase as the hand entry's events, with the post's time (the
 * clock then flags a late one) and 确定 (the target can no longer change). 放弃 clears an entry.
 */
export function pastedCommands(s: I01State, posts: readonly ReadActionPost[]): I01Command[] {
	return countedActs(posts).flatMap((a): I01Command[] => {
		if (s.phase.kind === 'night0') {
			if (pasteTiming(s, a) !== 'now') return [];
			const [x, y] = a.targets;
			if (a.skill === 'arrows' && x && y) return [{ type: 'i01/arrows', a: x, b: y }];
			if (a.skill === 'lone-wolf') return [{ type: 'i01/lone-wolf', by: a.actor, seat: a.target }];
			return [];
		}
		if (!isSkill(a.skill) || pasteTiming(s, a) !== 'now') return [];
		if (a.target === null)
			return [{ type: 'i01/action', skill: a.skill, actor: a.actor, target: null }];
		const { skill, actor, target, confirmed, postedAt } = a;
		return [{ type: 'i01/action', skill, actor, target, confirmed, postedAt }];
	});
}
