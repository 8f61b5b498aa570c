import { render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '$lib/rulesets/botc';
import { game, ok } from '$lib/rulesets/botc/engine/testing/builders';
import { locale } from '$lib/i18n';
import { summarise } from '$lib/state/setup';
import CountsTable from './CountsTable.svelte';

function bagged(players: number, bag: string[], script: 'tb' | 'bmr' = 'tb'): GameState {
	return ok(game({ players, script, seed: 7 }), { type: 'setup/bag', characters: bag });
}

const TEN_WITH_BARON = [
	'imp',
	'baron',
	'poisoner',
	'washerwoman',
	'librarian',
	'chef',
	'empath',
	'monk',
	'butler',
	'saint'
];

beforeEach(() => locale.set('en'));

describe('CountsTable', () => {
	it('shows the plain split for 10 players', () => {
		render(CountsTable, { summary: summarise(bagged(10, [])) });
		expect(screen.getByTestId('expected-townsfolk')).toHaveTextContent(/^7$/);
		expect(screen.getByTestId('expected-outsider')).toHaveTextContent(/^0$/);
		expect(screen.getByTestId('expected-minion')).toHaveTextContent(/^2$/);
		expect(screen.getByTestId('expected-demon')).toHaveTextContent(/^1$/);
		expect(screen.queryByTestId('setup-notes')).toBeNull();
	});

	it('with the Baron: +2 Outsiders, the expected numbers change and say why', () => {
		render(CountsTable, { summary: summarise(bagged(10, TEN_WITH_BARON)) });
		expect(screen.getByTestId('setup-notes')).toHaveTextContent('Baron: +2 Outsiders');
		expect(screen.getByTestId('expected-townsfolk')).toHaveTextContent('5');
		expect(screen.getByTestId('expected-townsfolk')).toHaveTextContent('base 7');
		expect(screen.getByTestId('expected-outsider')).toHaveTextContent('2');
		expect(screen.getByTestId('expected-outsider')).toHaveTextContent('base 0');
		// 5 townsfolk, 2 outsiders, 2 minions, 1 demon chosen: all match.
		expect(screen.getByTestId('chosen-townsfolk')).toHaveTextContent('5 ✓');
		expect(screen.getByTestId('chosen-outsider')).toHaveTextContent('2 ✓');
		expect(screen.getByTestId('chosen-minion')).toHaveTextContent('2 ✓');
		expect(screen.getByTestId('chosen-demon')).toHaveTextContent('1 ✓');
	});

	it('in Chinese, marks a wrong count and names the Baron', () => {
		locale.set('zh-CN');
		const bag = TEN_WITH_BARON.filter((id) => id !== 'saint').concat('virgin');
		render(CountsTable, { summary: summarise(bagged(10, bag)) });
		expect(screen.getByTestId('setup-notes')).toHaveTextContent('男爵：+2 外来者');
		expect(screen.getByTestId('chosen-outsider')).toHaveTextContent('1 ✗');
		expect(screen.getByTestId('chosen-townsfolk')).toHaveTextContent('6 ✗');
		expect(screen.getByText('镇民')).toBeInTheDocument();
	});

	it('offers a choice when the Godfather allows one Outsider more or fewer', () => {
		render(CountsTable, { summary: summarise(bagged(11, ['godfather', 'zombuul'], 'bmr')) });
		expect(screen.getByTestId('expected-outsider')).toHaveTextContent('0 / 2');
		expect(screen.getByTestId('expected-townsfolk')).toHaveTextContent('6 / 8');
	});
});
