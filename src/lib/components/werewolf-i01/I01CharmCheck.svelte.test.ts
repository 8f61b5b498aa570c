import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import I01CharmCheck from './I01CharmCheck.svelte';
import { openDesk } from './testing/desk';

beforeEach(() => locale.set('zh-CN'));

describe('I01CharmCheck', () => {
	it('lists the characters outside the allowed sounds, a vote target excepted', async () => {
		const user = userEvent.setup();
		const g = new Scenario().night0('s4', 's5');
		render(I01CharmCheck, { game: g.state });
		expect(screen.queryByTestId('charm-result')).toBeNull();
		const post = screen.getByRole('textbox', { name: '发言内容' });
		await user.type(post, '喵喵 汪！投9号 壬');
		expect(screen.getByTestId('charm-result')).toHaveTextContent('2个字符不在允许的声音之内');
		expect(screen.getAllByTestId('charm-char').map((c) => c.textContent)).toEqual(['！', '投']);
		await user.clear(post);
		await user.click(post);
		await user.paste('嗷 喵[s:101]🐺');
		expect(screen.getByTestId('charm-result')).toHaveTextContent('没有违规字符');
	});

	it('is on the desk’s posts tab, in English too', async () => {
		locale.set('en');
		const { user } = await openDesk(new Scenario().night0('s4', 's5'));
		await user.click(screen.getByRole('tab', { name: 'Posts' }));
		expect(screen.getByRole('heading', { name: 'Check a charmed player’s post' })).toBeVisible();
		await user.type(screen.getByRole('textbox', { name: 'Post' }), 'hi 喵');
		expect(screen.getByTestId('charm-result')).toHaveTextContent(
			'2 character(s) outside the allowed sounds'
		);
		expect(screen.getAllByTestId('charm-char').map((c) => c.textContent)).toEqual(['h', 'i']);
	});
});
