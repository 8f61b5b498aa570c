import { getContext, setContext } from 'svelte';

/**
 * A monotonic clock in milliseconds (`performance.now`): setting the device's clock back or
 * forward does not move it, so a running timer keeps its length. Deadlines the forum rules give
 * in wall time (the werewolf desks' 21:45) stay on `Date`.
 */
export const monotonic = (): number => performance.now();

/** A timer as one tab tells the others: its length, the time left, and whether it runs or rang. */
export interface TimerShape {
	length: number;
	leftMs: number;
	running: boolean;
	rang: boolean;
}

type TimerMessage = { kind: 'ask' } | { kind: 'state'; shape: TimerShape };

/**
 * A discussion timer: counts down on the monotonic clock, then rings (a Web Audio beep, no sound
 * files) and says so on screen until it is reset. Given a `channel` name, every tab with the same
 * game follows it live (a second window showing the players' screen), and a tab opened later asks
 * the others where it stands; each tab counts on its own clock from the time left it was told.
 */
export class DiscussionTimer {
	/** Seconds chosen. */
	length = $state(180);
	/** Seconds left. */
	left = $state(180);
	running = $state(false);
	rang = $state(false);
	/** Set or started since it was last reset: what the players' screen shows. */
	shown = $derived(this.running || this.rang || this.left < this.length);

	#ticker: ReturnType<typeof setInterval> | null = null;
	/** When it ends, on the monotonic clock. */
	#endsAt = 0;
	#leftMs = 180_000;
	/** Touched here or told by a tab that was: only then does this tab answer a newcomer. */
	#touched = false;
	#now: () => number;
	#channel: BroadcastChannel | null = null;

	constructor(options: { now?: () => number; channel?: string } = {}) {
		this.#now = options.now ?? monotonic;
		if (options.channel && typeof BroadcastChannel !== 'undefined') {
			this.#channel = new BroadcastChannel(options.channel);
			this.#channel.onmessage = (event: MessageEvent<TimerMessage>) => this.#receive(event.data);
			this.#channel.postMessage({ kind: 'ask' } satisfies TimerMessage);
		}
	}

	set(seconds: number) {
		this.#halt();
		this.length = seconds;
		this.#leftMs = seconds * 1000;
		this.left = seconds;
		this.rang = false;
		this.#changed();
	}

	start() {
		if (this.running || this.#leftMs <= 0) return;
		this.#run(this.#leftMs);
		this.rang = false;
		this.#changed();
	}

	pause() {
		if (this.running) this.#leftMs = Math.max(0, this.#endsAt - this.#now());
		this.#halt();
		this.#changed();
	}

	reset() {
		this.set(this.length);
	}

	/** Stops counting in this tab only (its screen is gone); the others go on. */
	stop() {
		this.#halt();
	}

	/** Stops counting and listening: the game's screen is closed. */
	dispose() {
		this.#halt();
		this.#channel?.close();
		this.#channel = null;
	}

	/** Where it stands now, as told to the other tabs. */
	shape(): TimerShape {
		const leftMs = this.running ? Math.max(0, this.#endsAt - this.#now()) : this.#leftMs;
		return { length: this.length, leftMs, running: this.running, rang: this.rang };
	}

	#run(leftMs: number) {
		this.#halt();
		this.running = true;
		this.#endsAt = this.#now() + leftMs;
		this.#ticker = setInterval(() => this.#tick(), 250);
	}

	#halt() {
		if (this.#ticker) clearInterval(this.#ticker);
		this.#ticker = null;
		this.running = false;
	}

	#changed() {
		this.#touched = true;
		this.#channel?.postMessage({ kind: 'state', shape: this.shape() } satisfies TimerMessage);
	}

	#receive(message: TimerMessage) {
		if (message?.kind === 'ask') {
			if (this.#touched)
				this.#channel?.postMessage({ kind: 'state', shape: this.shape() } satisfies TimerMessage);
			return;
		}
		if (message?.kind !== 'state') return;
		const { length, leftMs, running, rang } = message.shape;
		if (![length, leftMs].every(Number.isFinite)) return;
		this.#touched = true;
		this.length = length;
		this.rang = rang;
		this.#leftMs = Math.max(0, leftMs);
		this.left = Math.ceil(this.#leftMs / 1000);
		if (running && leftMs > 0) this.#run(leftMs);
		else this.#halt();
	}

	#tick() {
		const leftMs = Math.max(0, this.#endsAt - this.#now());
		this.left = Math.ceil(leftMs / 1000);
		if (leftMs <= 0) {
			this.#leftMs = 0;
			this.#halt();
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

const TIMER = Symbol('discussion-timer');

/** The game screen's one discussion timer, for the day panel and the players' screen. */
export function provideTimer(timer: DiscussionTimer) {
	setContext(TIMER, timer);
}

/** The game screen's timer, and whether it is the screen's (false: made here, a panel alone). */
export function useTimer(): { timer: DiscussionTimer; shared: boolean } {
	const timer = getContext<DiscussionTimer | undefined>(TIMER);
	return timer ? { timer, shared: true } : { timer: new DiscussionTimer(), shared: false };
}
