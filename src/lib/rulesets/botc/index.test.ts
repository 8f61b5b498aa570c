import { describe, expect, it } from 'vitest';
import * as engine from './index';

describe('the engine’s public API (the contract in DESIGN.md)', () => {
	it('exports the documented functions', () => {
		for (const name of [
			'apply',
			'emptyState',
			'replay',
			'createHistory',
			'dispatch',
			'undo',
			'redo',
			'canUndo',
			'majority',
			'votingOrder',
			'nightSteps',
			'dawnChanges',
			'checkWin',
			'publicView',
			'parseScript',
			'teamCounts',
			'validateSetup',
			'randomCharacters',
			'dealCharacters',
			'suggestBluffs',
			'isRejection',
			'reject'
		])
			expect(typeof (engine as Record<string, unknown>)[name], name).toBe('function');
	});

	it('answers plain JSON calls', () => {
		expect(engine.teamCounts(12)).toEqual({ townsfolk: 7, outsider: 2, minion: 2, demon: 1 });
		expect(() => engine.teamCounts(21)).toThrow(RangeError);
		expect(engine.majority(9)).toBe(5);
		const parsed = engine.parseScript(JSON.parse('[{"id":"_meta","name":"Two"},"imp","chef"]'));
		expect(parsed.ok && parsed.script.name).toBe('Two');
		expect(parsed.ok && parsed.script.characters.map((c) => [c.id, c.team, c.name])).toEqual([
			['imp', 'demon', 'Imp'],
			['chef', 'townsfolk', 'Chef']
		]);
		const bad = engine.parseScript('[3]');
		expect(bad.ok).toBe(false);
		expect(!bad.ok && bad.errors[0]?.path).toBe('[0]');
	});
});
