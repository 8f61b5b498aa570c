import { describe, expect, it } from 'vitest';
import { blankCharacter } from './engine/testing/builders';
import type { Character, Script } from './engine/types';
import { nightPlace, stepName } from '../../components/reference/character-index';
import { parseScript } from './script';
import { nightOrder } from './script-night';
import { expectedCounts, randomCharacters, teamCounts, validateSetup } from './setup';
import { reminderLabel, textOf } from './texts';
import './texts/all';

// Ids that are also the names of properties every plain object inherits. A script (or a backup)
// may use any of them; a lookup on a plain object would find the inherited function instead.
const BUILT_IN_NAMES = [
	'constructor',
	'toString',
	'__proto__',
	'hasOwnProperty',
	'valueOf',
	'isPrototypeOf',
	'toLocaleString'
];

function homebrew(id: string, team: string, firstNight = 0): Record<string, unknown> {
	return { id, name: `Homebrew ${id}`, team, ability: 'Does a thing.', firstNight };
}

/** A script whose townsfolk, outsider, minion and demon include built-in names as ids. */
const FILE = [
	{ id: '_meta', name: 'Prototype town' },
	homebrew('constructor', 'demon', 30),
	homebrew('toString', 'minion', 25),
	homebrew('__proto__', 'townsfolk', 40),
	homebrew('hasOwnProperty', 'townsfolk'),
	homebrew('valueOf', 'townsfolk'),
	homebrew('isPrototypeOf', 'outsider'),
	homebrew('toLocaleString', 'townsfolk'),
	'washerwoman',
	'librarian',
	'chef',
	'empath',
	'butler',
	'poisoner'
];

function parsed(input: unknown): Script {
	const r = parseScript(input);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

/** The engine's own script shape keeps ids as given (a backup's game carries it whole). */
function rawScript(): Script {
	const characters: Character[] = BUILT_IN_NAMES.map((id, i) =>
		blankCharacter(
			id,
			i === 0 ? 'demon' : i === 1 ? 'minion' : i === 5 ? 'outsider' : 'townsfolk',
			`Raw ${id}`
		)
	);
	return {
		id: 'raw',
		name: 'Raw',
		characters,
		firstNight: ['dusk', 'dawn'],
		otherNight: ['dusk', 'dawn'],
		jinxes: []
	};
}

describe('character ids equal to built-in object property names', () => {
	it('parseScript reads them as homebrew characters', () => {
		const s = parsed(FILE);
		expect(s.characters.slice(0, 7).map((c) => c.id)).toEqual([
			'constructor',
			'tostring',
			'proto',
			'hasownproperty',
			'valueof',
			'isprototypeof',
			'tolocalestring'
		]);
		const own = new Set(s.characters.slice(0, 7).map((c) => c.id));
		expect(s.firstNight.filter((id) => own.has(id))).toEqual(['tostring', 'constructor', 'proto']);
		expect(s.otherNight.filter((id) => own.has(id))).toEqual([]);
	});

	it('also as _meta night orders and jinx partners', () => {
		const s = parsed([
			{ id: '_meta', firstNight: ['constructor', 'dusk'], otherNight: ['constructor'] },
			{ ...homebrew('constructor', 'demon', 3), jinxes: [{ id: 'toString', reason: 'x' }] },
			{ ...homebrew('toString', 'minion') }
		]);
		expect(s.firstNight.slice(0, 2)).toEqual(['constructor', 'dusk']);
		expect(s.jinxes).toEqual([['constructor', 'tostring']]);
	});

	it('validateSetup checks a selection of them without throwing', () => {
		const s = parsed(FILE);
		const pick = [
			'constructor',
			'tostring',
			'proto',
			'hasownproperty',
			'valueof',
			'chef',
			'empath'
		];
		const check = validateSetup(s, pick, 7);
		expect(check.errors.map((e) => e.message.en)).toEqual([]);
		expect(check.splits).toEqual([teamCounts(7)]);
		expect(check.notes).toEqual([]);
		const twice = validateSetup(s, ['constructor', ...pick.slice(1, 6), 'valueof'], 7);
		expect(twice.errors.map((e) => e.code)).toEqual(['duplicate']);
	});

	it('validateSetup and expectedCounts take them raw, as a backup’s game may hold them', () => {
		const raw = rawScript();
		expect(expectedCounts(7, BUILT_IN_NAMES)).toEqual({ splits: [teamCounts(7)], notes: [] });
		const check = validateSetup(raw, BUILT_IN_NAMES, 7);
		expect(check.errors.map((e) => e.code)).toEqual(['counts']);
		expect(validateSetup(raw, ['valueOf', 'valueOf', 'constructor'], 5).errors[0]?.code).toBe(
			'duplicate'
		);
	});

	it('randomCharacters draws legal sets from a script made of them', () => {
		const s = parsed(FILE);
		for (let seed = 1; seed <= 20; seed++) {
			const pick = randomCharacters(s, 7, seed);
			expect(pick).not.toBeNull();
			expect(validateSetup(s, pick ?? [], 7).errors).toEqual([]);
		}
		const raw = rawScript();
		expect(randomCharacters(raw, 5, 3)).toEqual(
			expect.arrayContaining(['constructor', 'toString'])
		);
	});

	it('nightOrder places them by their own numbers, and not at all when they do not wake', () => {
		const s = parsed(FILE);
		const own = new Set(s.characters.slice(0, 7).map((c) => c.id));
		expect(nightOrder(s.characters, 'otherNight').filter((id) => own.has(id))).toEqual([]);
		const raw = rawScript();
		// Only the pseudo-steps, as with no characters at all.
		expect(nightOrder(raw.characters, 'firstNight')).toEqual(nightOrder([], 'firstNight'));
	});

	it('texts: homebrew texts, the id itself, or the label as typed, never an inherited value', () => {
		const s = parsed(FILE);
		const constructor = s.characters[0];
		expect(textOf('constructor', 'en', constructor)).toEqual({
			name: 'Homebrew constructor',
			ability: 'Does a thing.'
		});
		for (const id of BUILT_IN_NAMES) {
			for (const locale of ['en', 'zh-CN'] as const) {
				expect(textOf(id, locale)).toEqual({ name: id, ability: '' });
				expect(reminderLabel('imp', id, locale)).toBe(id);
				expect(reminderLabel(id, 'Dead', locale)).toBe('Dead');
			}
			expect(stepName(id, 'en')).toBe(id);
			expect(stepName(id, 'zh-CN')).toBe(id);
			expect(nightPlace(id, 'first')).toBeNull();
		}
	});
});
