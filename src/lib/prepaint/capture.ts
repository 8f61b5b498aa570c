import { version } from '$app/environment';
import { savePaint } from './store';

// Keeps a picture of a screen (its root element and the style sheets it uses) for the drawing
// script (boot.js), which draws it at the next start before the app's code arrives.

/** A picture is taken once the screen has not changed for this long… */
const QUIET_MS = 1500;
/** …or this long after its first change, if it keeps changing… */
const MAX_WAIT_MS = 10_000;
/**
 * …but never this soon after a tap or a key: a tap's move may still be on its way to the screen
 * (stored first, then drawn), and a picture taken in the idle time while it is stored would hold
 * its frame back.
 */
export const INPUT_QUIET_MS = 1000;

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
 * The style sheets the picture of `element` needs, from the page's CSSOM, in the page's order:
 * each sheet in which the browser finds at least one style rule that applies to something in the
 * screen (or the page around it: the root's theme variables) is kept whole, hovered, focused and
 * pseudo-element rules included, so the picture is styled by the same rules as the screen; the
 * sheets of screens not shown (a panel loaded earlier, the home screen's cards on a game) are
 * left out. Also left out: the shell page's own inline styles (the page that draws the picture
 * carries them again) and animations' frames (a picture stands still: STILL, added last).
 */
/** Each style sheet's text as a picture keeps it, by sheet (the rule count tells a changed one). */
const sheetText = new WeakMap<CSSStyleSheet, { rules: number; base: string; text: string[] }>();

export function pictureCss(element: Element, sheets: Iterable<CSSStyleSheet>): string {
	const around: Element[] = [];
	for (let el = element.parentElement; el; el = el.parentElement) around.push(el);
	const applies = (selector: string): boolean => {
		try {
			return (
				element.matches(selector) ||
				element.querySelector(selector) !== null ||
				around.some((el) => el.matches(selector))
			);
		} catch {
			return false; // a selector this browser cannot test
		}
	};
	const usesAny = (rules: CSSRuleList): boolean => {
		for (const rule of rules) {
			if (rule instanceof CSSStyleRule) {
				if (applies(rule.selectorText)) return true;
			} else if (rule instanceof CSSGroupingRule && usesAny(rule.cssRules)) return true;
		}
		return false;
	};
	const text = (sheet: CSSStyleSheet, rules: CSSRuleList, base: string): string[] => {
		// A sheet's text is serialised once (a capture may come while a tap waits for the thread).
		const kept = sheetText.get(sheet);
		if (kept && kept.rules === rules.length && kept.base === base) return kept.text;
		const out: string[] = [];
		for (const rule of rules)
			if (!(typeof CSSKeyframesRule !== 'undefined' && rule instanceof CSSKeyframesRule))
				out.push(absoluteUrls(rule.cssText, base));
		sheetText.set(sheet, { rules: rules.length, base, text: out });
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
		if (usesAny(rules)) parts.push(...text(sheet, rules, sheet.href ?? location.href));
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

/** What a picture leaves out of a screen (boot.js counts places without them too). */
export const LEFT_OUT = 'dialog, [role="dialog"], [data-nopaint], script';

/** The element as it is drawn, without what must not come back: ids, test ids, dialogs. */
export function pictureOf(element: Element): string {
	const copy = element.cloneNode(true) as Element;
	for (const gone of copy.querySelectorAll(LEFT_OUT)) gone.remove();
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

/**
 * Keeps the picture of `element` under the page's address while it is on screen (with `stamp()`,
 * what it shows, as the screen says it when the picture is taken): once the screen
 * has been still for QUIET_MS (and at the latest MAX_WAIT_MS after a change, while it keeps
 * changing), in the browser's idle time, and at once when the page is hidden or left. A picture
 * costs a copy of the screen on the main thread: taken between taps, never on one.
 */
export function capturePaint(element: HTMLElement, stamp?: () => string) {
	const path = location.pathname;
	let dirty = true;
	let timer: ReturnType<typeof setTimeout> | null = null;
	let idle: number | null = null;
	let firstChange = 0;
	/** The style sheets' text, kept while the screen uses the same sheets. */
	let css: { key: string; text: string } | null = null;

	const sheetsKey = () => {
		const keys: string[] = [];
		for (const sheet of document.styleSheets)
			keys.push(sheet.href ?? String(sheet.cssRules.length));
		// Which components are on screen (Svelte's scope classes) decides which sheets are used.
		const scopes = new Set<string>();
		for (const el of element.querySelectorAll('[class]'))
			for (const c of el.classList) if (c.startsWith('svelte-')) scopes.add(c);
		return `${keys.join(' ')}|${[...scopes].sort().join(' ')}`;
	};

	let lastInput = -Infinity;
	const input = () => (lastInput = performance.now());

	const take = () => {
		if (timer) clearTimeout(timer);
		timer = null;
		if (idle !== null && 'cancelIdleCallback' in window) cancelIdleCallback(idle);
		idle = null;
		if (!dirty || !element.isConnected) return;
		dirty = false;
		firstChange = 0;
		try {
			const key = sheetsKey();
			if (css?.key !== key) css = { key, text: pictureCss(element, document.styleSheets) };
			savePaint(path, {
				build: version,
				at: Date.now(),
				html: pictureOf(element),
				css: css.text,
				lang: document.documentElement.lang,
				theme: document.documentElement.dataset.theme ?? '',
				...(stamp && { stamp: stamp() })
			});
		} catch (error) {
			console.warn('could not keep a picture of the screen', error);
		}
	};
	/** In idle time, once no tap or key came for INPUT_QUIET_MS. */
	const whenIdle = () => {
		timer = null;
		const wait = lastInput + INPUT_QUIET_MS - performance.now();
		if (wait > 0) timer = setTimeout(whenIdle, wait);
		else if ('requestIdleCallback' in window)
			idle = requestIdleCallback(takeIfQuiet, { timeout: 5000 });
		else take();
	};
	const takeIfQuiet = () => {
		idle = null;
		if (performance.now() - lastInput < INPUT_QUIET_MS) whenIdle();
		else take();
	};
	const soon = () => {
		dirty = true;
		// The wait runs on the monotonic clock: a device clock set back would hold the picture.
		const now = performance.now();
		if (!firstChange) firstChange = now;
		if (timer) clearTimeout(timer);
		timer = setTimeout(whenIdle, Math.max(0, Math.min(QUIET_MS, firstChange + MAX_WAIT_MS - now)));
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
	const listen = { capture: true, passive: true };
	addEventListener('pointerdown', input, listen);
	addEventListener('keydown', input, listen);
	soon();
	return {
		destroy() {
			take();
			observer.disconnect();
			document.removeEventListener('visibilitychange', hidden);
			removeEventListener('pagehide', take);
			removeEventListener('pointerdown', input, listen);
			removeEventListener('keydown', input, listen);
		}
	};
}
