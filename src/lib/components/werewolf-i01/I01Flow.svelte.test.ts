import { fireEvent, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { seatLabel, voteAnnouncement } from '$lib/rulesets/werewolf-i01';
import { I01_LOG } from '$lib/rulesets/werewolf-i01/reduce';
import { Scenario, TIED_THREAD } from '$lib/rulesets/werewolf-i01/testing';
import { openDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

/** Every control on screen has a name a screen reader (and a getByRole) can use. */
function everyControlNamed() {
	for (const el of document.querySelectorAll('button, input, select, textarea, summary')) {
		const name = (el as HTMLElement).textContent?.trim() || '';
		if (el.tagName === 'BUTTON' || el.tagName === 'SUMMARY') expect(name).not.toBe('');
		else expect(el).toHaveAccessibleName();
	}
}

describe('I01 desk: the day’s ballots as the forum shows them', () => {
	it('ballots typed with floor and post time: the tie follows the thread, a correction back and forth changes nothing, the post shows each post’s time', async () => {
		const g = new Scenario().night0('s4', 's5');
		const desk = await openDesk(g);
		const { user } = desk;
		// Typed in the opposite order of the thread.
		for (const [voter, target, floor] of [...TIED_THREAD].reverse()) {
			const who = seatLabel(g.state, voter);
			await fireEvent.change(screen.getByRole('spinbutton', { name: `${who}的投票楼层` }), {
				target: { value: String(floor) }
			});
			await fireEvent.change(screen.getByLabelText(`${who}的发帖时间（东八区）`), {
				target: { value: `2026-01-02T06:${String(floor).padStart(2, '0')}` }
			});
			await user.selectOptions(screen.getByRole('combobox', { name: who }), target);
		}
		expect(desk.log().at(-1)).toMatchObject({
			type: 'i01/ballot',
			voter: 's1',
			target: 's3',
			floor: 2,
			postedAt: '2026-01-02T06:02:00+08:00'
		});
		// 甲 corrected to 戊 and back: the ballot keeps floor 2.
		await user.selectOptions(screen.getByRole('combobox', { name: '1号 甲' }), 's5');
		await user.selectOptions(screen.getByRole('combobox', { name: '1号 甲' }), 's3');
		expect(screen.getByRole('spinbutton', { name: '1号 甲的投票楼层' })).toHaveValue(2);
		await user.click(screen.getByRole('button', { name: '计票' }));
		expect(screen.getByText(/在时间上最先达到5票的3号 丙成为警长/)).toBeVisible();
		const state = I01_LOG.replay(desk.log());
		expect(voteAnnouncement(state, 1).split('\n')[1]).toBe('2楼 01-02 06:02 1号 甲 → 3号 丙');
	});
});

describe('I01 desk: every control says what it does', () => {
	it('night zero: named pickers, a disabled 成为情侣 until two lovers are chosen, the 流局 panel labelled; a mistaken deal is swapped and logged', async () => {
		const g = new Scenario();
		const desk = await openDesk(g);
		const { user } = desk;
		await user.click(screen.getByText('流局'));
		everyControlNamed();
		expect(screen.getByRole('textbox', { name: '理由（必填）' })).toBeVisible();
		expect(screen.getByRole('button', { name: '成为情侣' })).toBeDisabled();
		expect(screen.getByRole('button', { name: '结束第零日夜晚，开始第1天' })).toBeDisabled();

		const swap = within(screen.getByTestId('i01-swap'));
		const before = g.state.players.map((p) => p.role);
		await user.selectOptions(swap.getByRole('combobox', { name: '角色一' }), 's1');
		await user.selectOptions(swap.getByRole('combobox', { name: '角色二' }), 's9');
		await user.click(swap.getByRole('button', { name: '交换身份' }));
		expect(desk.log().at(-1)).toMatchObject({ type: 'i01/swap', a: 's1', b: 's9' });
		const after = I01_LOG.replay(desk.log()).players.map((p) => p.role);
		expect([after[0], after[8]]).toEqual([before[8], before[0]]);
		expect(screen.getByText(/主办更正身份分发：1号 甲与9号 壬交换身份/)).toBeVisible();

		await user.selectOptions(screen.getByRole('combobox', { name: '情侣一' }), 's4');
		await user.selectOptions(screen.getByRole('combobox', { name: '情侣二' }), 's5');
		await user.click(screen.getByRole('button', { name: '成为情侣' }));
		expect(screen.queryByTestId('i01-swap')).toBeNull();
	});

	it('a night phase: one button per skill with the “确定” tick beside it; 夜晚4 closes the empty 夜晚5 with it', async () => {
		const g = new Scenario().night0('s4', 's5').vote({ s3: 's3' });
		g.do({ type: 'i01/start-night' });
		const desk = await openDesk(g);
		const { user } = desk;
		everyControlNamed();
		expect(screen.queryByRole('button', { name: /录入并/ })).toBeNull();
		expect(screen.queryByRole('button', { name: '守护' })).toBeNull();
		const protect = screen.getByRole('heading', { name: '【守护】' }).parentElement as HTMLElement;
		await user.selectOptions(within(protect).getByRole('combobox', { name: '目标' }), 's2');
		await user.click(within(protect).getByRole('checkbox', { name: '玩家已写“确定”（不可再改）' }));
		await user.click(within(protect).getByRole('button', { name: '录入【守护】' }));
		expect(desk.log().at(-1)).toMatchObject({
			type: 'i01/action',
			skill: 'protect',
			confirmed: true
		});
		for (const step of [1, 2, 3])
			await user.click(screen.getByRole('button', { name: `结算夜晚${step}` }));
		await user.click(screen.getByRole('button', { name: '结算夜晚4（夜晚5无技能，一并结算）' }));
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第1天夜晚6');
		expect(desk.log().at(-1)).toMatchObject({ type: 'i01/close-phase', skipEmpty: true });
	});
});
