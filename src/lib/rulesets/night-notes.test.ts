import { describe, expect, it } from 'vitest';
import {
	apply,
	emptyState,
	isRejection,
	rejectionSummary,
	nightSteps,
	parseScript,
	type GameEvent,
	type GameState
} from './botc';
import { SAMPLE_SCRIPT } from './jingmantianba/sample';
import { nightNotes } from './night-notes';

function play(ruleset: string): GameState {
	const parsed = parseScript(SAMPLE_SCRIPT);
	if (!parsed.ok) throw new Error('sample script must parse');
	const seats = Array.from({ length: 7 }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }));
	const deal = [
		'jmtbpeeker',
		'jmtbtally',
		'jmtblantern',
		'jmtbsleeper',
		'jmtbpeeker',
		'jmtbledger',
		'jmtbbosshand'
	];
	const events: GameEvent[] = [
		{
			type: 'game/created',
			at: 1,
			id: 'g',
			ruleset,
			name: 'g',
			script: parsed.script,
			seed: 1,
			seats
		},
		{
			type: 'setup/dealt',
			at: 2,
			deals: seats.map((s, i) => ({
				seat: s.id,
				character: deal[i] as string,
				thinks: null,
				alignment: null
			}))
		},
		{ type: 'night/started', at: 3 },
		{ type: 'reminder/added', at: 4, seat: 's1', source: 'jmtbledger', label: '精神错乱' },
		{ type: 'reminder/added', at: 5, seat: 's3', source: 'custom', label: 'Poisoned' }
	];
	let state = emptyState();
	for (const e of events) {
		const next = apply(state, e);
		if (isRejection(next)) throw new Error(rejectionSummary(next));
		state = next;
	}
	return state;
}

describe('night notes', () => {
	it('say in 《井满田坝》 that 826 has no night group chat', () => {
		const state = play('jingmantianba');
		const info = nightSteps(state).find((s) => s.kind === 'minioninfo');
		expect(info).toBeDefined();
		expect(nightNotes(state, info!)[0]?.['zh-CN']).toContain('826 没有夜晚的群聊');
	});

	it('say a poisoned non-information ability fails outright', () => {
		const state = play('jingmantianba');
		const lantern = nightSteps(state).find((s) => s.character === 'jmtblantern');
		expect(lantern?.poisoned).toBe(true);
		expect(nightNotes(state, lantern!)[0]?.['zh-CN']).toContain('必定失败');
	});

	it('say a poisoned information ability may give false information (the Chinese reminder counts)', () => {
		const state = play('jingmantianba');
		const peeker = nightSteps(state).find((s) => s.character === 'jmtbpeeker');
		expect(peeker?.poisoned).toBe(true);
		expect(nightNotes(state, peeker!)[0]?.['zh-CN']).toContain('错误信息');
	});

	it('add nothing in a standard game', () => {
		const state = play('botc');
		for (const step of nightSteps(state)) expect(nightNotes(state, step)).toEqual([]);
	});
});
