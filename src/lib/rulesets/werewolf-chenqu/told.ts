import type { SeatId, WerewolfState, When } from './state';

/**
 * A private message a handler owes a player, kept as it happened (an heir's new skill, the
 * envoy's words to the piper, the penitent's identity shown, 【遗志】's notice); read by
 * `messages` with the messages worked out from the state.
 */
export interface Told {
	key: string;
	seat: SeatId;
	text: string;
	when: When;
}

function whenOf(s: WerewolfState): When {
	if (s.day) return { phase: 'day', n: s.day.n };
	return { phase: 'night', n: s.night?.n ?? 0 };
}

/** Adds messages to send; `kind` and the running count make each key stable on replay. */
export function tell(
	s: WerewolfState,
	kind: string,
	items: readonly { seat: SeatId; text: string }[]
): WerewolfState {
	if (items.length === 0) return s;
	const told = s.told ?? [];
	const when = whenOf(s);
	const n = told.length;
	return {
		...s,
		told: [
			...told,
			...items.map((x, i) => ({
				key: `${kind}:${n + i}:${x.seat}`,
				seat: x.seat,
				text: x.text,
				when
			}))
		]
	};
}
