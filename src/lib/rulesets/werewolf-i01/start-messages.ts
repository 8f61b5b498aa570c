import { type Text, text } from '../../engine/text';
import { ROLE_NAMES } from './roles';
import { type Feedback, type I01State, seatLabel } from './state';

/**
 * The private messages of the game's start that the seed (shared/seeds/003_*) has the 主办
 * send, worked out from the state; the nights' own feedback (预言, 通灵, 遗言) stays on
 * `night.feedback`.
 * - 每个角色将在游戏讨论日开始前获得一个身份 (暗身份: only the player knows it): each identity;
 * - 狼人阵营中的狼人互知且共群: each werewolf of the werewolf team gets the list;
 * - 爱神【金箭】……此两名角色互知共群 (情侣互知共群): each lover learns the other;
 * - 狼人【托孤】……选择一名狼人获得孤狼身份: the chosen werewolf is told.
 */
export function startMessages(s: I01State): Feedback[] {
	if (s.phase.kind === 'setup') return [];
	const out: Feedback[] = [];
	for (const p of s.players)
		if (p.role)
			out.push({
				seat: p.seat,
				text: text(
					`你的身份：${ROLE_NAMES[p.role]['zh-CN']}。`,
					`Your identity: ${ROLE_NAMES[p.role].en}.`
				)
			});
	const pack = s.players.filter((p) => p.role === 'wolf' && p.team === 'wolves');
	const list = pack.map((p) => seatLabel(s, p.seat)).join('、');
	if (pack.length > 1)
		for (const p of pack)
			out.push({
				seat: p.seat,
				text: text(
					`狼人名单（互知共群）：${list}。`,
					`The werewolves (you know each other): ${list}.`
				)
			});
	const arrows = s.night0.arrows;
	if (arrows) {
		const [a, b] = arrows;
		for (const [me, other] of [
			[a, b],
			[b, a]
		] as const)
			out.push({
				seat: me,
				text: lovers(seatLabel(s, other))
			});
	}
	const lone = s.night0.loneWolf;
	if (lone)
		out.push({
			seat: lone,
			text: text('【托孤】你获得孤狼身份（【孤刀】）。', 'Lone wolf: you are now the lone wolf.')
		});
	return out;
}

function lovers(other: string): Text {
	return text(
		`【金箭】你与 ${other} 成为情侣，互知共群。一人出局，另一人立即出局。`,
		`Golden arrows: you and ${other} are lovers and share a chat. If one goes out, so does the other.`
	);
}
