import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { OFFICIAL } from '$lib/rulesets/botc/characters';
import { layoutName } from '../grimoire/token-layout';
import { jinxPartners, nightPlace, search } from './character-index';
import { resetReferenceFilter } from './filter-state.svelte';
import ReferenceScreen from './ReferenceScreen.svelte';

const shown = () =>
	within(screen.getByRole('list'))
		.getAllByRole('link')
		.map((a) => a.getAttribute('data-id'));

beforeEach(() => {
	resetReferenceFilter();
	locale.set('en');
});

describe('ReferenceScreen', () => {
	it('lists every official character at first', () => {
		render(ReferenceScreen);
		expect(shown()).toHaveLength(OFFICIAL.length);
		expect(screen.getByText(`${OFFICIAL.length} characters`)).toBeVisible();
	});

	it.each([
		['洗衣', 'washerwoman'],
		['wash', 'washerwoman'],
		['washerwoman', 'washerwoman'],
		['Fortune Teller', 'fortuneteller'],
		['占卜', 'fortuneteller'],
		['scarlet_woman', 'scarletwoman']
	])('finds %s by name in either language or by id', async (query, id) => {
		const user = userEvent.setup();
		render(ReferenceScreen);
		await user.type(screen.getByRole('searchbox', { name: 'Search characters' }), query);
		expect(shown()[0]).toBe(id);
		expect(shown()).toContain(id);
	});

	it('filters by edition and team, and combines them with the search', async () => {
		const user = userEvent.setup();
		render(ReferenceScreen);
		const edition = screen.getByRole('group', { name: 'Edition' });
		const team = screen.getByRole('group', { name: 'Team' });

		await user.click(within(edition).getByRole('radio', { name: 'Trouble Brewing' }));
		expect(shown()).toHaveLength(27);
		expect(screen.getByText('27 characters')).toBeVisible();

		await user.click(within(team).getByRole('radio', { name: 'Demon' }));
		expect(shown()).toEqual(['imp']);

		await user.click(within(edition).getByRole('radio', { name: 'All' }));
		const demons = OFFICIAL.filter((c) => c.team === 'demon').map((c) => c.id);
		expect(shown().sort()).toEqual([...demons].sort());

		await user.type(screen.getByRole('searchbox'), 'po');
		expect(shown()).toEqual(['po']);
	});

	it('says so when nothing matches and clears everything with one tap', async () => {
		const user = userEvent.setup();
		render(ReferenceScreen);
		await user.click(
			within(screen.getByRole('group', { name: 'Edition' })).getByRole('radio', { name: 'Loric' })
		);
		await user.type(screen.getByRole('searchbox'), 'washerwoman');
		expect(screen.getByText('No character matches.')).toBeVisible();
		expect(screen.queryByRole('list')).toBeNull();

		await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
		expect(shown()).toHaveLength(OFFICIAL.length);
		expect(screen.getByRole('searchbox')).toHaveValue('');
	});

	it('shows names in the current language with the other language beneath', async () => {
		locale.set('zh-CN');
		const user = userEvent.setup();
		render(ReferenceScreen);
		await user.type(screen.getByRole('searchbox', { name: '搜索角色' }), 'washer');
		const link = within(screen.getByRole('list')).getAllByRole('link')[0]!;
		expect(link).toHaveAttribute('href', '/characters/washerwoman');
		expect(within(link).getByRole('img', { name: '洗衣妇' })).toBeInTheDocument();
		expect(link).toHaveTextContent('Washerwoman');
	});
});

describe('character index', () => {
	it('searches ignoring case, spaces and punctuation', () => {
		const ids = (q: string) =>
			search({ query: q, edition: null, team: null }, 'en').map((e) => e.character.id);
		expect(ids('LIL MONSTA')).toContain('lilmonsta');
		expect(ids("hell's")).toContain('hellslibrarian');
		expect(ids('')).toHaveLength(OFFICIAL.length);
	});

	it('knows jinx partners from both sides of a pair', () => {
		expect(jinxPartners('alchemist')).toContain('boffin');
		expect(jinxPartners('boffin')).toContain('alchemist');
		expect(jinxPartners('washerwoman')).toEqual([]);
	});

	it('places a character in the official night order with its neighbours', () => {
		const place = nightPlace('washerwoman', 'first');
		expect(place?.place).toBeGreaterThan(1);
		expect(place?.previous).toBeTruthy();
		expect(nightPlace('washerwoman', 'other')).toBeNull();
	});

	it('places the Chinese editions’ steps between the official ones, and finds them in both languages', () => {
		expect(nightPlace('langzhong', 'first')).toMatchObject({ previous: 'chef' });
		expect(nightPlace('chef', 'first')).toMatchObject({ next: 'langzhong' });
		expect(nightPlace('baojun', 'other')?.previous).toBeTruthy();
		expect(nightPlace('baojun', 'first')).toBeNull();
		const ids = (q: string, locale: 'zh-CN' | 'en') =>
			search({ query: q, edition: null, team: null }, locale).map((e) => e.character.id);
		expect(ids('暴君', 'zh-CN')).toEqual(['baojun']);
		expect(ids('Tyrant', 'en')).toEqual(['baojun']);
		expect(ids('郎中', 'en')).toEqual(['langzhong']);
		expect(search({ query: '', edition: 'syyl', team: null }, 'en')).toHaveLength(22);
		expect(search({ query: '', edition: 'hdcs', team: null }, 'zh-CN')).toHaveLength(46);
	});
});

describe('token name layout', () => {
	it('keeps short names on one line, large', () => {
		const l = layoutName('Imp');
		expect(l.lines.map((x) => x.text)).toEqual(['Imp']);
		expect(l.size).toBeGreaterThanOrEqual(22);
	});

	it('breaks two-word and long names onto two lines instead of shrinking them', () => {
		expect(layoutName('Fortune Teller').lines.map((x) => x.text)).toEqual(['Fortune', 'Teller']);
		expect(layoutName('Washerwoman').lines.map((x) => x.text)).toEqual(['Washer-', 'woman']);
		expect(layoutName('城镇公告员').lines.map((x) => x.text)).toEqual(['城镇', '公告员']);
		// Chinese names break between words only: never 图书管 / 理员.
		expect(layoutName('图书管理员').lines.map((x) => x.text)).toEqual(['图书', '管理员']);
		expect(layoutName('炼金术士').lines.map((x) => x.text)).toEqual(['炼金术士']);
	});

	it('never goes below the smallest legible size for any official name', () => {
		for (const c of OFFICIAL) {
			for (const name of [c.name, c.nameZh ?? c.name]) {
				expect(layoutName(name).size, name).toBeGreaterThanOrEqual(15);
			}
		}
	});
});
