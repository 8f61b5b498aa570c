import type { Text } from '../../engine/text';
import { lateRulingWords, penaltyWords, postedWords } from '../forum/history-words';
import type { I01Event } from './events';
import { ROLE_NAMES, SKILL_NAMES, type I01Skill } from './roles';
import type { I01State } from './state';
import { seatName } from './view';

/** How a line of the history names a seat in each language ("3号 阿明", "#3 阿明"), and a skill. */
interface Say {
	zh: (id: string | null) => string;
	en: (id: string | null) => string;
	skill: (id: I01Skill) => Text;
}

type EventOf<K extends I01Event['type']> = Extract<I01Event, { type: K }>;

const both = (zh: string, en: string): Text => ({ 'zh-CN': zh, en });

const FORCED: Record<'arrows' | 'badge', Text> = {
	arrows: both('爱神之箭', 'Cupid’s arrows'),
	badge: both('殉职', 'passing the badge')
};

const METHOD: Record<'random' | 'next-seat', Text> = {
	random: both('随机', 'at random'),
	'next-seat': both('下一个座位', 'the next seat')
};

const floorOf = (floor: number | null | undefined): Text =>
	floor === undefined || floor === null
		? both('', '')
		: both(`（${floor} 楼）`, ` (floor ${floor})`);

/**
 * Every event of an I01 game in words, for the desk's history. A type missing here fails the
 * type check, and the wording test lists the reducer's handlers against this map.
 */
export const I01_EVENT_WORDS: { [K in I01Event['type']]: (e: EventOf<K>, s: Say) => Text } = {
	'i01/create': (e) =>
		both(
			`创建游戏“${e.name}”（${e.names.length} 人）`,
			`Game “${e.name}” created (${e.names.length} players)`
		),
	'i01/deal': () => both('随机发放身份', 'Roles dealt at random'),
	'i01/assign': (e) =>
		both(
			`按座位录入身份：${e.roles.map((r) => ROLE_NAMES[r]['zh-CN']).join('、')}`,
			`Roles entered by seat: ${e.roles.map((r) => ROLE_NAMES[r].en).join(', ')}`
		),
	'i01/swap': (e, s) =>
		both(`${s.zh(e.a)}与${s.zh(e.b)}交换身份`, `${s.en(e.a)} and ${s.en(e.b)} swap identities`),
	'i01/arrows': (e, s) =>
		both(
			`爱神连出情侣：${s.zh(e.a)}与${s.zh(e.b)}`,
			`Cupid makes ${s.en(e.a)} and ${s.en(e.b)} lovers`
		),
	'i01/lone-wolf': (e, s) =>
		e.seat
			? both(
					`${s.zh(e.by)}选出孤狼：${s.zh(e.seat)}`,
					`${s.en(e.by)} names the lone wolf: ${s.en(e.seat)}`
				)
			: both(`${s.zh(e.by)}不选孤狼`, `${s.en(e.by)} names no lone wolf`),
	'i01/end-night0': () => both('第 0 夜结束', 'Night zero ends'),
	'i01/ballot': (e, s) => {
		const at = floorOf(e.floor);
		return e.target
			? both(
					`${s.zh(e.voter)}投票给${s.zh(e.target)}${at['zh-CN']}`,
					`${s.en(e.voter)} votes for ${s.en(e.target)}${at.en}`
				)
			: both(`${s.zh(e.voter)}弃票${at['zh-CN']}`, `${s.en(e.voter)} abstains${at.en}`);
	},
	'i01/unballot': (e, s) =>
		both(`撤回${s.zh(e.voter)}的投票`, `${s.en(e.voter)}’s ballot withdrawn`),
	'i01/late-ballot': (e, s) =>
		e.void
			? both(`逾期作废：${s.zh(e.voter)}的投票`, `Late, voided: ${s.en(e.voter)}’s ballot`)
			: both(`逾期但保留：${s.zh(e.voter)}的投票`, `Late, kept: ${s.en(e.voter)}’s ballot`),
	'i01/close-day': () => both('投票结束并计票', 'Voting closed and counted'),
	'i01/speed-up': (e, s) =>
		e.on
			? both(`${s.zh(e.seat)}同意加速`, `${s.en(e.seat)} agrees to speed up`)
			: both(`${s.zh(e.seat)}撤回加速`, `${s.en(e.seat)} withdraws the speed-up`),
	'i01/blade': (e, s) =>
		e.target
			? both(`孤刀：${s.zh(e.target)}`, `The lone blade falls on ${s.en(e.target)}`)
			: both('孤刀：放弃', 'The lone blade is not used'),
	'i01/badge': (e, s) =>
		both(`殉职：警徽移交给${s.zh(e.to)}`, `The fallen sheriff passes the badge to ${s.en(e.to)}`),
	'i01/start-night': () => both('入夜', 'Night falls'),
	'i01/action': (e, s) => {
		const k = s.skill(e.skill);
		const sure = e.confirmed ? both('（确定）', ' (confirmed)') : both('', '');
		return e.target
			? both(
					`${s.zh(e.actor)}使用【${k['zh-CN']}】：${s.zh(e.target)}${sure['zh-CN']}`,
					`${s.en(e.actor)} uses ${k.en} on ${s.en(e.target)}${sure.en}`
				)
			: both(`${s.zh(e.actor)}放弃【${k['zh-CN']}】`, `${s.en(e.actor)} gives up ${k.en}`);
	},
	'i01/override': (e) =>
		e.reason === null
			? both('恢复一条被作废的结算', 'A voided resolution line restored')
			: both(`作废一条结算：${e.reason}`, `A resolution line voided: ${e.reason}`),
	'i01/close-phase': () => both('结束当前夜晚阶段并结算', 'Night phase closed and resolved'),
	'i01/start-day': () => both('天亮', 'Day begins'),
	'i01/penalty': (e, s) => penaltyWords({ zh: s.zh(e.seat), en: s.en(e.seat) }, e.points, e.reason),
	'i01/unpenalty': () => both('撤销一条违规记录', 'A penalty withdrawn'),
	'i01/peace': (e, s) =>
		e.on
			? both(`${s.zh(e.seat)}提议议和`, `${s.en(e.seat)} proposes peace`)
			: both(`${s.zh(e.seat)}撤回议和`, `${s.en(e.seat)} withdraws the peace proposal`),
	'i01/last-words': (e, s) =>
		both(`记下${s.zh(e.seat)}的遗言`, `${s.en(e.seat)}’s last words recorded`),
	'i01/void': (e) => both(`流局：${e.reason}`, `The game is void: ${e.reason}`),
	'i01/posted': (e, s) => postedWords(s.skill(e.skill), e.postedAt),
	'i01/late-ruling': (e, s) => lateRulingWords(s.skill(e.skill), e.void),
	'i01/preset': (e) =>
		both(
			`预设【${FORCED[e.skill]['zh-CN']}】超时的处理：${METHOD[e.method]['zh-CN']}`,
			`If ${FORCED[e.skill].en} is not used in time: ${METHOD[e.method].en}`
		),
	'i01/fallback': (e) =>
		both(
			`【${FORCED[e.skill]['zh-CN']}】超时，按预设处理`,
			`${FORCED[e.skill].en} not used in time: settled by the preset`
		)
};

/** One event of the log in words, with the players' names as they are in `state`. */
export function describeI01Event(e: I01Event, state: I01State): Text {
	const say: Say = {
		zh: (id) => seatName(state, id, 'zh-CN'),
		en: (id) => seatName(state, id, 'en'),
		// A damaged log may name a skill the board lacks: say its id rather than fail.
		skill: (id) => (Object.hasOwn(SKILL_NAMES, id) ? SKILL_NAMES[id] : both(String(id), String(id)))
	};
	const words = I01_EVENT_WORDS[e.type] as (e: I01Event, s: Say) => Text;
	return words(e, say);
}
