import type { Character, Locale } from '../botc/engine/types';

/** 《井满田坝》: the Blood on the Clocktower rules played over group chat, under its own words. */
export const JINGMANTIANBA = 'jingmantianba';

/**
 * Standard words → the variant's words, longest first so that 善良阵营 is replaced before 善良.
 * Applied to every text the storyteller or the table sees while a game of this rule set is open.
 */
const ZH: [string, string][] = [
	['善良阵营', '132 阵营'],
	['邪恶阵营', '826 阵营'],
	['爪牙信息', '团员信息'],
	['恶魔信息', '团长信息'],
	['外来者', '四无人员'],
	['旅行者', '猴山游客'],
	['镇民', '四有人员'],
	['爪牙', '团员'],
	['恶魔', '团长'],
	['已死亡', '已进盒'],
	['死亡', '进盒'],
	['死去', '进盒'],
	['醉酒', '看不清楚'],
	['酒醉', '看不清楚'],
	['中毒', '精神错乱'],
	['疯狂', '疯狂表现'],
	['善良', '132'],
	['邪恶', '826']
];

const EN: [RegExp, string][] = [
	[/\bgood team\b/gi, 'team 132'],
	[/\bevil team\b/gi, 'team 826'],
	[/\bMinion info\b/g, 'Member info'],
	[/\bDemon info\b/g, 'Boss info'],
	[/\bTownsfolk\b/g, 'Four-Haves'],
	[/\btownsfolk\b/g, 'four-haves'],
	[/\bOutsiders?\b/g, 'Four-Nots'],
	[/\boutsiders?\b/g, 'four-nots'],
	[/\bMinions\b/g, 'Members'],
	[/\bMinion\b/g, 'Member'],
	[/\bminions?\b/g, 'member'],
	[/\bDemons\b/g, 'Bosses'],
	[/\bDemon\b/g, 'Boss'],
	[/\bdemons?\b/g, 'boss'],
	[/\bTravell?ers?\b/g, 'Monkey-Hill tourists'],
	[/\btravell?ers?\b/g, 'monkey-hill tourists'],
	[/\bDead\b/g, 'Boxed'],
	[/\bdead\b/g, 'boxed'],
	[/\bdied\b/g, 'went into the box'],
	[/\bDies\b/g, 'Goes into the box'],
	[/\bdies\b/g, 'goes into the box'],
	[/\bDie\b/g, 'Into the box'],
	[/\bdie\b/g, 'go into the box'],
	[/\bDrunk\b/g, 'Blurry-eyed'],
	[/\bdrunk\b/g, 'blurry-eyed'],
	[/\bPoisoned\b/g, 'Deranged'],
	[/\bpoisoned\b/g, 'deranged'],
	[/\bmad\b/g, 'acting crazy'],
	[/\bGood\b/g, '132'],
	[/\bgood\b/g, '132'],
	[/\bEvil\b/g, '826'],
	[/\bevil\b/g, '826']
];

/** The standard Chinese terms that must never appear in this variant (for tests and checks). */
export const STANDARD_TERMS_ZH = [
	'镇民',
	'外来者',
	'爪牙',
	'恶魔',
	'旅行者',
	'死亡',
	'醉酒',
	'中毒',
	'善良',
	'邪恶'
];

/** Rewrites a text into the variant's words. */
export function applyTerms(text: string, locale: Locale): string {
	if (locale === 'zh-CN') {
		let out = text;
		for (const [from, to] of ZH) out = out.split(from).join(to);
		// 疯狂表现 may have been produced from an existing 疯狂表现: undo the doubling.
		return out.split('疯狂表现表现').join('疯狂表现');
	}
	let out = text;
	for (const [from, to] of EN) out = out.replace(from, to);
	return out;
}

/**
 * Whether a character's ability gives information. In this variant a drunk (看不清楚) or poisoned
 * (精神错乱) player's non-information ability fails outright, while an information ability may
 * give false information at the storyteller's choice. Scripts mark information abilities with
 * `"special": [{ "type": "ability", "name": "info" }]`.
 */
export function isInformational(character: Character | undefined): boolean {
	return !!character?.special?.some((s) => s.type === 'ability' && s.name === 'info');
}

export interface ImpairedAdvice {
	'zh-CN': string;
	en: string;
}

/** What the storyteller does for a drunk or poisoned player's night step, per the variant. */
export function impairedAdvice(character: Character | undefined): ImpairedAdvice {
	return isInformational(character)
		? {
				'zh-CN':
					'此玩家看不清楚或精神错乱：这是信息类技能，大概率失败——可以给出错误信息（由说书人根据局势决定）。',
				en: 'This player is blurry-eyed or deranged: an information ability, which will likely fail — you may give false information (your call, for balance).'
			}
		: {
				'zh-CN':
					'此玩家看不清楚或精神错乱：非信息类技能发动必定失败，照常唤醒并让其行动，但不产生效果。',
				en: 'This player is blurry-eyed or deranged: a non-information ability always fails; wake them and let them act as usual, but nothing happens.'
			};
}

/** The first-night info steps add this: 826 has no night group chat. */
export const NO_EVIL_GROUP_CHAT = {
	'zh-CN': '注意：826 没有夜晚的群聊，请分别私下告知。',
	en: 'Note: 826 has no night group chat — tell each of them privately.'
};
