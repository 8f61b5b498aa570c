import { describe, expect, it } from 'vitest';
import { parseScript } from './script';

// Files the parser refuses, each with what is wrong and where.

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
	[
		'two own characters with one id',
		['imp', { id: 'x', name: 'X', team: 'townsfolk' }, { id: 'x', name: 'Y', team: 'townsfolk' }],
		'[2]',
		/duplicate character id "x" \(also at \[1\]\)/
	],
	[
		'an own character with a known one’s id',
		['imp', { id: 'imp', name: 'Our Imp', team: 'demon', ability: 'Our own ability.' }],
		'[1]',
		/duplicate/
	],
	['a number entry', ['imp', 5], '[1]', /found a number/],
	['a null entry', [null, 'imp'], '[0]', /found null/],
	['an array entry', [['imp']], '[0]', /found an array/],
	['a boolean entry', ['imp', false], '[1]', /found a boolean/],
	['an object without id', ['imp', {}], '[1].id', /missing character id/],
	['an object as a team', ['imp', { id: 'x', name: 'X', team: {} }], '[1].team', /found an object/],
	['a numeric id', [{ id: 5 }], '[0].id', /missing character id/],
	['a blank id', [{ id: '   ' }], '[0].id', /missing character id/],
	[
		'homebrew without team',
		['imp', { id: 'x', name: 'X' }],
		'[1].team',
		/needs a team, found nothing$/
	],
	[
		'a night position that is a word',
		[{ id: 'x', name: 'X', team: 'townsfolk', firstNight: 'late' }],
		'[0].firstNight',
		/found "late"/
	],
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
		'a negative night position',
		[{ id: 'x', name: 'X', team: 'townsfolk', otherNight: -3 }],
		'[0].otherNight',
		/found -3/
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
		const r = parseScript([
			'imp',
			'washerwomen',
			7,
			{ id: 'x', name: 'X' },
			{ id: 'imp', name: 'Our Imp', team: 'demon', ability: 'Our own ability.' }
		]);
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
