import type { Text } from '../../engine/text';

/**
 * Team win/loss checks for rule sets with several teams: losses first (a lost team stays lost
 * and can never win), then wins in the rule set's order, then the last team standing.
 */
export interface TeamRule<S> {
	id: string;
	/** Whether the team has members in this game at all. */
	inPlay(state: S): boolean;
	/** The reason the team loses now, or null. */
	lost(state: S): Text | null;
	/** The reason the team wins now, or null. Teams without a win condition omit it. */
	won?(state: S): Text | null;
}

export interface TeamVerdict {
	/** Teams that lost with this check (not already lost before). */
	newlyLost: { team: string; reason: Text }[];
	winner: { team: string; reason: Text } | null;
	/** Every team in play lost at once: nobody can win; the director must decide. */
	noneLeft: boolean;
}

export function judgeTeams<S>(
	state: S,
	rules: readonly TeamRule<S>[],
	alreadyLost: readonly string[],
	lastStanding: Text
): TeamVerdict {
	const inPlay = rules.filter((r) => r.inPlay(state));
	const newlyLost: TeamVerdict['newlyLost'] = [];
	for (const r of inPlay) {
		if (alreadyLost.includes(r.id)) continue;
		const reason = r.lost(state);
		if (reason) newlyLost.push({ team: r.id, reason });
	}
	const lost = new Set([...alreadyLost, ...newlyLost.map((l) => l.team)]);
	for (const r of inPlay) {
		if (lost.has(r.id) || !r.won) continue;
		const reason = r.won(state);
		if (reason) return { newlyLost, winner: { team: r.id, reason }, noneLeft: false };
	}
	const standing = inPlay.filter((r) => !lost.has(r.id));
	if (standing.length === 1) {
		const only = standing[0] as TeamRule<S>;
		return { newlyLost, winner: { team: only.id, reason: lastStanding }, noneLeft: false };
	}
	return { newlyLost, winner: null, noneLeft: standing.length === 0 && inPlay.length > 0 };
}
