import { describe, expect, it } from 'vitest';
import { normaliseId, officialCharacter } from './characters';
import { parseScript } from './script';
import { nightOrder } from './script-night';
import { nightsOf, parsed } from './script-test-helpers';

// The parser on official characters and `_meta` (homebrew characters are in
// script-homebrew.test.ts, refused files in script-malformed.test.ts, the built-in scripts in
// script-built-in.test.ts).

describe('parseScript: official characters', () => {
	it('reads official ids as strings, in script order, with the official night order', () => {
		const ids = ['imp', 'poisoner', 'chef', 'empath', 'saint'];
		const s = parsed(ids);
		expect(s.name).toBe('Custom script');
		expect(s.characters).toEqual(ids.map((id) => officialCharacter(id)));
		expect(s.characters.map((c) => c.team)).toEqual([
			'demon',
			'minion',
			'townsfolk',
			'townsfolk',
			'outsider'
		]);
		expect(nightsOf(s)).toEqual({
			first: 'dusk minioninfo demoninfo poisoner chef empath dawn',
			other: 'dusk poisoner imp empath dawn'
		});
		expect(s.jinxes).toEqual([]);
		expect(s.author).toBeUndefined();
	});

	it('reads the older { "id": … } form', () => {
		expect(parsed([{ id: 'imp' }, { id: 'chef' }]).characters.map((c) => c.id)).toEqual([
			'imp',
			'chef'
		]);
	});

	it('matches ids after lower-casing and dropping all but letters and digits', () => {
		const s = parsed([
			'scarlet_woman',
			'Fortune Teller',
			{ id: 'LIL_MONSTA' },
			'pit-hag',
			'Al-Hadikhia'
		]);
		expect(s.characters.map((c) => c.id)).toEqual([
			'scarletwoman',
			'fortuneteller',
			'lilmonsta',
			'pithag',
			'alhadikhia'
		]);
		expect(normaliseId("Lil' Monsta")).toBe('lilmonsta');
	});

	it('reads official characters exported with their full data as official', () => {
		const s = parsed([
			{ id: 'imp', name: 'Imp', team: 'demon', ability: 'Each night*, choose a player: they die.' },
			{ id: 'washerwoman', name: 'Washerwoman', team: 'townsfolk', firstNight: 33 },
			{ id: 'fortune_teller', name: 'Fortune Teller', ability: '…' }
		]);
		expect(s.characters.map((c) => c.edition)).toEqual(['tb', 'tb', 'tb']);
		expect(nightsOf(s).first).toBe('dusk minioninfo demoninfo washerwoman fortuneteller dawn');
	});

	it('reads the same script given as JSON text', () => {
		const input = [{ id: '_meta', name: 'Text' }, 'imp', 'chef'];
		expect(parsed(JSON.stringify(input))).toEqual(parsed(input));
	});

	it('gives the same id to the same script, and another to a different one', () => {
		expect(parsed(['imp', 'chef']).id).toBe(parsed(['imp', 'chef']).id);
		expect(parsed(['imp', 'chef']).id).not.toBe(parsed(['imp', 'empath']).id);
	});

	it('accepts travellers, fabled and loric on a script', () => {
		const s = parsed(['imp', 'chef', 'thief', 'gangster', 'djinn', 'bootlegger']);
		expect(s.characters.map((c) => c.team)).toEqual([
			'demon',
			'townsfolk',
			'traveller',
			'traveller',
			'fabled',
			'loric'
		]);
	});

	it('lists the jinxed pairs on the script', () => {
		const s = parsed(['imp', 'spy', 'heretic', 'baron', 'chef', 'mathematician', 'drunk']);
		expect(s.jinxes).toEqual(
			expect.arrayContaining([
				['baron', 'heretic'],
				['heretic', 'spy'],
				['drunk', 'mathematician']
			])
		);
		expect(s.jinxes).toHaveLength(3);
	});
});

describe('parseScript: _meta', () => {
	it('takes the name, author and bootlegger rules', () => {
		const s = parsed([
			{
				id: '_meta',
				name: '  Night of the Long Knives ',
				author: 'A. Writer',
				bootlegger: ['The Imp may choose twice.'],
				logo: 'https://example.invalid/logo.png',
				hideTitle: true,
				almanac: 'https://example.invalid'
			},
			'imp',
			'chef'
		]);
		expect(s.name).toBe('Night of the Long Knives');
		expect(s.author).toBe('A. Writer');
		expect(s.bootlegger).toEqual(['The Imp may choose twice.']);
		expect(s).not.toHaveProperty('logo');
	});

	it('keeps the default name for an empty one', () => {
		expect(parsed([{ id: '_meta', name: '  ' }, 'imp']).name).toBe('Custom script');
	});

	it('a _meta night order wins over the official order', () => {
		const s = parsed([
			{
				id: '_meta',
				name: 'Reordered',
				firstNight: ['dusk', 'empath', 'chef', 'minion_info', 'demon info', 'poisoner', 'dawn'],
				otherNight: ['dusk', 'empath', 'imp', 'poisoner', 'dawn']
			},
			'imp',
			'poisoner',
			'chef',
			'empath'
		]);
		expect(nightsOf(s)).toEqual({
			first: 'dusk empath chef minioninfo demoninfo poisoner dawn',
			other: 'dusk empath imp poisoner dawn'
		});
	});

	it('adds dusk, dawn and waking characters a _meta order forgot, by their place', () => {
		const s = parsed([
			{ id: '_meta', firstNight: ['empath', 'poisoner', 'empath'], otherNight: [] },
			'imp',
			'poisoner',
			'chef',
			'empath'
		]);
		expect(s.firstNight[0]).toBe('dusk');
		expect(s.firstNight.at(-1)).toBe('dawn');
		expect(s.firstNight).toEqual(
			expect.arrayContaining(['minioninfo', 'demoninfo', 'chef', 'empath', 'poisoner'])
		);
		expect(s.firstNight.filter((x) => x === 'empath')).toHaveLength(1);
		expect(s.otherNight).toEqual(['dusk', 'poisoner', 'imp', 'empath', 'dawn']);
	});
});

describe('nightOrder', () => {
	it('without characters is just the pseudo-steps', () => {
		expect(nightOrder([], 'firstNight')).toEqual(['dusk', 'minioninfo', 'demoninfo', 'dawn']);
		expect(nightOrder([], 'otherNight')).toEqual(['dusk', 'dawn']);
	});
});

describe('parseScript: names that show nothing', () => {
	it('a script name of only invisible characters is no name; a character needs a visible one', () => {
		expect(parsed([{ id: '_meta', name: '\u200b\u202e\u0007' }, 'imp']).name).toBe('Custom script');
		const r = parseScript([
			'imp',
			{ id: 'ghost', name: '\u200b\u200d', team: 'townsfolk' },
			{ id: 'rtl', name: '\u202eevil', team: 'townsfolk' }
		]);
		expect(r.ok ? [] : r.errors).toEqual([
			{ path: '[1].name', message: 'a homebrew character needs a name' }
		]);
	});
});
