/**
 * Keeps the screen on while a game is open: a storyteller's tablet must not go dark mid-night.
 * The browser drops the lock whenever the page is hidden, so it is asked for again on return.
 * Returns a function that releases it.
 */
export function keepScreenAwake(): () => void {
	if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => {};
	let sentinel: WakeLockSentinel | null = null;
	let stopped = false;
	const acquire = async () => {
		if (stopped || document.visibilityState !== 'visible') return;
		try {
			sentinel = await navigator.wakeLock.request('screen');
			if (stopped) void sentinel.release();
		} catch {
			// Refused (battery saver, no user gesture yet): the game goes on without it.
			sentinel = null;
		}
	};
	const onVisible = () => {
		if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void acquire();
	};
	document.addEventListener('visibilitychange', onVisible);
	void acquire();
	return () => {
		stopped = true;
		document.removeEventListener('visibilitychange', onVisible);
		void sentinel?.release();
		sentinel = null;
	};
}
