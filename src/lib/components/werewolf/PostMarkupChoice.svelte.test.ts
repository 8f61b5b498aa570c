import { screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { stripBBCode, wellFormed } from '$lib/rulesets/forum/bbcode';
import { dayTwo } from '$lib/rulesets/werewolf-chenqu/testing';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import { openDesk } from '../werewolf-i01/testing/desk';
import { openChenquDesk } from './testing/desk';

beforeEach(() => {
	locale.set('zh-CN');
	localStorage.clear();
});

describe('posts in plain text or BBCode, remembered per game', () => {
	it('I01: the posts tab switches every post to BBCode, the same words, and remembers it', async () => {
		const g = new Scenario().night0('s4', 's5').vote({ s3: 's3' });
		const first = await openDesk(g);
		const { user } = first;
		await user.click(screen.getByRole('tab', { name: '公示' }));
		const plain = screen.getByTestId('i01-post-vote').textContent ?? '';
		expect(plain).not.toContain('[b]');
		await user.click(screen.getByRole('radio', { name: /BBCode/ }));
		const bb = screen.getByTestId('i01-post-vote').textContent ?? '';
		expect(bb).toMatch(/^\[b\]\[color=#[0-9a-f]{6}\]【第1天投票结果】\[\/color\]\[\/b\]/);
		expect(wellFormed(bb)).toBe(true);
		expect(stripBBCode(bb)).toBe(plain);
		first.unmount();
		await openDesk(g);
		await user.click(screen.getByRole('tab', { name: '公示' }));
		expect(screen.getByRole('radio', { name: /BBCode/ })).toBeChecked();
	});

	it('沉取场: posts oldest first, and the BBCode choice applies to each', async () => {
		const { user } = await openChenquDesk(dayTwo());
		await user.click(screen.getByRole('tab', { name: '公示' }));
		const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
		expect(titles.indexOf('第 1 天计票结果')).toBeLessThan(titles.indexOf('第 2 天白天开始'));
		await user.click(screen.getByRole('radio', { name: /BBCode/ }));
		for (const box of screen.getAllByRole('textbox', { name: /计票结果|白天开始/ }))
			expect((box as HTMLTextAreaElement).value).toMatch(/^\[b\]\[color=/);
	});
});
