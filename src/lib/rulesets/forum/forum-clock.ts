/**
 * Forum time. Both werewolf seeds write their times of day (09:30, 21:40, 06:00…) as the forum
 * shows them: Beijing time, UTC+8, with no daylight saving (China has had none since 1991), so a
 * fixed offset is exact. Everything here is pure arithmetic on epoch milliseconds.
 */
export const FORUM_TIME_ZONE = 'Asia/Shanghai';
export const FORUM_OFFSET_MINUTES = 8 * 60;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = FORUM_OFFSET_MINUTES * MINUTE;

/** Minutes after midnight of a time of day written "HH:MM". */
export function minutesOf(hhmm: string): number {
	const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
	if (!m) throw new RangeError(`Not a time of day: ${hhmm}`);
	return Number(m[1]) * 60 + Number(m[2]);
}

/** The forum's calendar day of an instant, counted in days since 1970-01-01 (forum time). */
export function forumDay(at: number): number {
	return Math.floor((at + OFFSET) / DAY);
}

/** Minutes after forum midnight of an instant. */
export function forumMinutes(at: number): number {
	return Math.floor((at + OFFSET - forumDay(at) * DAY) / MINUTE);
}

/** The instant of `hhmm` (forum time) on forum day `day` plus `days` days. */
export function forumInstant(day: number, hhmm: string, days = 0): number {
	return (day + days) * DAY + minutesOf(hhmm) * MINUTE - OFFSET;
}

/**
 * The forum day a phase belongs to when it began at `at` and the game's days turn at `turn`
 * ("09:30"): a phase that began before the turn (a night entered after midnight) belongs to the
 * day before.
 */
export function dayOfPhase(at: number, turn: string): number {
	return forumMinutes(at) < minutesOf(turn) ? forumDay(at) - 1 : forumDay(at);
}

const pad = (n: number) => String(n).padStart(2, '0');

function parts(at: number) {
	const d = new Date(at + OFFSET);
	return {
		y: d.getUTCFullYear(),
		mo: pad(d.getUTCMonth() + 1),
		d: pad(d.getUTCDate()),
		h: pad(d.getUTCHours()),
		mi: pad(d.getUTCMinutes()),
		s: pad(d.getUTCSeconds())
	};
}

/** An instant as an ISO string in forum time: "2026-12-01T22:15:00+08:00" (a post time). */
export function forumIso(at: number): string {
	const p = parts(at);
	return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}:${p.s}+08:00`;
}

/**
 * "12-01 22:15": the forum's date and time of day, as the forum shows a post. `space` joins the
 * two (a no-break space on screen keeps them on one line).
 */
export function forumStamp(at: number, space = ' '): string {
	const p = parts(at);
	return `${p.mo}-${p.d}${space}${p.h}:${p.mi}`;
}

/** A no-break space: a time on screen never breaks between its date and its time of day. */
export const NBSP = '\u00a0';

/** The value of an <input type="datetime-local"> showing an instant in forum time. */
export function forumInputValue(at: number): string {
	const p = parts(at);
	return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}`;
}

/** Reads "2026-12-01T22:15" (forum time, seconds optional) back into an instant; NaN if not one. */
export function fromForumInput(value: string): number {
	if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN;
	return Date.parse(`${value.length === 16 ? `${value}:00` : value}+08:00`);
}

/** A post time (ISO with an offset) as an instant; NaN when it is not one. */
export function postedInstant(iso: unknown): number {
	if (typeof iso !== 'string' || !/[zZ]|[+-]\d{2}:\d{2}$/.test(iso)) return Number.NaN;
	return Date.parse(iso);
}

/** "1:02:03" / "12:05": what is left until a deadline (0 when it has passed). */
export function countdown(ms: number): string {
	const total = Math.max(0, Math.floor(ms / 1000));
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const s = total % 60;
	return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
