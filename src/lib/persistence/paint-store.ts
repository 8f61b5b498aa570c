import { localStore } from './local';
// The last picture of a screen, kept in localStorage so that the small script in src/app.html can
// draw it before the app's code has arrived: a storyteller waking the tablet (or reloading) sees the game at
// once, and the app takes over when its own screen is drawn. One entry per address ('/' and
// '/game/<id>'), a few at most; a picture is only ever a copy of what was on screen, so losing
// one loses nothing.
//
// That script reads this format: keep the two in step (paint-store.test.ts runs it).

export const PAINT_PREFIX = 'grimoire-paint:';
export const PAINT_VERSION = 1;
/** Pictures kept: the home screen and the latest games. */
const KEEP = 4;
/** A picture larger than this (characters) is not kept: drawing it would not be quick. */
export const PAINT_MAX_CHARS = 1_500_000;

export interface Paint {
	v: typeof PAINT_VERSION;
	/** When it was taken (ms). */
	at: number;
	/** The screen's root element, outer HTML, without ids, test ids and open dialogs. */
	html: string;
	/** Every style rule the screen had, its file addresses made absolute. */
	css: string;
	lang: string;
	theme: string;
}

const storage = localStore;

function keys(store: Storage): string[] {
	const out: string[] = [];
	for (let i = 0; i < store.length; i++) {
		const key = store.key(i);
		if (key?.startsWith(PAINT_PREFIX)) out.push(key);
	}
	return out;
}

function takenAt(store: Storage, key: string): number {
	try {
		const at = (JSON.parse(store.getItem(key) ?? 'null') as Partial<Paint> | null)?.at;
		return typeof at === 'number' ? at : 0;
	} catch {
		return 0;
	}
}

/** Keeps the picture of the screen at `path`; the oldest others go past KEEP, or when full. */
export function savePaint(path: string, paint: Omit<Paint, 'v'>): boolean {
	const store = storage();
	if (!store) return false;
	const text = JSON.stringify({ v: PAINT_VERSION, ...paint });
	const key = PAINT_PREFIX + path;
	if (text.length > PAINT_MAX_CHARS) {
		store.removeItem(key);
		return false;
	}
	const others = keys(store)
		.filter((k) => k !== key)
		.sort((a, b) => takenAt(store, b) - takenAt(store, a));
	for (const old of others.slice(KEEP - 1)) store.removeItem(old);
	// Full storage: make room by dropping the other pictures (never anything else).
	for (let tries = 0; ; tries++) {
		try {
			store.setItem(key, text);
			return true;
		} catch {
			const oldest = others.pop();
			if (!oldest || tries > KEEP) {
				store.removeItem(key);
				return false;
			}
			store.removeItem(oldest);
		}
	}
}

/** The stored picture of `path`, or null. */
export function readPaint(path: string): Paint | null {
	try {
		const paint = JSON.parse(storage()?.getItem(PAINT_PREFIX + path) ?? 'null') as Paint | null;
		return paint?.v === PAINT_VERSION ? paint : null;
	} catch {
		return null;
	}
}

/** A game was deleted, replaced or brought back whole: its picture would show the old one. */
export function dropGamePaint(id: string): void {
	storage()?.removeItem(`${PAINT_PREFIX}/game/${id}`);
}
