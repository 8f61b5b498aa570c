import { hasLastWords } from './gates';
import { nameOf, seatOf } from './seats';
import { startMessages } from './start-messages';
import { LAST_WORDS, type SeatId, type WerewolfState, type When } from './state';

/**
 * The private results the director sends by message (待发送的反馈), from what the game recorded:
 * the seer's 【预言】 and the 先知者's 【天眼】, the witch's 【通灵】, the notice that one may leave
 * last words (在夜晚结束前，出局且可以留下遗言的角色会收到可以留下遗言的通知), and the sheriff's
 * notice (成为警长的角色将收到告知); with what start-messages.ts works out (identities, 归群's list,
 * the pack, the lovers, 志继, 复仇) and what handlers recorded (told.ts). In Chinese: the forum is Chinese whatever the screen language.
 */
export interface Message {
	/** Stable key: `feedback/sent` records it once sent. */
	key: string;
	seat: SeatId;
	text: string;
	when: When;
}

/** One item per player: their messages not yet sent (or all sent), joined for one copy. */
export interface FeedbackItem {
	seat: SeatId;
	name: string;
	keys: string[];
	text: string;
	sent: boolean;
}

const RESULT_KEYS: Record<string, string> = { divine: 'divine', eye: 'eye' };

export function messages(state: WerewolfState): Message[] {
	const out: Message[] = startMessages(state);
	const nights = [...state.nights, ...(state.night ? [state.night] : [])];
	for (const night of nights) {
		const when: When = { phase: 'night', n: night.n };
		for (const line of night.resolved ?? []) {
			if (line.voided) continue;
			const skill = RESULT_KEYS[line.key];
			const action = skill ? night.actions.find((a) => a.skill === skill) : undefined;
			if (action?.target) {
				// 【卫道】: the seer gets no answer, and is not told why.
				const shielded = line.text['zh-CN'].includes('【卫道】');
				const text = shielded
					? `【预言】查验 ${nameOf(state, action.target)}：无反馈`
					: line.text['zh-CN'];
				out.push({ key: `n${night.n}:${skill}`, seat: action.actor, text, when });
			}
			if (line.key === 'vision') {
				const witch = state.seats.find((x) => x.startRole === 'witch' || x.role === 'witch');
				if (witch)
					out.push({ key: `n${night.n}:vision`, seat: witch.id, text: line.text['zh-CN'], when });
			}
		}
	}
	for (const seat of state.seats)
		if (seat.out && hasLastWords(state, seat))
			out.push({
				key: `lastWords:${seat.id}`,
				seat: seat.id,
				text: `你已出局，可以在次日09:00之前留下一份3000字以下的遗言（前${LAST_WORDS}名出局者才有遗言，可以放弃）。`,
				when: seat.out.when
			});
	state.facts.forEach((f, i) => {
		if (f.kind !== 'sheriff' && f.kind !== 'sheriffChanged') return;
		const seat = f.seats[0];
		if (!seat || !seatOf(state, seat)) return;
		out.push({
			key: `sheriff:${i}`,
			seat,
			text: '你成为警长：计票时你的一票计为两票。',
			when: f.when
		});
	});
	out.push(...(state.told ?? []));
	return out;
}

/**
 * The list to send, one item per player in seat order: the messages not yet sent, joined; a
 * player whose messages were all sent keeps one item, marked sent, with the last phase's ones.
 */
export function feedbackItems(state: WerewolfState): FeedbackItem[] {
	const sent = new Set(state.sent);
	const all = messages(state);
	const items: FeedbackItem[] = [];
	for (const seat of state.seats) {
		const mine = all.filter((m) => m.seat === seat.id);
		if (mine.length === 0) continue;
		const waiting = mine.filter((m) => !sent.has(m.key));
		const shown = waiting.length ? waiting : mine.slice(-1);
		items.push({
			seat: seat.id,
			name: nameOf(state, seat.id),
			keys: shown.map((m) => m.key),
			text: shown.map((m) => m.text).join('\n'),
			sent: waiting.length === 0
		});
	}
	return items;
}
