import { expect, test, type Page } from '@playwright/test';
import { openGame, reloadSaved } from './fixtures/play-game';
import { hold, storedSetting } from './helpers';

// A seven-player Trouble Brewing game played through the grimoire's screens, from the first
// night (stored as dealt: the setup screens are another area's) to good's win, then undo and
// redo. Alice is the Imp, Bob the Poisoner, Chen the Drunk who thinks he is the Empath, Dana
// the Washerwoman, Eve the Chef, Fang the Fortune Teller, Gus the Virgin.

test.use({
	serviceWorkers: 'block',
	locale: 'en-US',
	baseURL: process.env.PLAY_BASE ?? undefined
});
test.setTimeout(90_000);

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });

/** Holds the hold-to-confirm button named `name` until it acts. */
const holdButton = (page: Page, name: string) => hold(page, page.getByRole('button', { name }));

async function saved(page: Page) {
	const problem = page.getByTestId('storage-problem');
	if (await problem.count()) throw new Error(`storage problem: ${await problem.textContent()}`);
}

async function stepTitle(page: Page) {
	await saved(page);
	return page.locator('.night article h3');
}

async function vote(page: Page, hands: boolean[]) {
	await saved(page);
	for (const up of hands) await button(page, up ? /Hand up/ : 'No hand').click();
}

test('a seven-player game from the first night to good’s win, then undo and redo', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { id: 'tb-seven', seats: 7, locale: 'en' });
	await expect(page.getByText('Night 1').first()).toBeVisible();

	// First night: dusk, then the minions learn their demon.
	await expect(await stepTitle(page)).toHaveText('Dusk');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Minion info');
	const info = page.locator('.night dl');
	await expect(info).toContainText('Alice');
	await expect(info).toContainText('Bob');
	await expect(seat(page, 'Bob').locator('.token-wrap')).toBeVisible();
	await expect(page.locator('.seat.acting')).toHaveCount(1);
	await button(page, 'Show THIS IS THE DEMON').click();
	const card = page.getByRole('dialog', { name: 'THIS IS THE DEMON' });
	await expect(card).toContainText('Alice');
	await card.click(); // a tap does not close it
	await expect(card).toBeVisible();
	await holdButton(page, 'Hold to close');
	await expect(card).toBeHidden();

	// The demon learns the minions and three bluffs.
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Demon info');
	await expect(info).toContainText('Bob');
	await expect(info).toContainText('Librarian');
	await button(page, 'Show THESE CHARACTERS ARE NOT IN PLAY').click();
	const bluffs = page.getByRole('dialog', { name: 'THESE CHARACTERS ARE NOT IN PLAY' });
	await expect(bluffs.getByRole('img')).toHaveCount(3);
	await holdButton(page, 'Hold to close');
	await expect(bluffs).toBeHidden();
	await button(page, 'Done').click();

	// The poisoner picks Eve: her reminder goes on her seat, and her step may be false.
	await expect(await stepTitle(page)).toHaveText('Poisoner');
	await button(page, 'Poisoned').click();
	await seat(page, 'Eve').click();
	await expect(page.locator('.reminder', { hasText: 'Poisoned' })).toBeVisible();
	await expect(seat(page, 'Eve')).toContainText('Poisoned');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Washerwoman');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Chef');
	await expect(page.getByRole('note')).toContainText('may be false');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Empath');
	await expect(page.locator('.night .who')).toHaveText('Chen');
	await expect(page.getByRole('note')).toContainText('may be false');
	await button(page, 'Skip').click();
	await expect(await stepTitle(page)).toHaveText('Fortune Teller');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Dawn');
	await expect(info).toContainText('Nobody died');
	await button(page, 'Dawn: begin day 1').click();

	// Day 1: a vote that fails, a refused nomination, a vote that puts Fang on the block.
	await expect(page.getByText('7 alive · 4 votes to execute')).toBeVisible();
	await button(page, 'New nomination').click();
	await seat(page, 'Alice').click();
	await seat(page, 'Gus').click();
	await expect(page.getByText('Alice nominates Gus')).toBeVisible();
	await vote(page, [true, true, false, false, false, false, false]);
	await expect(page.getByRole('status').filter({ hasText: 'not enough' })).toBeVisible();
	await button(page, 'Record the result (2 votes)').click();
	await expect(page.getByText('Nobody is about to be executed')).toBeVisible();

	await button(page, 'New nomination').click();
	await seat(page, 'Alice').click();
	await seat(page, 'Dana').click();
	await expect(page.getByRole('alert').filter({ hasText: 'not allowed' })).toContainText(
		'Alice has already nominated today'
	);

	await button(page, 'New nomination').click();
	await seat(page, 'Bob').click();
	await seat(page, 'Fang').click();
	// Counting starts with Gus, the seat after Fang, and ends with Fang.
	await expect(page.locator('.asking')).toContainText('Gus');
	await vote(page, [true, true, true, false, true, true, false]);
	await expect(page.getByTestId('vote-count')).toHaveText('5');
	await button(page, 'Record the result (5 votes)').click();
	await expect(page.getByText('About to be executed: Fang (5 votes)')).toBeVisible();
	await button(page, 'Execute Fang').click();
	await expect(seat(page, 'Fang')).toHaveAttribute('aria-label', /Dead/);
	await expect(page.getByText('Fang was executed and died')).toBeVisible();
	await button(page, 'Dusk: begin night 2').click();

	// Night 2: the Imp kills Dana.
	await expect(page.getByText('Night 2').first()).toBeVisible();
	await button(page, 'Done').click(); // dusk
	await expect(await stepTitle(page)).toHaveText('Poisoner');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Imp');
	await seat(page, 'Dana').click();
	await button(page, 'Dies').click();
	await expect(seat(page, 'Dana')).toHaveAttribute('aria-label', /Dead/);
	await button(page, 'Done').click();
	await doneUntil(page, 'Dawn');
	await expect(info).toContainText('Dana');
	await button(page, 'Dawn: begin day 2').click();

	// Day 2: Alice, the Imp, is executed with Dana's ghost vote; good wins.
	await expect(page.getByText('5 alive · 3 votes to execute')).toBeVisible();
	await button(page, 'New nomination').click();
	await seat(page, 'Gus').click();
	await seat(page, 'Alice').click();
	// Bob, Chen, Dana (dead, ghost vote), Eve, Fang (dead, ghost vote), Gus, Alice.
	await expect(page.locator('.asking')).toContainText('Bob');
	await vote(page, [false, true, true, true, false, true, false]);
	await expect(page.getByTestId('vote-count')).toHaveText('4');
	await button(page, 'Record the result (4 votes)').click();
	await expect(seat(page, 'Dana').locator('.ghost.spent')).toBeVisible();
	await expect(seat(page, 'Fang').locator('.ghost:not(.spent)')).toBeVisible();
	await button(page, 'Execute Alice').click();
	await expect(page.getByRole('alert').filter({ hasText: 'good wins' })).toBeVisible();
	await page.locator('.banner.win').getByRole('button', { name: 'End the game' }).click();
	await button(page, 'Announce and reveal the grimoire').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();
	const reveal = page.locator('.reveal');
	await expect(reveal).toContainText('Imp');
	await expect(reveal).toContainText('Thinks they are the Empath');

	// Undo three steps: the end, the execution, the vote. Then redo them.
	for (let i = 0; i < 3; i++) await button(page, 'Undo').click();
	await expect(page.getByText('Game over')).toHaveCount(0);
	await expect(seat(page, 'Alice')).not.toHaveAttribute('aria-label', /Dead/);
	// The vote comes back as it was counted, every hand in place, ready to record again.
	await expect(page.getByTestId('vote-count')).toHaveText('4');
	await expect(button(page, 'Record the result (4 votes)')).toBeVisible();
	await button(page, 'History').click();
	await expect(page.getByRole('dialog', { name: 'History' })).toContainText('undone');
	await page.getByRole('button', { name: 'Close' }).click();
	for (let i = 0; i < 3; i++) await button(page, 'Redo').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();

	// The game survives a reload.
	await reloadSaved(page);
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();
	await expect(page.locator('.end .reason')).toHaveText('Every Demon is dead: good wins');

	// The suggested reason was kept in both languages: in Chinese the end screen reads in Chinese.
	const gameUrl = page.url();
	await page.goto('/settings');
	await page.getByRole('radio', { name: '简体中文' }).check({ force: true });
	await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');
	await page.goto(gameUrl);
	await expect(page.getByRole('heading', { name: '善良阵营获胜' })).toBeVisible();
	await expect(page.locator('.end .reason')).toHaveText('所有恶魔都已死亡：善良阵营获胜');
});

/** Five of the six players, ordered so that nothing but the planned deaths ends the game. */
function castFor(others: string[], characters: Map<string, string>) {
	const is = (n: string, ...roles: string[]) => roles.includes(characters.get(n) ?? '');
	const scarlet = others.find((n) => is(n, 'Scarlet Woman'));
	const fits = ([, b, , x, y]: string[]) =>
		!is(b!, 'Virgin') &&
		!is(x!, 'Virgin', 'Saint') &&
		!is(y!, 'Soldier', 'Mayor') &&
		(scarlet === undefined || x === scarlet);
	const orders = (rest: string[], k: number): string[][] =>
		k === 0
			? [[]]
			: rest.flatMap((n, i) =>
					orders([...rest.slice(0, i), ...rest.slice(i + 1)], k - 1).map((o) => [n, ...o])
				);
	const cast = orders(others, 5).find(fits);
	if (!cast) throw new Error(`no cast fits ${JSON.stringify([...characters])}`);
	return cast as [string, string, string, string, string];
}

async function doneUntil(page: Page, title: string, each?: () => Promise<void>) {
	for (let i = 0; i < 30; i++) {
		const now = await (await stepTitle(page)).textContent();
		if (now === title) return;
		await each?.();
		await button(page, 'Done').click();
		await expect(await stepTitle(page)).not.toHaveText(now ?? '');
	}
	throw new Error(`never reached ${title}`);
}

test('from the home screen: a random seven-player deal played through the UI to good’s win', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	await page.locator('a[href="/new"]').first().click();
	await page.getByTestId('players-7').click();
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	await page.getByTestId('characters-bag').click();
	for (let n = 1; n <= 7; n++) {
		await hold(page, page.getByTestId(`bag-seat-${n}`));
		await expect(page.getByTestId('bag-reveal')).toBeHidden();
	}
	await hold(page, page.getByTestId('bag-return'));
	await page.getByTestId('start-night').click();

	// Whatever the deal, the grimoire now shows night 1 in the storyteller's language.
	const seats = page.locator('.seat');
	await expect(seats).toHaveCount(7);
	const names = (
		await seats.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
	).map((n) => (n ?? '').split(' · ')[0] ?? '');

	await expect(await stepTitle(page)).toHaveText('Dusk');
	await doneUntil(page, 'Minion info');
	const demon = ((await page.locator('.night dl dd').first().textContent()) ?? '').trim();
	expect(names).toContain(demon);
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Demon info');
	await expect(page.locator('.night .bluff')).toHaveCount(3);
	await doneUntil(page, 'Dawn');
	await button(page, 'Dawn: begin day 1').click();

	// The deal is random, so the roles are chosen around the characters that would change the
	// story: nobody nominates a Virgin, the Saint is never executed, the Soldier and the Mayor are
	// not the demon's kill, and a Scarlet Woman is executed on day 1 (or she would take over).
	const characters = new Map(
		await Promise.all(
			names.map(async (n) => {
				const lines = await seat(page, n).locator('svg text.name').allTextContents();
				return [n, lines.join(' ').trim()] as const;
			})
		)
	);
	expect([...characters.values()].filter((c) => c === '' || c === '?')).toEqual([]);
	const others = names.filter((n) => n !== demon);
	const [a, b, c, x, y] = castFor(others, characters);
	// A vote that fails, a refused nomination, a vote that puts x on the block, x executed.
	await button(page, 'New nomination').click();
	await seat(page, a).click();
	await seat(page, b).click();
	await vote(page, Array(7).fill(false));
	await button(page, 'Record the result (0 votes)').click();
	await button(page, 'New nomination').click();
	await seat(page, a).click();
	await seat(page, c).click();
	await expect(page.getByRole('alert').filter({ hasText: 'not allowed' })).toContainText(
		`${a} has already nominated today`
	);
	await button(page, 'New nomination').click();
	await seat(page, c).click();
	await seat(page, x).click();
	await vote(page, Array(7).fill(true));
	await button(page, 'Record the result (7 votes)').click();
	await expect(page.getByText(`About to be executed: ${x} (7 votes)`)).toBeVisible();
	await button(page, `Execute ${x}`).click();
	await button(page, 'Dusk: begin night 2').click();

	// Night 2: the demon kills y on the demon's step.
	let killed = false;
	await doneUntil(page, 'Dawn', async () => {
		const who = page.locator('.night .who');
		if (killed || !(await who.count()) || (await who.textContent()) !== demon) return;
		await seat(page, y).click();
		await button(page, 'Dies').click();
		killed = true;
	});
	expect(killed).toBe(true);
	await expect(page.locator('.night dl')).toContainText(y);
	await button(page, 'Dawn: begin day 2').click();

	// Day 2: the demon is executed; good wins.
	await button(page, 'New nomination').click();
	await seat(page, a).click();
	await seat(page, demon).click();
	await vote(page, [true, true, true, true, true, true, true]);
	await page.getByRole('button', { name: /^Record the result/ }).click();
	await button(page, `Execute ${demon}`).click();
	await page.locator('.banner.win').getByRole('button', { name: 'End the game' }).click();
	await button(page, 'Announce and reveal the grimoire').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();

	for (let i = 0; i < 3; i++) await button(page, 'Undo').click();
	await expect(seat(page, demon)).not.toHaveAttribute('aria-label', /Dead/);
	for (let i = 0; i < 3; i++) await button(page, 'Redo').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();
});
