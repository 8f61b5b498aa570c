// The kept picture's drawing script. Injected into every page at build time as an inline script
// at the top of <body> (src/hooks.server.ts, with this build's version in place of BUILD; the
// CSP allows it by its hash, svelte.config.js), so it runs before the app's code: it draws the
// last picture this device kept of the screen at this address (the home screen or a game;
// store.ts writes it), so the game is on screen at once while the app starts. The picture cannot
// be used (it is inert and hidden from assistive technology); a tap on a seat or another control
// in it is kept and handed to the app (window.__prepaintTap, see keep.ts), which acts on it only
// when its own screen shows what the picture showed. It goes the moment the app draws its own
// first screen, or after 30 s if the app never does. Without a picture, or with one kept by
// another build of the app (an update changed the screens), it does nothing.
(function () {
	'use strict';
	var BUILD = '__PREPAINT_BUILD__';
	var path = location.pathname;
	if (path !== '/' && !/^\/game\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(path)) return;
	var paint;
	try {
		paint = JSON.parse(localStorage.getItem('grimoire-paint:' + path) || 'null');
	} catch {
		return;
	}
	if (
		!paint ||
		paint.v !== 2 ||
		paint.build !== BUILD ||
		typeof paint.html !== 'string' ||
		typeof paint.css !== 'string'
	)
		return;
	/** Which move of the game the picture shows (keep.ts, logStamp), when the screen says. */
	var stamp = typeof paint.stamp === 'string' ? paint.stamp : null;
	var root = document.documentElement;
	if (typeof paint.lang === 'string' && paint.lang) root.lang = paint.lang;
	if (typeof paint.theme === 'string' && paint.theme) root.setAttribute('data-theme', paint.theme);
	var host = document.createElement('div');
	host.id = 'prepaint';
	host.setAttribute('aria-hidden', 'true');
	host.inert = true;
	var style = document.createElement('style');
	// A control tapped on the picture is outlined: the tap is kept, not lost.
	style.textContent =
		paint.css +
		'\n#prepaint [data-prepaint-tapped] { outline: 3px solid #e8c36a; outline-offset: 2px; }';
	host.appendChild(style);
	host.insertAdjacentHTML('beforeend', paint.html);
	document.body.insertBefore(host, document.body.firstChild);
	if (performance.mark) performance.mark('grimoire-prepaint');

	// A tap on the picture (inert: the browser sends it to what lies under it, the page) is noted
	// by where it fell, for the app when it takes over: a seat by its id (opening its sheet changes
	// nothing in the game); any other control by its place in the picture, with the part of the
	// screen around it as it was drawn and the picture's stamp (which game move it shows), so the
	// app can tell whether its own screen means the same (keep.ts). The last tap counts.
	var CONTROLS =
		'[data-seat], button, a[href], summary, input, select, textarea, label, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]';
	// What a picture leaves out of the screen (capture.ts, pictureOf): not counted in a place.
	var LEFT_OUT = 'dialog, [role="dialog"], [data-nopaint], script';
	var screen = host.lastElementChild;
	/** @param {Element} el @returns {number[] | null} */
	function placeOf(el) {
		var place = [];
		for (var at = el; at !== screen; at = /** @type {Element} */ (at.parentElement)) {
			if (!at.parentElement) return null;
			var n = 0;
			for (var c = at.parentElement.firstElementChild; c && c !== at; c = c.nextElementSibling)
				if (!c.matches(LEFT_OUT)) n++;
			place.unshift(n);
		}
		return place;
	}
	/** @param {MouseEvent} event */
	function onTap(event) {
		var x = event.clientX;
		var y = event.clientY;
		var found = null;
		var all = host.querySelectorAll(CONTROLS);
		// The last in the document that the tap fell on: the innermost.
		for (var i = 0; i < all.length; i++) {
			var control = /** @type {Element} */ (all[i]);
			var r = control.getBoundingClientRect();
			if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) found = control;
		}
		if (!found || !screen) return;
		// The outline of an earlier tap is not part of what the screen showed.
		var marked = host.querySelector('[data-prepaint-tapped]');
		if (marked) marked.removeAttribute('data-prepaint-tapped');
		var seat = found.closest('[data-seat]');
		/** @type {Record<string, unknown>} */
		var tap = { at: Date.now() };
		if (seat) tap.seat = seat.getAttribute('data-seat');
		else {
			var place = placeOf(found);
			var part = found;
			while (part.parentElement && part.parentElement !== screen) part = part.parentElement;
			if (!place || part.parentElement !== screen) return;
			tap.place = place;
			tap.part = part.outerHTML;
			tap.stamp = stamp;
		}
		found.setAttribute('data-prepaint-tapped', '');
		/** @type {{ __prepaintTap?: unknown }} */ (/** @type {unknown} */ (window)).__prepaintTap =
			tap;
	}
	addEventListener('click', onTap, true);

	// The app's first screen (or a notice that it could not load one): the first element the app
	// puts in its container, where SvelteKit's start-up script already is; not the framework's
	// empty announcer for screen readers (it comes before the screen, which may still be reading
	// the game), and not while a part of the screen says it is still being drawn (data-painting:
	// the grimoire's ring before it knows its size and places its seats, for a second at most).
	// Until then the picture stays: never a blank page between the two.
	function drawn() {
		var app = document.getElementById('app');
		for (var el = app && app.firstElementChild; el; el = el.nextElementSibling)
			if (!/^(SCRIPT|STYLE|LINK|META|TEMPLATE)$/.test(el.tagName) && el.id !== 'svelte-announcer')
				return true;
		return false;
	}
	/** @type {ReturnType<typeof setTimeout> | undefined} */
	var painting;
	var observer = new MutationObserver(function () {
		if (!drawn()) return;
		if (!document.querySelector('#app [data-painting]')) done();
		else if (!painting) painting = setTimeout(done, 1000);
	});
	var timer = setTimeout(done, 30000);
	function done() {
		observer.disconnect();
		clearTimeout(timer);
		clearTimeout(painting);
		removeEventListener('click', onTap, true);
		host.remove();
	}
	observer.observe(document.body, { childList: true, subtree: true });
})();
