import { localStore } from '$lib/persistence/local';
// The last picture of a screen, kept in localStorage so that the drawing script (boot.js) can
// draw it before the app's code has arrived: a storyteller waking the tablet (or reloading) sees
// the game at once, and the app takes over when its own screen is drawn. One entry per address
// ('/' and '/game/<id>'), a few at most, and a small index of when each was taken (so that saving
// one never reads the others); a picture is only ever a copy of what was on screen, so losing one
// loses nothing.
//
// boot.js reads this format: keep the two in step (store.test.ts runs it).

export const PAINT_PREFIX = 'grimoire-paint:';
/** When each kept picture was taken: { [path]: ms }. */
export const PAINT_INDEX = 'grimoire-paints';
export const PAINT_VERSION = 2;
/** Pictures kept: the home screen and the latest games. */
const KEEP = 4;
/** A picture larger than this (characters) is not kept: drawing it would not be quick. */
export const PAINT_MAX_CHARS = 1_500_000;

export interface Paint {
	v: typeof PAINT_VERSION;
	/** The app's build that took it (its version name): another build's picture is not drawn. */
	build: string;
	/** When it was taken (ms). */
	at: number;
	/** The screen's root element, outer HTML, without ids, test ids and open dialogs. */
	html: string;
	/** The style sheets the screen uses, their file addresses made absolute. */
	css: string;
	lang: string;
	theme: string;
	/** What the screen showed, as the screen says it (a game: its move, `logStamp`). */
	stamp?: string;
}

type Index = Record<string, number>;

function readIndex(store: Storage): Index {
	let index: Index = {};
	try {
		const parsed = JSON.parse(store.getItem(PAINT_INDEX) ?? '{}') as unknown;
		if (parsed && typeof parsed === 'object') index = parsed as Index;
	} catch {
		// Rebuilt below from what is there.
	}
	// Pictures the index does not name (an older app's) count as the oldest.
	for (let i = 0; i < store.length; i++) {
		const key = store.key(i);
		if (key?.startsWith(PAINT_PREFIX)) {
			const path = key.slice(PAINT_PREFIX.length);
			if (typeof index[path] !== 'number') index[path] = 0;
		}
	}
	return index;
}

function writeIndex(store: Storage, index: Index) {
	try {
		store.setItem(PAINT_INDEX, JSON.stringify(index));
	} catch {
		// Full: the next save rebuilds it.
	}
}

/** Keeps the picture of the screen at `path`; the oldest others go past KEEP, or when full. */
export function savePaint(path: string, paint: Omit<Paint, 'v'>): boolean {
	const store = localStore();
	if (!store) return false;
	const text = JSON.stringify({ v: PAINT_VERSION, ...paint });
	const key = PAINT_PREFIX + path;
	const index = readIndex(store);
	const drop = (p: string) => {
		store.removeItem(PAINT_PREFIX + p);
		delete index[p];
	};
	if (text.length > PAINT_MAX_CHARS) {
		drop(path);
		writeIndex(store, index);
		return false;
	}
	const others = Object.keys(index)
		.filter((p) => p !== path)
		.sort((a, b) => (index[b] ?? 0) - (index[a] ?? 0));
	for (const old of others.slice(KEEP - 1)) drop(old);
	// Full storage: make room by dropping the other pictures (never anything else).
	for (let tries = 0; ; tries++) {
		try {
			store.setItem(key, text);
			index[path] = paint.at;
			writeIndex(store, index);
			return true;
		} catch {
			const oldest = others.pop();
			if (!oldest || tries > KEEP) {
				drop(path);
				writeIndex(store, index);
				return false;
			}
			drop(oldest);
		}
	}
}

/** The stored picture of `path`, or null. */
export function readPaint(path: string): Paint | null {
	try {
		const paint = JSON.parse(localStore()?.getItem(PAINT_PREFIX + path) ?? 'null') as Paint | null;
		return paint?.v === PAINT_VERSION ? paint : null;
	} catch {
		return null;
	}
}

/**
 * Stored games changed outside the screen that shows them (deleted, replaced, brought back
 * whole; `ids` null: all of them): their pictures would show what is gone, and so would the home
 * screen's list.
 */
export function dropPaints(ids: readonly string[] | null): void {
	const store = localStore();
	if (!store) return;
	const index = readIndex(store);
	for (const path of Object.keys(index)) {
		const game = path.startsWith('/game/') ? path.slice('/game/'.length) : null;
		if (path === '/' || (game !== null && (ids === null || ids.includes(game)))) {
			store.removeItem(PAINT_PREFIX + path);
			delete index[path];
		}
	}
	writeIndex(store, index);
}
