import type { Text } from '../../engine/text';
import { byId } from './by-id';

/** The teams (阵营) of 沉取场. */
export type TeamId = 'village' | 'wolf' | 'whiteWolf' | 'piper' | 'lovers';

/** Kinds of identity (身份类型) in the seed's table. */
export type RoleKind = 'privileged' | 'ordinary' | 'citizen' | 'rebel' | 'wolf' | 'piper' | 'cupid';

/** What the seer is told (预言反馈). */
export type Feedback = 'village' | 'wolf' | 'whiteWolf' | 'piper';

export type RoleId =
	| 'seer'
	| 'witch'
	| 'elder'
	| 'guard'
	| 'hunter'
	| 'idiot'
	| 'silentProphet'
	| 'powerMagician'
	| 'princess'
	| 'slanderer'
	| 'scapegoat'
	| 'penitent'
	| 'dieHard'
	| 'assassin'
	| 'citizen'
	| 'rebel'
	| 'whiteWolf'
	| 'wolfLeader'
	| 'blackWolf'
	| 'envoy'
	| 'nun'
	| 'piper'
	| 'cupid';

export interface Role {
	id: RoleId;
	kind: RoleKind;
	name: Text;
	/** 生命上限. */
	lives: number;
	feedback: Feedback;
	team: TeamId;
}

const r = (
	id: RoleId,
	kind: RoleKind,
	zh: string,
	en: string,
	feedback: Feedback,
	team: TeamId,
	lives = 1
): Role => ({ id, kind, name: { 'zh-CN': zh, en }, lives, feedback, team });

/**
 * The seed's table (身份阵营 0): type, identity, lives, seer feedback, team. Read column by column:
 * 乱民 shows 村民 to the seer but belongs to the wolves (FAQ 7 confirms: 变身乱民，加入狼人阵营);
 * 白狼 shows 狼人 but is its own 白狼阵营 until 【归群】.
 */
export const ROLES: readonly Role[] = [
	r('seer', 'privileged', '预言家', 'Seer', 'village', 'village'),
	r('witch', 'privileged', '女巫', 'Witch', 'village', 'village'),
	r('elder', 'privileged', '长老', 'Elder', 'village', 'village', 2),
	r('guard', 'privileged', '守卫', 'Guard', 'village', 'village'),
	r('hunter', 'ordinary', '猎人', 'Hunter', 'village', 'village'),
	r('idiot', 'ordinary', '白痴', 'Idiot', 'village', 'village'),
	r('silentProphet', 'ordinary', '沉寂的先知者', 'Silent Prophet', 'village', 'village'),
	r('powerMagician', 'ordinary', '权力魔术师', 'Power Magician', 'village', 'village'),
	r('princess', 'ordinary', '善良的小公主', 'Kind Little Princess', 'village', 'village'),
	r('slanderer', 'ordinary', '诽谤者', 'Slanderer', 'village', 'village'),
	r('scapegoat', 'ordinary', '替罪羊', 'Scapegoat', 'village', 'village'),
	r('penitent', 'ordinary', '忏悔者', 'Penitent', 'village', 'village'),
	r('dieHard', 'ordinary', '死士', 'Die-hard', 'village', 'village'),
	r('assassin', 'ordinary', '刺客', 'Assassin', 'village', 'village'),
	r('citizen', 'citizen', '良民', 'Good Citizen', 'village', 'village'),
	r('rebel', 'rebel', '乱民', 'Rebel', 'village', 'wolf'),
	r('whiteWolf', 'wolf', '白狼', 'White Wolf', 'wolf', 'whiteWolf'),
	r('wolfLeader', 'wolf', '头狼', 'Wolf Leader', 'wolf', 'wolf'),
	r('blackWolf', 'wolf', '黑狼', 'Black Wolf', 'wolf', 'wolf'),
	r('envoy', 'wolf', '狼使', 'Wolf Envoy', 'wolf', 'wolf'),
	r('nun', 'wolf', '修女', 'Nun', 'wolf', 'wolf'),
	r('piper', 'piper', '吹笛者', 'Piper', 'piper', 'piper'),
	r('cupid', 'cupid', '丘比特', 'Cupid', 'village', 'village')
];

export const PRIVILEGED: readonly RoleId[] = ['seer', 'witch', 'elder', 'guard'];
export const ORDINARY: readonly RoleId[] = [
	'hunter',
	'idiot',
	'silentProphet',
	'powerMagician',
	'princess',
	'slanderer',
	'scapegoat',
	'penitent',
	'dieHard',
	'assassin'
];
/** The six ordinary identities ticked when the director first chooses them by hand. */
export const STARTING_ORDINARY: readonly RoleId[] = [
	'hunter',
	'idiot',
	'princess',
	'slanderer',
	'scapegoat',
	'assassin'
];
export const WOLVES: readonly RoleId[] = ['whiteWolf', 'wolfLeader', 'blackWolf', 'envoy', 'nun'];

const roles = byId(ROLES, 'role');
export const roleOf = roles.get;
export const isRoleId = roles.is;

export const TEAM_NAMES: Record<TeamId, Text> = {
	village: { 'zh-CN': '村民阵营', en: 'Village' },
	wolf: { 'zh-CN': '狼人阵营', en: 'Wolves' },
	whiteWolf: { 'zh-CN': '白狼阵营', en: 'White Wolf' },
	piper: { 'zh-CN': '吹笛者阵营', en: 'Piper' },
	lovers: { 'zh-CN': '情侣阵营', en: 'Lovers' }
};

export const FEEDBACK_NAMES: Record<Feedback, Text> = {
	village: { 'zh-CN': '村民', en: 'villager' },
	wolf: { 'zh-CN': '狼人', en: 'werewolf' },
	whiteWolf: { 'zh-CN': '白狼', en: 'white wolf' },
	piper: { 'zh-CN': '吹笛者', en: 'piper' }
};
