// The kept picture's drawing script. Injected into every page at build time as an inline script
// at the top of <body> (src/hooks.server.ts, with this build's version in place of BUILD; the
// CSP allows it by its hash, svelte.config.js), so it runs before the app's code: it draws the
// last picture this device kept of the screen at this address (the home screen or a game;
// store.ts writes it), so the game is on screen at once while the app starts. The picture cannot
// be used (it is inert and hidden from assistive technology); a tap on a seat in it is kept and
// handed to the app (window.__prepaintTap, see keep.ts). It goes the moment the app draws its own
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
	var root = document.documentElement;
	if (typeof paint.lang === 'string' && paint.lang) root.lang = paint.lang;
	if (typeof paint.theme === 'string' && paint.theme) root.setAttribute('data-theme', paint.theme);
	var host = document.createElement('div');
	host.id = 'prepaint';
	host.setAttribute('aria-hidden', 'true');
	host.inert = true;
	var style = document.createElement('style');
	style.textContent = paint.css;
	host.appendChild(style);
	host.insertAdjacentHTML('beforeend', paint.html);
	document.body.insertBefore(host, document.body.firstChild);
	if (performance.mark) performance.mark('grimoire-prepaint');

	// A tap on a seat of the picture (inert: the browser sends it to what lies under it, the page)
	// is noted by where it fell, for the app to open that seat when it takes over. Only a seat:
	// opening its sheet changes nothing in the game.
	/** @param {MouseEvent} event */
	function onTap(event) {
		var x = event.clientX;
		var y = event.clientY;
		var seats = host.querySelectorAll('[data-seat]');
		for (var i = 0; i < seats.length; i++) {
			var seat = /** @type {Element} */ (seats[i]);
			var r = seat.getBoundingClientRect();
			if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) {
				/** @type {{ __prepaintTap?: { seat: string | null, at: number } }} */ (
					/** @type {unknown} */ (window)
				).__prepaintTap = { seat: seat.getAttribute('data-seat'), at: Date.now() };
				return;
			}
		}
	}
	addEventListener('click', onTap, true);

	// The app's first screen (or a notice that it could not load one): the first element the app
	// puts in its container, where SvelteKit's start-up script already is.
	function drawn() {
		var app = document.getElementById('app');
		for (var el = app && app.firstElementChild; el; el = el.nextElementSibling)
			if (!/^(SCRIPT|STYLE|LINK|META|TEMPLATE)$/.test(el.tagName)) return true;
		return false;
	}
	var observer = new MutationObserver(function () {
		if (drawn()) done();
	});
	var timer = setTimeout(done, 30000);
	function done() {
		observer.disconnect();
		clearTimeout(timer);
		removeEventListener('click', onTap, true);
		host.remove();
	}
	observer.observe(document.body, { childList: true, subtree: true });
})();
