import { describe, expect, it } from 'vitest';
import { firstNight, okAll, remind } from '$lib/rulesets/botc/engine/testing/builders';
import { ringLabels } from './ring-labels';

const WORDS = {
	mark: (kind: string) => ({ drunk: '醉酒', poisoned: '中毒' })[kind] ?? kind,
	reminder: (r: { label: string }) => ({ Drunk: '醉酒', Poisoned: '中毒' })[r.label] ?? r.label
};

describe('ringLabels', () => {
	it('draws one label for one effect: the reminder carries the tag that says the same', () => {
		const s = okAll(firstNight(), [
			remind('s3', 'global', 'Drunk'),
			remind('s3', 'custom', 'note')
		]);
		const of3 = ringLabels(s, WORDS).filter((l) => l.owner === 's3');
		expect(of3.map((l) => [l.kind, l.text, l.force])).toEqual([
			['reminder', '醉酒', 'drunk'],
			['reminder', 'note', undefined]
		]);
	});

	it('keeps the reminder when its effect is not in force (no tag)', () => {
		const s = okAll(firstNight(), [
			remind('s3', 'poisoner', 'Poisoned'),
			{ type: 'seat/died', seat: 's6' }
		]);
		const of3 = ringLabels(s, WORDS).filter((l) => l.owner === 's3');
		expect(of3.map((l) => l.text)).toEqual(['中毒']);
		expect(of3[0]?.kind).toBe('reminder');
	});
});
