import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import I01Penalties from './I01Penalties.svelte';

beforeEach(() => locale.set('zh-CN'));

describe('I01Penalties', () => {
	it('shows each row’s total as that entry left it, not today’s', () => {
		const g = new Scenario().night0('s4', 's5');
		g.do({ type: 'i01/penalty', seat: 's3', article: null, points: 2, reason: '一' });
		g.do({ type: 'i01/penalty', seat: 's3', article: null, points: 3, reason: '二' });
		render(I01Penalties, { game: g.state, act: async () => true });
		const rows = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Σ'));
		expect(rows.map((r) => /Σ(\d+)/.exec(r.textContent ?? '')?.[1])).toEqual(['2', '5']);
	});
});
