import { describe, expect, it } from 'vitest';
import { absoluteUrls, matchable, pictureCss, pictureOf, STILL } from './prepaint-capture';

describe('a picture of a screen', () => {
	it('leaves out ids (but a drawing’s own), test ids, dialogs and what is marked not to be kept', () => {
		const root = document.createElement('div');
		root.id = 'x';
		root.innerHTML =
			'<button data-testid="next" id="b">Next</button><div role="dialog">sheet</div>' +
			'<dialog open>d</dialog><div data-nopaint>picker</div><p class="ring">ring</p>' +
			'<svg><defs><radialGradient id="face-1"></radialGradient></defs></svg>';
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
		const root = document.createElement('div');
		root.innerHTML =
			'<!----><button aria-label="Undo" title="Undo: kill" aria-pressed="true">' +
			'<!---->Undo</button><svg role="img" aria-label="Imp"><text>Imp</text></svg>';
		expect(pictureOf(root)).toBe(
			'<div><button aria-pressed="true">Undo</button><svg role="img"><text>Imp</text></svg></div>'
		);
	});

	it('keeps only the style rules that match something in it, in the page’s order', () => {
		document.head.innerHTML = '<style>.ring { color: gold; }</style>';
		document.body.innerHTML =
			'<style>' +
			':root { --x: 1px; }' +
			'.ring { color: red; }' +
			'.unused { color: blue; }' +
			'.ring:hover { color: green; }' +
			'.seat:focus-visible, .seat.dead { opacity: 0.5; }' +
			'.ring::before { content: "x"; }' +
			'html[data-theme] .seat { margin: 1px; }' +
			'@media (min-width: 1px) { .seat { padding: 1px; } .gone { padding: 2px; } }' +
			'@media (min-width: 2px) { .gone { padding: 3px; } }' +
			'@keyframes spin { to { transform: rotate(1turn); } }' +
			'</style><main class="ring"><button class="seat dead">A</button></main>';
		document.documentElement.dataset.theme = 'dark';
		const screen = document.querySelector('main') as HTMLElement;
		const css = pictureCss(screen, document.styleSheets);
		const kept = css.split('\n').map((line) => line.trim());
		expect(css).not.toContain('gold'); // the shell page's own inline style
		expect(css).not.toContain('.unused');
		expect(css).not.toContain(':hover');
		expect(css).not.toContain('.gone');
		expect(css).not.toContain('min-width: 2px');
		for (const rule of [':root', '.ring { color: red; }', '.ring::before', 'html[data-theme]'])
			expect(kept.some((line) => line.startsWith(rule))).toBe(true);
		expect(css).toContain('.seat:focus-visible, .seat.dead');
		expect(css).toMatch(/@media \(min-width: 1px\) ?\{\n\.seat \{ padding: 1px; \}\n\}/);
		// A picture stands still: no animation's frames, and a rule that stops them all.
		expect(css).not.toContain('@keyframes');
		expect(css.endsWith(STILL)).toBe(true);
		expect(css.indexOf(':root')).toBeLessThan(css.indexOf('.ring { color: red; }'));
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	});

	it('matches a selector list without pseudo-elements and without hovered or focused ones', () => {
		expect(matchable('.a::before, .b:hover')).toBe('.a');
		expect(matchable('.a:hover, .b:focus-within')).toBeNull();
		expect(matchable(':is(.a, .b) > ::marker')).toBe(':is(.a, .b) > *');
		expect(matchable('.a:not(.b, .c)')).toBe('.a:not(.b, .c)');
	});
});
