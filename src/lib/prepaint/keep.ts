// A Svelte action for a screen's root element (the home screen, the grimoire, a werewolf desk):
// keeps a picture of it for the drawing script (boot.js), which draws it at the next start before
// the app's code arrives. The capturing code (capture.ts) loads a few seconds later,
// once the page is idle: the first screen never waits for it, and the picture is only needed at
// the next start.

type Capture = { destroy(): void };

const START_MS = 3000;

export function keepPaint(element: HTMLElement) {
	let capture: Capture | null = null;
	let gone = false;
	const start = () =>
		void import('./capture').then(
			({ capturePaint }) => {
				if (!gone) capture = capturePaint(element);
			},
			() => undefined
		);
	// Well after the first screen is drawn and its data read (never part of the first screen).
	const timer = setTimeout(
		() =>
			'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start(),
		START_MS
	);
	return {
		destroy() {
			gone = true;
			clearTimeout(timer);
			capture?.destroy();
		}
	};
}

/** How long a tap on the picture stays worth acting on once the app has taken over. */
const TAP_FRESH_MS = 10_000;

/**
 * The seat tapped on the kept picture before the app took over (boot.js notes it), once: the
 * grimoire opens it, so that tap is not lost. Null when there was none, or long ago.
 */
export function takePictureTap(): string | null {
	const w = globalThis as { __prepaintTap?: { seat?: unknown; at?: unknown } };
	const tap = w.__prepaintTap;
	delete w.__prepaintTap;
	if (!tap || typeof tap.seat !== 'string' || typeof tap.at !== 'number') return null;
	return Date.now() - tap.at < TAP_FRESH_MS ? tap.seat : null;
}
