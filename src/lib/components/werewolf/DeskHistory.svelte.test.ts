import { screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import { openDesk } from '../werewolf-i01/testing/desk';
import { openChenquDesk } from './testing/desk';

// Both werewolf desks show what was done, newest first, in words: never an event's code.

const before = locale.current;
afterEach(() => locale.set(before));

const CODE = /\b[a-z0-9]+\/[a-z-]+\b/i;

describe('a werewolf desk’s history', () => {
	it('沉取场: every event in words, newest first, in Chinese and English', async () => {
		locale.set('zh-CN');
		const g = new TestGame().start().vote('witch');
		const { user } = await openChenquDesk(g);
		await user.click(screen.getByRole('tab', { name: '记录' }));
		const items = within(screen.getByTestId('desk-history')).getAllByRole('listitem');
		expect(items).toHaveLength(g.history.log.length);
		expect(items.at(-1)).toHaveTextContent(/^创建游戏“测试场”/);
		expect(items[0]).toHaveTextContent('确认计票结果');
		expect(items[1]).toHaveTextContent('结束投票，开始计票');
		for (const item of items) expect(item.textContent).not.toMatch(CODE);
		locale.set('en');
		await user.click(await screen.findByRole('tab', { name: 'History' }));
		expect(screen.getByTestId('desk-history')).toHaveTextContent('Count confirmed');
		expect(screen.getByTestId('desk-history').textContent).not.toMatch(CODE);
	});

	it('I01: seats by number, in words', async () => {
		locale.set('zh-CN');
		const g = new Scenario().night0('s4', 's5');
		const { user } = await openDesk(g);
		await user.click(screen.getByRole('tab', { name: '记录' }));
		const history = screen.getByTestId('desk-history');
		expect(history).toHaveTextContent('爱神连出情侣：4号 丁与5号 戊');
		expect(history).toHaveTextContent('第 0 夜结束');
		expect(history.textContent).not.toMatch(CODE);
	});
});
