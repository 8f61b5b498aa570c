import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropGamePaint, PAINT_MAX_CHARS, PAINT_PREFIX, readPaint, savePaint } from './paint-store';

// The picture kept for the script in src/app.html, and that script run on it as the browser
// would at the top of <body>: it draws the picture, and takes it away when the app draws its own screen.

const PAINT_JS =
	/<script>([\s\S]*?)<\/script>/.exec(readFileSync('src/app.html', 'utf8'))?.[1] ?? '';

const picture = (html: string, at = 1) => ({
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
	it('is read back under its address, and a game’s goes when the game is dropped', () => {
		expect(savePaint('/game/g1', picture('<div class="play"></div>'))).toBe(true);
		expect(readPaint('/game/g1')?.html).toBe('<div class="play"></div>');
		dropGamePaint('g1');
		expect(readPaint('/game/g1')).toBeNull();
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
		expect(host.querySelector('style')?.textContent).toBe('.ring{color:red}');
		expect(host.querySelector('.ring [data-seat]')?.textContent).toBe('Ann');
		expect(document.documentElement.dataset.theme).toBe('dark');
		// The start-up script in the container is not the app's screen.
		await flush();
		expect(document.getElementById('prepaint')).not.toBeNull();
		app.append(Object.assign(document.createElement('div'), { className: 'play' }));
		await flush();
		expect(document.getElementById('prepaint')).toBeNull();
	});

	it('draws nothing without a picture, at another address, or from a broken one', () => {
		runPaintJs('/game/g2');
		expect(document.getElementById('prepaint')).toBeNull();
		savePaint('/settings', picture('<p>settings</p>'));
		runPaintJs('/settings');
		expect(document.getElementById('prepaint')).toBeNull();
		localStorage.setItem(`${PAINT_PREFIX}/`, '{"v":1,"html":5}');
		runPaintJs('/');
		expect(document.getElementById('prepaint')).toBeNull();
	});
});
