import type { Counts } from './setup-counts';

/** A setup change: the count changes it allows (any one is legal) and its note. */
export interface SetupModifier {
	deltas: (base: Counts) => Partial<Counts>[];
	zh: string;
	en: string;
}

/** A setup change that keeps the counts and changes only what is dealt, as its note says. */
export const countsKept = (zh: string, en: string): SetupModifier => ({
	deltas: () => [{}],
	zh,
	en
});

const lessOutsiders = { outsider: -1, townsfolk: 1 };
const moreOutsiders = { outsider: 1, townsfolk: -1 };

/**
 * The setup changes of the Chinese editions 华灯初上 and 山雨欲来 (the bracketed part of their
 * abilities), read by `expectedCounts` like the official ones.
 */
export const ZH_EDITION_MODIFIERS: Readonly<Record<string, SetupModifier>> = {
	ganshiren: { deltas: () => [lessOutsiders], zh: '-1 外来者', en: '−1 Outsider' },
	niangjiushi: { deltas: () => [lessOutsiders], zh: '-1 外来者', en: '−1 Outsider' },
	shimengmo: { deltas: () => [lessOutsiders], zh: '-1 外来者', en: '−1 Outsider' },
	taotie: { deltas: () => [moreOutsiders], zh: '+1 外来者', en: '+1 Outsider' },
	taowu: { deltas: () => [moreOutsiders], zh: '+1 外来者', en: '+1 Outsider' },
	hundun: { deltas: () => [{ minion: 1, townsfolk: -1 }], zh: '+1 爪牙', en: '+1 Minion' },
	// Every good player is an Actor: the good places are all Townsfolk, each an Actor token.
	xizi: {
		deltas: (b) => [{ outsider: -b.outsider, townsfolk: b.outsider }],
		zh: '所有善良玩家都是戏子（没有外来者）',
		en: 'every good player is an Actor (no Outsiders)'
	},
	xizinew: countsKept(
		'其他善良玩家（旅行者除外）都醉酒',
		'the other good players (not Travellers) are drunk'
	),
	wudaozhe: countsKept(
		'占一个镇民位置；该玩家拿到一个不在场的外来者，并以为自己是它',
		'fills a Townsfolk place: that player is given an Outsider not in play and thinks they are it'
	)
};
