import { expect, test, type Page } from '@playwright/test';
import { openGame, scriptOf, seedGame } from './fixtures/play-game';

// The Gambler's guess and the Ojo's character, entered at their steps on night 2: Alice the
// Ojo, Bob the Gambler, Chen the Empath, Dana the Monk, Eve the Chef, Fang the Poisoner, Gus
// the Saint. Bob guesses that Chen is the Chef: wrong, so his own death is the one-tap kill;
// the Ojo names the Empath, in play: Chen is the suggested kill. Dawn names both deaths and
// their causes, and the history tells the guess. With PLAY_SHOTS set to a folder, the two
// steps are saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });

const DEALS = ['ojo', 'gambler', 'empath', 'monk', 'chef', 'poisoner', 'saint'];
const done = (...steps: string[]) =>
	steps.map((step) => ({ type: 'night/step', step, status: 'done' }));

// Said.svelte spaces Latin names apart from Chinese text: the Chinese words allow for that.
const WORDS = {
	en: {
		enterGuess: 'Enter the guess: the player, then the character',
		enterPick: 'Choose the character they named',
		chef: 'Chef',
		empath: 'Empath',
		guessed: /^Guessed: Chen is the Chef$/,
		wrong: /^The guess is wrong: Bob dies\.$/,
		bobDies: /^Bob dies$/,
		holds: /^Chen is the Empath: they die\.$/,
		killChen: /^Kills Chen$/,
		dawn: [/Bob \(Gambler\)/, /Chen \(Ojo\)/],
		history: ['History', 'History'],
		told: 'Gambler: guessed Chen is the Chef'
	},
	'zh-CN': {
		enterGuess: '录入猜测：先点玩家，再选角色',
		enterPick: '选择 TA 选的角色',
		chef: '厨师',
		empath: '共情者',
		guessed: /^猜测：\s*Chen\s*是厨师$/,
		wrong: /^猜错了：\s*Bob\s*死亡。$/,
		bobDies: /^Bob\s*自己死亡$/,
		holds: /^Chen\s*是共情者：该玩家死亡。$/,
		killChen: /^杀死\s*Chen$/,
		dawn: [/Bob\s*（赌徒）/, /Chen\s*（奥赫）/],
		history: ['记录', '操作记录'],
		told: /赌徒：猜测\s*Chen\s*是厨师/
	}
};

const card = (page: Page, key: string) => page.locator(`.night article[data-step="${key}"]`);

for (const [locale, width, height] of [
	['zh-CN', 1024, 768],
	['en', 1024, 768],
	['zh-CN', 390, 844]
] as const) {
	test(`the Gambler guesses wrong and dies, the Ojo names a character in play, ${locale} at ${width}×${height}`, async ({
		page
	}) => {
		test.setTimeout(120_000);
		const want = WORDS[locale];
		await page.setViewportSize({ width, height });
		await openGame(page, {
			id: `choices-${locale}-${width}`,
			locale,
			script: scriptOf('choices', 'Choices', [...DEALS, 'recluse', 'spy', 'imp']),
			deals: DEALS,
			rules: 1,
			more: [
				...done('dusk', 'minioninfo', 'demoninfo', 'poisoner', 'chef', 'empath', 'dawn'),
				{ type: 'day/started' },
				{ type: 'execution', seat: null, died: false },
				{ type: 'night/started' },
				...done('dusk', 'poisoner')
			]
		});

		// The Gambler: one tap on Chen, one on the Chef; the guess is wrong.
		const gambler = card(page, 'gambler');
		await expect(gambler).toBeVisible();
		await expect(gambler.getByTestId('kill-targets')).toHaveCount(0);
		await gambler.getByRole('button', { name: want.enterGuess }).click();
		await page.locator('.seat', { hasText: 'Chen' }).click();
		await page.getByRole('dialog').getByRole('button', { name: want.chef }).click();
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect(gambler.getByTestId('choice-entered')).toHaveText(want.guessed);
		await expect(gambler.getByTestId('choice-line').first()).toHaveText(want.wrong);
		const bobDies = gambler.getByTestId('kill-targets').getByRole('button', { name: want.bobDies });
		await expect(gambler.getByTestId('kill-targets').getByRole('button')).toHaveCount(2);
		await expect(bobDies).toHaveClass(/suggested/);
		await gambler.getByTestId('night-choice').scrollIntoViewIfNeeded();
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/choice-gambler-${locale}-${width}.png` });
		await bobDies.click();

		// The Monk, then the Ojo: it names the Empath, whom Chen holds.
		await expect(card(page, 'monk')).toBeVisible();
		await card(page, 'monk').locator('.nav .button.primary').click();
		const ojo = card(page, 'ojo');
		await expect(ojo).toBeVisible();
		await ojo.getByRole('button', { name: want.enterPick }).click();
		await page.getByRole('dialog').getByRole('button', { name: want.empath }).click();
		await expect(ojo.getByTestId('choice-line').first()).toHaveText(want.holds);
		const first = ojo.getByTestId('kill-targets').getByRole('button').first();
		await expect(first).toHaveText(want.killChen);
		await expect(first).toHaveClass(/suggested/);
		await ojo.getByTestId('night-choice').scrollIntoViewIfNeeded();
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/choice-ojo-${locale}-${width}.png` });
		await first.click();

		// Chen is dead, so the Empath does not wake: dawn names both deaths and their causes.
		const dawn = card(page, 'dawn');
		await expect(dawn).toBeVisible();
		for (const death of want.dawn)
			await expect(dawn.getByTestId('dawn-deaths')).toContainText(death);

		// The history tells the guess.
		const [button, list] = want.history;
		await page.getByRole('button', { name: button, exact: true }).click();
		await expect(page.getByRole('list', { name: list })).toContainText(want.told);
	});
}

test('the Ojo names a character nobody holds: the storyteller kills two, the step stays open between', async ({
	page
}) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, {
		id: 'choices-miss',
		locale: 'zh-CN',
		script: scriptOf('choices', 'Choices', [...DEALS, 'recluse', 'spy', 'imp']),
		deals: DEALS,
		rules: 1,
		more: [
			...done('dusk', 'minioninfo', 'demoninfo', 'poisoner', 'chef', 'empath', 'dawn'),
			{ type: 'day/started' },
			{ type: 'execution', seat: null, died: false },
			{ type: 'night/started' },
			...done('dusk', 'poisoner', 'gambler', 'monk')
		]
	});
	const ojo = card(page, 'ojo');
	await expect(ojo).toBeVisible();
	await ojo.getByRole('button', { name: '选择 TA 选的角色' }).click();
	await page.getByRole('dialog').getByRole('button', { name: '小恶魔' }).click();
	await expect(ojo.getByTestId('choice-line').first()).toHaveText(
		'没有玩家是小恶魔：由你选择谁死亡（一名或多名玩家）。'
	);
	const targets = ojo.getByTestId('kill-targets');
	await targets.getByRole('button', { name: /^杀死\s*Gus$/ }).click();
	// Still the Ojo's step: another death may follow, "nobody dies" no longer offered.
	await expect(ojo.getByRole('heading', { name: '再选一人死亡（可选）' })).toBeVisible();
	await expect(targets.getByRole('button', { name: /Gus/ })).toHaveCount(0);
	await expect(targets.getByRole('button', { name: '无人死亡' })).toHaveCount(0);
	await ojo.getByTestId('night-choice').scrollIntoViewIfNeeded();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/choice-ojo-miss-zh-CN-1024.png` });
	await targets.getByRole('button', { name: /^杀死\s*Eve$/ }).click();
	await ojo.locator('.nav .button.primary').click();
	const dawn = card(page, 'dawn');
	await expect(card(page, 'empath')).toBeVisible();
	await card(page, 'empath').locator('.nav .button.primary').click();
	await expect(dawn).toBeVisible();
	await expect(dawn.getByTestId('dawn-deaths')).toContainText(/Gus\s*（奥赫）/);
	await expect(dawn.getByTestId('dawn-deaths')).toContainText(/Eve\s*（奥赫）/);
});

test('a Lunatic who thinks he is the Ojo names a character: nobody dies, the Demon learns it', async ({
	page
}) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	const deals = ['lunatic', 'imp', 'empath', 'monk', 'chef', 'poisoner', 'saint'];
	const id = await seedGame(page, {
		id: 'choices-lunatic',
		locale: 'zh-CN',
		script: scriptOf('choices', 'Choices', [...deals, 'ojo']),
		deals,
		rules: 1,
		more: [
			{ type: 'seat/thinks', seat: 's1', character: 'ojo' },
			...done('dusk', 'minioninfo', 'lunatic', 'demoninfo', 'poisoner', 'chef', 'empath', 'dawn'),
			{ type: 'day/started' },
			{ type: 'execution', seat: null, died: false },
			{ type: 'night/started' },
			...done('dusk', 'poisoner', 'monk')
		]
	});
	await page.goto(`/game/${id}`);
	const lunatic = card(page, 'lunatic');
	await expect(lunatic).toBeVisible();
	await lunatic.getByRole('button', { name: '选择 TA 选的角色' }).click();
	await page.getByRole('dialog').getByRole('button', { name: '共情者' }).click();
	await expect(lunatic.getByTestId('choice-entered')).toHaveText(/共情者/);
	await expect(lunatic.getByTestId('choice-line')).toHaveText(
		/^Alice\s*是疯子，只是以为自己是奥赫：没有人死亡。恶魔会得知这个选择。$/
	);
	await expect(lunatic.getByTestId('kill-targets')).toHaveCount(0);
	await lunatic.getByTestId('night-choice').scrollIntoViewIfNeeded();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/choice-lunatic-ojo-zh-CN-1024.png` });
	await lunatic.locator('.nav .button.primary').click();
	await expect(card(page, 'lunatic:demon')).toBeVisible();
	await expect(page.locator('.ring [data-seat="s3"]')).not.toHaveClass(/dead/);
});
