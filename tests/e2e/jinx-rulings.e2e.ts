import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
	clearCharacters,
	dealFromBag,
	doneUntil,
	importScriptFile,
	toCharactersStep
} from './helpers';

// Jinx rulings in words (issue 32, item 1). A script with an official jinx (Chambermaid and
// Mathematician) and one of its own in `_meta.jinxes` (Chef and Imp, in both languages): the
// setup warns with each ruling, the night step of the Chambermaid says its ruling, the grimoire's
// rules sheet lists both, and the printed character sheet prints both. In Chinese and English,
// on a 1024×768 tablet, with screenshots kept in the test's output.

test.setTimeout(150_000);
test.use({ viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const FILE = fileURLToPath(new URL('../fixtures/scripts/jinx-rulings.json', import.meta.url));
const RULINGS = JSON.parse(
	readFileSync(
		fileURLToPath(
			new URL('../../src/lib/rulesets/botc/data/jinxes.official.json', import.meta.url)
		),
		'utf8'
	)
) as Record<string, { 'zh-CN': string; en: string }>;
const OFFICIAL = RULINGS['chambermaid+mathematician']!;
const OWN = {
	'zh-CN': '小恶魔存活时，厨师得知的数字减一。',
	en: 'While the Imp is alive, the Chef learns one pair fewer.'
};

const WORDS = {
	'zh-CN': {
		chambermaid: '侍女',
		done: '完成',
		rules: '规则',
		rulesTitle: '剧本规则',
		close: '关闭',
		jinxes: '相克规则',
		own: '剧本原文'
	},
	en: {
		chambermaid: 'Chambermaid',
		done: 'Done',
		rules: 'Rules',
		rulesTitle: 'Script rules',
		close: 'Close',
		jinxes: 'Jinxes',
		own: 'the script’s words'
	}
} as const;

async function choose(page: Page, ids: readonly string[]) {
	await clearCharacters(page);
	for (const id of ids) await page.getByTestId(`char-${id}`).click();
}

for (const lang of ['zh-CN', 'en'] as const) {
	const w = WORDS[lang];
	test.describe(lang, () => {
		test.use({ locale: lang });

		test(`${lang}: setup warning, night step, jinx list and printed sheet say the rulings`, async ({
			page
		}) => {
			const shot = (name: string) =>
				page.screenshot({ path: test.info().outputPath(`jinx-${name}-${lang}.png`) });
			await importScriptFile(page, FILE, '相克试演');
			// The printed character sheet, in the screen's language.
			await page.getByRole('link', { name: /Print the script sheets|打印剧本表/ }).click();
			await expect(page).toHaveURL(/\/sheets\?script=/);
			await page.goto(`${page.url()}&lang=${lang}`);
			const sheet = page.getByTestId('character-sheet');
			await expect(sheet.locator('h1')).toHaveText('相克试演');
			const jinxes = sheet.locator('.jinxes li');
			// Chambermaid × Mathematician, Drunk × Mathematician (official), Chef × Imp (the file's).
			await expect(jinxes).toHaveCount(3);
			await expect(jinxes.nth(0)).toContainText(OFFICIAL[lang]);
			await expect(jinxes.nth(1)).toContainText(RULINGS['drunk+mathematician']![lang]);
			await expect(jinxes.nth(2)).toContainText(OWN[lang]);
			await sheet.locator('.jinxes').scrollIntoViewIfNeeded();
			await shot('sheet');

			// Back to the new game, on the imported script.
			await page.goto('/new');
			await page.locator('[data-testid^="script-"]', { hasText: '相克试演' }).first().click();
			await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(
				'相克试演'
			);

			await toCharactersStep(page, 5);
			await choose(page, ['chambermaid', 'mathematician', 'chef', 'spy', 'imp']);

			// The setup warning says each ruling, not "look it up".
			const warnings = page.getByTestId('setup-warnings');
			await expect(warnings).toContainText(OFFICIAL[lang]);
			await expect(warnings).toContainText(OWN[lang]);
			await expect(warnings).not.toContainText('请查看相克规则');
			await expect(warnings).not.toContainText('check the jinx');
			// The Drunk is on the script but not chosen: no warning about it.
			await expect(warnings.locator('li')).toHaveCount(2);
			await warnings.scrollIntoViewIfNeeded();
			await shot('setup');

			await dealFromBag(page, 5);
			await page.getByTestId('start-night').click();

			// The Chambermaid's step: her jinx with the Mathematician, who is in play.
			await doneUntil(page, w.chambermaid, w.done, 20);
			const step = page.locator('.night article').getByTestId('jinx-list');
			await expect(step).toContainText(OFFICIAL[lang]);
			await expect(step.locator('li')).toHaveCount(1);
			await shot('night-step');

			// The grimoire's rules sheet lists every jinx on the script.
			await page.getByRole('button', { name: w.rules, exact: true }).click();
			const dialog = page.getByRole('dialog', { name: w.rulesTitle });
			await expect(dialog).toBeVisible();
			const list = dialog.getByTestId('jinx-list');
			await expect(list.getByRole('heading', { name: w.jinxes })).toBeVisible();
			await expect(list.locator('li')).toHaveCount(3);
			await expect(list.locator('[data-pair="chambermaid+mathematician"]')).toContainText(
				OFFICIAL[lang]
			);
			const own = list.locator('[data-pair="chef+imp"]');
			await expect(own).toContainText(OWN[lang]);
			await expect(own).toContainText(w.own);
			await shot('list');
			await dialog.getByRole('button', { name: w.close }).click();

			// The character reference says each built-in ruling beside the other character.
			await page.goto('/characters/damsel');
			const part = page.locator('section', {
				has: page.getByRole('heading', { name: w.jinxes, exact: true })
			});
			await expect(part).toContainText(RULINGS['damsel+spy']![lang]);
			await part.scrollIntoViewIfNeeded();
			await shot('reference');
		});
	});
}
