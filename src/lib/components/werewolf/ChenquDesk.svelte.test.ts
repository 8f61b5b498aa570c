import { screen, within } from '@testing-library/svelte';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAllRuleSets } from '$lib/rulesets/load';
import { locale } from '$lib/i18n';
import { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import { openChenquDesk } from './testing/desk';

// A rule set's own refusals are worded by its rules, loaded with its game in the app.
beforeAll(loadAllRuleSets);
beforeEach(() => locale.set('zh-CN'));

describe('ChenquDesk: the director’s inputs', () => {
	it('rules a player out, writes their last words, brings them back and sets the sheriff', async () => {
		const g = new TestGame().start().vote('guard');
		const desk = await openChenquDesk(g);
		const { user } = desk;
		await user.click(screen.getByRole('tab', { name: '角色' }));
		expect(screen.getByText('还没有可以留遗言的出局者')).toBeVisible();
		expect(screen.getByTestId('wwc-sheriff-now')).toHaveTextContent('当前警长：guard');

		// Put out by ruling: the reason is required.
		const apply = screen.getByTestId('wwc-out-apply');
		await user.selectOptions(screen.getByRole('combobox', { name: '裁定出局 · 玩家' }), 'witch');
		expect(apply).toBeDisabled();
		await user.type(screen.getByRole('textbox', { name: '裁定出局 · 理由' }), '超时未发言');
		await user.click(apply);
		expect(desk.state().seats.find((s) => s.id === 'witch')?.out?.cause).toBe('director');

		// Last words for the player out.
		await user.selectOptions(screen.getByRole('combobox', { name: '遗言 · 玩家' }), 'witch');
		await user.type(screen.getByRole('textbox', { name: '遗言内容' }), '我是女巫');
		await user.click(screen.getByRole('button', { name: '保存遗言' }));
		expect(screen.getByRole('status')).toHaveTextContent('已保存');
		expect(desk.state().lastWords).toEqual({ witch: '我是女巫' });

		// Back into the game.
		await user.selectOptions(
			screen.getByRole('combobox', { name: '裁定回到游戏 · 玩家' }),
			'witch'
		);
		await user.type(screen.getByRole('textbox', { name: '裁定回到游戏 · 理由' }), '误判');
		await user.click(screen.getByTestId('wwc-back-apply'));
		expect(desk.state().seats.find((s) => s.id === 'witch')?.out).toBeNull();
		expect(screen.getByText('还没有可以留遗言的出局者')).toBeVisible();

		// The sheriff by hand, then no sheriff.
		const sheriff = screen.getByRole('combobox', { name: '设定警长 · 玩家' });
		const reason = screen.getByRole('textbox', { name: '设定警长 · 理由' });
		await user.selectOptions(sheriff, 'seer');
		await user.type(reason, '计票有误');
		await user.click(screen.getByTestId('wwc-sheriff-apply'));
		expect(screen.getByTestId('wwc-sheriff-now')).toHaveTextContent('当前警长：seer');
		await user.selectOptions(sheriff, '-');
		await user.type(reason, '撤销');
		await user.click(screen.getByTestId('wwc-sheriff-apply'));
		expect(screen.getByTestId('wwc-sheriff-now')).toHaveTextContent('当前警长：警长空缺');
		expect(desk.state().sheriff).toBeNull();
	});

	it('shows the rule set’s refusal when a ruling is not allowed', async () => {
		const g = new TestGame().start().vote('guard');
		const { user } = await openChenquDesk(g);
		await user.click(screen.getByRole('tab', { name: '角色' }));
		await user.selectOptions(screen.getByRole('combobox', { name: '设定警长 · 玩家' }), 'guard');
		await user.type(screen.getByRole('textbox', { name: '设定警长 · 理由' }), '再确认');
		await user.click(screen.getByTestId('wwc-sheriff-apply'));
		expect(screen.getByRole('alert')).toHaveTextContent('guard 已是警长');
	});

	it('lets the director choose which holder of 【杀人】 used it', async () => {
		// 【遗志】: the wolves lose first, so both lovers (seer and blackWolf) hold 【杀人】.
		const g = new TestGame().start(['seer', 'blackWolf']);
		for (const id of ['whiteWolf', 'wolfLeader', 'envoy', 'nun', 'rebel1'])
			g.do({ type: 'director/out', seat: id, reason: '测试' });
		g.vote('witch').do({ type: 'night/started' });
		const desk = await openChenquDesk(g);
		const { user } = desk;
		const who = screen.getByRole('combobox', { name: '由谁发动【杀人】' });
		expect(
			within(who)
				.getAllByRole('option')
				.map((o) => o.getAttribute('value'))
		).toEqual(['seer', 'blackWolf']);
		await user.selectOptions(who, 'blackWolf');
		await user.selectOptions(screen.getByRole('combobox', { name: '杀人' }), 'guard');
		expect(desk.state().night?.actions).toMatchObject([
			{ skill: 'kill', actor: 'blackWolf', target: 'guard' }
		]);
		// Switching the holder keeps the entered target when it is still legal.
		await user.selectOptions(who, 'seer');
		expect(desk.state().night?.actions).toMatchObject([
			{ skill: 'kill', actor: 'seer', target: 'guard' }
		]);
	});
});
