import { describe, expect, it } from 'vitest';
import { firstNight, ok, okAll, remind } from '$lib/rulesets/botc/engine/testing/builders';
import { ringLabels, sameLabels } from './ring-labels';

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

	it('tells a move that changes no label (the ring keeps its placement) from one that does', () => {
		const s = okAll(firstNight(), [remind('s3', 'global', 'Drunk')]);
		const died = ok(s, { type: 'seat/died', seat: 's6' });
		expect(sameLabels(ringLabels(s, WORDS), ringLabels(died, WORDS))).toBe(true);
		const more = ok(s, remind('s4', 'custom', 'note'));
		expect(sameLabels(ringLabels(s, WORDS), ringLabels(more, WORDS))).toBe(false);
		const other = { ...WORDS, reminder: () => 'x' };
		expect(sameLabels(ringLabels(s, WORDS), ringLabels(s, other))).toBe(false);
	});
});
