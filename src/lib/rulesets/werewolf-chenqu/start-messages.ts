import { roleOf } from './roles';
import type { SeatId, WSeat, WerewolfState, When } from './state';

/** A private message worked out from the state (the same shape as feedback.ts's `Message`). */
interface Owed {
	key: string;
	seat: SeatId;
	text: string;
	when: When;
}

const NIGHT0: When = { phase: 'night', n: 0 };
/** The dealt kind (a 丘比特 who became 良民 stays out of the pack's list). */
const startKind = (x: WSeat) => (x.startRole ? roleOf(x.startRole).kind : null);
const names = (seats: readonly WSeat[]) => seats.map((x) => x.name).join('、') || '（无）';

/**
 * What the seed has the director tell players at the start and when an identity changes:
 * - 游戏开始前，玩家将被导演告知身份: each player's identity;
 * - 白狼【归群】游戏开始时，你得知所有狼人名单: the white wolf's list;
 * - the wolves meet (【恋爱】若情侣中有且只有一名狼人，则该狼人不与其他狼人互知共群; 丘比特连了双狼
 *   情侣……不与其他狼人互知共群): each wolf of the pack gets the pack's list once the lovers are known;
 * - 情侣在成为情侣后互知共群（双狼情侣除外）: each lover learns the other;
 * - 【志继】 and 【复仇】: the new identity.
 */
export function startMessages(state: WerewolfState): Owed[] {
	if (state.phase.kind === 'setup') return [];
	const out: Owed[] = [];
	for (const seat of state.seats) {
		if (!seat.startRole) continue;
		out.push({
			key: `role:${seat.id}`,
			seat: seat.id,
			text: `你的身份：${roleOf(seat.startRole).name['zh-CN']}。`,
			when: NIGHT0
		});
	}
	const wolfKind = state.seats.filter((x) => startKind(x) === 'wolf');
	const white = state.seats.find((x) => x.startRole === 'whiteWolf');
	if (white)
		out.push({
			key: 'rejoin-list',
			seat: white.id,
			text: `【归群】狼人名单：${names(wolfKind.filter((x) => x.id !== white.id))}。你可以选择加入狼队（阵营变为狼人阵营）。`,
			when: NIGHT0
		});
	const lovers = state.start.lovers;
	if (!lovers) return out.concat(laterMessages(state));
	// The pack once the lovers are known: wolves of the wolf team (a lone wolf lover has left it,
	// cupid of two wolf lovers joins the team but not the pack; a white wolf who joined is in it).
	const pack = state.seats.filter((x) => startKind(x) === 'wolf' && x.team === 'wolf');
	if (pack.length > 1)
		for (const wolf of pack)
			out.push({
				key: `pack:${wolf.id}`,
				seat: wolf.id,
				text: `狼人名单（互知共群）：${names(pack)}。`,
				when: NIGHT0
			});
	const pair = lovers.map((id) => state.seats.find((x) => x.id === id));
	const [a, b] = pair;
	if (a && b) {
		const bothWolves = [a, b].every((x) => startKind(x) === 'wolf');
		for (const [me, other] of [
			[a, b],
			[b, a]
		] as const) {
			const lone = !bothWolves && startKind(me) === 'wolf';
			out.push({
				key: `lovers:${me.id}`,
				seat: me.id,
				text: bothWolves
					? `【恋爱】你与 ${other.name} 成为情侣（双狼情侣：你们已同在狼队，不另行共群）。一人出局，另一人立即出局。`
					: `【恋爱】你与 ${other.name} 成为情侣，互知共群。一人出局，另一人立即出局。${lone ? '你不再与其他狼人互知共群。' : ''}`,
				when: NIGHT0
			});
		}
	}
	return out.concat(laterMessages(state));
}

/** 【志继】 (先知者 becomes 预言家) and 【复仇】 (丘比特 becomes 乱民 or 良民): the new identity. */
function laterMessages(state: WerewolfState): Owed[] {
	const out: Owed[] = [];
	const seer = state.seats.find((x) => x.startRole === 'seer');
	for (const seat of state.seats) {
		if (seat.startRole === 'silentProphet' && seat.role === 'seer')
			out.push({
				key: `inherit:${seat.id}`,
				seat: seat.id,
				text: '【志继】预言家已出局：你的身份转变为预言家，并失去技能【天眼】。',
				when: seer?.out?.when ?? NIGHT0
			});
		if (seat.startRole === 'cupid' && (seat.role === 'rebel' || seat.role === 'citizen')) {
			const lover = state.seats.find((x) => state.start.lovers?.includes(x.id) && x.out);
			out.push({
				key: `revenge:${seat.id}`,
				seat: seat.id,
				text: `【复仇】情侣已出局：你的身份变为${seat.role === 'rebel' ? '乱民（狼人阵营）' : '良民（村民阵营）'}。`,
				when: lover?.out?.when ?? NIGHT0
			});
		}
	}
	return out;
}
