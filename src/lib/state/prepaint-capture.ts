import { savePaint } from '$lib/persistence/paint-store';

// Keeps a picture of a screen (its root element and the styles it had) for the script in
// src/app.html, which draws it at the next start before the app's code arrives. Taken a moment
// after the screen changes, and at once when the page is hidden or left; cheap: a serialisation
// of one element and the style rules it uses.

/** A picture is taken this long after the screen last changed… */
const QUIET_MS = 700;
/** …and at most this often while it keeps changing (a running timer), besides on leaving. */
const EVERY_MS = 4000;

/** A style rule's relative file addresses (fonts, images), made absolute against its sheet. */
export function absoluteUrls(css: string, base: string): string {
	return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, url: string) => {
		if (/^(data:|blob:|#|[a-z][a-z0-9+.-]*:\/\/)/i.test(url)) return whole;
		try {
			return `url(${quote}${new URL(url, base).pathname}${quote})`;
		} catch {
			return whole;
		}
	});
}

/**
 * The style rules the picture of `element` needs, in the page's order: only rules that match
 * something in it (or the page around it: the root's theme variables), media and support blocks
 * with what they hold that does, and font faces; then a rule that stops every animation. Left out: the shell page's own inline
 * styles (the page that draws the picture carries them again), and rules that only apply to a
 * hovered, focused or pressed element (a picture is never any of those). Fewer rules, less for
 * the picture's first frame to match.
 */
export function pictureCss(element: Element, sheets: Iterable<CSSStyleSheet>): string {
	const around: Element[] = [];
	for (let el = element.parentElement; el; el = el.parentElement) around.push(el);
	const used = (selector: string): boolean => {
		const subject = matchable(selector);
		if (subject === null) return false;
		try {
			return (
				element.matches(subject) ||
				element.querySelector(subject) !== null ||
				around.some((el) => el.matches(subject))
			);
		} catch {
			return true; // a selector this browser cannot test: kept
		}
	};
	const kept = (rules: CSSRuleList, base: string): string[] => {
		const out: string[] = [];
		for (const rule of rules) {
			if (rule instanceof CSSStyleRule) {
				if (used(rule.selectorText)) out.push(absoluteUrls(rule.cssText, base));
			} else if (typeof CSSKeyframesRule !== 'undefined' && rule instanceof CSSKeyframesRule) {
				// A picture does not move (STILL): its animations' frames are not needed.
			} else if (rule instanceof CSSMediaRule || isSupportsRule(rule)) {
				const inner = kept(rule.cssRules, base);
				if (inner.length)
					out.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{\n${inner.join('\n')}\n}`);
			} else out.push(absoluteUrls(rule.cssText, base));
		}
		return out;
	};
	const parts: string[] = [];
	for (const sheet of sheets) {
		const owner = sheet.ownerNode;
		if (owner instanceof Element && (owner.closest('#prepaint') || isShellStyle(owner))) continue;
		let rules: CSSRuleList;
		try {
			rules = sheet.cssRules;
		} catch {
			continue;
		}
		parts.push(...kept(rules, sheet.href ?? location.href));
	}
	parts.push(STILL);
	return parts.join('\n');
}

/**
 * A picture stands still: a pulsing seat would have the page repaint it frame after frame while
 * the app's code loads and starts on the same thread.
 */
export const STILL =
	'#prepaint *, #prepaint ::before, #prepaint ::after { animation: none !important; transition: none !important; }';

/**
 * The shell page's inline styles (svelte.config.js's `inlineStyleThreshold`): in every page. (The
 * development server's styles, also in the head, are marked with the file they come from.)
 */
function isShellStyle(owner: Element): boolean {
	return (
		owner instanceof HTMLStyleElement &&
		owner.parentElement === document.head &&
		!owner.hasAttribute('data-vite-dev-id')
	);
}

function isSupportsRule(rule: CSSRule): rule is CSSSupportsRule {
	return typeof CSSSupportsRule !== 'undefined' && rule instanceof CSSSupportsRule;
}

/**
 * A selector list as the picture can match it: without pseudo-elements (their element is what
 * must match) and without the selectors that need a hovered, focused or pressed element; null
 * when none is left.
 */
export function matchable(selectorList: string): string | null {
	const left = splitSelectors(selectorList)
		.filter((sel) => !/:(hover|focus|focus-visible|focus-within|active)\b/.test(sel))
		.map((sel) =>
			sel
				.replace(
					/::?(before|after|first-line|first-letter|marker|placeholder|selection|backdrop|-webkit-[a-z-]+|-moz-[a-z-]+)\b/g,
					''
				)
				.trim()
		)
		.map((sel) => (sel === '' ? '*' : /[>+~]$/.test(sel) ? `${sel} *` : sel));
	return left.length ? left.join(', ') : null;
}

/** A selector list's selectors, split at the commas outside brackets and parentheses. */
function splitSelectors(list: string): string[] {
	const out: string[] = [];
	let depth = 0;
	let from = 0;
	for (let i = 0; i < list.length; i++) {
		const c = list[i];
		if (c === '(' || c === '[') depth++;
		else if (c === ')' || c === ']') depth--;
		else if (c === ',' && depth === 0) {
			out.push(list.slice(from, i).trim());
			from = i + 1;
		}
	}
	out.push(list.slice(from).trim());
	return out.filter(Boolean);
}

/** The element as it is drawn, without what must not come back: ids, test ids, dialogs. */
export function pictureOf(element: Element): string {
	const copy = element.cloneNode(true) as Element;
	for (const gone of copy.querySelectorAll('dialog, [role="dialog"], [data-nopaint], script'))
		gone.remove();
	for (const node of [copy, ...copy.querySelectorAll('[id], [data-testid]')]) {
		// A drawing's own ids stay (its gradients are found by them); no other id may be found
		// twice while the app's first screen arrives.
		if (!node.closest('svg')) node.removeAttribute('id');
		node.removeAttribute('data-testid');
	}
	// What an inert picture hidden from assistive technology never uses: names, tooltips, and the
	// framework's empty comment markers (hundreds on a grimoire), each a node to parse and keep.
	for (const node of copy.querySelectorAll('[aria-label], [title]')) {
		node.removeAttribute('aria-label');
		node.removeAttribute('title');
	}
	const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
	const comments: Node[] = [];
	while (walker.nextNode()) comments.push(walker.currentNode);
	for (const comment of comments) comment.parentNode?.removeChild(comment);
	return copy.outerHTML;
}

/** Keeps the picture of `element` under the page's address while it is on screen. */
export function capturePaint(element: HTMLElement) {
	const path = location.pathname;
	let dirty = true;
	let timer: ReturnType<typeof setTimeout> | null = null;
	let last = 0;

	const take = () => {
		if (timer) clearTimeout(timer);
		timer = null;
		if (!dirty || !element.isConnected) return;
		dirty = false;
		last = Date.now();
		try {
			savePaint(path, {
				at: Date.now(),
				html: pictureOf(element),
				css: pictureCss(element, document.styleSheets),
				lang: document.documentElement.lang,
				theme: document.documentElement.dataset.theme ?? ''
			});
		} catch (error) {
			console.warn('could not keep a picture of the screen', error);
		}
	};
	const soon = () => {
		dirty = true;
		timer ??= setTimeout(
			() => {
				timer = null;
				if ('requestIdleCallback' in window) requestIdleCallback(take, { timeout: 1000 });
				else take();
			},
			Math.max(QUIET_MS, last + EVERY_MS - Date.now())
		);
	};
	const hidden = () => {
		if (document.visibilityState === 'hidden') take();
	};

	const observer = new MutationObserver(soon);
	observer.observe(element, {
		childList: true,
		subtree: true,
		attributes: true,
		characterData: true
	});
	document.addEventListener('visibilitychange', hidden);
	addEventListener('pagehide', take);
	soon();
	return {
		destroy() {
			take();
			observer.disconnect();
			document.removeEventListener('visibilitychange', hidden);
			removeEventListener('pagehide', take);
		}
	};
}
