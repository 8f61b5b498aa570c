import { afterHits, isSpent, type Lives } from '../forum/lives';
import type { NightAction } from '../forum/resolution';
import { seatOf } from './seats';
import type { Cause, SeatId, WSeat, WerewolfState } from './state';

/** Lives after the night's hits and who goes out, before and after the witch's potions. */
export interface Outcome {
	lives: Map<SeatId, Lives>;
	outs: { seat: SeatId; cause: Cause }[];
	replaced: SeatId | null;
}

/**
 * The night's kills against lives: every hit takes a life, 【解药】 gives one back; 【纯真】 takes
 * the place of the princess's target (if it went out); 【毒药】 puts its target out last.
 * Actions given here are the ones in force (the caller leaves out voided or lapsed potions).
 */
export function nightOutcome(
	s: WerewolfState,
	hits: readonly { seat: SeatId; cause: Cause }[],
	used: { heal: SeatId | null; princess?: NightAction; poison?: NightAction }
): Outcome {
	const { heal, princess, poison } = used;
	const lives = new Map<SeatId, Lives>();
	const outs: Outcome['outs'] = [];
	const hitTargets = [...new Set(hits.map((h) => h.seat))];
	for (const id of new Set([...hitTargets, ...(heal ? [heal] : [])])) {
		const seat = seatOf(s, id) as WSeat;
		const count = hits.filter((h) => h.seat === id).length;
		const after = afterHits(seat.lives, count, heal === id ? 1 : 0);
		lives.set(id, after);
		if (count > 0 && isSpent(after))
			outs.push({ seat: id, cause: hits.find((h) => h.seat === id)!.cause });
	}
	let replaced: SeatId | null = null;
	if (princess) {
		const i = outs.findIndex((o) => o.seat === princess.target);
		if (i >= 0 && princess.actor !== princess.target) {
			replaced = princess.target as SeatId;
			outs.splice(i, 1);
			const seat = seatOf(s, replaced) as WSeat;
			lives.set(replaced, afterHits(seat.lives, 0, heal === replaced ? 1 : 0));
			outs.push({ seat: princess.actor, cause: 'princess' });
		}
	}
	if (poison) {
		const i = outs.findIndex((o) => o.seat === poison.target);
		if (i >= 0) outs.splice(i, 1);
		outs.push({ seat: poison.target as SeatId, cause: 'poison' });
	}
	return { lives, outs, replaced };
}
