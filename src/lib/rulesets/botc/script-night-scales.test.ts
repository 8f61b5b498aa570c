import { describe, expect, it } from 'vitest';
import { parsed } from './script-test-helpers';

// Night numbers as script tools really write them: as text, empty, past any sheet, and on a
// tool's own scale with every character written as the file's own (集石's `noble_c`). The
// entries are ours; their shapes are the tools'.

const read = parsed;

const own = (id: string, name: string, team: string, firstNight: unknown, otherNight: unknown) => ({
	id,
	name,
	team,
	ability: `${name}: an ability of the file's own.`,
	firstNight,
	otherNight
});

/** Whether `a` comes before `b` in a night's order. */
const before = (order: string[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);
/** A night's order with only the steps named. */
const only = (order: string[], ...ids: string[]) => order.filter((id) => ids.includes(id));

describe('night numbers as the tools write them', () => {
	it('reads a number written as text, and an empty one as "does not wake"', () => {
		const s = read([
			{ id: '_meta', name: 'Text numbers' },
			'washerwoman',
			'imp',
			own('lantern', 'Lantern', 'townsfolk', '13', ''),
			own('bell', 'Bell', 'townsfolk', ' ', '40')
		]);
		const lantern = s.characters.find((c) => c.id === 'lantern');
		const bell = s.characters.find((c) => c.id === 'bell');
		expect(lantern?.firstNight).toBeGreaterThan(0);
		expect(lantern?.otherNight).toBe(0);
		expect(bell?.firstNight).toBe(0);
		expect(s.otherNight).toContain('bell');
		expect(s.firstNight).not.toContain('bell');
	});

	it('takes a number past any scale as "last", not as a broken file', () => {
		const s = read([
			'washerwoman',
			'imp',
			own('early', 'Early', 'townsfolk', 5, 5),
			own('late', 'Late', 'townsfolk', 1e7, 1.2e79)
		]);
		expect(before(s.firstNight, 'early', 'late')).toBe(true);
		expect(before(s.otherNight, 'early', 'late')).toBe(true);
	});
});

describe('a 集石 export: every character the file’s own, numbered in the thousands', () => {
	// Named as official characters (Chinese names), on the tool's scale; one true homebrew
	// character between them by its number.
	const file = [
		{ id: '_meta', name: '心理测试' },
		own('bounty_hunter_c', '赏金猎人', 'townsfolk', 10600, 13300),
		own('seamstress_c', '女裁缝', 'townsfolk', 8600, 11900),
		own('innkeeper_c', '旅店老板', 'townsfolk', 0, 1800),
		own('poisoner_c', '投毒者', 'minion', 4600, 1400),
		own('widow_c', '寡妇', 'minion', 4700, 0),
		own('my_seer', '观星者', 'townsfolk', 8700, 12000),
		own('leviathan_c', '利维坦', 'demon', 12800, 15100)
	];

	it('wakes them before dawn, in the official sheet’s order, the homebrew one by its number', () => {
		const s = read(file);
		// The file's ids as the script keeps them (normalised: `poisonerc`), by the file's id.
		const ids = new Map(file.slice(1).map((e, i) => [String(e.id), s.characters[i]?.id ?? '']));
		const first = s.firstNight.map((id) => [...ids].find(([, v]) => v === id)?.[0] ?? id);
		expect(first.indexOf('poisoner_c')).toBeGreaterThan(first.indexOf('demoninfo'));
		for (const [a, b] of [
			['poisoner_c', 'widow_c'],
			['widow_c', 'seamstress_c'],
			['seamstress_c', 'my_seer'],
			['my_seer', 'bounty_hunter_c'],
			['bounty_hunter_c', 'dawn']
		] as const)
			expect(before(first, a, b), `${a} before ${b}`).toBe(true);
		const other = s.otherNight.map((id) => [...ids].find(([, v]) => v === id)?.[0] ?? id);
		for (const [a, b] of [
			['poisoner_c', 'innkeeper_c'],
			['innkeeper_c', 'seamstress_c'],
			['seamstress_c', 'my_seer'],
			['bounty_hunter_c', 'dawn']
		] as const)
			expect(before(other, a, b), `${a} before ${b}`).toBe(true);
		// Each stays the file's own character, with its own text.
		expect(s.characters.every((c) => c.edition === 'homebrew')).toBe(true);
	});

	it('keeps a script of only its own characters on its own scale in order, before dawn', () => {
		const s = read([
			own('aa', 'Alpha', 'townsfolk', 3000, 2000),
			own('bb', 'Beta', 'minion', 1000, 9000),
			own('cc', 'Gamma', 'demon', 2000, 0)
		]);
		expect(only(s.firstNight, 'aa', 'bb', 'cc', 'demoninfo', 'dawn')).toEqual([
			'demoninfo',
			'bb',
			'cc',
			'aa',
			'dawn'
		]);
		expect(only(s.otherNight, 'aa', 'bb', 'dawn')).toEqual(['aa', 'bb', 'dawn']);
	});

	it('keeps numbers on the sheet’s scale as written when only one runs past it', () => {
		const s = read([
			own('aa', 'Alpha', 'townsfolk', 3, 0),
			own('bb', 'Beta', 'minion', 30, 0),
			own('cc', 'Gamma', 'townsfolk', 100, 0),
			'imp'
		]);
		// Alpha before the Minions' information, as its 3 says; Gamma last.
		expect(only(s.firstNight, 'aa', 'bb', 'cc', 'minioninfo')).toEqual([
			'aa',
			'minioninfo',
			'bb',
			'cc'
		]);
	});

	it('places an older sheet’s numbers past today’s by the characters named like official ones', () => {
		const s = read([
			own('noble_gs', '贵族', 'townsfolk', 59, 0),
			own('math_gs', '数学家', 'townsfolk', 77, 104),
			own('hatter_gs', '帽匠', 'outsider', 0, 3),
			own('seam_gs', '女裁缝', 'townsfolk', 56, 88),
			'imp'
		]);
		const other = s.otherNight;
		expect(before(other, 'mathgs', 'dawn')).toBe(true);
		expect(before(other, 'hattergs', 'seamgs')).toBe(true);
		expect(before(s.firstNight, 'seamgs', 'noblegs')).toBe(true);
		expect(before(s.firstNight, 'mathgs', 'dawn')).toBe(true);
	});
});

describe('a _meta night order with ids of Chinese letters and placeholders', () => {
	it('finds each Chinese-id character by its own id, and a "..." names none', () => {
		const s = read([
			{ id: '_meta', name: 'x', otherNight: ['dusk', '告密者', '...', '守门人', 'dawn'] },
			'imp',
			own('告密者', '告密者', 'townsfolk', 0, 30),
			own('守门人', '守门人', 'townsfolk', 0, 20)
		]);
		const keeper = s.characters.find((c) => c.name === '守门人')?.id ?? '';
		const teller = s.characters.find((c) => c.name === '告密者')?.id ?? '';
		// The file's order, not their numbers (which say the other way round).
		expect(before(s.otherNight, teller, keeper)).toBe(true);
		expect(s.otherNight.indexOf(teller)).toBe(1);
	});
});
