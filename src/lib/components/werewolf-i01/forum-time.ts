// The forum's clock is 东八区: a ballot's post time is kept as an ISO string with +08:00, and
// the desk's datetime-local field shows the forum's own wall-clock time whatever the device's.

const UTC8 = 8 * 3600_000;

/** An ISO post time as the forum's wall clock (“2026-01-02T06:02”); '' when none. */
export function forumClock(iso: string | undefined): string {
	if (!iso) return '';
	const ms = Date.parse(iso);
	return Number.isFinite(ms) ? new Date(ms + UTC8).toISOString().slice(0, 16) : '';
}

/** The forum's wall-clock time from the field, as an ISO string in 东八区; null when empty. */
export function fromForumClock(clock: string): string | null {
	return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(clock) ? `${clock}:00+08:00` : null;
}
