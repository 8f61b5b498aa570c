import type { LateRuling } from '$lib/engine/deadlines';
import type { Text } from '$lib/engine/text';

/** An action of tonight as the clock shows it: names resolved, its reply time. */
export interface ClockAction {
	skill: string;
	skillName: Text;
	seat: string;
	postedAt: number;
}

/** A late action waiting for (or given) the director's ruling. */
export interface ClockLate extends ClockAction {
	due: number;
	ruling: LateRuling | null;
}
