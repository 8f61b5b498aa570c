import { LEFT_OUT, pictureOf } from './capture';
import type { ControlTap } from './keep';

// A control tapped on the kept picture while the app was starting (boot.js notes it) is tapped
// in the app, once the app's own screen shows what the picture showed around it: the same part
// of the screen, drawn the same, at the same move of the game (the picture's stamp). A picture
// older than the game (a move made after it was taken), a screen opened on another step or
// another sheet, or a part that never comes out the same: the tap is dropped, as a tap on a
// still picture always was. A tap the storyteller makes in the app first wins over it.

/** How long after the app takes over its screen may still come to match the picture. */
export const MATCH_WITHIN_MS = 3000;

/** The element at `place` under `root`, counting children as the picture does (no dialogs). */
export function elementAt(root: Element, place: readonly number[]): Element | null {
	let at: Element = root;
	for (const index of place) {
		let n = 0;
		let next: Element | null = null;
		for (let c = at.firstElementChild; c; c = c.nextElementSibling) {
			if (c.matches(LEFT_OUT)) continue;
			if (n++ === index) {
				next = c;
				break;
			}
		}
		if (!next) return null;
		at = next;
	}
	return at;
}

/**
 * The tapped control in `root`, when the screen now shows the part of it the picture showed, at
 * the same stamp; null otherwise.
 */
export function matchingControl(
	root: Element,
	tap: ControlTap,
	stamp?: () => string
): HTMLElement | null {
	if (tap.stamp !== (stamp ? stamp() : null)) return null;
	const part = elementAt(root, tap.place.slice(0, 1));
	const target = elementAt(root, tap.place);
	if (!part || !(target instanceof HTMLElement)) return null;
	return pictureOf(part) === tap.part ? target : null;
}

/**
 * Taps the control in `root` as soon as the screen matches (checked now and on each change of
 * the screen, for MATCH_WITHIN_MS); returns a function that gives up.
 */
export function replayTap(root: HTMLElement, tap: ControlTap, stamp?: () => string): () => void {
	let done = false;
	const stop = () => {
		done = true;
		observer.disconnect();
		clearTimeout(timer);
		removeEventListener('pointerdown', stop, true);
		removeEventListener('keydown', stop, true);
	};
	const attempt = () => {
		if (done) return;
		const target = matchingControl(root, tap, stamp);
		if (!target) return;
		stop();
		target.click();
	};
	const observer = new MutationObserver(attempt);
	observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
	const timer = setTimeout(stop, MATCH_WITHIN_MS);
	// The storyteller, acting in the app, has moved on from the tap on the picture.
	addEventListener('pointerdown', stop, true);
	addEventListener('keydown', stop, true);
	attempt();
	return stop;
}
