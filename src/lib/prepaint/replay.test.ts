import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureOf } from './capture';
import { prepaintScript } from './inline.js';
import { keepPaint, logStamp, TAP_FRESH_MS, takeControlTap, takePictureTap } from './keep';
import { elementAt, MATCH_WITHIN_MS } from './replay';
import { savePaint } from './store';

// A tap on a control of the kept picture, made while the app starts: the drawing script
// (boot.js) notes it, and the app taps the same control once its own screen shows the same part
// at the same move of the game, never otherwise.

const BUILD = 'test-build';
const PAINT_JS = prepaintScript(readFileSync('src/lib/prepaint/boot.js', 'utf8'), BUILD);

/** A grimoire-like screen: a bar, and a panel on a night step with its button. */
function screen(step = 'Poisoner', dialog = false): HTMLElement {
	const root = document.createElement('div');
	root.className = 'play';
	root.innerHTML =
		'<header class="bar"><button class="history" aria-label="History">H</button></header>' +
		(dialog ? '<div role="dialog"><button>Close</button></div>' : '') +
		`<section class="panel"><!----><h2 id="step">${step}</h2><p><button class="done">Done</button></p></section>`;
	return root;
}

type Tap = { place?: number[]; part?: string; stamp?: string | null; seat?: string; at: number };
const noted = () => (window as { __prepaintTap?: Tap }).__prepaintTap;

/** The page starts with the picture of `shown` kept at /game/g1 (with `stamp`); returns it. */
function startWithPicture(shown: HTMLElement, stamp?: string) {
	savePaint('/game/g1', {
		build: BUILD,
		at: 1,
		html: pictureOf(shown),
		css: '',
		lang: 'en',
		theme: 'dark',
		...(stamp !== undefined && { stamp })
	});
	history.replaceState(null, '', '/game/g1');
	document.body.innerHTML = '';
	new Function(PAINT_JS)();
	const picture = document.getElementById('prepaint');
	if (!picture) throw new Error('no picture drawn');
	return picture;
}

/** The picture of the Poisoner's step, at move '12:abc', with its Done tapped. */
function doneTappedOnPicture() {
	startWithPicture(screen('Poisoner'), '12:abc');
	tapOn(document.querySelector('#prepaint .done') as Element);
}

/** A tap where `target` (in the picture) is drawn; nothing else there. */
function tapOn(target: Element) {
	target.getBoundingClientRect = () => ({ left: 10, right: 90, top: 10, bottom: 40 }) as DOMRect;
	document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 50, clientY: 20 }));
}

/** The app's own screen, mounted with keepPaint as the grimoire does; counts taps on Done. */
function appScreen(shown: HTMLElement, stamp?: () => string) {
	const app = document.createElement('div');
	app.id = 'app';
	document.body.append(app);
	app.append(shown);
	const done = vi.fn();
	shown.querySelector('.done')?.addEventListener('click', done);
	const action = keepPaint(shown, stamp ? { stamp } : {});
	return { done, action };
}

/** Lets the lazily loaded replay code arrive and the screen's changes be seen. */
const settle = async () => {
	for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => localStorage.clear());
afterEach(async () => {
	delete (window as { __prepaintTap?: unknown }).__prepaintTap;
	vi.useRealTimers();
	// The app draws: a picture still up goes, with its watcher.
	let app = document.getElementById('app');
	if (!app)
		app = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'app' }));
	app.append(document.createElement('main'));
	await settle();
	history.replaceState(null, '', '/');
});

describe('a control tapped on the kept picture', () => {
	it('is noted by its place, the part of the screen around it and the picture’s stamp', () => {
		const picture = startWithPicture(screen('Poisoner', true), '12:abc');
		const done = picture.querySelector('.done') as HTMLElement;
		tapOn(done);
		const tap = noted();
		// The dialog the picture leaves out is not counted: the panel is the root's second child.
		expect(tap?.place).toEqual([1, 1, 0]);
		expect(tap?.stamp).toBe('12:abc');
		expect(tap?.part).toBe(pictureOf(screen('Poisoner').querySelector('.panel') as Element));
		// Outlined on the picture, so the storyteller sees the tap was taken; not in the part.
		expect(done.hasAttribute('data-prepaint-tapped')).toBe(true);
		expect(tap?.part).not.toContain('data-prepaint-tapped');
		expect(takePictureTap()).toBeNull();
		expect(takeControlTap()?.place).toEqual([1, 1, 0]);
		expect(noted()).toBeUndefined();
	});

	it('is tapped in the app once its screen shows the same, at the same move', async () => {
		doneTappedOnPicture();
		// The app's panel first shows another step, then the one the picture showed.
		const shown = screen('Washerwoman');
		const { done, action } = appScreen(shown, () => '12:abc');
		await settle();
		expect(done).not.toHaveBeenCalled();
		(shown.querySelector('h2') as HTMLElement).textContent = 'Poisoner';
		await settle();
		expect(done).toHaveBeenCalledTimes(1);
		// Once: later changes tap nothing more.
		(shown.querySelector('h2') as HTMLElement).textContent = 'Poisoner ';
		(shown.querySelector('h2') as HTMLElement).textContent = 'Poisoner';
		await settle();
		expect(done).toHaveBeenCalledTimes(1);
		action.destroy();
	});

	it('is dropped when the game has moved on since the picture was taken', async () => {
		doneTappedOnPicture();
		const { done, action } = appScreen(screen(), () => '13:xyz');
		await settle();
		expect(done).not.toHaveBeenCalled();
		action.destroy();
	});

	it('is dropped when the app shows something else there until it gives up', async () => {
		doneTappedOnPicture();
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		const shown = screen('Monk');
		const { done, action } = appScreen(shown, () => '12:abc');
		await vi.runOnlyPendingTimersAsync();
		await vi.advanceTimersByTimeAsync(MATCH_WITHIN_MS + 1);
		(shown.querySelector('h2') as HTMLElement).textContent = 'Poisoner';
		await vi.runOnlyPendingTimersAsync();
		expect(done).not.toHaveBeenCalled();
		action.destroy();
	});

	it('gives way to a tap the storyteller makes in the app first', async () => {
		doneTappedOnPicture();
		const shown = screen('Monk');
		const { done, action } = appScreen(shown, () => '12:abc');
		await settle();
		shown.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
		(shown.querySelector('h2') as HTMLElement).textContent = 'Poisoner';
		await settle();
		expect(done).not.toHaveBeenCalled();
		action.destroy();
	});

	it('is not acted on long after it was made, nor taken by the screen that opens seats', () => {
		doneTappedOnPicture();
		(noted() as Tap).at = Date.now() - TAP_FRESH_MS - 1;
		expect(takePictureTap()).toBeNull();
		expect(noted()).toBeDefined();
		expect(takeControlTap()).toBeNull();
		expect(noted()).toBeUndefined();
	});

	it('is a seat when it falls on one: the grimoire opens that seat', () => {
		const shown = screen();
		shown.insertAdjacentHTML(
			'afterbegin',
			'<div class="ring"><div data-seat="s3"><button>Ann</button></div></div>'
		);
		startWithPicture(shown, '1:a');
		tapOn(document.querySelector('#prepaint [data-seat] button') as Element);
		expect(takeControlTap()).toBeNull();
		expect(takePictureTap()).toBe('s3');
	});
});

describe('places and stamps', () => {
	it('counts children as the picture does, leaving dialogs out', () => {
		const root = screen('Poisoner', true);
		expect(elementAt(root, [1, 1, 0])?.textContent).toBe('Done');
		expect(elementAt(root, [1, 5])).toBeNull();
		expect(elementAt(root, [])).toBe(root);
	});

	it('tells two logs apart by their length and their last move', () => {
		const a = [{ type: 'game/created' }, { type: 'seat/died', seat: 's1' }];
		expect(logStamp(a)).toBe(logStamp(structuredClone(a)));
		expect(logStamp(a)).not.toBe(logStamp([a[0], { type: 'seat/died', seat: 's2' }]));
		expect(logStamp(a)).not.toBe(logStamp(a.slice(0, 1)));
	});
});
