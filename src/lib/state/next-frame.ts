/**
 * Resolves once the next frame has been drawn (the task after it), so that work started then does
 * not hold up that frame; at the latest after `limit` ms, since a hidden tab draws no frames (and
 * tests under Node have none).
 */
export function afterNextFrame(limit = 50): Promise<void> {
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			resolve();
		};
		const timer = setTimeout(done, limit);
		if (typeof requestAnimationFrame === 'function')
			requestAnimationFrame(() => setTimeout(done, 0));
	});
}
