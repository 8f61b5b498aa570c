import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import I01Clock from './I01Clock.svelte';

// The Scenario deals on 1 January 2026 at 21:01 Beijing time: night 0 is due by 06:00.
const jan2 = (hh: number, mm: number) => Date.UTC(2026, 0, 2, hh - 8, mm);

beforeEach(() => locale.set('zh-CN'));

describe('I01Clock: the ‹强制› fallback on the desk', () => {
	it('shows 【金箭】 owed, then missed with the preset, and applies it', async () => {
		const user = userEvent.setup();
		const g = new Scenario();
		const act = vi.fn(async () => true);
		const first = render(I01Clock, { game: g.state, act, now: () => jan2(5, 0) });
		expect(screen.getByTestId('clock-forced')).toHaveTextContent('爱神【金箭】 01-02 06:00 截止');
		expect(screen.queryByTestId('clock-forced-missed')).toBeNull();
		first.unmount();

		render(I01Clock, { game: g.state, act, now: () => jan2(6, 5) });
		expect(screen.getByTestId('clock-forced-missed')).toHaveTextContent(
			'爱神【金箭】逾期未发动：按主办预设（随机指定）处理。'
		);
		await user.selectOptions(
			screen.getByRole('combobox', { name: '爱神【金箭】的预设处理方式' }),
			'next-seat'
		);
		expect(act).toHaveBeenCalledWith({ type: 'i01/preset', skill: 'arrows', method: 'next-seat' });
		await user.click(screen.getByRole('button', { name: '按预设处理' }));
		expect(act).toHaveBeenLastCalledWith({ type: 'i01/fallback', skill: 'arrows' });
	});

	it('counts down the night phases and speaks English', () => {
		locale.set('en');
		const g = new Scenario().night0('s4', 's5').vote({ s3: 's3' });
		g.at = jan2(21, 0) - 60_000;
		g.do({ type: 'i01/start-night' });
		render(I01Clock, { game: g.state, act: async () => true, now: () => jan2(21, 10) });
		expect(screen.getByTestId('clock-next')).toHaveTextContent(
			'Next deadline: Night phase 1 (Protect, Soundproof)'
		);
		expect(screen.getByTestId('clock-left')).toHaveTextContent('5:00 left');
	});
});
