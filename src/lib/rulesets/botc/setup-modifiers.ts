import { type SetupModifier, countsKept } from './setup-zh-editions';

// The setup changes of the official characters (the bracketed part of their abilities): the
// count changes each allows, any one of which is legal, and the note the setup shows.

type Modifier = SetupModifier;

const range = (from: number, to: number) =>
	Array.from({ length: to - from + 1 }, (_, i) => ({ outsider: from + i, townsfolk: -(from + i) }));

export const OFFICIAL_MODIFIERS: Readonly<Record<string, Modifier>> = {
	baron: { deltas: () => [{ outsider: 2, townsfolk: -2 }], zh: '+2 外来者', en: '+2 Outsiders' },
	godfather: {
		deltas: () => [
			{ outsider: -1, townsfolk: 1 },
			{ outsider: 1, townsfolk: -1 }
		],
		zh: '-1 或 +1 外来者',
		en: '−1 or +1 Outsider'
	},
	fanggu: { deltas: () => [{ outsider: 1, townsfolk: -1 }], zh: '+1 外来者', en: '+1 Outsider' },
	vigormortis: {
		deltas: () => [{ outsider: -1, townsfolk: 1 }],
		zh: '-1 外来者',
		en: '−1 Outsider'
	},
	balloonist: {
		deltas: () => [{}, { outsider: 1, townsfolk: -1 }],
		zh: '+0 或 +1 外来者',
		en: '+0 or +1 Outsider'
	},
	hermit: {
		deltas: () => [{}, { outsider: -1, townsfolk: 1 }],
		zh: '-0 或 -1 外来者',
		en: '−0 or −1 Outsider'
	},
	sentinel: {
		deltas: () => [{ outsider: -1, townsfolk: 1 }, {}, { outsider: 1, townsfolk: -1 }],
		zh: '可能 -1 或 +1 外来者',
		en: 'might be −1 or +1 Outsider'
	},
	// The Damsel is added when it is not already in play; in a regular Outsider place it is fine.
	huntsman: {
		deltas: () => [{}, { outsider: 1, townsfolk: -1 }],
		zh: '+落难少女（外来者；已占普通外来者位置时不另加）',
		en: '+the Damsel (an Outsider; none extra when she already fills an Outsider place)'
	},
	choirboy: countsKept('+国王', '+the King'),
	villageidiot: countsKept(
		'可额外加入 0–2 个村夫（占镇民位置）',
		'+0 to +2 extra Village Idiots (in Townsfolk places)'
	),
	bountyhunter: countsKept('1 名镇民是邪恶的', '1 Townsfolk is evil'),
	lilmonsta: {
		deltas: () => [{ minion: 1, demon: -1 }],
		zh: '+1 爪牙；小怪宝不发给任何座位，由爪牙照看',
		en: '+1 Minion; Lil’ Monsta is not dealt, a Minion babysits it'
	},
	summoner: {
		deltas: () => [{ demon: -1, townsfolk: 1 }],
		zh: '没有恶魔，+1 镇民',
		en: 'no Demon, +1 Townsfolk'
	},
	kazali: {
		deltas: (b) =>
			range(-b.outsider, 3).map((d) => ({
				...d,
				minion: -b.minion,
				townsfolk: (d.townsfolk ?? 0) + b.minion
			})),
		zh: '没有爪牙（首夜由卡扎力指定）；外来者数量可变',
		en: 'no Minions (the Kazali makes them on the first night); any number of Outsiders'
	},
	xaan: {
		deltas: (b) => range(-b.outsider, 4),
		zh: '外来者数量为 X',
		en: 'X Outsiders'
	},
	lordoftyphon: {
		deltas: (b) =>
			range(-b.outsider, 3).map((d) => ({ ...d, minion: 1, townsfolk: (d.townsfolk ?? 0) - 1 })),
		zh: '+1 爪牙，外来者数量可变；邪恶玩家坐成一排',
		en: '+1 Minion, any number of Outsiders; evil players sit in a line'
	},
	atheist: {
		deltas: (b) => [{ minion: -b.minion, demon: -b.demon, townsfolk: b.minion + b.demon }],
		zh: '没有邪恶角色',
		en: 'no evil characters'
	},
	drunk: countsKept(
		'不放入袋中，改放一个镇民；抽到它的玩家就是酒鬼，并以为自己是那个镇民',
		'not in the bag: that player draws a Townsfolk and thinks they are it'
	),
	marionette: countsKept(
		'不放入袋中；傀儡坐在恶魔邻座，以为自己是善良角色',
		'not in the bag: sits next to the Demon and thinks they are a good character'
	)
};
