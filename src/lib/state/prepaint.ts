// A Svelte action for a screen's root element (the home screen, the grimoire, a werewolf desk):
// keeps a picture of it for the script in src/app.html, which draws it at the next start before
// the app's code arrives. The capturing code (prepaint-capture.ts) loads a few seconds later,
// once the page is idle: the first screen never waits for it, and the picture is only needed at
// the next start.

type Capture = { destroy(): void };

const START_MS = 3000;

export function keepPaint(element: HTMLElement) {
	let capture: Capture | null = null;
	let gone = false;
	const start = () =>
		void import('./prepaint-capture').then(
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
