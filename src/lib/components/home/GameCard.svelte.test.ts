import { render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import type { GameRecord } from '$lib/persistence/db';
import GameCard from './GameCard.svelte';

vi.mock('$app/paths', () => ({ resolve: (p: string) => p }));

afterEach(() => locale.set('zh-CN'));

const record = (ruleset: string, scriptName: string): GameRecord => ({
	id: `g-${ruleset}`,
	name: scriptName,
	ruleset,
	scriptName,
	createdAt: 0,
	updatedAt: 0,
	status: 'in-progress',
	playerCount: 12,
	phaseLabel: 'day:1',
	schemaVersion: 1
});

function card(ruleset: string, scriptName = ruleset) {
	const noop = async () => null;
	return render(GameCard, {
		game: record(ruleset, scriptName),
		now: 0,
		ondelete: noop,
		onrename: noop,
		onduplicate: noop,
		onexport: noop
	});
}

// The home screen's card says who runs the game in the rule set's own words (seeds 002 and 003).
describe('a game card names the one running the game', () => {
	it('沉取场: 导演, I01: 主办, Blood on the Clocktower: 说书人', () => {
		locale.set('zh-CN');
		const chenqu = card('werewolf-chenqu');
		expect(screen.getByText('你是导演')).toBeVisible();
		expect(document.body.textContent).not.toContain('说书人');
		chenqu.unmount();
		const i01 = card('werewolf-i01');
		expect(screen.getByText('你是主办')).toBeVisible();
		expect(document.body.textContent).not.toContain('说书人');
		i01.unmount();
		card('botc', 'Trouble Brewing');
		expect(screen.getByText('你是说书人')).toBeVisible();
	});

	it('in English: director, host, storyteller', () => {
		locale.set('en');
		const chenqu = card('werewolf-chenqu');
		expect(screen.getByText('You are the director')).toBeVisible();
		expect(document.body.textContent).not.toMatch(/storyteller/i);
		chenqu.unmount();
		const i01 = card('werewolf-i01');
		expect(screen.getByText('You are the host')).toBeVisible();
		i01.unmount();
		card('botc', 'Trouble Brewing');
		expect(screen.getByText('You are the storyteller')).toBeVisible();
	});
});
