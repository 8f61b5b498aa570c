import { type Count, countDay } from './day';
import type { WerewolfState } from './state';

/** Lines of the count that say what it decides (who goes out, the tie's ruling, 公示 of 诽谤/血统). */
const OUTCOME_KEYS = new Set(['result', 'first', 'slander-result', 'bloodline-result']);

export interface CountView extends Count {
	/** The director closed the count (`day/count-closed`): the outcome and its questions show. */
	closed: boolean;
}

/**
 * The count as the desk shows it while the day is open. Until the director closes the count, only
 * the tally: no outcome line and no question that depends on it (装傻, a tie's scapegoat), since
 * with ballots still coming in any of them would be a guess. Null when there is no open day.
 */
export function countView(state: WerewolfState): CountView | null {
	const day = state.day;
	if (!day || day.result) return null;
	const count = countDay(state);
	if (day.countClosed) return { ...count, closed: true };
	return {
		...count,
		lines: count.lines.filter((l) => !OUTCOME_KEYS.has(l.key)),
		idiotMayFeign: false,
		closed: false
	};
}
