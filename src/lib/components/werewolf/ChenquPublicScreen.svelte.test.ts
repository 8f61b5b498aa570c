import { screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import { openChenquDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

describe('沉取场 desk: the public screen, like I01’s', () => {
	it('opens from the desk: numbered seats, the sheriff, the counted ballots, no identity', async () => {
		const g = new TestGame().start().vote('witch');
		const { user } = await openChenquDesk(g);
		await user.click(screen.getByRole('button', { name: '公共屏幕' }));
		const board = within(screen.getByTestId('wwc-public'));
		expect(board.getAllByTestId('wwc-public-row')).toHaveLength(g.s.seats.length);
		expect(board.getByTestId('wwc-public-phase')).toHaveTextContent('第 1 天');
		expect(board.getByText(/★ 警长/).closest('li')).toHaveAttribute('data-seat', 'witch');
		expect(board.getAllByTestId('wwc-public-ballot')[0]).toHaveTextContent(/^\d+号 .+ → \d+号 /);
		const text = screen.getByTestId('wwc-public').textContent ?? '';
		for (const secret of ['预言家', '女巫', '狼', '村民阵营', '情侣'])
			expect(text).not.toContain(secret);
		expect(board.getByRole('button', { name: '按住返回导演台' })).toBeVisible();
	});
});
