import { screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { TestGame, dayTwo, scapegoatTie } from '$lib/rulesets/werewolf-chenqu/testing';
import { openChenquDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

describe('ChenquDesk: night 0 (issue 23, defect 2)', () => {
	it('names the white wolf and Cupid, keeps 天亮 disabled until the arrow, logs apart', async () => {
		const g = new TestGame().do({ type: 'game/started' });
		const { user } = await openChenquDesk(g);
		expect(screen.getByText('白狼：whiteWolf')).toBeVisible();
		expect(screen.getByText('丘比特：cupid')).toBeVisible();
		const day = screen.getByRole('button', { name: '天亮：开始第 1 天' });
		expect(day).toBeDisabled();
		expect(screen.getByTestId('wwc-blockers')).toHaveTextContent(
			'丘比特须用【爱神之箭】选出两名情侣'
		);
		await user.click(screen.getByRole('button', { name: '加入狼队' }));
		expect(day).toBeDisabled();
		// The 归群 line is in the record card, not in Cupid's.
		const cupid = screen.getByText('丘比特：cupid').closest('section') as HTMLElement;
		expect(within(screen.getByTestId('wwc-start-log')).getByText(/归群/)).toBeVisible();
		expect(within(cupid).queryByText(/归群/)).toBeNull();
		await user.selectOptions(
			screen.getByRole('combobox', { name: '丘比特【爱神之箭】：选择两名情侣 1' }),
			'citizen1'
		);
		await user.selectOptions(
			screen.getByRole('combobox', { name: '丘比特【爱神之箭】：选择两名情侣 2' }),
			'citizen2'
		);
		await user.click(screen.getByRole('button', { name: '确定情侣' }));
		expect(day).toBeEnabled();
	});
});

describe('ChenquDesk: compulsory choices (issue 23, defect 3)', () => {
	it('the scapegoat passes after its last words, with no 放弃, and 入夜 waits for it', async () => {
		const g = scapegoatTie();
		const desk = await openChenquDesk(g);
		const { user } = desk;
		expect(screen.getByText(/scapegoat：遗言阶段后指认/)).toBeVisible();
		await user.click(screen.getByRole('tab', { name: '角色' }));
		await user.selectOptions(screen.getByRole('combobox', { name: '遗言 · 玩家' }), 'scapegoat');
		await user.type(screen.getByRole('textbox', { name: '遗言内容' }), '冤枉');
		await user.click(screen.getByRole('button', { name: '保存遗言' }));
		await user.click(screen.getByRole('tab', { name: '流程' }));
		const pending = screen.getByTestId('wwc-pending');
		expect(within(pending).queryByRole('button', { name: '放弃' })).toBeNull();
		const night = screen.getByRole('button', { name: '入夜：开始第 2 夜' });
		expect(night).toBeDisabled();
		// A ruling closes it, with its reason in the log.
		await user.type(within(pending).getByRole('textbox', { name: '裁定理由' }), '逾期未指认');
		await user.click(within(pending).getByRole('button', { name: '记录裁定' }));
		expect(night).toBeEnabled();
		expect(desk.state().day?.lines.map((l) => l.text['zh-CN'])).toContain(
			'导演裁定：scapegoat 的【冤死】的指认不再等待（逾期未指认）'
		);
	});
});

describe('ChenquDesk: the day’s lists (issue 23, defects 4, 5, 8)', () => {
	it('flags the players who did not vote', async () => {
		const g = dayTwo();
		const { user } = await openChenquDesk(g);
		await user.selectOptions(screen.getByRole('combobox', { name: 'witch' }), 'nun');
		expect(screen.getByTestId('wwc-non-voters')).toHaveTextContent(/未投票：seer、elder/);
		expect(screen.getByTestId('wwc-non-voters')).not.toHaveTextContent('witch');
	});

	it('lists the private results to send, one per player, and marks them sent', async () => {
		const g = new TestGame().start().vote('seer');
		g.night({ divine: ['seer', 'whiteWolf'], kill: ['blackWolf', 'citizen1'] }, false);
		const desk = await openChenquDesk(g);
		const { user } = desk;
		const list = screen.getByTestId('feedback-list');
		const seer = within(list).getByText('seer').closest('li') as HTMLElement;
		expect(seer).toHaveTextContent('你成为警长');
		expect(seer).toHaveTextContent('查验 whiteWolf');
		expect(within(list).getByText('witch').closest('li')).toHaveTextContent('【通灵】');
		await user.click(within(seer).getByRole('button', { name: '标为已发送' }));
		expect(within(seer).getByText('已发送')).toBeVisible();
		expect(desk.state().sent.length).toBeGreaterThan(0);
	});

	it('shows no life left for a poisoned wolf leader', async () => {
		const g = dayTwo({ poison: ['witch', 'wolfLeader'] });
		const { user } = await openChenquDesk(g);
		await user.click(screen.getByRole('tab', { name: '角色' }));
		const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('wolfLeader'));
		expect(row).toHaveTextContent('0/1');
	});
});

describe('ChenquDesk: fixing the deal (issue 23, defect 7)', () => {
	it('swaps two identities before night 0, logged', async () => {
		const g = new TestGame();
		const desk = await openChenquDesk(g);
		const { user } = desk;
		await user.selectOptions(screen.getByRole('combobox', { name: '调换身份 · 玩家一' }), 'seer');
		await user.selectOptions(screen.getByRole('combobox', { name: '调换身份 · 玩家二' }), 'witch');
		await user.click(screen.getByRole('button', { name: '调换' }));
		const s = desk.state();
		expect(s.seats.find((x) => x.id === 'seer')?.role).toBe('witch');
		expect(s.notes.map((n) => n.line.text['zh-CN'])).toContain(
			'导演调换身份：seer（预言家）↔ witch（女巫）'
		);
		await user.click(screen.getByRole('button', { name: '开始游戏' }));
		expect(screen.queryByTestId('wwc-swap')).toBeNull();
	});
});
