import type { Text } from '../../engine/text';
import { lateRulingWords, penaltyWords, postedWords } from '../forum/history-words';
import type { WerewolfEvent } from './events';
import { nameOf } from './seats';
import { isNightSkill, skillDef, type NightSkill } from './skills';
import type { Pending, WerewolfState } from './state';

/** How a line of the history names things, in both languages. */
interface Say {
	seat: (id: string | null | undefined) => string;
	skill: (id: NightSkill) => Text;
}

type EventOf<K extends WerewolfEvent['type']> = Extract<WerewolfEvent, { type: K }>;

const both = (zh: string, en: string): Text => ({ 'zh-CN': zh, en });

const PENDING: Record<Pending['kind'], Text> = {
	lastShot: both('开枪', 'the last shot'),
	succession: both('移交警徽', 'passing the badge'),
	passKill: both('传递【杀人】', 'passing Kill'),
	passScapegoat: both('传递【冤死】', 'passing Scapegoat')
};

/**
 * Every event of a 沉取场 game in words, for the desk's history. A type missing here fails the
 * type check, and the wording test lists the reducer's handlers against this map.
 */
export const CHENQU_EVENT_WORDS: {
	[K in WerewolfEvent['type']]: (e: EventOf<K>, s: Say) => Text;
} = {
	'game/created': (e) =>
		both(
			`创建游戏“${e.name}”（${e.seats.length} 人）`,
			`Game “${e.name}” created (${e.seats.length} players)`
		),
	'seat/renamed': (e) => both(`座位改名为${e.name}`, `A seat was renamed ${e.name}`),
	'setup/roles': (e) =>
		both(
			`发放身份（${Object.keys(e.roles).length} 人）`,
			`Identities dealt (${Object.keys(e.roles).length} players)`
		),
	'setup/swapped': (e, s) =>
		both(
			`${s.seat(e.a)}与${s.seat(e.b)}交换身份`,
			`${s.seat(e.a)} and ${s.seat(e.b)} swap identities`
		),
	'game/started': () => both('游戏开始：第 0 夜', 'The game begins: night 0'),
	'start/white-wolf': (e) =>
		e.join
			? both('白狼【归群】，加入狼人阵营', 'The White Wolf joins the pack')
			: both('白狼不归群', 'The White Wolf stays apart'),
	'start/lovers': (e, s) =>
		both(
			`丘比特连出情侣：${s.seat(e.a)}与${s.seat(e.b)}`,
			`Cupid makes ${s.seat(e.a)} and ${s.seat(e.b)} lovers`
		),
	'day/started': () => both('天亮', 'Day begins'),
	'ballot/cast': (e, s) => {
		const floor = e.floor === undefined ? null : e.floor;
		const zhAt = floor === null ? '' : `（${floor} 楼）`;
		const enAt = floor === null ? '' : ` (floor ${floor})`;
		return e.target
			? both(
					`${s.seat(e.voter)}投票给${s.seat(e.target)}${zhAt}`,
					`${s.seat(e.voter)} votes for ${s.seat(e.target)}${enAt}`
				)
			: both(`${s.seat(e.voter)}弃票${zhAt}`, `${s.seat(e.voter)} abstains${enAt}`);
	},
	'ballot/withdrawn': (e, s) =>
		both(`撤回${s.seat(e.voter)}的投票`, `${s.seat(e.voter)}’s ballot withdrawn`),
	'day/closed': (e) =>
		e.feign
			? both('投票结束并计票（白痴【装傻】）', 'Voting closed and counted (the Idiot plays dumb)')
			: both('投票结束并计票', 'Voting closed and counted'),
	'day/count-closed': () => both('结束投票，开始计票', 'Voting closed for the count'),
	'day/count-reopened': () => both('重新开放投票', 'Voting reopened'),
	'day/result': (e) =>
		e.feign
			? both('确认计票结果（白痴【装傻】）', 'Count confirmed (the Idiot plays dumb)')
			: both('确认计票结果', 'Count confirmed'),
	'night/started': () => both('入夜', 'Night falls'),
	'night/action': (e, s) => {
		const k = s.skill(e.skill);
		return e.target
			? both(
					`${s.seat(e.actor)}使用【${k['zh-CN']}】：${s.seat(e.target)}`,
					`${s.seat(e.actor)} uses ${k.en} on ${s.seat(e.target)}`
				)
			: both(`${s.seat(e.actor)}放弃【${k['zh-CN']}】`, `${s.seat(e.actor)} gives up ${k.en}`);
	},
	'night/action-cleared': (e, s) =>
		both(`清除【${s.skill(e.skill)['zh-CN']}】的行动`, `${s.skill(e.skill).en}: action cleared`),
	'night/override': (e) =>
		both(`作废一条结算：${e.reason}`, `A resolution line voided: ${e.reason}`),
	'night/override-cleared': () => both('恢复一条被作废的结算', 'A voided resolution line restored'),
	'night/resolved': () => both('确认夜晚结算', 'Night resolution confirmed'),
	'hunter/shot': (e, s) =>
		both(
			`猎人${s.seat(e.hunter)}开枪带走${s.seat(e.target)}`,
			`The Hunter ${s.seat(e.hunter)} shoots ${s.seat(e.target)}`
		),
	'sheriff/succeeded': (e, s) =>
		both(
			`警长${s.seat(e.from)}把警徽移交给${s.seat(e.to)}`,
			`Sheriff ${s.seat(e.from)} passes the badge to ${s.seat(e.to)}`
		),
	'kill/passed': (e, s) =>
		both(
			`${s.seat(e.from)}把【杀人】传给${s.seat(e.to)}`,
			`${s.seat(e.from)} passes Kill to ${s.seat(e.to)}`
		),
	'scapegoat/passed': (e, s) =>
		both(
			`${s.seat(e.from)}把【冤死】传给${s.seat(e.to)}`,
			`${s.seat(e.from)} passes Scapegoat to ${s.seat(e.to)}`
		),
	'pending/declined': (e, s) =>
		both(
			`${s.seat(e.seat)}放弃${PENDING[e.kind]['zh-CN']}`,
			`${s.seat(e.seat)} declines ${PENDING[e.kind].en}`
		),
	'pending/ruled': (e, s) =>
		both(
			`导演裁定${s.seat(e.seat)}的${PENDING[e.kind]['zh-CN']}：${e.reason}`,
			`Director’s ruling on ${PENDING[e.kind].en} by ${s.seat(e.seat)}: ${e.reason}`
		),
	'feedback/sent': (e) =>
		both(`已发送私人结果：${e.keys.length} 条`, `Private results sent: ${e.keys.length}`),
	'assassin/struck': (e, s) =>
		both(
			`刺客${s.seat(e.actor)}刺杀${s.seat(e.target)}`,
			`The Assassin ${s.seat(e.actor)} strikes ${s.seat(e.target)}`
		),
	'dieHard/revealed': (e, s) =>
		both(`死士${s.seat(e.actor)}亮明身份`, `The Die-hard ${s.seat(e.actor)} steps forward`),
	'penitent/confessed': (e, s) =>
		both(
			`忏悔者${s.seat(e.actor)}向${s.seat(e.to)}忏悔`,
			`The Penitent ${s.seat(e.actor)} confesses to ${s.seat(e.to)}`
		),
	'envoy/sent': (e, s) =>
		both(
			`狼使${s.seat(e.actor)}传话：${e.message}`,
			`The Wolf Envoy ${s.seat(e.actor)} sends: ${e.message}`
		),
	'lastWords/set': (e, s) =>
		both(`记下${s.seat(e.seat)}的遗言`, `${s.seat(e.seat)}’s last words recorded`),
	'penalty/added': (e, s) =>
		penaltyWords({ zh: s.seat(e.seat), en: s.seat(e.seat) }, e.points, e.reason),
	'penalty/removed': () => both('撤销一条违规记录', 'A penalty withdrawn'),
	'director/out': (e, s) =>
		both(
			`导演判${s.seat(e.seat)}出局：${e.reason}`,
			`The director puts ${s.seat(e.seat)} out: ${e.reason}`
		),
	'director/restored': (e, s) =>
		both(
			`导演让${s.seat(e.seat)}回到游戏：${e.reason}`,
			`The director brings ${s.seat(e.seat)} back: ${e.reason}`
		),
	'director/sheriff': (e, s) =>
		e.seat
			? both(
					`导演指定${s.seat(e.seat)}为警长：${e.reason}`,
					`The director makes ${s.seat(e.seat)} sheriff: ${e.reason}`
				)
			: both(`导演取消警长：${e.reason}`, `The director leaves no sheriff: ${e.reason}`),
	'director/note': (e) => both(`导演备注：${e.text}`, `Director’s note: ${e.text}`),
	'clock/posted': (e, s) => postedWords(s.skill(e.skill), e.postedAt),
	'clock/late-ruling': (e, s) => lateRulingWords(s.skill(e.skill), e.void)
};

/** One event of the log in words, with the players' names as they are in `state`. */
export function describeChenquEvent(e: WerewolfEvent, state: WerewolfState): Text {
	const say: Say = {
		seat: (id) => nameOf(state, id),
		// A damaged log may name a skill this rule set lacks: say its id rather than throw.
		skill: (id) => (isNightSkill(id) ? skillDef(id).name : both(String(id), String(id)))
	};
	const words = CHENQU_EVENT_WORDS[e.type] as (e: WerewolfEvent, s: Say) => Text;
	return words(e, say);
}
