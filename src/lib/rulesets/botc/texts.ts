import tbBmr from './texts/chars-tb-bmr.json';
import snvFabledLoric from './texts/chars-snv-fabled-loric.json';
import carousel from './texts/chars-carousel.json';
import type { Character, Locale } from '../../engine/types';

export interface Bilingual {
	zh: string;
	en: string;
}

export interface CharacterTexts {
	name: Bilingual;
	ability: Bilingual;
	firstNight?: Bilingual | null;
	otherNight?: Bilingual | null;
	setup?: Bilingual | null;
	/** English reminder label → Chinese label. */
	reminders: Record<string, string>;
}

/** Our own texts for every official character, keyed by id. */
export const CHARACTER_TEXTS: Readonly<Record<string, CharacterTexts>> = {
	...(tbBmr as Record<string, CharacterTexts>),
	...(snvFabledLoric as Record<string, CharacterTexts>),
	...(carousel as Record<string, CharacterTexts>)
};

/** The night's pseudo-steps, written as instructions to the storyteller. */
export const PSEUDO_TEXTS: Readonly<
	Record<'dusk' | 'minioninfo' | 'demoninfo' | 'dawn', CharacterTexts>
> = {
	dusk: {
		name: { zh: '黄昏', en: 'Dusk' },
		ability: {
			zh: '夜晚开始：所有玩家闭眼。',
			en: 'The night begins: everyone closes their eyes.'
		},
		firstNight: {
			zh: '确认所有玩家都已闭眼。若有旅行者在场，先处理旅行者的夜晚行动。',
			en: 'Check that every player has their eyes closed. Handle any traveller who acts at dusk first.'
		},
		otherNight: {
			zh: '确认所有玩家都已闭眼。若有旅行者在场，先处理旅行者的夜晚行动。',
			en: 'Check that every player has their eyes closed. Handle any traveller who acts at dusk first.'
		},
		reminders: {}
	},
	minioninfo: {
		name: { zh: '爪牙信息', en: 'Minion info' },
		ability: {
			zh: '首个夜晚（7 人及以上）：爪牙们得知谁是恶魔，并互相认识。',
			en: 'First night at 7 or more players: the Minions learn who the Demon is and see each other.'
		},
		firstNight: {
			zh: '同时唤醒所有爪牙，让他们互相确认，并指向恶魔，展示“这是恶魔”卡片。然后让他们入睡。',
			en: 'Wake all the Minions together so they see each other, then point to the Demon while showing the THIS IS THE DEMON card. Put them to sleep.'
		},
		reminders: {}
	},
	demoninfo: {
		name: { zh: '恶魔信息', en: 'Demon info' },
		ability: {
			zh: '首个夜晚（7 人及以上）：恶魔得知爪牙是谁，并看到三个不在场的善良角色。',
			en: 'First night at 7 or more players: the Demon learns the Minions and sees three good characters not in play.'
		},
		firstNight: {
			zh: '唤醒恶魔，展示“这些是你的爪牙”卡片并指向每个爪牙；再展示“这些角色不在场”卡片和三个伪装角色标记。然后让其入睡。',
			en: 'Wake the Demon, show the THESE ARE YOUR MINIONS card and point to each Minion; then show the THESE CHARACTERS ARE NOT IN PLAY card with the three bluff tokens. Put them to sleep.'
		},
		reminders: {}
	},
	dawn: {
		name: { zh: '黎明', en: 'Dawn' },
		ability: {
			zh: '夜晚结束：所有玩家睁眼，宣布夜里死亡和复活的玩家。',
			en: 'The night ends: everyone opens their eyes and you announce who died or came back.'
		},
		firstNight: {
			zh: '等待几秒后让所有玩家睁眼。宣布今晚死亡或复活的玩家（与黄昏相比），但不说原因。',
			en: 'Wait a few seconds, then have everyone open their eyes. Announce who died or came back since dusk, never why.'
		},
		otherNight: {
			zh: '等待几秒后让所有玩家睁眼。宣布今晚死亡或复活的玩家（与黄昏相比），但不说原因。',
			en: 'Wait a few seconds, then have everyone open their eyes. Announce who died or came back since dusk, never why.'
		},
		reminders: {}
	}
};

const pick = (b: Bilingual | null | undefined, locale: Locale): string | undefined =>
	b ? (locale === 'zh-CN' ? b.zh : b.en) : undefined;

export interface LocalText {
	name: string;
	ability: string;
	firstNight?: string;
	otherNight?: string;
	setup?: string;
}

/**
 * A character's texts in one language. Homebrew characters use their script's texts in both
 * languages; pseudo-steps and official characters use ours.
 */
export function textOf(id: string, locale: Locale, character?: Character): LocalText {
	const t = CHARACTER_TEXTS[id] ?? PSEUDO_TEXTS[id as keyof typeof PSEUDO_TEXTS];
	if (character?.edition === 'homebrew' || !t) {
		const hb = character?.homebrew;
		return {
			name: character?.name ?? id,
			ability: hb?.ability ?? '',
			...(hb?.firstNightReminder ? { firstNight: hb.firstNightReminder } : {}),
			...(hb?.otherNightReminder ? { otherNight: hb.otherNightReminder } : {})
		};
	}
	const out: LocalText = {
		name: pick(t.name, locale) ?? id,
		ability: pick(t.ability, locale) ?? ''
	};
	const fn = pick(t.firstNight, locale);
	const on = pick(t.otherNight, locale);
	const su = pick(t.setup, locale);
	if (fn) out.firstNight = fn;
	if (on) out.otherNight = on;
	if (su) out.setup = su;
	return out;
}

/** A reminder token's label in the language (official labels are translated, free text is kept). */
export function reminderLabel(source: string, label: string, locale: Locale): string {
	if (locale === 'en') return label;
	return CHARACTER_TEXTS[source]?.reminders[label] ?? label;
}
