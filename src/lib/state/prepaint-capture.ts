import { savePaint } from '$lib/persistence/paint-store';

// Keeps a picture of a screen (its root element and the styles it had) for the script in
// src/app.html, which draws it at the next start before the app's code arrives. Taken a moment
// after the screen changes, and at once when the page is hidden or left; cheap: a serialisation
// of one element, the styles read again only when the page's style sheets changed.

/** A picture is taken this long after the screen last changed… */
const QUIET_MS = 700;
/** …and at most this often while it keeps changing (a running timer), besides on leaving. */
const EVERY_MS = 4000;

let cssCache: { key: string; text: string } | null = null;

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

function pageCss(): string {
	const sheets = [...document.styleSheets].filter(
		(sheet) => !(sheet.ownerNode instanceof Element && sheet.ownerNode.closest('#prepaint'))
	);
	const key = sheets.map((s) => `${s.href ?? 'inline'}:${ruleCount(s)}`).join('|');
	if (cssCache?.key === key) return cssCache.text;
	const parts: string[] = [];
	for (const sheet of sheets) {
		let rules: CSSRuleList;
		try {
			rules = sheet.cssRules;
		} catch {
			continue;
		}
		const base = sheet.href ?? location.href;
		for (const rule of rules) parts.push(absoluteUrls(rule.cssText, base));
	}
	cssCache = { key, text: parts.join('\n') };
	return cssCache.text;
}

function ruleCount(sheet: CSSStyleSheet): number {
	try {
		return sheet.cssRules.length;
	} catch {
		return 0;
	}
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
				css: pageCss(),
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
