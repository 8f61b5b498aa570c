import { render, screen, within } from '@testing-library/svelte';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { parseScript } from '$lib/rulesets/botc/script';
import { ensureTexts } from '$lib/rulesets/botc/texts';
import { EDITION_RULINGS, OFFICIAL_RULINGS } from '$lib/rulesets/botc/jinxes';
import type { Script } from '$lib/rulesets/botc/engine/core';
import JinxList from './JinxList.svelte';

// The jinx list of the grimoire (in the script-rules sheet) and of a night step.

function script(input: unknown): Script {
	const r = parseScript(input);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

const mixed = script([
	{
		id: '_meta',
		name: '相克',
		jinxes: [{ characters: ['chef', 'imp'], reason_zh: '厨师多得知一对邻座。' }]
	},
	'spy',
	'damsel',
	'xizi',
	'imp',
	'chef',
	{ id: 'seer', name: 'Seer', team: 'townsfolk', ability: 'See.', jinxes: [{ id: 'imp' }] }
]);

beforeAll(async () => {
	for (const l of ['zh-CN', 'en'] as const)
		await ensureTexts(['spy', 'damsel', 'xizi', 'imp', 'chef'], l);
});
beforeEach(() => locale.set('zh-CN'));

const item = (pair: string) => {
	const li = screen.getByTestId('jinx-list').querySelector(`[data-pair="${pair}"]`);
	if (!(li instanceof HTMLElement)) throw new Error(`no ${pair}`);
	return li;
};

describe('JinxList', () => {
	it('lists every jinx on the script with its ruling, in Chinese', () => {
		render(JinxList, { script: mixed });
		expect(within(screen.getByTestId('jinx-list')).getByRole('heading')).toHaveTextContent(
			'相克规则'
		);
		expect(item('damsel+spy')).toHaveTextContent('落难少女 × 间谍');
		expect(item('damsel+spy')).toHaveTextContent(OFFICIAL_RULINGS.get('damsel+spy')!['zh-CN']);
		expect(item('damsel+spy').dataset.source).toBe('official');
		expect(item('spy+xizi')).toHaveTextContent(EDITION_RULINGS.get('spy+xizi')!['zh-CN']);
		expect(item('chef+imp')).toHaveTextContent('厨师多得知一对邻座。');
		expect(item('chef+imp')).toHaveTextContent('剧本原文');
		expect(item('seer+imp')).toHaveTextContent('相克规则的内容未知');
		expect(screen.queryByText(/请查看相克规则/)).toBeNull();
	});

	it('speaks English when the screen does', () => {
		locale.set('en');
		render(JinxList, { script: mixed });
		expect(item('damsel+spy')).toHaveTextContent('Damsel × Spy');
		expect(item('damsel+spy')).toHaveTextContent(OFFICIAL_RULINGS.get('damsel+spy')!.en);
		expect(item('spy+xizi')).toHaveTextContent(EDITION_RULINGS.get('spy+xizi')!.en);
		// The script gave Chinese only: its words stand for English too.
		expect(item('chef+imp')).toHaveTextContent('厨师多得知一对邻座。');
		expect(item('seer+imp')).toHaveTextContent('ruling not known');
	});

	it('on a night step: only the step’s character’s jinxes whose other character is in play', () => {
		render(JinxList, {
			script: mixed,
			only: ['spy'],
			inPlay: ['spy', 'damsel', null],
			compact: true
		});
		const pairs = [...screen.getByTestId('jinx-list').querySelectorAll('li')].map(
			(li) => li.dataset.pair
		);
		expect(pairs).toEqual(['damsel+spy']);
	});

	it('shows nothing when the step’s character has no jinx in play', () => {
		render(JinxList, { script: mixed, only: ['spy'], inPlay: ['spy', 'chef'] });
		expect(screen.queryByTestId('jinx-list')).toBeNull();
	});
});
