import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deadline } from '$lib/rulesets/forum/deadlines';
import { text } from '$lib/engine/text';
import { locale } from '$lib/i18n';
import { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import ChenquClock from './ChenquClock.svelte';
import Countdown from './Countdown.svelte';

/** An instant written in Beijing time. */
const bj = (d: number, hh: number, mm: number, ss = 0) => Date.UTC(2026, 11, d, hh - 8, mm, ss);

const vote: Deadline = {
	key: 'vote',
	label: text('投票结束，计票', 'Voting closes: the count'),
	at: bj(2, 21, 30),
	skills: ['ballot']
};

beforeEach(() => locale.set('zh-CN'));
afterEach(() => vi.useRealTimers());

describe('Countdown: the next deadline, live', () => {
	it('counts down every second to the deadline in Beijing time', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
		vi.setSystemTime(bj(2, 20, 28, 55));
		render(Countdown, { schedule: [vote], now: () => Date.now() });
		expect(screen.getByTestId('clock-next')).toHaveTextContent('下一截止：投票结束，计票');
		expect(screen.getByTestId('clock-next')).toHaveTextContent('12-02 21:30 截止');
		expect(screen.getByTestId('clock-next')).toHaveTextContent('北京时间');
		expect(screen.getByTestId('clock-left')).toHaveTextContent('还剩 1:01:05');
		await vi.advanceTimersByTimeAsync(6_000);
		expect(screen.getByTestId('clock-left')).toHaveTextContent('还剩 1:00:59');
	});

	it('moves on to the next deadline once one has passed, and says when none is left', async () => {
		vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
		vi.setSystemTime(bj(2, 21, 29, 59));
		const decisions = {
			...vote,
			key: 'decisions',
			label: text('决定', 'Decisions'),
			at: bj(2, 21, 40)
		};
		render(Countdown, { schedule: [vote, decisions], now: () => Date.now() });
		expect(screen.getByTestId('clock-left')).toHaveTextContent('还剩 0:01');
		await vi.advanceTimersByTimeAsync(2_000);
		expect(screen.getByTestId('clock-next')).toHaveTextContent('下一截止：决定');
		await vi.advanceTimersByTimeAsync(10 * 60_000);
		expect(screen.getByTestId('clock-next')).toHaveTextContent('本阶段的时限都已过');
	});

	it('says when the phase has no deadline at all', () => {
		render(Countdown, { schedule: [], now: () => bj(2, 21, 0) });
		expect(screen.getByTestId('clock-next')).toHaveTextContent('本阶段没有规定时限');
	});

	it('speaks English too', () => {
		locale.set('en');
		render(Countdown, { schedule: [vote], now: () => bj(2, 21, 0) });
		expect(screen.getByTestId('clock-next')).toHaveTextContent(
			'Next deadline: Voting closes: the count'
		);
		expect(screen.getByTestId('clock-next')).toHaveTextContent('due 12-02 21:30');
		expect(screen.getByTestId('clock-next')).toHaveTextContent('Beijing time');
		expect(screen.getByTestId('clock-left')).toHaveTextContent('30:00 left');
	});
});

describe('ChenquClock: late actions on the 沉取场 desk', () => {
	function lateSeer() {
		const g = new TestGame().start().vote('citizen1');
		g.at = bj(2, 21, 30);
		g.do({ type: 'night/started' });
		g.at = bj(2, 22, 19);
		return g.do({ type: 'night/action', skill: 'divine', actor: 'seer', target: 'witch' });
	}

	it('marks an action replied after its deadline and sends the director’s ruling', async () => {
		const user = userEvent.setup();
		const g = lateSeer();
		const act = vi.fn(async () => true);
		render(ChenquClock, { game: g.s, act, now: () => bj(2, 22, 21) });
		const late = screen.getByTestId('clock-late');
		expect(late).toHaveTextContent('逾期作废');
		expect(late).toHaveTextContent('预言 · seer');
		expect(late).toHaveTextContent('回复于 12-02 22:20 期限 12-02 22:15');
		await user.click(screen.getByRole('button', { name: '确认作废' }));
		expect(act).toHaveBeenCalledWith({ type: 'clock/late-ruling', skill: 'divine', void: true });
		await user.click(screen.getByRole('button', { name: '仍然有效' }));
		expect(act).toHaveBeenLastCalledWith({
			type: 'clock/late-ruling',
			skill: 'divine',
			void: false
		});
	});

	it('records a reply time as the forum post time, in Beijing time', async () => {
		const user = userEvent.setup();
		const g = lateSeer();
		const act = vi.fn(async () => true);
		render(ChenquClock, { game: g.s, act, now: () => bj(2, 22, 21) });
		await user.click(screen.getByText('录入回复时间'));
		const input = screen.getByLabelText('预言（seer）的回复时间');
		expect(input).toHaveValue('2026-12-02T22:20');
		await user.clear(input);
		await user.type(input, '2026-12-02T22:14');
		await user.click(screen.getByRole('button', { name: '记录' }));
		expect(act).toHaveBeenCalledWith({
			type: 'clock/posted',
			skill: 'divine',
			postedAt: '2026-12-02T22:14:00+08:00'
		});
	});

	it('shows what a ruling decided', () => {
		const g = lateSeer().do({ type: 'clock/late-ruling', skill: 'divine', void: true });
		locale.set('en');
		render(ChenquClock, { game: g.s, act: async () => true, now: () => bj(2, 22, 21) });
		expect(screen.getByTestId('clock-late')).toHaveTextContent('Voided');
		expect(screen.queryByRole('button', { name: 'Void it' })).toBeNull();
	});
});
