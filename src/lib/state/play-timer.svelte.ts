/**
 * A discussion timer: counts down, then rings (a Web Audio beep, no sound files) and says so
 * on screen until it is reset.
 */
export class DiscussionTimer {
	/** Seconds chosen. */
	length = $state(180);
	/** Seconds left. */
	left = $state(180);
	running = $state(false);
	rang = $state(false);

	#ticker: ReturnType<typeof setInterval> | null = null;
	#endsAt = 0;

	set(seconds: number) {
		this.stop();
		this.length = seconds;
		this.left = seconds;
		this.rang = false;
	}

	start(now: () => number = Date.now) {
		if (this.running || this.left <= 0) return;
		this.running = true;
		this.rang = false;
		this.#endsAt = now() + this.left * 1000;
		this.#ticker = setInterval(() => this.#tick(now()), 250);
	}

	pause() {
		this.stop();
	}

	reset() {
		this.set(this.length);
	}

	stop() {
		if (this.#ticker) clearInterval(this.#ticker);
		this.#ticker = null;
		this.running = false;
	}

	#tick(now: number) {
		this.left = Math.max(0, Math.ceil((this.#endsAt - now) / 1000));
		if (this.left === 0) {
			this.stop();
			this.rang = true;
			beep();
		}
	}
}

/** Three short tones through Web Audio; silent where audio is unavailable. */
export function beep() {
	const Ctx =
		typeof window === 'undefined'
			? undefined
			: (window.AudioContext ??
				(window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
	if (!Ctx) return;
	try {
		const ctx = new Ctx();
		for (let i = 0; i < 3; i++) {
			const osc = ctx.createOscillator();
			const gain = ctx.createGain();
			osc.type = 'sine';
			osc.frequency.value = 880;
			const start = ctx.currentTime + i * 0.35;
			gain.gain.setValueAtTime(0.0001, start);
			gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
			gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
			osc.connect(gain).connect(ctx.destination);
			osc.start(start);
			osc.stop(start + 0.3);
		}
		setTimeout(() => void ctx.close(), 1500);
	} catch {
		// No audio device: the visible alarm still shows.
	}
}

export function formatClock(seconds: number): string {
	const m = Math.floor(seconds / 60);
	const s = seconds % 60;
	return `${m}:${String(s).padStart(2, '0')}`;
}
