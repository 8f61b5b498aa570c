// On a phone the ring and the panel are one above the other, and the ring alone is taller than
// the screen. When a new step or vote comes up, the page is scrolled so that the storyteller sees
// it without scrolling: the whole of it with as much of the ring above as fits, or, when it is
// taller than the screen, from its top (its own actions are pinned to the bottom of the screen).
// The top bar stays pinned above it.

/** The layout where the panel is below the ring (PlayScreen's phone query). */
export const STACKED = '(max-width: 700px)';

/**
 * True when the panel is below the ring. Asks nothing of the page's layout: on a tablet, where the
 * panel is beside the ring, a step shown reads no position (a read would lay out the whole page
 * before its frame).
 */
export function stacked(): boolean {
	return typeof window?.matchMedia === 'function' && window.matchMedia(STACKED).matches;
}

/**
 * Scrolls `el` on screen (see above). An offer waiting on the storyteller above it (a character
 * change, a death the rules point to: marked `data-offer`) is brought on screen with it: the
 * two together, or from the offer's top when they do not fit.
 */
export function showStep(el: HTMLElement | undefined): void {
	if (!el || !stacked()) return;
	const step = el.getBoundingClientRect();
	const offer = document.querySelector<HTMLElement>('[data-offer]')?.getBoundingClientRect();
	const from = offer && offer.top < step.top ? offer.top : step.top;
	const box = { top: from, bottom: step.bottom, height: step.bottom - from };
	// What is pinned at the top of the screen (the top bar) covers the page under it.
	const pinned = document.querySelector<HTMLElement>('[data-pinned]');
	const top =
		pinned && getComputedStyle(pinned).position === 'sticky'
			? pinned.getBoundingClientRect().height
			: 0;
	const room = window.innerHeight - top;
	const delta = box.height <= room ? box.bottom - window.innerHeight : box.top - top;
	if (Math.abs(delta) < 1) return;
	window.scrollTo({ top: Math.max(0, window.scrollY + delta), behavior: 'instant' });
}
