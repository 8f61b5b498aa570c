import { render, screen } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import { characterSheet, sheetCharacterIds } from '$lib/rulesets/botc/sheets';
import { ensureTexts } from '$lib/rulesets/botc/texts';
import { OFFICIAL_RULINGS } from '$lib/rulesets/botc/jinxes';
import { jinxedScript } from '$lib/rulesets/botc/testing/jinxed-script';
import CharacterSheetView from './CharacterSheetView.svelte';

// The printed character sheet's jinxes: each ruling in words, in the sheet's languages.

const script = jinxedScript();

beforeAll(async () => {
	for (const l of ['zh-CN', 'en'] as const) await ensureTexts(sheetCharacterIds({ script }), l);
});

describe('CharacterSheetView: jinxes', () => {
	it('prints the ruling in both languages, and "not known" where nobody gives one', () => {
		const locales = ['zh-CN', 'en'] as const;
		render(CharacterSheetView, { sheet: characterSheet({ script }, locales), locales });
		const items = [...screen.getByTestId('character-sheet').querySelectorAll('.jinxes li')];
		expect(items).toHaveLength(2);
		const ruling = OFFICIAL_RULINGS.get('damsel+spy')!;
		expect(items[0]).toHaveTextContent(ruling['zh-CN']);
		expect(items[0]).toHaveTextContent(ruling.en);
		expect(items[0]).not.toHaveTextContent('请查阅相克规则');
		expect(items[1]).toHaveTextContent('相克规则的内容未知');
		expect(items[1]).toHaveTextContent('ruling not known');
	});
});
