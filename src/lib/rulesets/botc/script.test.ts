import { describe, expect, it } from 'vitest';
import type { Script } from '../../engine/types';
import { OFFICIAL, OFFICIAL_FIRST_NIGHT, OFFICIAL_OTHER_NIGHT, normaliseId } from './characters';
import {
	ALL_TRAVELLERS,
	BUILT_IN_SCRIPTS,
	STORYTELLER_CHARACTERS,
	builtInScript,
	jinxesOf,
	nightOrder,
	parseScript
} from './script';

function parsed(input: unknown): Script {
	const r = parseScript(input);
	if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.errors)}`);
	return r.script;
}

const position = (id: string, which: 'firstNight' | 'otherNight') =>
	OFFICIAL.find((c) => c.id === id)?.[which] ?? 0;

describe('parseScript: official characters', () => {
	it('reads official ids as strings, in script order, with the official night order', () => {
		const s = parsed(['imp', 'poisoner', 'chef', 'empath', 'saint']);
		expect(s.name).toBe('Custom script');
		expect(s.characters.map((c) => [c.id, c.team, c.name])).toEqual([
			['imp', 'demon', 'Imp'],
			['poisoner', 'minion', 'Poisoner'],
			['chef', 'townsfolk', 'Chef'],
			['empath', 'townsfolk', 'Empath'],
			['saint', 'outsider', 'Saint']
		]);
		expect(s.firstNight).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'chef',
			'empath',
			'dawn'
		]);
		expect(s.otherNight).toEqual(['dusk', 'poisoner', 'imp', 'empath', 'dawn']);
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
		expect(s.firstNight).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'washerwoman',
			'fortuneteller',
			'dawn'
		]);
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
		expect(s.firstNight).toEqual([
			'dusk',
			'empath',
			'chef',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'dawn'
		]);
		expect(s.otherNight).toEqual(['dusk', 'empath', 'imp', 'poisoner', 'dawn']);
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

describe('parseScript: homebrew', () => {
	const seer = {
		id: 'the_seer',
		name: ' Seer ',
		team: 'townsfolk',
		ability: 'Each night, learn a number.',
		firstNight: position('chef', 'firstNight') + 0.5,
		otherNight: position('empath', 'otherNight') - 0.5,
		firstNightReminder: 'Show a number.',
		otherNightReminder: 'Show another number.',
		flavor: 'I saw it coming.',
		reminders: ['Seen'],
		remindersGlobal: ['Is The Seer'],
		setup: false,
		jinxes: [{ id: 'Imp', reason: 'The Imp may not kill the Seer.' }, { id: 'pukka' }],
		special: [
			{ type: 'vote', name: 'multiplier', value: 2, time: 'day', global: 'townsfolk', extra: 1 }
		],
		image: ['https://example.invalid/seer.png'],
		edition: 'mine',
		somethingNew: { deep: [1, 2, 3] }
	};
	const wanderer = {
		id: 'wanderer',
		name: 'Wanderer',
		team: 'Traveler',
		ability: 'You wander.',
		firstNight: 0,
		otherNight: 0
	};

	it('accepts homebrew characters (and “traveler”), ignoring fields outside the schema', () => {
		const s = parsed(['imp', 'chef', 'empath', seer, wanderer]);
		const c = s.characters.find((x) => x.id === 'theseer');
		expect(c).toEqual({
			id: 'theseer',
			name: 'Seer',
			team: 'townsfolk',
			edition: 'homebrew',
			setup: false,
			reminders: ['Seen'],
			remindersGlobal: ['Is The Seer'],
			firstNight: seer.firstNight,
			otherNight: seer.otherNight,
			special: [{ type: 'vote', name: 'multiplier', value: 2, time: 'day', global: 'townsfolk' }],
			jinxes: [{ id: 'imp', reason: 'The Imp may not kill the Seer.' }, { id: 'pukka' }],
			homebrew: {
				ability: 'Each night, learn a number.',
				firstNightReminder: 'Show a number.',
				otherNightReminder: 'Show another number.',
				flavor: 'I saw it coming.'
			}
		});
		expect(s.characters.find((x) => x.id === 'wanderer')).toMatchObject({
			team: 'traveller',
			reminders: [],
			homebrew: { ability: 'You wander.' }
		});
	});

	it('places homebrew characters without a _meta order by their numbers', () => {
		const s = parsed(['imp', 'chef', 'empath', seer, 'poisoner']);
		expect(s.firstNight).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'chef',
			'theseer',
			'empath',
			'dawn'
		]);
		expect(s.otherNight).toEqual(['dusk', 'poisoner', 'imp', 'theseer', 'empath', 'dawn']);
	});

	it('lists jinxes a homebrew character declares, once', () => {
		const s = parsed(['imp', 'chef', seer]);
		expect(s.jinxes).toEqual([['theseer', 'imp']]);
		expect(jinxesOf(s.characters)).toEqual(s.jinxes);
	});

	it('lets a homebrew definition replace an official character of the same id', () => {
		const s = parsed([
			{ id: 'chef', name: 'Chef (house rules)', team: 'townsfolk', firstNight: 1 },
			'imp'
		]);
		expect(s.characters[0]).toMatchObject({
			id: 'chef',
			edition: 'homebrew',
			name: 'Chef (house rules)'
		});
	});
});

/** Fifty-odd broken scripts and the place of (one of) their problems. */
const MALFORMED: [string, unknown, string, RegExp?][] = [
	['null', null, '', /JSON array/],
	['undefined', undefined, '', /JSON array/],
	['a number', 42, '', /a number/],
	['a boolean', true, '', /a boolean/],
	['an object', { id: 'imp' }, '', /JSON array/],
	['broken JSON text', '[ "imp", ', '', /not valid JSON/],
	['JSON text of an object', '{"id":"imp"}', '', /JSON array/],
	['empty text', '', '', /not valid JSON/],
	['an empty array', [], '', /no characters/],
	['only a _meta', [{ id: '_meta', name: 'Empty' }], '', /no characters/],
	['too many entries', Array.from({ length: 401 }, () => 'chef'), '', /too many entries/],
	[
		'a misspelt id',
		['imp', 'chef', 'librarian', 'washerwomen'],
		'[3]',
		/unknown character id "washerwomen"/
	],
	['an unknown id first', ['washerwomen'], '[0]', /unknown character id/],
	[
		'an unknown { id }',
		['imp', { id: 'notacharacter' }],
		'[1]',
		/unknown character id "notacharacter"/
	],
	['a duplicate id', ['imp', 'imp'], '[1]', /duplicate character id "imp" \(also at \[0\]\)/],
	['a duplicate in two forms', ['imp', { id: 'imp' }], '[1]', /duplicate/],
	['a duplicate after normalising', ['scarlet_woman', 'Scarlet Woman'], '[1]', /duplicate/],
	['a number entry', ['imp', 5], '[1]', /found a number/],
	['a null entry', [null, 'imp'], '[0]', /found null/],
	['an array entry', [['imp']], '[0]', /found an array/],
	['a boolean entry', ['imp', false], '[1]', /found a boolean/],
	['an object without id', ['imp', {}], '[1].id', /missing character id/],
	['a numeric id', [{ id: 5 }], '[0].id', /missing character id/],
	['a blank id', [{ id: '   ' }], '[0].id', /missing character id/],
	['homebrew without team', ['imp', { id: 'x', name: 'X' }], '[1].team', /needs a team/],
	['homebrew without name', ['imp', { id: 'x', team: 'townsfolk' }], '[1].name', /needs a name/],
	[
		'homebrew with an empty name',
		[{ id: 'x', name: ' ', team: 'townsfolk' }],
		'[0].name',
		/needs a name/
	],
	[
		'homebrew with a long name',
		[{ id: 'x', name: 'n'.repeat(101), team: 'townsfolk' }],
		'[0].name',
		/longer than 100/
	],
	[
		'an unknown team',
		[{ id: 'x', name: 'X', team: 'wizard' }],
		'[0].team',
		/unknown team "wizard"/
	],
	[
		'a misspelt traveller team',
		[{ id: 'x', name: 'X', team: 'travler' }],
		'[0].team',
		/unknown team/
	],
	['a numeric team', [{ id: 'x', name: 'X', team: 5 }], '[0].team', /found a number/],
	[
		'an ability that is not text',
		[{ id: 'x', name: 'X', team: 'townsfolk', ability: 5 }],
		'[0].ability',
		/expected text/
	],
	[
		'an overlong ability',
		[{ id: 'x', name: 'X', team: 'townsfolk', ability: 'a'.repeat(2001) }],
		'[0].ability',
		/longer than 2000/
	],
	[
		'a flavour that is not text',
		[{ id: 'x', name: 'X', team: 'townsfolk', flavor: 7 }],
		'[0].flavor'
	],
	[
		'a night reminder that is a list',
		[{ id: 'x', name: 'X', team: 'townsfolk', firstNightReminder: [] }],
		'[0].firstNightReminder'
	],
	[
		'a negative night position',
		[{ id: 'x', name: 'X', team: 'townsfolk', firstNight: -1 }],
		'[0].firstNight',
		/night position/
	],
	[
		'a night position as text',
		[{ id: 'x', name: 'X', team: 'townsfolk', firstNight: 'first' }],
		'[0].firstNight'
	],
	[
		'a night position that is NaN',
		[{ id: 'x', name: 'X', team: 'townsfolk', otherNight: Number.NaN }],
		'[0].otherNight'
	],
	[
		'a huge night position',
		[{ id: 'x', name: 'X', team: 'townsfolk', otherNight: 5e9 }],
		'[0].otherNight'
	],
	[
		'reminders as text',
		[{ id: 'x', name: 'X', team: 'townsfolk', reminders: 'Poisoned' }],
		'[0].reminders',
		/list of text/
	],
	[
		'a reminder that is a number',
		[{ id: 'x', name: 'X', team: 'townsfolk', reminders: ['ok', 5] }],
		'[0].reminders[1]'
	],
	[
		'an overlong reminder',
		[{ id: 'x', name: 'X', team: 'townsfolk', reminders: ['r'.repeat(101)] }],
		'[0].reminders[0]',
		/longer than 100/
	],
	[
		'global reminders as an object',
		[{ id: 'x', name: 'X', team: 'townsfolk', remindersGlobal: {} }],
		'[0].remindersGlobal'
	],
	[
		'setup as text',
		[{ id: 'x', name: 'X', team: 'townsfolk', setup: 'yes' }],
		'[0].setup',
		/true or false/
	],
	[
		'jinxes as text',
		[{ id: 'x', name: 'X', team: 'townsfolk', jinxes: 'imp' }],
		'[0].jinxes',
		/list of jinxes/
	],
	[
		'a jinx without id',
		[{ id: 'x', name: 'X', team: 'townsfolk', jinxes: [{ reason: 'r' }] }],
		'[0].jinxes[0]',
		/needs an id/
	],
	[
		'special as an object',
		[{ id: 'x', name: 'X', team: 'townsfolk', special: {} }],
		'[0].special',
		/expected a list/
	],
	[
		'a special without a name',
		[{ id: 'x', name: 'X', team: 'townsfolk', special: [{ type: 'vote' }] }],
		'[0].special[0]'
	],
	[
		'an id of symbols only',
		[{ id: '!!!', name: 'X', team: 'townsfolk' }],
		'[0].id',
		/no letters or digits/
	],
	[
		'an id reserved for a night step',
		[{ id: 'Dusk', name: 'X', team: 'townsfolk' }],
		'[0].id',
		/reserved/
	],
	['an overlong id', [{ id: 'i'.repeat(101), name: 'X', team: 'townsfolk' }], '[0].id', /too long/],
	['two _meta objects', [{ id: '_meta' }, 'imp', { id: '_meta' }], '[2]', /second _meta/],
	[
		'a _meta name that is a number',
		[{ id: '_meta', name: 5 }, 'imp'],
		'[0].name',
		/name must be text/
	],
	['an overlong _meta name', [{ id: '_meta', name: 'n'.repeat(101) }, 'imp'], '[0].name'],
	['an author that is a list', [{ id: '_meta', author: ['me'] }, 'imp'], '[0].author'],
	['bootlegger rules as text', [{ id: '_meta', bootlegger: 'rule' }, 'imp'], '[0].bootlegger'],
	[
		'a bootlegger rule that is a number',
		[{ id: '_meta', bootlegger: ['ok', 3] }, 'imp'],
		'[0].bootlegger[1]'
	],
	['a first-night order as text', [{ id: '_meta', firstNight: 'imp' }, 'imp'], '[0].firstNight'],
	[
		'a number in the night order',
		[{ id: '_meta', firstNight: ['dusk', 1] }, 'imp'],
		'[0].firstNight[1]'
	],
	[
		'a night order naming a character off the script',
		[{ id: '_meta', firstNight: ['dusk', 'chef', 'pukka'] }, 'imp', 'chef'],
		'[0].firstNight[2]',
		/"pukka" is not a character on this script/
	],
	[
		'minion info on other nights',
		[{ id: '_meta', otherNight: ['dusk', 'minioninfo'] }, 'imp'],
		'[0].otherNight[1]',
		/first night/
	],
	[
		'demon info on other nights',
		['imp', { id: '_meta', otherNight: ['demoninfo'] }],
		'[1].otherNight[0]',
		/first night/
	],
	[
		'a homebrew error after good entries',
		['imp', 'chef', 'empath', { id: 'x', name: 'X', team: 'evil' }],
		'[3].team'
	],
	['JSON text with a bad id', '["imp", "chef", "washerwomen"]', '[2]', /washerwomen/]
];

describe('parseScript: malformed scripts', () => {
	it('has at least 50 distinct malformed scripts to try', () => {
		expect(MALFORMED.length).toBeGreaterThanOrEqual(50);
		expect(new Set(MALFORMED.map((m) => JSON.stringify(m[1]) ?? String(m[1]))).size).toBe(
			MALFORMED.length
		);
	});

	it.each(MALFORMED)(
		'refuses %s with the path and reason, importing nothing',
		(_label, input, path, message) => {
			let result: ReturnType<typeof parseScript> | undefined;
			expect(() => {
				result = parseScript(input);
			}).not.toThrow();
			if (!result || result.ok) throw new Error('accepted a malformed script');
			expect(result).not.toHaveProperty('script');
			expect(result.errors.length).toBeGreaterThan(0);
			for (const e of result.errors) {
				expect(typeof e.path).toBe('string');
				expect(e.message.length).toBeGreaterThan(0);
			}
			const hit = result.errors.find((e) => e.path === path);
			expect(hit, JSON.stringify(result.errors)).toBeDefined();
			if (message) expect(hit?.message).toMatch(message);
		}
	);

	it('reports every problem, not just the first', () => {
		const r = parseScript(['imp', 'washerwomen', 7, { id: 'x', name: 'X' }, 'imp']);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.errors.map((e) => e.path)).toEqual(['[1]', '[2]', '[3].team', '[4]']);
	});

	it('never throws, even on a hostile object', () => {
		const hostile = new Proxy(
			{},
			{
				get() {
					throw new Error('boom');
				}
			}
		);
		const trap = Object.defineProperty({}, 'id', {
			get() {
				throw new Error('trap');
			},
			enumerable: true
		});
		for (const input of [[hostile], [trap]]) {
			const r = parseScript(input);
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.errors[0]?.path).toBe('');
		}
		// Not JSON data: refused with its place by the limits shared with backups.
		expect(parseScript(['imp', { id: 'x', name: 'X', team: 'townsfolk', big: 10n }])).toMatchObject(
			{ ok: false, errors: [{ path: '[1].big' }] }
		);
	});
});

describe('built-in scripts', () => {
	it('hold each edition with its travellers and a complete night order', () => {
		expect(BUILT_IN_SCRIPTS.map((s) => s.id)).toEqual(['tb', 'bmr', 'snv', 'carousel']);
		const tb = builtInScript('tb');
		expect(tb?.characters).toHaveLength(27);
		expect(tb?.characters.filter((c) => c.team === 'traveller')).toHaveLength(5);
		expect(builtInScript('nope')).toBeUndefined();
		for (const s of BUILT_IN_SCRIPTS) {
			const wakers = s.characters.filter((c) => c.firstNight > 0).map((c) => c.id);
			expect(
				s.firstNight.filter((x) => !['dusk', 'minioninfo', 'demoninfo', 'dawn'].includes(x)).sort()
			).toEqual(wakers.sort());
			expect(s.firstNight[0]).toBe('dusk');
		}
	});
	it('follow the official order exactly', () => {
		for (const s of BUILT_IN_SCRIPTS) {
			expect(s.firstNight).toEqual(OFFICIAL_FIRST_NIGHT.filter((id) => s.firstNight.includes(id)));
			expect(s.otherNight).toEqual(OFFICIAL_OTHER_NIGHT.filter((id) => s.otherNight.includes(id)));
		}
	});
	it('offer every fabled, loric and traveller', () => {
		expect(STORYTELLER_CHARACTERS.every((c) => c.team === 'fabled' || c.team === 'loric')).toBe(
			true
		);
		// 181 official characters and 68 of the Chinese editions (2 fabled, 3 travellers).
		expect(STORYTELLER_CHARACTERS).toHaveLength(27);
		expect(ALL_TRAVELLERS).toHaveLength(21);
		expect(OFFICIAL).toHaveLength(249);
	});
	it('nightOrder without characters is just the pseudo-steps', () => {
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
