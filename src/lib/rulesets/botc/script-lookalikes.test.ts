import { describe, expect, it } from 'vitest';
import { parsed } from './script-test-helpers';
import { jinxesIn } from './jinxes';
import { readScript } from './script';
import { asKnown, lookalikes, lookalikesOffered } from './script-lookalikes';

// A 集石-style file: official characters written as the file's own (`noble_c`, named 贵族, the
// tool's wording, numbers in the thousands), one character truly the author's, a jinx card by
// names and a `_meta` night order by the file's ids. The entries are ours; the shapes are the tool's.

const own = (id: string, name: string, team: string, firstNight: number, otherNight: number) => ({
	id,
	name,
	team,
	ability: `${name}：本文件自己的能力说明。`,
	firstNight,
	otherNight
});

const FILE = [
	{ id: '_meta', name: '相似角色', firstNight: ['poisoner_c', 'noble_c', 'stargazer'] },
	own('noble_c', '贵族', 'townsfolk', 8900, 0),
	own('innkeeper_c', '旅店老板', 'townsfolk', 0, 1800),
	{
		...own('stargazer', '观星者', 'townsfolk', 9000, 12000),
		jinxes: [{ id: 'poisoner_c', reason: '观星者不会被投毒。' }]
	},
	own('poisoner_c', '投毒者', 'minion', 4600, 1400),
	own('leviathan_c', '利维坦', 'demon', 0, 15100),
	{ id: '旅店老板&利维坦', name: '旅店老板&利维坦', team: 'jinx', ability: '本文件的相克说明。' }
];

const read = parsed;

describe('lookalikes: the file’s own characters named like official ones', () => {
	it('finds each, with its place, its id and the official character of its team', () => {
		expect(lookalikes(FILE).map((l) => [l.index, l.fileId, l.name, l.character.id])).toEqual([
			[1, 'noble_c', '贵族', 'noble'],
			[2, 'innkeeper_c', '旅店老板', 'innkeeper'],
			[4, 'poisoner_c', '投毒者', 'poisoner'],
			[5, 'leviathan_c', '利维坦', 'leviathan']
		]);
	});

	it('leaves out an official character the file also lists, a second namesake and a team that differs', () => {
		const found = lookalikes([
			'noble',
			own('noble_c', '贵族', 'townsfolk', 1, 0),
			own('chef_c', '厨师', 'townsfolk', 1, 0),
			own('chef_d', '厨师', 'townsfolk', 2, 0),
			own('imp_c', '小恶魔', 'minion', 0, 3)
		]);
		expect(found.map((l) => l.fileId)).toEqual(['chef_c']);
	});

	it('offers an English remake under an official name too: the storyteller decides', () => {
		const found = lookalikes([
			{ id: 'witchhunt-witch', name: 'Witch', team: 'minion', ability: 'A remake.' },
			'imp'
		]);
		expect(found.map((l) => l.character.id)).toEqual(['witch']);
	});

	it('finds none in what is not a script', () => {
		expect(lookalikes({ id: '_meta' })).toEqual([]);
		expect(lookalikes(null)).toEqual([]);
		expect(lookalikes(['washerwoman', 7, { id: 7 }])).toEqual([]);
	});
});

describe('lookalikesOffered: the ones kept as the file’s own are not offered again', () => {
	it('splits the lookalikes by the ids kept, ignoring ids the file no longer has', () => {
		const file = [
			{ id: 'chef_c', name: '厨师', team: 'townsfolk', ability: '文件自己的说明。' },
			{ id: 'monk_c', name: '僧侣', team: 'townsfolk', ability: '文件自己的说明。' }
		];
		const ids = (ls: { fileId: string }[]) => ls.map((l) => l.fileId);
		const none = lookalikesOffered(file);
		expect([ids(none.found), ids(none.kept)]).toEqual([['chef_c', 'monk_c'], []]);
		const some = lookalikesOffered(file, ['monk_c', 'gone_c']);
		expect([ids(some.found), ids(some.kept)]).toEqual([['chef_c'], ['monk_c']]);
	});
});

describe('asKnown: the file rewritten with the official characters', () => {
	it('reads them as official, the author’s own character placed among them by its numbers', () => {
		const before = read(FILE);
		expect(before.characters.filter((c) => c.edition === 'homebrew')).toHaveLength(5);

		const rewritten = asKnown(FILE);
		const s = read(rewritten);
		const byId = new Map(s.characters.map((c) => [c.id, c]));
		for (const id of ['noble', 'innkeeper', 'poisoner', 'leviathan'])
			expect(byId.get(id)?.edition, id).not.toBe('homebrew');
		expect(byId.get('stargazer')?.edition).toBe('homebrew');
		// The `_meta` order names the official ids now (nothing left out as "not on the script").
		const result = readScript(rewritten);
		expect(result.ok && result.notes.steps).toEqual([]);
		expect(s.firstNight.filter((id) => ['poisoner', 'noble', 'stargazer'].includes(id))).toEqual([
			'poisoner',
			'noble',
			'stargazer'
		]);
		// The author's jinx follows its partner; the card by names still reads.
		const rulings = new Map(jinxesIn(s).map((j) => [`${j.a}+${j.b}`, j]));
		expect(rulings.get('stargazer+poisoner')?.source).toBe('script');
		expect(rulings.get('innkeeper+leviathan')?.source).toBe('script');
	});

	it('with no `_meta` order, places the official ones by the sheet and the author’s by the tool’s scale', () => {
		const s = read(asKnown(FILE.slice(1)));
		const other = s.otherNight;
		const at = (id: string) => other.indexOf(id);
		expect(at('poisoner')).toBeGreaterThan(-1);
		expect(at('poisoner')).toBeLessThan(at('innkeeper'));
		expect(at('innkeeper')).toBeLessThan(at('leviathan'));
		// 12000 lies between the innkeeper's 1800 and the leviathan's 15100 on the file's scale.
		expect(at('stargazer')).toBeGreaterThan(at('innkeeper'));
		expect(at('stargazer')).toBeLessThan(at('leviathan'));
		expect(at('stargazer')).toBeLessThan(other.indexOf('dawn'));
	});

	it('rewrites only the chosen ones, and never the value given', () => {
		const copy = JSON.parse(JSON.stringify(FILE));
		const s = read(asKnown(FILE, [1]));
		expect(s.characters.find((c) => c.id === 'noble')?.edition).not.toBe('homebrew');
		expect(s.characters.some((c) => c.id === 'poisoner')).toBe(false);
		expect(FILE).toEqual(copy);
		expect(asKnown('not a script')).toBe('not a script');
	});
});
