import { screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import { openDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

describe('I01Desk', () => {
	it('opens a dealt game on night zero, then shoots the arrows and opens day 1', async () => {
		const desk = await openDesk();
		const { user } = desk;
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第零日夜晚');
		expect(desk.log().map((e) => e.type)).toEqual(['i01/create', 'i01/assign']);
		await user.selectOptions(screen.getByRole('combobox', { name: '情侣一' }), 's1');
		await user.selectOptions(screen.getByRole('combobox', { name: '情侣二' }), 's2');
		await user.click(screen.getByRole('button', { name: '成为情侣' }));
		expect(screen.getByText(/1号 甲与2号 乙成为情侣/)).toBeVisible();
		await user.click(screen.getByRole('button', { name: '结束第零日夜晚，开始第1天' }));
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第1天白天');
		await user.click(screen.getByRole('button', { name: '撤销' }));
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第零日夜晚');
	});

	it('counts the ballots with the sheriff’s 2.1 and shows a refused skill’s reason', async () => {
		const g = new Scenario().night0('s4', 's5').vote({ s3: 's3' }).night({});
		g.do({ type: 'i01/start-day' });
		const { user } = await openDesk(g);
		await user.selectOptions(screen.getByRole('combobox', { name: '3号 丙' }), 's9');
		await user.selectOptions(screen.getByRole('combobox', { name: '1号 甲' }), 's10');
		await user.selectOptions(screen.getByRole('combobox', { name: '2号 乙' }), 's10');
		expect(screen.getByText('警长3号 丙的选票计为2.1票（【领导】）')).toBeVisible();
		await user.click(screen.getByRole('button', { name: '计票' }));
		expect(screen.getByText('9号 壬出局（投票）')).toBeVisible();
		await user.click(screen.getByRole('button', { name: '进入第2天夜晚' }));
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第2天夜晚1');
		await user.click(screen.getByRole('tab', { name: '公示' }));
		expect(screen.getByTestId('i01-post-vote')).toHaveTextContent('出局：9号 壬');
	});

	it('declares the game void (流局) only with a reason and a second confirmation; undo brings it back', async () => {
		const g = new Scenario().night0('s4', 's5');
		const desk = await openDesk(g);
		const { user } = desk;
		await user.click(screen.getByText('流局'));
		const declare = screen.getByRole('button', { name: '宣布流局…' });
		expect(declare).toBeDisabled();
		await user.type(screen.getByRole('textbox', { name: '理由（必填）' }), '主办发错身份');
		await user.click(declare);
		expect(screen.getByRole('alert')).toHaveTextContent('流局后本局不再有胜负');
		await user.click(screen.getByRole('button', { name: '取消' }));
		expect(desk.log()).toHaveLength(g.history.log.length);
		await user.click(screen.getByRole('button', { name: '宣布流局…' }));
		await user.click(screen.getByRole('button', { name: '确定流局' }));
		expect(desk.log().at(-1)).toMatchObject({ type: 'i01/void', reason: '主办发错身份' });
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('游戏结束');
		expect(screen.getByTestId('i01-result')).toHaveTextContent('流局：主办发错身份');
		expect(screen.queryByTestId('i01-void')).toBeNull();
		await user.click(screen.getByRole('button', { name: '撤销' }));
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('第1天白天');
	});

	it('shows the code’s exception with the article it belongs to', async () => {
		const g = new Scenario().night0('s4', 's5');
		const { user } = await openDesk(g);
		await user.click(screen.getByRole('tab', { name: '违规判定' }));
		expect(screen.queryByTestId('i01-article-note')).toBeNull();
		await user.selectOptions(screen.getByRole('combobox', { name: '条款' }), '1.4');
		expect(screen.getByTestId('i01-article-note')).toHaveTextContent('5 分钟内发的第一帖不算违规');
	});
});
