import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import type { ThreadFacts } from '$lib/rulesets/forum/thread';
import ThreadPaste from './ThreadPaste.svelte';

beforeEach(() => locale.set('zh-CN'));

const FACTS: ThreadFacts = {
	players: ['长安', '夜雨', '青衫', '落雁'].map((name, i) => ({
		id: `p${i + 1}`,
		name,
		seat: i + 1
	})),
	deadline: '2026-12-03T21:30:00+08:00',
	opens: '2026-12-01T21:30:00+08:00',
	voters: ['p1', 'p2', 'p3', 'p4'],
	weights: { p3: 2 }
};

const THREAD = [
	'2楼 长安 2026-12-02 10:00 投 夜雨，理由：发言太飘',
	'3楼 青衫 2026-12-02 10:05 投 长安',
	'4楼 落雁 2026-12-02 10:10 投 青衫'
].join('\n');

describe('the vote-thread review', () => {
	it('shows the desk’s deadline, the original text as pasted, and a refusal on its own post', async () => {
		const user = userEvent.setup();
		// The desk's dry run refuses 落雁's ballot (p4) as the reducer would.
		const check = vi.fn((ballots: { voter: string }[]) =>
			ballots.map((b) => (b.voter === 'p4' ? '落雁 不能投票（出局或罚下）' : null))
		);
		const onconfirm = vi.fn(async (ballots: unknown[]) => ballots.length);
		render(ThreadPaste, { facts: FACTS, check, onconfirm });
		expect(screen.getByLabelText('投票截止')).toHaveValue('2026-12-03T21:30');
		await user.type(screen.getByRole('textbox', { name: '投票贴内容' }), THREAD);
		await user.click(screen.getByRole('button', { name: '读取' }));
		const posts = screen.getAllByTestId('thread-post');
		expect(posts).toHaveLength(3);
		expect(within(posts[0]!).getByLabelText('原文').textContent).toBe(
			'2楼 长安 2026-12-02 10:00 投 夜雨，理由：发言太飘'
		);
		expect(posts[1]).toHaveTextContent('青衫（计 2 票） → 长安');
		expect(within(posts[2]!).getByTestId('thread-refusal')).toHaveTextContent(
			'录入会被拒绝：落雁 不能投票（出局或罚下）'
		);
		expect(within(posts[2]!).getByTestId('thread-status')).toHaveTextContent('不录入');
		expect(within(posts[2]!).getByRole('checkbox')).not.toBeChecked();
		expect(within(posts[0]!).getByTestId('thread-status')).toHaveTextContent('将录入 ✓');
		await user.click(screen.getByRole('button', { name: '确认并录入 2 张选票' }));
		expect(onconfirm).toHaveBeenCalledWith([
			{ voter: 'p1', target: 'p2', floor: 2, postedAt: '2026-12-02T10:00:00+08:00' },
			{ voter: 'p3', target: 'p1', floor: 3, postedAt: '2026-12-02T10:05:00+08:00' }
		]);
	});
});
