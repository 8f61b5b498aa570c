import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepaintScript } from './inline.js';
import {
	dropPaints,
	PAINT_INDEX,
	PAINT_MAX_CHARS,
	PAINT_PREFIX,
	readPaint,
	savePaint
} from './store';

// The picture kept for the drawing script (boot.js), and that script run on it as the browser
// would at the top of <body>, stamped with a build: it draws the picture, and takes it away when
// the app draws its own screen.

const BUILD = 'test-build';
const PAINT_JS = prepaintScript(readFileSync('src/lib/prepaint/boot.js', 'utf8'), BUILD);

const picture = (html: string, at = 1, build = BUILD) => ({
	build,
	at,
	html,
	css: '.ring{color:red}',
	lang: 'zh-CN',
	theme: 'dark'
});

function runPaintJs(path: string) {
	history.replaceState(null, '', path);
	document.body.innerHTML = '';
	// The static script, run as the page runs it.
	new Function(PAINT_JS)();
	const app = document.createElement('div');
	app.id = 'app';
	app.innerHTML = '<script>/* the start-up script */</script>';
	document.body.append(app);
	return app;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => history.replaceState(null, '', '/'));

describe('the kept picture', () => {
	it('is read back under its address; a changed game’s goes, with the home screen’s list', () => {
		expect(savePaint('/game/g1', picture('<div class="play"></div>'))).toBe(true);
		savePaint('/game/g2', picture('<p>2</p>'));
		savePaint('/', picture('<p>home</p>'));
		expect(readPaint('/game/g1')?.html).toBe('<div class="play"></div>');
		dropPaints(['g1']);
		expect(readPaint('/game/g1')).toBeNull();
		expect(readPaint('/')).toBeNull();
		expect(readPaint('/game/g2')?.html).toBe('<p>2</p>');
		dropPaints(null);
		expect(readPaint('/game/g2')).toBeNull();
		expect(JSON.parse(localStorage.getItem(PAINT_INDEX) ?? '')).toEqual({});
	});

	it('keeps the four latest pictures', () => {
		for (let i = 1; i <= 6; i++) savePaint(`/game/g${i}`, picture(`<p>${i}</p>`, i));
		const kept = Object.keys(localStorage).filter((k) => k.startsWith(PAINT_PREFIX));
		expect(kept.sort()).toEqual(
			['/game/g3', '/game/g4', '/game/g5', '/game/g6'].map((p) => PAINT_PREFIX + p)
		);
	});

	it('does not keep a picture too large to draw quickly, and drops the older one of it', () => {
		savePaint('/', picture('<p>small</p>'));
		expect(savePaint('/', picture('x'.repeat(PAINT_MAX_CHARS)))).toBe(false);
		expect(readPaint('/')).toBeNull();
	});

	it('ignores a picture of another version or unreadable text', () => {
		localStorage.setItem(`${PAINT_PREFIX}/`, '{"v":99,"html":"<p></p>"}');
		expect(readPaint('/')).toBeNull();
		localStorage.setItem(`${PAINT_PREFIX}/`, '{not json');
		expect(readPaint('/')).toBeNull();
	});
});

describe('the picture script in src/app.html', () => {
	it('draws the game’s picture, inert and hidden, then removes it when the app draws', async () => {
		savePaint(
			'/game/g1',
			picture('<div class="play"><div class="ring"><b data-seat="s1">Ann</b></div></div>')
		);
		const app = runPaintJs('/game/g1');
		const host = document.getElementById('prepaint') as HTMLElement;
		expect(host.getAttribute('aria-hidden')).toBe('true');
		expect(host.querySelector('style')?.textContent).toMatch(/^\.ring\{color:red\}\n/);
		expect(host.querySelector('.ring [data-seat]')?.textContent).toBe('Ann');
		expect(document.documentElement.dataset.theme).toBe('dark');
		// The start-up script in the container is not the app's screen, nor is the framework's
		// announcer, which comes while the game is still being read.
		await flush();
		expect(document.getElementById('prepaint')).not.toBeNull();
		app.append(Object.assign(document.createElement('div'), { id: 'svelte-announcer' }));
		await flush();
		expect(document.getElementById('prepaint')).not.toBeNull();
		// The screen, its ring still being drawn: the picture stays until the seats are placed.
		const play = Object.assign(document.createElement('div'), { className: 'play' });
		play.innerHTML = '<div class="ring" data-painting></div>';
		app.append(play);
		await flush();
		expect(document.getElementById('prepaint')).not.toBeNull();
		const ring = play.querySelector('.ring') as HTMLElement;
		ring.removeAttribute('data-painting');
		ring.append(Object.assign(document.createElement('b'), { textContent: 'Ann' }));
		await flush();
		expect(document.getElementById('prepaint')).toBeNull();
	});

	it('gives a part still being drawn a second at most', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		try {
			savePaint('/game/g1', picture('<div class="play"></div>'));
			const app = runPaintJs('/game/g1');
			app.insertAdjacentHTML('beforeend', '<div class="play"><div data-painting></div></div>');
			await vi.advanceTimersByTimeAsync(999);
			expect(document.getElementById('prepaint')).not.toBeNull();
			await vi.advanceTimersByTimeAsync(2);
			expect(document.getElementById('prepaint')).toBeNull();
		} finally {
			vi.useRealTimers();
		}
	});

	it('draws nothing without a picture, at another address, or from a broken one', () => {
		runPaintJs('/game/g2');
		expect(document.getElementById('prepaint')).toBeNull();
		savePaint('/settings', picture('<p>settings</p>'));
		runPaintJs('/settings');
		expect(document.getElementById('prepaint')).toBeNull();
		localStorage.setItem(`${PAINT_PREFIX}/`, '{"v":2,"build":"test-build","html":5}');
		runPaintJs('/');
		expect(document.getElementById('prepaint')).toBeNull();
	});

	it('draws nothing from a picture another build of the app kept (after an update)', () => {
		savePaint('/game/g3', picture('<div class="play">old</div>', 1, 'older-build'));
		runPaintJs('/game/g3');
		expect(document.getElementById('prepaint')).toBeNull();
	});

	it('keeps a tap on a seat of the picture for the app', async () => {
		savePaint('/game/g4', picture('<div class="ring"><b data-seat="s7">Ann</b></div>'));
		const app = runPaintJs('/game/g4');
		const seat = document.querySelector('#prepaint [data-seat]') as HTMLElement;
		seat.getBoundingClientRect = () => ({ left: 10, right: 50, top: 10, bottom: 50 }) as DOMRect;
		document.body.dispatchEvent(
			new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 30 })
		);
		expect((window as { __prepaintTap?: { seat: string } }).__prepaintTap?.seat).toBe('s7');
		delete (window as { __prepaintTap?: unknown }).__prepaintTap;
		// The app draws its screen: the picture goes, with its watcher.
		app.append(document.createElement('main'));
		await flush();
		expect(document.getElementById('prepaint')).toBeNull();
	});
});
