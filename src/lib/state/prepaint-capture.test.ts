import { describe, expect, it } from 'vitest';
import { absoluteUrls, pictureOf } from './prepaint-capture';

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
