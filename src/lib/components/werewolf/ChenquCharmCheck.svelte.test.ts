import { screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import { openChenquDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

// 处于吹笛状态的角色发言时只能发出动物叫声，使用标点或小镇的表情 (issue 20: the checker I01 has).
describe('沉取场 desk: the charmed-post checker', () => {
	it('is on the posts tab and lists what is not an animal sound, punctuation or emoticon', async () => {
		const g = new TestGame().start();
		const { user } = await openChenquDesk(g, () => Date.UTC(2026, 0, 2, 13, 0));
		await user.click(screen.getByRole('tab', { name: '公示' }));
		expect(screen.getByRole('heading', { name: '检查吹笛状态角色的发言' })).toBeVisible();
		const post = screen.getByRole('textbox', { name: '发言内容' });
		await user.type(post, '汪汪！我投envoy');
		expect(screen.getByTestId('charm-result')).toHaveTextContent('2个字符不在允许的声音之内');
		expect(screen.getAllByTestId('charm-char').map((c) => c.textContent)).toEqual(['我', '投']);
		await user.clear(post);
		await user.type(post, '喵？嗷……');
		expect(screen.getByTestId('charm-result')).toHaveTextContent('没有违规字符');
	});

	it('in English too', async () => {
		locale.set('en');
		const g = new TestGame().start();
		const { user } = await openChenquDesk(g, () => Date.UTC(2026, 0, 2, 13, 0));
		await user.click(screen.getByRole('tab', { name: 'Posts' }));
		expect(
			screen.getByRole('heading', { name: 'Check a charmed (piped) player’s post' })
		).toBeVisible();
	});
});
