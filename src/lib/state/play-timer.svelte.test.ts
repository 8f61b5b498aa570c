import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscussionTimer } from './play-timer.svelte';

// The timer counts on the clock it is given (performance.now in the app), never on Date: the
// device's clock set back an hour or forward two leaves a three-minute timer at three minutes.

afterEach(() => vi.useRealTimers());

function clocked() {
	let ms = 1_000;
	return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('the discussion timer', () => {
	it('counts down on its own clock, whatever Date says', () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
		const clock = clocked();
		const timer = new DiscussionTimer({ now: clock.now });
		timer.set(180);
		timer.start();
		clock.advance(5_000);
		vi.advanceTimersByTime(250);
		expect(timer.left).toBe(175);
		vi.setSystemTime(Date.now() - 3_600_000);
		clock.advance(1_000);
		vi.advanceTimersByTime(250);
		expect(timer.left).toBe(174);
		vi.setSystemTime(Date.now() + 7_200_000);
		clock.advance(1_000);
		vi.advanceTimersByTime(250);
		expect(timer.left).toBe(173);
		expect(timer.rang).toBe(false);
		timer.stop();
	});

	it('pauses, goes on from where it stopped, rings at zero and resets', () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
		const clock = clocked();
		const timer = new DiscussionTimer({ now: clock.now });
		timer.set(60);
		expect(timer.shown).toBe(false);
		timer.start();
		clock.advance(20_500);
		timer.pause();
		expect(timer.running).toBe(false);
		expect(timer.shape().leftMs).toBe(39_500);
		clock.advance(100_000);
		timer.start();
		clock.advance(39_500);
		vi.advanceTimersByTime(250);
		expect(timer.left).toBe(0);
		expect(timer.rang).toBe(true);
		expect(timer.shown).toBe(true);
		timer.reset();
		expect([timer.left, timer.rang, timer.shown]).toEqual([60, false, false]);
	});

	/** A timer running for `seconds` in one tab, and another tab opened after it starts. */
	function runningInTwoTabs(seconds: number) {
		const channel = `timer-test-${Math.random()}`;
		const a = new DiscussionTimer({ channel });
		a.set(seconds);
		a.start();
		return { channel, a, b: new DiscussionTimer({ channel }) };
	}

	it('is followed by another tab, which asks where it stands when it opens', async () => {
		const { a, b } = runningInTwoTabs(120);
		await vi.waitFor(() => expect(b.running).toBe(true));
		expect(b.length).toBe(120);
		expect(b.left).toBeGreaterThan(115);
		a.pause();
		await vi.waitFor(() => expect(b.running).toBe(false));
		b.reset();
		await vi.waitFor(() => expect(a.left).toBe(120));
		expect(a.shown).toBe(false);
		a.dispose();
		b.dispose();
	});

	it('a tab nobody touched does not reset a running one when it opens', async () => {
		const { channel, a, b } = runningInTwoTabs(300);
		const c = new DiscussionTimer({ channel });
		await vi.waitFor(() => expect(c.running).toBe(true));
		expect(a.running).toBe(true);
		expect(b.running).toBe(true);
		for (const x of [a, b, c]) x.dispose();
	});
});
