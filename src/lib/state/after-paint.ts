/**
 * Resolves after the next frame is painted, once the page is idle (at most ~300 ms later): for
 * work a first screen drawn from a kept copy (settings, the saved games' rows) can do after it.
 */
export function afterFirstFrame(): Promise<void> {
	return new Promise<void>((done) => {
		if (typeof requestAnimationFrame === 'undefined') return done();
		requestAnimationFrame(() =>
			setTimeout(() =>
				'requestIdleCallback' in globalThis
					? requestIdleCallback(() => done(), { timeout: 300 })
					: done()
			)
		);
	});
}
