/**
 * Per-player state that a rule set declares as data instead of fields: statuses (charmed,
 * silenced, lover...), counters (a day number, a block of nights...), skill uses, and lost
 * skills. Every helper returns a new object, so reducers stay pure.
 */
export interface Marks {
	/** Status ids in force, sorted, each at most once. */
	statuses: string[];
	counters: Record<string, number>;
	/** How many times each skill (or skill@key) has been used. */
	uses: Record<string, number>;
	/** Skills taken away; ALL_SKILLS means every skill of the role. */
	lost: string[];
}

export const ALL_SKILLS = '*';

export function emptyMarks(): Marks {
	return { statuses: [], counters: {}, uses: {}, lost: [] };
}

export function hasStatus(m: Marks, status: string): boolean {
	return m.statuses.includes(status);
}

export function withStatus<T extends Marks>(m: T, status: string): T {
	if (m.statuses.includes(status)) return m;
	return { ...m, statuses: [...m.statuses, status].sort() };
}

export function withoutStatus<T extends Marks>(m: T, status: string): T {
	if (!m.statuses.includes(status)) return m;
	return { ...m, statuses: m.statuses.filter((s) => s !== status) };
}

export function counter(m: Marks, key: string): number | undefined {
	return m.counters[key];
}

export function withCounter<T extends Marks>(m: T, key: string, value: number | null): T {
	const counters = { ...m.counters };
	if (value === null) delete counters[key];
	else counters[key] = value;
	return { ...m, counters };
}

export function usesOf(m: Marks, skill: string): number {
	return m.uses[skill] ?? 0;
}

export function withUse<T extends Marks>(m: T, skill: string): T {
	return { ...m, uses: { ...m.uses, [skill]: usesOf(m, skill) + 1 } };
}

export function hasLost(m: Marks, skill: string): boolean {
	return m.lost.includes(ALL_SKILLS) || m.lost.includes(skill);
}

export function withLost<T extends Marks>(m: T, skill: string): T {
	if (m.lost.includes(skill)) return m;
	return { ...m, lost: [...m.lost, skill].sort() };
}

/** A skill is usable when it is not lost and, for a limited skill, not used up. */
export function canUseSkill(m: Marks, skill: string, limit?: number): boolean {
	if (hasLost(m, skill)) return false;
	return limit === undefined || usesOf(m, skill) < limit;
}
