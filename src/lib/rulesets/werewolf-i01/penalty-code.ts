import {
	type PenaltyEntry,
	penaltyTotal,
	priorOffences,
	thresholdsReached
} from '../forum/penalties';
import { type Line, type Text, text } from '../../engine/text';

/**
 * 违规判定, 第二章 参与者: the players' articles as presets. An article either has a range of
 * points (the 裁判 picks within it) or a fixed amount per offence (潜水: first, second, third).
 */
export interface Article {
	id: string;
	/** Where it stands in the code: 第二章第三节第1条. */
	ref: string;
	section: Text;
	title: Text;
	min: number;
	max: number;
	/** Points for the 1st, 2nd, 3rd… offence; later offences keep the last amount. */
	escalation?: readonly number[];
	/** An exception the code states with the article (特别地…), for the 裁判 to weigh. */
	note?: Text;
}

const S = {
	cheat: text('作弊', 'Cheating'),
	outside: text('场外', 'Outside information'),
	idle: text('潜水', 'Inactivity'),
	face: text('贴脸', 'Breaking the fiction'),
	other: text('其他', 'Other')
};

function a(
	id: string,
	ref: string,
	section: Text,
	zh: string,
	en: string,
	min: number,
	max: number,
	escalation?: number[],
	note?: Text
): Article {
	return {
		id,
		ref,
		section,
		title: text(zh, en),
		min,
		max,
		...(escalation ? { escalation } : {}),
		...(note ? { note } : {})
	};
}

export const ARTICLES: readonly Article[] = [
	a(
		'1.1',
		'第一节第1条',
		S.cheat,
		'与主办、解说私聊剧情',
		'Discussed the plot with the host or commentator',
		12,
		12
	),
	a(
		'1.2',
		'第一节第2条',
		S.cheat,
		'与其他玩家在指定场所外私聊剧情',
		'Discussed the plot with another player outside the game area',
		8,
		8
	),
	a(
		'1.3',
		'第一节第3条',
		S.cheat,
		'与观众、裁判、记者私聊剧情',
		'Discussed the plot with a spectator, referee or reporter',
		6,
		6
	),
	a(
		'1.4',
		'第一节第4条',
		S.cheat,
		'已罚下或出局玩家回复讨论帖、投票帖',
		'Posted in the discussion or vote thread while ejected or out',
		8,
		8,
		undefined,
		text(
			'例外：非定时性出局（不在公示时刻出局）的角色，出局后 5 分钟内发的第一帖不算违规。',
			'Exception: a player who went out at an unscheduled moment may post once within 5 minutes of going out without penalty.'
		)
	),
	a(
		'1.5.1',
		'第一节第5条㈠',
		S.cheat,
		'癫狂状态：使用与规定字符谐音字',
		'Charmed: used a homophone of an allowed sound',
		1,
		1
	),
	a(
		'1.5.2',
		'第一节第5条㈡',
		S.cheat,
		'癫狂状态：使用符号或相去甚远的字符',
		'Charmed: used symbols or unrelated characters',
		2,
		2
	),
	a(
		'1.5.3',
		'第一节第5条㈢',
		S.cheat,
		'癫狂状态：使用自然语句表达完整含义',
		'Charmed: wrote plain sentences',
		6,
		6
	),
	a(
		'2.1',
		'第二节第1条',
		S.outside,
		'暴露或试探真实身份',
		'Revealed or probed a real-life identity',
		1,
		6
	),
	a(
		'2.2',
		'第二节第2条',
		S.outside,
		'在游戏版面外暴露或试探角色',
		'Revealed or probed a character outside the game area',
		2,
		4
	),
	a(
		'2.3',
		'第二节第3条',
		S.outside,
		'私自提及与主办或裁判的谈话',
		'Quoted a private talk with the host or referee',
		1,
		3
	),
	a(
		'2.4',
		'第二节第4条',
		S.outside,
		'粘贴图片或带格式的文字段落',
		'Pasted screenshots or formatted text',
		2,
		12
	),
	a('2.5.1', '第二节第5条㈠', S.outside, '声称场外信息', 'Claimed outside information', 2, 3),
	a(
		'2.5.2',
		'第二节第5条㈡',
		S.outside,
		'用场外信息公然作为推理依据',
		'Reasoned openly from outside information',
		4,
		6
	),
	a(
		'2.6.1',
		'第二节第6条㈠',
		S.outside,
		'在灌水帖讨论剧情',
		'Discussed the plot in the chat thread',
		1,
		2
	),
	a(
		'2.6.2',
		'第二节第6条㈡',
		S.outside,
		'在灌水帖用暗号讨论剧情',
		'Discussed the plot in code in the chat thread',
		3,
		4
	),
	a(
		'2.7',
		'第二节第7条',
		S.outside,
		'在线登录角色帐号',
		'Logged in visibly as the character',
		1,
		6
	),
	a(
		'2.8',
		'第二节第8条',
		S.outside,
		'第零日后更换头像',
		'Changed avatar after day zero',
		2,
		2,
		[2]
	),
	a(
		'3.1',
		'第三节第1条',
		S.idle,
		'未在讨论帖发表与剧情相关的帖子',
		'No plot post in the discussion thread',
		3,
		7,
		[3, 5, 7]
	),
	a(
		'3.2',
		'第三节第2条',
		S.idle,
		'未在投票帖投票',
		'Did not vote in the vote thread',
		2,
		6,
		[2, 4, 6]
	),
	a(
		'3.3',
		'第三节第3条',
		S.idle,
		'逾期未发动强制技能',
		'Did not use a compulsory skill in time',
		4,
		4
	),
	a('4.1', '第四节第1条', S.face, '与剧情无关、博取同情的发言', 'Off-plot plea for sympathy', 1, 4),
	a('4.2', '第四节第2条', S.face, '担保发言', 'Vouching (feelings, wits, the result…)', 2, 6),
	a('4.3', '第四节第3条', S.face, '赌誓类发言', 'Swearing, threatening to quit, betting', 6, 12),
	a('4.4', '第四节第4条', S.face, '恶意嘲讽', 'Malicious mockery', 1, 6),
	a('4.5', '第四节第5条', S.face, '谩骂、人身攻击', 'Abuse, personal attacks', 4, 10),
	a('5.1', '第五节第1条', S.other, '使用大于5的字号', 'Font size above 5', 1, 1),
	a(
		'5.3',
		'第五节第3条',
		S.other,
		'表明违规意向（警告；情节严重者扣1~2分）',
		'Announced an intent to break a rule (warning; 1–2 if serious)',
		0,
		2
	)
];

export function articleById(id: string): Article | undefined {
	return ARTICLES.find((x) => x.id === id);
}

/** 第六节第4条: 罚下 at 12 points. */
export const EJECT_AT = 12;
/** 第六节第1条: a yellow card at 6, another at 10, another at 12 points in one game. */
export const YELLOW_CARDS_AT: readonly number[] = [6, 10, 12];

export interface Suggestion {
	/** Which offence of this article this is for the seat (1 = first). */
	offence: number;
	min: number;
	max: number;
	suggested: number;
	lines: Line[];
}

/**
 * Points a new entry of `article` may carry for `seat`. Fixed escalation (潜水) gives one
 * amount; a range suggests its lower bound for a first offence (初犯轻罚, 第一章第三节第2条㈠)
 * and at least the previous amount for a repeat (同等或累加式扣分, ㈡).
 */
export function suggestPoints(
	ledger: readonly PenaltyEntry[],
	seat: string,
	article: Article
): Suggestion {
	const prior = priorOffences(ledger, seat, article.id);
	const offence = prior + 1;
	const lines: Line[] = [];
	if (article.escalation) {
		const pts = article.escalation[Math.min(prior, article.escalation.length - 1)] as number;
		lines.push({
			key: 'escalation',
			text: text(
				`${article.ref}：第${offence}次违规扣${pts}分`,
				`${article.ref}: offence ${offence} costs ${pts}`
			)
		});
		return { offence, min: pts, max: pts, suggested: pts, lines };
	}
	if (prior === 0) {
		lines.push({
			key: 'first',
			text: text(
				`初犯：贴近扣分下限（${article.min}~${article.max}分）`,
				`First offence: near the lower bound (${article.min}–${article.max})`
			)
		});
		return { offence, min: article.min, max: article.max, suggested: article.min, lines };
	}
	const previous = Math.max(
		...ledger.filter((e) => e.seat === seat && e.article === article.id).map((e) => e.points)
	);
	lines.push({
		key: 'repeat',
		text: text(
			`再犯（第${offence}次）：同等或累加式扣分，不少于上次的${previous}分`,
			`Repeat (offence ${offence}): equal or more than last time (${previous})`
		)
	});
	return { offence, min: article.min, max: article.max, suggested: previous, lines };
}

export interface PenaltyStanding {
	total: number;
	/** Yellow cards of this game (6, 10, 12 points). */
	yellowCards: number;
	/** 第六节第1条: 6 points or more shows the name in red in the player's record. */
	red: boolean;
	ejected: boolean;
	/** 第六节第3条: bans that follow from this game's cards alone. */
	ban: Text | null;
}

export function standingOf(ledger: readonly PenaltyEntry[], seat: string): PenaltyStanding {
	const total = penaltyTotal(ledger, seat);
	const yellowCards = thresholdsReached(total, YELLOW_CARDS_AT).length;
	const ban =
		yellowCards >= 3
			? text(
					'单场3张黄牌：终身禁赛，关闭选手档案',
					'Three yellow cards in one game: banned for life'
				)
			: yellowCards === 2
				? text(
						'单场2张黄牌：禁赛三次，档案高亮为红色',
						'Two yellow cards in one game: banned for three games'
					)
				: null;
	return { total, yellowCards, red: total >= 6, ejected: total >= EJECT_AT, ban };
}
