// A Svelte action for a screen's root element (the home screen, the grimoire, a werewolf desk):
// keeps a picture of it for the drawing script (boot.js), which draws it at the next start before
// the app's code arrives. The capturing code (capture.ts) loads a few seconds later,
// once the page is idle: the first screen never waits for it, and the picture is only needed at
// the next start. A control tapped on that picture before the app took over is tapped in the app
// once its own screen shows the same (replay.ts).

import { seedFrom } from '$lib/engine/random';

type Capture = { destroy(): void };

export interface KeepOptions {
	/**
	 * What the screen shows, in a few characters (a game's: which move it is at, `logStamp`): kept
	 * with the picture, and a tap on the picture is acted on only while the app's is the same.
	 */
	stamp?: () => string;
}

const START_MS = 3000;

export function keepPaint(element: HTMLElement, options: KeepOptions = {}) {
	let capture: Capture | null = null;
	let replay: (() => void) | null = null;
	let gone = false;
	const start = () =>
		void import('./capture').then(
			({ capturePaint }) => {
				if (!gone) capture = capturePaint(element, options.stamp);
			},
			() => undefined
		);
	// Well after the first screen is drawn and its data read (never part of the first screen).
	const timer = setTimeout(
		() =>
			'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start(),
		START_MS
	);
	const tap = takeControlTap();
	if (tap)
		void import('./replay').then(
			({ replayTap }) => {
				if (!gone) replay = replayTap(element, tap, options.stamp);
			},
			() => undefined
		);
	return {
		destroy() {
			gone = true;
			clearTimeout(timer);
			capture?.destroy();
			replay?.();
		}
	};
}

/** A game's stamp for its picture: how long its log is, and its last move. */
export function logStamp(log: readonly unknown[]): string {
	// The last move's text hashed (FNV-1a): two different last moves are told apart.
	return `${log.length}:${seedFrom(JSON.stringify(log.at(-1) ?? null)).toString(36)}`;
}

/** How long a tap on the picture stays worth acting on once the app has taken over. */
export const TAP_FRESH_MS = 10_000;

/** A control tapped on the picture (boot.js): where it is, and the part of the screen around it. */
export interface ControlTap {
	/** Its place under the screen's root: the index among element children at each level. */
	place: number[];
	/** The root's child holding it, as the picture drew it. */
	part: string;
	/** The picture's stamp (KeepOptions), null when it had none. */
	stamp: string | null;
	at: number;
}

type Noted = { seat?: unknown; place?: unknown; part?: unknown; stamp?: unknown; at?: unknown };

function noted(): Noted | undefined {
	return (globalThis as { __prepaintTap?: Noted }).__prepaintTap;
}

function forget() {
	delete (globalThis as { __prepaintTap?: unknown }).__prepaintTap;
}

const fresh = (at: unknown): at is number =>
	typeof at === 'number' && Date.now() - at < TAP_FRESH_MS;

/**
 * The seat tapped on the kept picture before the app took over (boot.js notes it), once: the
 * grimoire opens it, so that tap is not lost. Null when there was none, or long ago.
 */
export function takePictureTap(): string | null {
	const tap = noted();
	if (!tap || tap.seat === undefined) return null;
	forget();
	return typeof tap.seat === 'string' && fresh(tap.at) ? tap.seat : null;
}

/** The control (not a seat) tapped on the kept picture, once; null when none, or long ago. */
export function takeControlTap(): ControlTap | null {
	const tap = noted();
	if (!tap || tap.place === undefined) return null;
	forget();
	const { place, part, stamp, at } = tap;
	if (!Array.isArray(place) || place.length === 0 || !place.every((n) => Number.isInteger(n)))
		return null;
	if (typeof part !== 'string' || !(stamp === null || typeof stamp === 'string') || !fresh(at))
		return null;
	return { place: place as number[], part, stamp, at };
}
