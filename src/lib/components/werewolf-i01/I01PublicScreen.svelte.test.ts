import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import { ROLE_NAMES, TEAM_NAMES, publicViewI01 } from '$lib/rulesets/werewolf-i01';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import I01PublicScreen from './I01PublicScreen.svelte';

beforeEach(() => locale.set('zh-CN'));
afterEach(() => vi.useRealTimers());

// Day 2: 6号 charmed, 2号 out, 1号 the sheriff, two ballots cast.
function dayTwo() {
	const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
	g.night({ charm: ['s12', 's6'], kill: ['s8', 's2'] }, 4);
	g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/start-day' });
	g.do({ type: 'i01/ballot', voter: 's3', target: 's9' });
	g.do({ type: 'i01/ballot', voter: 's4', target: null });
	return g;
}

describe('I01PublicScreen', () => {
	it('shows 癫狂, 出局, the sheriff and today’s ballots, and no role or team', () => {
		const g = dayTwo();
		render(I01PublicScreen, { view: publicViewI01(g.state), onexit: () => {} });
		const rows = screen.getAllByTestId('i01-public-row');
		expect(rows).toHaveLength(12);
		expect(within(rows[5] as HTMLElement).getByText('癫狂')).toBeVisible();
		expect(within(rows[1] as HTMLElement).getByText('出局')).toBeVisible();
		expect(within(rows[0] as HTMLElement).getByText(/警长/)).toBeVisible();
		expect(screen.getByTestId('i01-public-phase')).toHaveTextContent('第2天白天');
		// 投票过程在当天计票结束后予以公布: nothing of today's ballots before the count.
		expect(screen.queryAllByTestId('i01-public-ballot')).toEqual([]);
		expect(screen.getByText('投票过程在计票结束后公布')).toBeVisible();
		const text = document.body.textContent ?? '';
		for (const name of [...Object.values(ROLE_NAMES), ...Object.values(TEAM_NAMES)])
			expect(text).not.toContain(name['zh-CN']);
		expect(text).not.toContain('濒死');
	});

	it('shows today’s ballots once the count is closed', () => {
		const g = dayTwo().do({ type: 'i01/close-day' });
		render(I01PublicScreen, { view: publicViewI01(g.state), onexit: () => {} });
		expect(screen.getAllByTestId('i01-public-ballot').map((b) => b.textContent)).toEqual([
			'3号 丙 → 9号 壬',
			'4号 丁 → 弃票'
		]);
	});

	it('lists the announcements so far, newest first, with the last words they published', () => {
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({ charm: ['s12', 's6'], kill: ['s8', 's2'] }, 4);
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		g.do({ type: 'i01/last-words', seat: 's2', text: '我是好人，查 9 号' });
		// Still night: nothing of tonight and no last words are public yet.
		render(I01PublicScreen, { view: publicViewI01(g.state), onexit: () => {} });
		expect(screen.getAllByTestId('i01-public-entry').map((e) => e.textContent)).toEqual([
			expect.stringContaining('第1天投票结果')
		]);
		expect(document.body.textContent).not.toContain('查 9 号');
		document.body.innerHTML = '';

		g.do({ type: 'i01/start-day' });
		render(I01PublicScreen, { view: publicViewI01(g.state), onexit: () => {} });
		const entries = screen.getAllByTestId('i01-public-entry');
		expect(entries).toHaveLength(2);
		const [today, first] = entries as [HTMLElement, HTMLElement];
		expect(today).toHaveTextContent('第2天白天公示');
		expect(today).toHaveTextContent('2号 乙 出局');
		expect(today).toHaveTextContent('6号 己 进入癫狂状态');
		expect(today).toHaveTextContent('2号 乙 的遗言');
		expect(today).toHaveTextContent('我是好人，查 9 号');
		expect(first).toHaveTextContent('第1天投票结果');
		expect(first).toHaveTextContent('1号 甲 成为警长');
		const text = document.body.textContent ?? '';
		for (const name of [...Object.values(ROLE_NAMES), ...Object.values(TEAM_NAMES)])
			expect(text).not.toContain(name['zh-CN']);
	});

	it('shows the states in English and leaves only after a hold', async () => {
		locale.set('en');
		vi.useFakeTimers();
		const onexit = vi.fn();
		render(I01PublicScreen, { view: publicViewI01(dayTwo().state), onexit });
		expect(
			within(screen.getAllByTestId('i01-public-row')[5] as HTMLElement).getByText(/charmed/)
		).toBeVisible();
		const leave = screen.getByRole('button', { name: 'Hold to return to the host desk' });
		await fireEvent.pointerDown(leave);
		await fireEvent.pointerUp(leave);
		expect(onexit).not.toHaveBeenCalled();
		await fireEvent.pointerDown(leave);
		vi.advanceTimersByTime(1300);
		expect(onexit).toHaveBeenCalledOnce();
	});
});
