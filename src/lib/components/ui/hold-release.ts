/**
 * Once a hold has acted (a screen closed, a step moved on), what now lies under the finger is
 * another screen's control, and the rest of the gesture must not reach it: the release's
 * pointerup, mouseup and touchend, and the click the browser makes of the press. They are eaten
 * on the window before any handler sees them, until that click, a new press, or a moment after
 * the release. Events aimed at the held control itself (when it is still there) pass, so it
 * still learns it was let go.
 */
export function swallowRelease(held: Element, pointerId: number): void {
	const eaten = ['pointerup', 'mouseup', 'touchend', 'click', 'dblclick', 'contextmenu'] as const;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let released = false;
	const finish = () => {
		clearTimeout(timer);
		for (const type of eaten) window.removeEventListener(type, eat, true);
		window.removeEventListener('pointerdown', press, true);
	};
	const later = (ms: number) => {
		clearTimeout(timer);
		timer = setTimeout(finish, ms);
	};
	function eat(e: Event) {
		const target = e.target as Node | null;
		const own = held.isConnected && !!target && held.contains(target);
		if (
			(e.type === 'pointerup' && (e as PointerEvent).pointerId === pointerId) ||
			e.type === 'touchend'
		) {
			released = true;
			later(700);
		}
		if (own && e.type !== 'click') return;
		e.preventDefault();
		e.stopImmediatePropagation();
		if (e.type === 'click') finish();
	}
	function press(e: PointerEvent) {
		// A new press (another finger, or the same one again) starts a gesture of its own.
		if (released || e.pointerId !== pointerId) finish();
	}
	for (const type of eaten) window.addEventListener(type, eat, { capture: true, passive: false });
	window.addEventListener('pointerdown', press, true);
	// A release that never comes (the pointer cancelled) must not leave taps eaten for long.
	later(30_000);
}
