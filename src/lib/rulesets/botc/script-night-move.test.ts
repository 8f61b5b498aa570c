import { describe, expect, it } from 'vitest';
import { parsed } from './script-test-helpers';
import { exportScript } from './script-export';
import {
	canMoveStep,
	moveStep,
	ownNightOrder,
	placedByDefault,
	withNightOrder
} from './script-night-move';

// A script with 山雨欲来 characters whose other-night place is a documented default (狸猫 and
// 巡查 after the Monk), among official ones.
const FILE = [
	{ id: '_meta', name: '雨夜' },
	'monk',
	'limao',
	'xuncha',
	'empath',
	'poisoner',
	'imp'
];

const read = parsed;

describe('moving a night step of a script', () => {
	it('moves a step one place and never past dusk or dawn', () => {
		const order = ['dusk', 'a', 'b', 'c', 'dawn'];
		expect(moveStep(order, 'b', -1)).toEqual(['dusk', 'b', 'a', 'c', 'dawn']);
		expect(moveStep(order, 'b', 1)).toEqual(['dusk', 'a', 'c', 'b', 'dawn']);
		expect(canMoveStep(order, 'a', -1)).toBe(false);
		expect(canMoveStep(order, 'c', 1)).toBe(false);
		expect(canMoveStep(order, 'dusk', 1)).toBe(false);
		expect(canMoveStep(order, 'nobody', 1)).toBe(false);
		expect(moveStep(order, 'a', -1)).toEqual(order);
	});

	it('keeps the moved order with the script file, read again the same way', () => {
		const script = read(FILE);
		expect(ownNightOrder(script, 'otherNight')).toBe(false);
		const before = script.otherNight;
		expect(before.indexOf('limao')).toBeGreaterThan(before.indexOf('monk'));
		// The storyteller wants 巡查 to act before 狸猫, and both before the Monk.
		let order = moveStep(before, 'xuncha', -1);
		order = moveStep(order, 'xuncha', -1);
		order = moveStep(order, 'limao', -1);
		expect(order.slice(order.indexOf('xuncha'), order.indexOf('monk') + 1)).toEqual([
			'xuncha',
			'limao',
			'monk'
		]);
		const again = read(withNightOrder(FILE, 'otherNight', order));
		expect(again.otherNight).toEqual(order);
		expect(again.firstNight).toEqual(script.firstNight);
		expect(ownNightOrder(again, 'otherNight')).toBe(true);
		expect(ownNightOrder(again, 'firstNight')).toBe(false);
	});

	it('carries the moved order in the exported file, which imports the same', () => {
		const script = read(FILE);
		const moved = { ...script, otherNight: moveStep(script.otherNight, 'limao', -1) };
		const file = exportScript(moved);
		const meta = file[0] as Record<string, unknown>;
		expect(meta.otherNight).toEqual(moved.otherNight);
		expect(meta.firstNight).toBeUndefined();
		expect(read(file).otherNight).toEqual(moved.otherNight);
		// An unmoved script exports no order of its own.
		expect((exportScript(script)[0] as Record<string, unknown>).otherNight).toBeUndefined();
	});

	it('adds a _meta to a file that has none, and leaves other values alone', () => {
		const plain = ['monk', 'limao', 'imp'];
		const script = read(plain);
		const order = moveStep(script.otherNight, 'limao', -1);
		const json = withNightOrder(plain, 'otherNight', order) as unknown[];
		expect(json[0]).toEqual({ id: '_meta', otherNight: order });
		expect(read(json).otherNight).toEqual(order);
		expect(withNightOrder('text', 'firstNight', [])).toBe('text');
	});

	it('names the steps that start at a default place of ours', () => {
		expect(placedByDefault('otherNight').has('limao')).toBe(true);
		expect(placedByDefault('otherNight').has('hundun')).toBe(true);
		expect(placedByDefault('firstNight').has('panguan')).toBe(true);
		expect(placedByDefault('firstNight').has('chef')).toBe(false);
		expect(placedByDefault('firstNight').has('langzhong')).toBe(false);
	});
});
