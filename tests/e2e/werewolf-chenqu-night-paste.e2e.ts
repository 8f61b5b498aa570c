import { type Page, expect, test } from '@playwright/test';
import { gameId, waitStored } from './werewolf-games';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** An instant written in Beijing time (the forum's time). */
const bj = (d: number, hh: number, mm: number) => new Date(Date.UTC(2026, 11, d, hh - 8, mm));

const NAMES = [
	'月下独酌',
	'小明',
	'青衫客',
	'夜雨',
	'阿白',
	'风起',
	'南柯',
	'老K',
	'北冥',
	'长安',
	'白露',
	'秋水',
	'寒江',
	'孤城',
	'星河',
	'青柠',
	'木子',
	'山鬼',
	'云中君',
	'江南'
];

/** The dealt identities (seat id → role id), read from the stored 'setup/roles' event. */
async function dealt(page: Page, id: string): Promise<Record<string, string>> {
	return page.evaluate(
		(gameId) =>
			new Promise<Record<string, string>>((done, fail) => {
				const open = indexedDB.open('storyteller-grimoire');
				open.onerror = () => fail(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const all = db
						.transaction('events', 'readonly')
						.objectStore('events')
						.getAll(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]));
					all.onsuccess = () => {
						const rows = all.result as {
							event: { type: string; roles?: Record<string, string> };
						}[];
						done(rows.find((r) => r.event.type === 'setup/roles')?.event.roles ?? {});
						db.close();
					};
				};
			}),
		id
	);
}

const USED = ['witch', 'guard', 'seer', 'nun', 'blackWolf', 'envoy', 'whiteWolf', 'wolfLeader'];
const loversOf = (roles: Record<string, string>) =>
	Object.keys(roles).filter((k) => !USED.includes(roles[k] as string) && roles[k] !== 'cupid');

// A 20-player night entered by paste (issue 31): the replies come in out of order, one late; the
// review shows each act's reading, the late one unticked, and every counted act tried on the desk
// first; one tap enters them, and the resolution follows the seed's order.
test('沉取场: the night’s skill replies pasted are read, checked and entered', async ({ page }) => {
	await page.clock.install({ time: bj(1, 9, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-20').click();
	await page.getByTestId('ww-names').fill(NAMES.join('\n'));
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('wwc-phase');
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('button', { name: '加入狼队' }).click();
	const roles = await dealt(page, id);
	const seatOf = (role: string) => Object.keys(roles).find((k) => roles[k] === role) as string;
	const nameOf = (role: string) => NAMES[Number(seatOf(role).slice(1)) - 1] as string;
	const numberOf = (role: string) => `${seatOf(role).slice(1)}号`;
	// Lovers: two players whose skills the paste does not use.
	const citizens = loversOf(roles);
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption(citizens[0]!);
	await arrows.nth(1).selectOption(citizens[1]!);
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.clock.setSystemTime(bj(1, 9, 30));
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await expect(phase).toHaveText('第 1 天');
	await page.clock.setSystemTime(bj(2, 21, 30));
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await page.clock.setSystemTime(bj(2, 21, 31));
	await page.getByRole('button', { name: '入夜：开始第 1 夜' }).click();
	await expect(phase).toHaveText('第 1 夜');
	await waitStored(page, id, 9);

	// The seer is shielded and killed; the wolves' 卫道 hides the black wolf from the seer; the
	// witch poisons the envoy. The guard's second reply (21:50) is after 21:45.
	const text = [
		'【第1夜】技能发动',
		`3楼 ${nameOf('witch')} 2026-12-02 22:20`,
		`毒药：${numberOf('envoy')}`,
		'确定',
		`2楼 ${nameOf('guard')} 2026-12-02 21:35 守护之盾：${nameOf('seer')}`,
		`4楼 ${nameOf('guard')} 2026-12-02 21:50 守护之盾 ${numberOf('witch')}`,
		`5楼 ${nameOf('nun')} 2026-12-02 21:55 卫道 ${numberOf('blackWolf')}`,
		`6楼 ${nameOf('seer')} 2026-12-02 22:05 预言 ${numberOf('blackWolf')}`,
		`7楼 ${nameOf('blackWolf')} 2026-12-02 22:10 刀 ${numberOf('seer')}`
	].join('\n');
	const paste = page.getByTestId('wwc-action-paste');
	await paste.getByRole('textbox', { name: '夜晚技能回复内容' }).fill(text);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('wwc-action-post');
	await expect(posts).toHaveCount(6);
	await expect(posts.nth(0)).toContainText(`【毒药】 → ${nameOf('envoy')}`);
	await expect(posts.nth(0)).toContainText('已写“确定”');
	await expect(posts.nth(0)).toContainText('将计入 ✓');
	await expect(posts.nth(2)).toContainText('阶段截止后回复');
	await expect(posts.nth(2).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(1).getByRole('checkbox')).toBeChecked();
	if (process.env.WWC_SHOTS)
		await paste.screenshot({ path: `${process.env.WWC_SHOTS}/wwc-night-paste.png` });

	await paste.getByRole('button', { name: '确认并录入 5 项' }).click();
	await expect(paste.getByRole('status')).toHaveText('已录入 5 项');
	await waitStored(page, id, 14);
	// Read again: everything now reads as entered.
	await paste.getByRole('button', { name: '读取' }).click();
	await expect(posts.nth(1)).toContainText('已录入');

	// The resolution, in the seed's order: 守护 → 卫道 → 预言 → 杀人 → 毒药.
	const preview = page.locator('section.card', {
		has: page.getByRole('heading', { name: /结算预览/ })
	});
	const lines = await preview.getByText(/^【(守护之盾|卫道|预言|杀人|毒药)】/).allTextContents();
	expect(lines.map((l) => /^【(.+?)】/.exec(l)?.[1])).toEqual([
		'守护之盾',
		'卫道',
		'预言',
		'杀人',
		'毒药'
	]);
	await expect(
		preview.getByText(`${nameOf('seer')} 受【守护之盾】保护：对其的指杀无效`)
	).toBeVisible();
	await expect(preview.getByText('目标受【卫道】保护，无反馈')).toBeVisible();
});

test('沉取场: a refused act shows its reason on its line before anything is entered', async ({
	page
}) => {
	await page.clock.install({ time: bj(1, 9, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-20').click();
	await page.getByTestId('ww-names').fill(NAMES.join('\n'));
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('button', { name: '加入狼队' }).click();
	const roles = await dealt(page, id);
	const seatOf = (role: string) => Object.keys(roles).find((k) => roles[k] === role) as string;
	const nameOf = (role: string) => NAMES[Number(seatOf(role).slice(1)) - 1] as string;
	const citizens = loversOf(roles);
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption(citizens[0]!);
	await arrows.nth(1).selectOption(citizens[1]!);
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.clock.setSystemTime(bj(1, 9, 30));
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await page.clock.setSystemTime(bj(2, 21, 30));
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await page.clock.setSystemTime(bj(2, 21, 31));
	await page.getByRole('button', { name: '入夜：开始第 1 夜' }).click();
	await waitStored(page, id, 9);
	// The witch names herself for 毒药 (选择一名其他角色): refused on its line, not “将计入”.
	const text = `2楼 ${nameOf('witch')} 2026-12-02 22:20 毒药 ${nameOf('witch')}
3楼 ${nameOf('guard')} 2026-12-02 21:35 隔音之盾 ${nameOf('seer')}`;
	const paste = page.getByTestId('wwc-action-paste');
	await paste.getByRole('textbox', { name: '夜晚技能回复内容' }).fill(text);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('wwc-action-post');
	await expect(posts.nth(0).getByTestId('wwc-paste-verdict')).toContainText('不能计入：');
	await expect(posts.nth(1).getByTestId('wwc-paste-verdict')).toHaveText('将计入 ✓');
	if (process.env.WWC_SHOTS)
		await paste.screenshot({ path: `${process.env.WWC_SHOTS}/wwc-night-refused.png` });
	await paste.getByRole('button', { name: '确认并录入 1 项' }).click();
	await waitStored(page, id, 10);
});
