import { describe, expect, it } from 'vitest';
import { parsed } from './script-test-helpers';

// Jinx cards as the Chinese tools write them (`team: "jinx"`, the names in the card's name, the
// ruling as its ability). The rulings here are our own words.

/** The characters on the cards' script, before the cards. */
const ON_SCRIPT = ['mathematician', 'drunk', 'marionette', 'magician', 'exorcist', 'imp'];

const read = (cards: Record<string, unknown>[]) =>
	parsed([{ id: '_meta', name: '相克卡' }, ...ON_SCRIPT, ...cards]);
const pairs = (s: ReturnType<typeof read>) =>
	(s.ownJinxes ?? []).map((j) => [j.a, j.b].sort().join('+')).sort();

describe('jinx cards', () => {
	it('reads a card naming three characters as each pair of them, with its ruling', () => {
		const s = read([
			{ id: 'j1', name: '数学家&酒鬼&提线木偶', team: 'jinx', ability: '三者之间的一条裁定。' }
		]);
		expect(pairs(s)).toEqual([
			'drunk+marionette',
			'drunk+mathematician',
			'marionette+mathematician'
		]);
		expect(s.ownJinxes?.every((j) => j.reasonZh === '三者之间的一条裁定。')).toBe(true);
	});

	it('reads names joined by 与, and names after a label', () => {
		const s = read([
			{ id: 'j2', name: '驱魔人与小恶魔', team: 'jinx', ability: '一条裁定。' },
			{ id: 'j3', name: '私货相克·魔术师&酒鬼', team: 'jinx', ability: '另一条裁定。' }
		]);
		expect(pairs(s)).toEqual(['drunk+magician', 'exorcist+imp']);
	});

	it('keeps a card whose names are not all on the script as a rule to read', () => {
		const s = read([{ id: 'j4', name: '数学家&不存在的角色', team: 'jinx', ability: '读一读。' }]);
		expect(s.ownJinxes ?? []).toEqual([]);
		expect(s.rules?.some((r) => r.text.includes('读一读'))).toBe(true);
	});
});
