import { describe, expect, it } from 'vitest';
import { OFFICIAL } from './characters';
import { parseScript } from './script';
import { game } from './engine/testing/builders';
import { type SetupCheck, believedTeam, dealCharacters, validateSetup } from './setup';
import { believableCharacters } from './setup-plan';

// A script of every character of 华灯初上 and 山雨欲来.
const parsed = parseScript([
	{ id: '_meta', name: '华灯初上 + 山雨欲来' },
	...OFFICIAL.filter(
		(c) =>
			(c.edition === 'hdcs' || c.edition === 'syyl') && c.team !== 'fabled' && c.team !== 'loric'
	).map((c) => c.id)
]);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const ZH = parsed.script;

const TOWN = ['banxian', 'chongfei', 'dagengren', 'daoshi', 'fangshi', 'geling', 'langzhong'];
const town = (n: number) => TOWN.slice(0, n);
const codes = (c: SetupCheck) => c.errors.map((e) => e.code);
const legal = (c: SetupCheck) => expect(c.errors.map((e) => e.message.en)).toEqual([]);
const check = (ids: string[]) => validateSetup(ZH, ids, ids.length);

describe('setup changes of the Chinese editions', () => {
	it('Corpse Driver (赶尸人): −1 Outsider', () => {
		const c = check([...town(6), 'ganshiren', 'dianyuzhang']);
		legal(c);
		expect(c.notes.map((n) => n.message['zh-CN'])).toEqual(['赶尸人：-1 外来者']);
		expect(codes(check([...town(5), 'jiubao', 'ganshiren', 'dianyuzhang']))).toEqual(['counts']);
	});

	it('Brewer (酿酒师): −1 Outsider', () => {
		legal(check([...town(6), 'niangjiushi', 'dianyuzhang']));
		expect(codes(check([...town(5), 'jiubao', 'niangjiushi', 'dianyuzhang']))).toEqual(['counts']);
	});

	it('Dream Eater (食梦貘): −1 Outsider', () => {
		legal(check([...town(6), 'gudiao', 'shimengmo']));
		expect(codes(check([...town(5), 'jiubao', 'gudiao', 'shimengmo']))).toEqual(['counts']);
	});

	it('Taotie (饕餮): +1 Outsider', () => {
		const c = check([...town(4), 'jiubao', 'gudiao', 'taotie']);
		legal(c);
		expect(c.notes[0]?.message.en).toBe('Taotie: +1 Outsider');
		expect(codes(check([...town(5), 'gudiao', 'taotie']))).toEqual(['counts']);
	});

	it('Taowu (梼杌): +1 Outsider', () => {
		legal(check([...town(4), 'nichen', 'gudiao', 'taowu']));
		expect(codes(check([...town(5), 'gudiao', 'taowu']))).toEqual(['counts']);
	});

	it('Hundun (混沌): +1 Minion', () => {
		legal(check([...town(4), 'gudiao', 'chimei', 'hundun']));
		expect(codes(check([...town(5), 'gudiao', 'hundun']))).toEqual(['counts']);
	});

	it('Actor (戏子): every good player is an Actor, so no Outsiders and several Actor tokens', () => {
		const actors = Array.from({ length: 6 }, () => 'xizi');
		legal(check([...actors, 'gudiao', 'dianyuzhang']));
		expect(
			codes(check(['xizi', 'xizi', 'xizi', 'xizi', 'xizi', 'jiubao', 'gudiao', 'dianyuzhang']))
		).toEqual(['counts']);
	});

	it('Actor (Revised) (戏子（改）): no count change; the note says the other good players are drunk', () => {
		const c = check([...town(4), 'xizinew', 'gudiao', 'dianyuzhang']);
		legal(c);
		expect(c.notes.map((n) => n.message.en)).toEqual([
			'Actor (Revised): the other good players (not Travellers) are drunk'
		]);
	});

	it('Seeker (悟道者): fills a Townsfolk place and is dealt an Outsider not in play to believe', () => {
		const ids = [...town(4), 'wudaozhe', 'jiubao', 'gudiao', 'dianyuzhang'];
		const c = check(ids);
		legal(c);
		expect(c.notes[0]?.message['zh-CN']).toContain('悟道者');
		const seats = ids.map((_, i) => `s${i}`);
		for (const seed of [1, 2, 3]) {
			const { deals } = dealCharacters(ZH, ids, seats, seed);
			const seeker = deals.find((d) => d.character === 'wudaozhe');
			const believed = ZH.characters.find((x) => x.id === seeker?.thinks);
			expect(believed?.team, `seed ${seed}`).toBe('outsider');
			expect(ids).not.toContain(believed?.id);
		}
	});

	it('Seeker (悟道者): dealt by hand, the believed character is chosen among Outsiders not in play', () => {
		expect(believedTeam('wudaozhe')).toBe('outsider');
		expect(believedTeam('drunk')).toBe('townsfolk');
		expect(believedTeam('langzhong')).toBeNull();
		const ids = [...town(4), 'wudaozhe', 'jiubao', 'gudiao', 'dianyuzhang'];
		const state = game({ script: ZH, characters: ids });
		const offered = believableCharacters(state, 'wudaozhe');
		const outsiders = ZH.characters.filter((c) => c.team === 'outsider' && c.id !== 'jiubao');
		expect(offered.sort()).toEqual(outsiders.map((c) => c.id).sort());
		// A character that believes nothing in particular may be set to any non-traveller.
		expect(believableCharacters(state, 'langzhong').length).toBeGreaterThan(offered.length);
	});
});
