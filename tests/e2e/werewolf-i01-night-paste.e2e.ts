import { type Page, expect, test } from '@playwright/test';
import { gameId, waitStored } from './werewolf-games';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

// With I01_SHOTS set to a folder, the paste panel is saved there at both widths.
const SHOTS = process.env.I01_SHOTS;

/** An instant written in Beijing time (the forum's time). */
const bj = (d: number, hh: number, mm: number) => new Date(Date.UTC(2026, 11, d, hh - 8, mm));

const WORDS = {
	'zh-CN': { seats: '角色', flow: '流程', role: '身份' },
	en: { seats: 'Players', flow: 'Play', role: 'Role' }
};

/** Seat number (1…12) of each role, read from the director's table (the deal is random). */
async function seats(page: Page, lang: keyof typeof WORDS = 'zh-CN') {
	const w = WORDS[lang];
	await page.getByRole('tab', { name: w.seats, exact: true }).click();
	const table = page.locator('table', { has: page.getByRole('columnheader', { name: w.role }) });
	const roles = await table.locator('tbody tr td:nth-child(3)').allTextContents();
	const out: Record<string, number[]> = {};
	roles.forEach((r, i) => (out[r.trim()] = [...(out[r.trim()] ?? []), i + 1]));
	await page.getByRole('tab', { name: w.flow, exact: true }).click();
	return out;
}

/** The page and the paste panel at 1024 and 390 wide, when I01_SHOTS names a folder. */
async function shots(page: Page, name: string) {
	if (!SHOTS) return;
	await page.screenshot({ path: `${SHOTS}/i01-night-paste-${name}.png`, fullPage: true });
	await page.setViewportSize({ width: 390, height: 844 });
	const panel = page.getByTestId('action-paste');
	await panel.screenshot({ path: `${SHOTS}/i01-night-paste-${name}-390.png` });
	await page.setViewportSize({ width: 1024, height: 768 });
}

const one = (list: number[] | undefined, i = 0): number => {
	const n = list?.[i];
	if (n === undefined) throw new Error('role missing from the deal');
	return n;
};

// Night 1 of a 12-player I01 game, its 功能树洞 pasted at once: the guard protects the seer and
// soundproofs villager B; the piper pipes B (no effect); the seer divines a werewolf; two wolves
// name a kill, the later one (B) counts; the witch poisons villager C and seals it with 确定.
// Villager A, a lover, posts a 守护 she does not hold; a wolf posts nothing readable.
test('I01: the night’s pasted action posts are entered phase by phase and the night resolves as the seed says', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.clock.install({ time: bj(1, 5, 50) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('i01-phase');
	await expect(phase).toHaveText('第零日夜晚');

	const r = await seats(page);
	const [seer, witch, guard, cupid, piper] = ['先知', '女巫', '守卫', '爱神', '吹笛'].map((x) =>
		one(r[x])
	) as [number, number, number, number, number];
	const [a, b, c] = [0, 1, 2].map((i) => one(r['村民'], i)) as [number, number, number];
	const [w1, w2, w3] = [0, 1, 2].map((i) => one(r['狼人'], i)) as [number, number, number];
	const who = (n: number) => `${n}号 玩家${n}`;

	// Lovers: Cupid and villager A (both of the village; not of one kind).
	await page.getByRole('combobox', { name: '情侣一' }).selectOption(`s${cupid}`);
	await page.getByRole('combobox', { name: '情侣二' }).selectOption(`s${a}`);
	await page.getByRole('button', { name: '成为情侣' }).click();
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(phase).toHaveText('第1天白天');
	await page.locator('.ballots select').nth(0).selectOption(`s${w1}`);
	await page.getByRole('button', { name: '计票', exact: true }).click();
	await page.clock.setSystemTime(bj(2, 21, 0));
	await page.getByRole('button', { name: '进入第1天夜晚' }).click();
	await expect(phase).toContainText('夜晚1');

	const POSTS = `【第1天夜晚 功能树洞】请在各自阶段内回复
玩家${guard}
发表于 2026-12-2 21:03 | 只看该作者
沙发
守护：${seer}号
隔音 @玩家${b}

3楼 玩家${a} 2026-12-02 21:04 守护 1号
4楼 玩家${piper} 2026-12-02 21:20 吹笛 “玩家${b}”
5楼 玩家${seer} 2026-12-02 21:33 预言 ${w1}号
6楼 玩家${w1} 2026-12-02 21:35 刀 ${seer}号
7楼 玩家${w3} 2026-12-02 21:36 晚安各位
8楼 玩家${w2} 2026-12-02 21:40 杀人：${b}号
玩家${witch}
发表于 2026-12-2 21:50 | 只看该作者
9楼
毒药 @玩家${c}
确定`;
	const paste = page.getByTestId('action-paste');
	await paste.getByRole('textbox', { name: '夜晚行动帖内容' }).fill(POSTS);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('action-post');
	await expect(posts).toHaveCount(8);
	await expect(posts.nth(0)).toContainText(`【守护】 → ${who(seer)}`);
	await expect(posts.nth(0)).toContainText(`【隔音】 → ${who(b)}`);
	await expect(posts.nth(1)).toContainText('此人没有该技能（或已出局、罚下）');
	await expect(posts.nth(1).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(4)).toContainText('同一技能多次回复：以最后一帖为准');
	await expect(posts.nth(4).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(5)).toContainText('读不出技能和目标');
	await expect(posts.nth(6)).toContainText(`【杀人】 → ${who(b)}`);
	await expect(posts.nth(6)).toContainText('同一技能多次回复：以最后一帖为准');
	await expect(posts.nth(6).getByRole('checkbox')).toBeChecked();
	await expect(posts.nth(6)).toContainText('夜晚4：到时再录入');
	await expect(posts.nth(7)).toContainText(`【毒药】 → ${who(c)}`);
	await expect(posts.nth(7)).toContainText('已写“确定”');
	await shots(page, 'zh');

	// The director counts villager A's 守护 instead: the engine refuses it, with its reason; the
	// guard's 隔音 is entered. Ticked back, the guard's 守护 goes in too.
	await posts.nth(1).getByRole('checkbox').check();
	await expect(posts.nth(0).getByRole('checkbox').first()).not.toBeChecked();
	await paste.getByRole('button', { name: '确认并录入夜晚1的 2 项' }).click();
	await expect(page.getByRole('alert')).toContainText(`${who(a)}没有可用的【守护】`);
	await expect(paste.getByRole('status')).toHaveText('已录入 1 项；下一项被拒绝，原因见上方提示');
	await posts.nth(0).getByRole('checkbox').first().check();
	await paste.getByRole('button', { name: '确认并录入夜晚1的 1 项' }).click();
	await expect(paste.getByRole('status')).toHaveText('已录入 1 项');
	await expect(posts.nth(0).getByTestId('action-act').first()).toContainText('已录入');
	// Each entry is a logged event of the session: undone, it can be entered again.
	const events = 7;
	await waitStored(page, id, events + 2);
	await page.getByRole('button', { name: '撤销' }).click();
	await waitStored(page, id, events + 1);
	await paste.getByRole('button', { name: '确认并录入夜晚1的 1 项' }).click();
	await waitStored(page, id, events + 2);

	await page.getByRole('button', { name: '结算夜晚1' }).click();
	await expect(posts.nth(0)).toContainText('夜晚1：已结算');
	await paste.getByRole('button', { name: '确认并录入夜晚2的 1 项' }).click();
	await page.getByRole('button', { name: '结算夜晚2' }).click();
	await paste.getByRole('button', { name: '确认并录入夜晚3的 1 项' }).click();
	await page.getByRole('button', { name: '结算夜晚3' }).click();
	await paste.getByRole('button', { name: '确认并录入夜晚4的 1 项' }).click();
	await page.getByRole('button', { name: '结算夜晚4（夜晚5无技能，一并结算）' }).click();
	await paste.getByRole('button', { name: '确认并录入夜晚6的 1 项' }).click();
	await page.getByRole('button', { name: /^结算夜晚6/ }).click();
	await expect(phase).toHaveText('第1天夜晚已结算');

	for (const line of [
		`守卫${who(guard)}【守护】${who(seer)}：本晚免疫【杀人】`,
		`守卫${who(guard)}【隔音】${who(b)}：本晚免疫【吹笛】`,
		`吹笛${who(piper)}【吹笛】${who(b)}：目标受【隔音】保护，无效`,
		`先知${who(seer)}【预言】${who(w1)}：反馈“非村民阵营”`,
		`${who(w2)}【杀人】${who(b)}：进入濒死状态`,
		`女巫${who(witch)}【毒药】${who(c)}：出局`,
		`夜晚结束：濒死的${who(b)}出局`
	])
		await expect(page.getByText(line, { exact: true }).first()).toBeVisible();
	await page.getByRole('button', { name: '开始第2天白天' }).click();
	await expect(phase).toHaveText('第2天白天');
});

test.describe('in English', () => {
	test.use({ locale: 'en' });

	// The same panel in English: what it read, its flags and the phase of each act.
	test('I01: the pasted action posts are read and flagged in English', async ({ page }) => {
		await page.clock.install({ time: bj(1, 5, 50) });
		await page.goto('/new');
		await page.getByTestId('ruleset-werewolf-i01').click();
		await page.getByTestId('ww-create').click();
		await page.waitForURL(/\/game\//);
		const r = await seats(page, 'en');
		const [seer, guard, a] = [r['Seer'], r['Guard'], r['Villager']].map((x) => one(x));
		const [w1, w2] = [0, 1].map((i) => one(r['Werewolf'], i));
		// Lovers of the village (Cupid and a villager), so no werewolf leaves its team.
		const [cupid, other] = [one(r['Cupid']), one(r['Villager'], 1)];
		await page.getByRole('combobox', { name: 'First lover' }).selectOption(`s${cupid}`);
		await page.getByRole('combobox', { name: 'Second lover' }).selectOption(`s${other}`);
		await page.getByRole('button', { name: 'Make them lovers' }).click();
		await page.getByRole('button', { name: 'End night zero, open day 1' }).click();
		await page.getByRole('button', { name: 'Count the votes' }).click();
		await page.clock.setSystemTime(bj(2, 21, 0));
		await page.getByRole('button', { name: 'Start night 1' }).click();
		await expect(page.getByTestId('i01-phase')).toHaveText('Night 1 · phase 1');

		const paste = page.getByTestId('action-paste');
		await paste.getByRole('textbox', { name: "The night's action posts" }).fill(
			`#2 Player ${guard} 2026-12-02 21:03 守护：${seer}号
#3 Player ${a} 2026-12-02 21:04 守护 1号
#4 Player ${w1} 2026-12-02 21:35 刀 ${seer}号
#5 Player ${w2} 2026-12-02 21:40 杀人 @Player ${a}
#6 Player ${guard} 2026-12-02 21:20 隔音 ${a}号
#7 Player ${a} 2026-12-02 21:41 good night`
		);
		await paste.getByRole('button', { name: 'Read' }).click();
		const posts = paste.getByTestId('action-post');
		await expect(posts).toHaveCount(6);
		await expect(posts.nth(0)).toContainText(`【Protect】 → #${seer} Player ${seer}`);
		await expect(posts.nth(0)).toContainText('Night phase 1: open now');
		await expect(posts.nth(1)).toContainText(
			'This player has no such skill (or is out or ejected)'
		);
		await expect(posts.nth(2)).toContainText('Same skill posted more than once: the latest counts');
		await expect(posts.nth(3)).toContainText('Night phase 4: enter it then');
		await expect(posts.nth(4)).toContainText('Replied after the phase closed');
		await expect(posts.nth(5)).toContainText('No skill and target could be read');
		await shots(page, 'en');
		await paste.getByRole('button', { name: 'Enter 1 for night phase 1' }).click();
		await expect(paste.getByRole('status')).toHaveText('1 entered');
		await expect(posts.nth(0)).toContainText('Entered');
	});
});

// Night zero's 功能树洞 pasted: Cupid's first arrow names one lover only (flagged, not counted),
// a werewolf names the lone wolf, Cupid's second post names two villagers. The arrows go in
// first, 托孤 after them; the lovers are the two villagers, as the seed's 【金箭】 says.
test('I01: night zero’s pasted posts set the lovers, then the lone wolf', async ({ page }) => {
	test.setTimeout(60_000);
	await page.clock.install({ time: bj(1, 21, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	await expect(page.getByTestId('i01-phase')).toHaveText('第零日夜晚');
	const r = await seats(page);
	const cupid = one(r['爱神']);
	const [a, b] = [0, 1].map((i) => one(r['村民'], i)) as [number, number];
	const [w1, w2] = [0, 1].map((i) => one(r['狼人'], i)) as [number, number];
	const who = (n: number) => `${n}号 玩家${n}`;

	const paste = page.getByTestId('action-paste');
	await expect(paste).toContainText('爱神【金箭】写两名角色');
	await paste.getByRole('textbox', { name: '夜晚行动帖内容' }).fill(
		`【第零日夜晚 功能树洞】
2楼 玩家${cupid} 2026-12-01 21:10 金箭 ${a}号
3楼 玩家${w1} 2026-12-01 21:20
托孤：@玩家${w2}
玩家${cupid}
发表于 2026-12-1 21:30 | 只看该作者
4楼
金箭：@玩家${a} @玩家${b}`
	);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('action-post');
	await expect(posts).toHaveCount(3);
	await expect(posts.nth(0)).toContainText(`【金箭】 → ${who(a)}`);
	await expect(posts.nth(0)).toContainText('目标人数不对');
	await expect(posts.nth(0).getByRole('checkbox')).toBeDisabled();
	await expect(posts.nth(1)).toContainText(`【托孤】 → ${who(w2)}`);
	await expect(posts.nth(1)).toContainText('【金箭】录入后再录入');
	await expect(posts.nth(2)).toContainText(`【金箭】 → ${who(a)}和${who(b)}`);
	await expect(posts.nth(2)).toContainText('第零日夜晚：现在录入');
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/i01-night0-paste.png`, fullPage: true });

	const end = page.getByRole('button', { name: '结束第零日夜晚，开始第1天' });
	await expect(end).toBeDisabled();
	await paste.getByRole('button', { name: '确认并录入第零日夜晚的 1 项' }).click();
	await expect(paste.getByRole('status')).toHaveText('已录入 1 项');
	await expect(
		page.getByText(`爱神【金箭】：${who(a)}与${who(b)}成为情侣，互知共群`, { exact: true })
	).toBeVisible();
	await expect(posts.nth(2)).toContainText('已录入');
	await expect(posts.nth(1)).toContainText('第零日夜晚：现在录入');
	await paste.getByRole('button', { name: '确认并录入第零日夜晚的 1 项' }).click();
	await expect(
		page.getByText(`狼人${who(w1)}【托孤】：${who(w2)}获得孤狼身份`, { exact: true })
	).toBeVisible();
	await expect(end).toBeEnabled();
	await end.click();
	await expect(page.getByTestId('i01-phase')).toHaveText('第1天白天');
});
