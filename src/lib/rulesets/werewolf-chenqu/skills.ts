import type { ActionSlot } from '../forum/resolution';
import type { Text } from '../../engine/text';
import { byId } from './by-id';
import type { RoleId } from './roles';

export type NightSkill =
	| 'shield'
	| 'soundproof'
	| 'charm'
	| 'heartbreak'
	| 'shake'
	| 'finale'
	| 'faith'
	| 'divine'
	| 'eye'
	| 'power'
	| 'slander'
	| 'kill'
	| 'bite'
	| 'antidote'
	| 'poison'
	| 'innocence'
	| 'redeem';

export interface SkillDef {
	id: NightSkill;
	/** The role that holds it; `kill` is held by whoever has the `killer` status. */
	role: RoleId | null;
	name: Text;
	/** <限定技>: once per game. */
	limited: boolean;
	/** 每名角色整局游戏只能成为该技能的目标一次. */
	oncePerTarget: boolean;
	/** 选择一名其他角色: the actor may not choose themself. */
	othersOnly: boolean;
}

const s = (
	id: NightSkill,
	role: RoleId | null,
	zh: string,
	en: string,
	flags: Partial<Pick<SkillDef, 'limited' | 'oncePerTarget' | 'othersOnly'>> = {}
): SkillDef => ({
	id,
	role,
	name: { 'zh-CN': zh, en },
	limited: flags.limited ?? false,
	oncePerTarget: flags.oncePerTarget ?? false,
	othersOnly: flags.othersOnly ?? false
});

export const SKILLS: readonly SkillDef[] = [
	s('shield', 'guard', '守护之盾', 'Shield', { oncePerTarget: true }),
	s('soundproof', 'guard', '隔音之盾', 'Soundproof Shield', { oncePerTarget: true }),
	s('charm', 'piper', '吹笛', 'Charm', { othersOnly: true }),
	s('heartbreak', 'piper', '断肠', 'Heartbreak', { limited: true }),
	s('shake', 'piper', '摇落', 'Shake Down', { limited: true }),
	s('finale', 'piper', '曲尽', 'Last Note'),
	s('faith', 'nun', '卫道', 'Faith', { oncePerTarget: true }),
	s('divine', 'seer', '预言', 'Divine', { othersOnly: true }),
	s('eye', 'silentProphet', '天眼', 'Heavenly Eye', { limited: true, othersOnly: true }),
	s('power', 'powerMagician', '弄权', 'Power Play', { limited: true }),
	s('slander', 'slanderer', '诽谤', 'Slander'),
	s('kill', null, '杀人', 'Kill'),
	s('bite', 'whiteWolf', '撕咬', 'Bite'),
	s('antidote', 'witch', '解药', 'Antidote', { limited: true, othersOnly: true }),
	s('poison', 'witch', '毒药', 'Poison', { limited: true, othersOnly: true }),
	s('innocence', 'princess', '纯真', 'Innocence', { limited: true }),
	s('redeem', 'nun', '救赎', 'Redemption', { oncePerTarget: true })
];

/** The seed's deadlines (游戏流程: 特权行使时间), in resolution order. */
export const SLOTS: readonly ActionSlot[] = [
	['shield', '21:45'],
	['soundproof', '21:45'],
	['shake', '22:00'],
	['heartbreak', '22:00'],
	['charm', '22:00'],
	['finale', '22:00'],
	['faith', '22:00'],
	['divine', '22:15'],
	['eye', '22:15'],
	['power', '22:15'],
	['slander', '22:15'],
	['kill', '22:15'],
	['bite', '22:15'],
	['antidote', '22:30'],
	['poison', '22:30'],
	['innocence', '22:45'],
	['redeem', '22:45']
].map(([skill, deadline], order) => ({
	skill: skill as string,
	deadline: deadline as string,
	order
}));

const skills = byId(SKILLS, 'skill');
export const skillDef = skills.get;
export const isNightSkill = skills.is;

/** Status ids this rule set keeps in the generic per-seat marks. */
export const ST = {
	lover: 'lover',
	charmed: 'charmed',
	silenced: 'silenced',
	/** Holds 【杀人】 (the black wolf, whoever it passes to, or the lovers after 【遗志】). */
	killer: 'killer',
	/** Holds 【冤死】 (the scapegoat, or the 良民 it passed to). */
	scapegoat: 'scapegoat',
	/** The idiot has used 【装傻】: votes, but the vote is not counted. */
	feigned: 'feigned',
	/** Was once the target of a once-per-target skill. */
	targetOf: (skill: NightSkill) => `target:${skill}`
} as const;

/** Counters in the per-seat marks. */
export const CT = {
	/** 救赎: safe from the vote of this day. */
	redeemedDay: 'redeemedDay',
	/** 诽谤: +2 in the count of this day. */
	slanderedDay: 'slanderedDay'
} as const;

/** Non-night skills that can be lost (by 断肠, 威信, 枭首) or used up. */
export const DAY_SKILLS = {
	feign: 'feign',
	lastShot: 'lastShot',
	succession: 'succession',
	confess: 'confess',
	strike: 'strike',
	martyr: 'martyr',
	embassy: 'embassy',
	inherit: 'inherit',
	vision: 'vision'
} as const;

/** 撕咬: one bite in each pair of nights (1–2, 3–4, …). */
export function biteBlock(night: number): string {
	return `bite@${Math.ceil(night / 2)}`;
}
