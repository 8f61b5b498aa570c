import { describe, expect, it, vi } from 'vitest';
import {
	absoluteUrls,
	capturePaint,
	INPUT_QUIET_MS,
	pictureCss,
	pictureOf,
	STILL
} from './capture';
import { readPaint } from './store';

/** A detached `div` holding the markup given, as a screen to take a picture of. */
function screenOf(html: string): HTMLDivElement {
	const root = document.createElement('div');
	root.innerHTML = html;
	return root;
}

describe('a picture of a screen', () => {
	it('leaves out ids (but a drawing’s own), test ids, dialogs and what is marked not to be kept', () => {
		const root = screenOf(
			'<button data-testid="next" id="b">Next</button><div role="dialog">sheet</div>' +
				'<dialog open>d</dialog><div data-nopaint>picker</div><p class="ring">ring</p>' +
				'<svg><defs><radialGradient id="face-1"></radialGradient></defs></svg>'
		);
		root.id = 'x';
		expect(pictureOf(root)).toBe(
			'<div><button>Next</button><p class="ring">ring</p>' +
				'<svg><defs><radialGradient id="face-1"></radialGradient></defs></svg></div>'
		);
		// The screen itself is untouched.
		expect(root.querySelector('[data-testid="next"]')).not.toBeNull();
	});

	it('makes a style sheet’s file addresses absolute, and leaves data and other sites alone', () => {
		const base = 'http://localhost/_app/immutable/assets/app.css';
		expect(absoluteUrls('src: url(../fonts/a.woff2)', base)).toBe(
			'src: url(/_app/immutable/fonts/a.woff2)'
		);
		expect(absoluteUrls('background: url("img/x.svg")', base)).toBe(
			'background: url("/_app/immutable/assets/img/x.svg")'
		);
		expect(absoluteUrls('url(data:image/png;base64,AA==)', base)).toBe(
			'url(data:image/png;base64,AA==)'
		);
	});
});

describe('what a picture keeps', () => {
	it('leaves out the framework’s comment markers, names and tooltips', () => {
		const root = screenOf(
			'<!----><button aria-label="Undo" title="Undo: kill" aria-pressed="true">' +
				'<!---->Undo</button><svg role="img" aria-label="Imp"><text>Imp</text></svg>'
		);
		expect(pictureOf(root)).toBe(
			'<div><button aria-pressed="true">Undo</button><svg role="img"><text>Imp</text></svg></div>'
		);
	});

	it('keeps, whole and in the page’s order, the style sheets the screen uses', () => {
		document.head.innerHTML = '<style>.ring { color: gold; }</style>';
		document.body.innerHTML =
			'<style>:root { --x: 1px; } .ring { color: red; } .ring:hover { color: green; }' +
			'.seat:not(:focus-visible) { outline: none; } .ring::before { content: "x"; }' +
			'@keyframes spin { to { transform: rotate(1turn); } }</style>' +
			'<style>.unused { color: blue; } .gone:hover { color: pink; }</style>' +
			'<style>@media (min-width: 1px) { .seat.dead { padding: 1px; } }</style>' +
			'<main class="ring"><button class="seat dead">A</button></main>';
		const screen = document.querySelector('main') as HTMLElement;
		const css = pictureCss(screen, document.styleSheets);
		expect(css).not.toContain('gold'); // the shell page's own inline style
		// A sheet nothing on screen uses is left out.
		expect(css).not.toContain('.unused');
		expect(css).not.toContain('.gone');
		// A used sheet is kept whole: the browser matches its rules as on the screen.
		for (const rule of [':root', '.ring:hover', ':not(:focus-visible)', '.ring::before'])
			expect(css).toContain(rule);
		expect(css).toMatch(/@media \(min-width: 1px\)/);
		// A picture stands still: no animation's frames, and a rule that stops them all.
		expect(css).not.toContain('@keyframes');
		expect(css.endsWith(STILL)).toBe(true);
		expect(css.indexOf(':root')).toBeLessThan(css.indexOf('@media'));
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	});
});

describe('when a picture is taken', () => {
	it('not within INPUT_QUIET_MS of a tap (a move may still be on its way to the screen)', async () => {
		vi.useFakeTimers();
		try {
			localStorage.clear();
			const root = screenOf('<p>ring</p>');
			document.body.append(root);
			const capture = capturePaint(root);
			const path = location.pathname;
			// Quiet for a while, then a tap just before the picture was due: it waits for the tap.
			vi.advanceTimersByTime(1400);
			dispatchEvent(new Event('pointerdown'));
			vi.advanceTimersByTime(200);
			expect(readPaint(path)).toBeNull();
			vi.advanceTimersByTime(INPUT_QUIET_MS);
			expect(readPaint(path)?.html).toContain('ring');
			capture.destroy();
			root.remove();
		} finally {
			vi.useRealTimers();
		}
	});
});
