import type { ActionSlot } from '../forum/resolution';
import { type Text, text } from '../../engine/text';

/**
 * The I01 board (seed 003, 身份阵营): roles, their teams and kinds (身份类型), skills and the
 * night phase each skill belongs to. Everything here is data; the reducer reads it.
 */
export type I01Role = 'seer' | 'witch' | 'guard' | 'villager' | 'cupid' | 'wolf' | 'piper';
export type I01Team = 'village' | 'lovers' | 'wolves' | 'piper';
/** 身份类型: 特殊 / 村民 / 普通 / 狼人 / 吹笛. */
export type I01Kind = 'special' | 'villager' | 'ordinary' | 'wolf' | 'piper';

export const PLAYERS = 12;

/** 一、身份分配, the 12-player row. */
export const BOARD: readonly I01Role[] = [
	'seer',
	'witch',
	'guard',
	'villager',
	'villager',
	'villager',
	'cupid',
	'wolf',
	'wolf',
	'wolf',
	'wolf',
	'piper'
];

/** Each role: its team, its kind (身份类型) and its name. */
const ROLES: Record<I01Role, { team: I01Team; kind: I01Kind; name: Text }> = {
	seer: { team: 'village', kind: 'special', name: text('先知', 'Seer') },
	witch: { team: 'village', kind: 'special', name: text('女巫', 'Witch') },
	guard: { team: 'village', kind: 'special', name: text('守卫', 'Guard') },
	villager: { team: 'village', kind: 'villager', name: text('村民', 'Villager') },
	cupid: { team: 'village', kind: 'ordinary', name: text('爱神', 'Cupid') },
	wolf: { team: 'wolves', kind: 'wolf', name: text('狼人', 'Werewolf') },
	piper: { team: 'piper', kind: 'piper', name: text('吹笛', 'Piper') }
};

function byRole<K extends 'team' | 'kind' | 'name'>(key: K) {
	const entries = Object.entries(ROLES).map(([role, r]) => [role, r[key]]);
	return Object.fromEntries(entries) as Record<I01Role, (typeof ROLES)[I01Role][K]>;
}

export const ROLE_TEAM = byRole('team');
export const ROLE_KIND = byRole('kind');
export const ROLE_NAMES = byRole('name');

export const TEAM_NAMES: Record<I01Team, Text> = {
	village: text('村民阵营', 'Village team'),
	lovers: text('情侣阵营', 'Lovers team'),
	wolves: text('狼人阵营', 'Werewolf team'),
	piper: text('吹笛阵营', 'Piper team')
};

export const KIND_NAMES: Record<I01Kind, Text> = {
	special: text('特殊', 'special'),
	villager: text('村民', 'villager'),
	ordinary: text('普通', 'ordinary'),
	wolf: text('狼人', 'werewolf'),
	piper: text('吹笛', 'piper')
};

/** Night skills of a game day (游戏日夜晚). 通灵 is passive and has no action. */
export type I01Skill = 'protect' | 'mute' | 'charm' | 'divine' | 'kill' | 'save' | 'poison';

export const SKILL_NAMES: Record<I01Skill, Text> = {
	protect: text('守护', 'Protect'),
	mute: text('隔音', 'Soundproof'),
	charm: text('吹笛', 'Pipe'),
	divine: text('预言', 'Divine'),
	kill: text('杀人', 'Kill'),
	save: text('救药', 'Antidote'),
	poison: text('毒药', 'Poison')
};

/** Which role holds a skill by its role text (杀人 may also be gained: 复仇, 遗志). */
export const SKILL_ROLE: Record<I01Skill, I01Role> = {
	protect: 'guard',
	mute: 'guard',
	charm: 'piper',
	divine: 'seer',
	kill: 'wolf',
	save: 'witch',
	poison: 'witch'
};

/** Single-use (<单次>) skills: at most one use per game. */
export const SINGLE_USE: readonly I01Skill[] = ['save', 'poison'];

/** 夜晚1 … 夜晚6: a night resolves phase by phase in this order (步骤 11–14). */
export const NIGHT_PHASES = [1, 2, 3, 4, 5, 6] as const;
export type NightPhase = (typeof NIGHT_PHASES)[number];

/** Skills in their night phase, as generic action slots ("deadline" is the phase's name). */
export const SLOTS: readonly ActionSlot[] = [
	{ skill: 'protect', deadline: '夜晚1', order: 10 },
	{ skill: 'mute', deadline: '夜晚1', order: 11 },
	{ skill: 'charm', deadline: '夜晚2', order: 20 },
	{ skill: 'divine', deadline: '夜晚3', order: 30 },
	{ skill: 'kill', deadline: '夜晚4', order: 40 },
	{ skill: 'save', deadline: '夜晚6', order: 60 },
	{ skill: 'poison', deadline: '夜晚6', order: 61 }
];

export function phaseOfSkill(skill: I01Skill): NightPhase {
	const slot = SLOTS.find((s) => s.skill === skill);
	return Math.floor((slot?.order ?? 10) / 10) as NightPhase;
}

export function skillsOfPhase(phase: number): I01Skill[] {
	return SLOTS.filter((s) => Math.floor(s.order / 10) === phase).map((s) => s.skill as I01Skill);
}

export function isSkill(x: unknown): x is I01Skill {
	return typeof x === 'string' && Object.hasOwn(SKILL_NAMES, x);
}

export function isRole(x: unknown): x is I01Role {
	return typeof x === 'string' && Object.hasOwn(ROLE_NAMES, x);
}

/** 癫狂状态: the twenty characters a charmed character may still type (besides emoticons). */
export const CHARMED_SOUNDS = '啊嗷嘎咯咕呱哼咴叽啾哩喵咩哞嘶汪嗡喔喳吱';

/** Only the first four characters out may leave last words (遗言). */
export const LAST_WORDS_LIMIT = 4;
/** The sheriff's ballot counts 2.1 votes (警长【领导】). */
export const SHERIFF_WEIGHT = 2.1;

/**
 * Placeholder character names for a new game (the 主办 types the auctioned names over them): the
 * ten heavenly stems, then 子 and 丑, one name each.
 */
export const DEFAULT_NAMES: readonly string[] = Array.from('甲乙丙丁戊己庚辛壬癸子丑');
