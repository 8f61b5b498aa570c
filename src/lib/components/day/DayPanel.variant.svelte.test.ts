import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { applyTerms } from '$lib/rulesets/jingmantianba';
import { PlayUi } from '$lib/state/play-ui.svelte';
import SessionHost from '../grimoire/testing/SessionHost.svelte';
import { sevenPlayerGame } from '../grimoire/testing/seven';
import DayPanel from './DayPanel.svelte';
import { clearDb } from '$lib/persistence/testing';

// 《井满田坝》 says 团长 for 恶魔 and 进盒 for 死亡. Its words replace words of the message,
// before the names are filled in: a player named 恶魔猎手 keeps their name.

beforeEach(async () => {
	await clearDb();
	locale.set('zh-CN');
	locale.terms = applyTerms;
});
afterEach(() => {
	locale.terms = null;
});

describe('DayPanel in a 《井满田坝》 game: a player named 恶魔猎手', () => {
	it('keeps the name in a refused nomination, the message in the variant’s words', async () => {
		const session = await sevenPlayerGame('variant-refused', [
			{ type: 'seat/renamed', seat: 's4', name: '恶魔猎手' },
			{ type: 'seat/died', seat: 's4' },
			{ type: 'day/started' }
		]);
		const ui = new PlayUi();
		render(SessionHost, { session, panel: DayPanel, ui });
		await fireEvent.click(screen.getByRole('button', { name: '发起提名' }));
		ui.tapSeat('s4');
		ui.tapSeat('s1');
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent('不能这样提名：恶魔猎手已进盒，进盒的玩家不能提名');
		expect(document.body.textContent).not.toContain('团长猎手');
	});

	it('keeps the name in the day’s record of the execution', async () => {
		const session = await sevenPlayerGame('variant-executed', [
			{ type: 'seat/renamed', seat: 's4', name: '恶魔猎手' },
			{ type: 'day/started' },
			{ type: 'execution', seat: 's4', died: true }
		]);
		render(SessionHost, { session, panel: DayPanel });
		expect(document.body.textContent).toContain('恶魔猎手被处决，进盒');
		expect(document.body.textContent).not.toContain('团长猎手');
	});
});
