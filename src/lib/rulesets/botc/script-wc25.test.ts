import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officialCharacter } from './characters';
import { definesOwn, idKey, recognise } from './recognise';
import { parseScript } from './script';
import { exportFile } from './script-export';
import { homebrewEntry } from './script-test-helpers';

// The sixteen World Cup 2025 scripts as published (tests/fixtures/scripts/wc25/SOURCE.md), read
// as the importer reads them: the text of the file through parseScript. A script's own
// characters stay the author's even when named like an official one (the Witch Hunt's Witch).

const DIR = 'tests/fixtures/scripts/wc25/';
const FILES = readdirSync(DIR)
	.filter((f) => f.endsWith('.json'))
	.sort();
const text = (file: string) => readFileSync(DIR + file, 'utf8');
const entries = (file: string) => JSON.parse(text(file)) as (string | Record<string, unknown>)[];

function read(file: string) {
	const result = parseScript(text(file));
	if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
	return result.script;
}

describe('the World Cup 2025 scripts', () => {
	it('are all there', () => {
		expect(FILES).toHaveLength(16);
	});

	it.each(FILES)('%s imports with the author’s own characters as written', (file) => {
		const script = read(file);
		const list = entries(file).filter((e) => typeof e === 'string' || e.id !== '_meta');
		// One character per entry, in the file's order: no entry lost, none merged into another.
		expect(script.characters).toHaveLength(list.length);
		list.forEach((entry, i) => {
			const c = script.characters[i];
			if (typeof entry === 'string') {
				// An official id is the official character in every respect.
				expect(c, `${file} [${i}] ${entry}`).toEqual(officialCharacter(entry));
				return;
			}
			expect(definesOwn(entry)).toBe(true);
			expect(c, `${file} ${String(entry.id)}`).toMatchObject({
				id: idKey(String(entry.id)),
				name: entry.name,
				team: entry.team,
				edition: 'homebrew',
				setup: entry.setup,
				reminders: entry.reminders,
				firstNight: entry.firstNight ?? 0,
				otherNight: entry.otherNight ?? 0,
				homebrew: { ability: entry.ability }
			});
			expect(c?.special).toEqual(entry.special);
		});
	});

	it.each(FILES)('%s exports and imports again to the same script', (file) => {
		const script = read(file);
		const again = parseScript(exportFile(script).text);
		if (!again.ok) throw new Error(JSON.stringify(again.errors));
		expect({ ...again.script, id: '' }).toEqual({ ...script, id: '' });
	});

	it('keeps the Witch Hunt’s own Witch: its id, night numbers and bag-duplicate special', () => {
		const script = read('witchhunt.json');
		expect(script.characters.some((c) => c.id === 'witch')).toBe(false);
		const witch = script.characters.find((c) => c.id === 'witchhuntwitch');
		expect(witch).toMatchObject({
			name: 'Witch',
			team: 'minion',
			edition: 'homebrew',
			firstNight: 36,
			otherNight: 23,
			reminders: ['Cursed'],
			special: [{ type: 'selection', name: 'bag-duplicate' }]
		});
		// It wakes on both nights, at the place its numbers give on the official scale.
		expect(script.firstNight).toContain('witchhuntwitch');
		expect(script.otherNight).toContain('witchhuntwitch');
		expect(script.firstNight).not.toContain('witch');
	});

	it('keeps characters named like official travellers or of another team as the author’s', () => {
		const stowed = read('stowedaway.json').characters.filter((c) => c.edition === 'homebrew');
		expect(stowed.map((c) => [c.id, c.team])).toEqual([
			['stowedawaybonecollector', 'townsfolk'],
			['stowedawayapprentice', 'townsfolk'],
			['stowedawaydeviant', 'townsfolk'],
			['stowedawayscapegoat', 'townsfolk']
		]);
		const amnesiac = read('beautifulhouse.json').characters.find((c) => c.name === 'Amnesiac');
		expect(amnesiac).toMatchObject({ id: 'beautifulhouseamnesiac', team: 'outsider' });
	});
});

describe('an entry of the file’s own against one that names an official character', () => {
	const witch = homebrewEntry('witchhunt-witch', 'Witch', 'minion', 'Our own words for a curse.', {
		firstNight: 36
	});

	it('a character of its own is never named by its name, English name or image', () => {
		expect(recognise(witch)).toBeNull();
		expect(recognise({ ...witch, name_eng: 'Witch' })).toBeNull();
		expect(recognise({ ...witch, image: 'https://example.invalid/icons/witch.png' })).toBeNull();
	});

	it('without its own ability, or said to be official, the name still names it', () => {
		expect(recognise({ id: 'witchhunt-witch', name: 'Witch', team: 'minion' })?.character.id).toBe(
			'witch'
		);
		expect(recognise({ ...witch, ability: '  ' })?.character.id).toBe('witch');
		expect(recognise({ ...witch, isOfficial: true })?.character.id).toBe('witch');
	});

	it('an official id in any written form, name_id or a 集石 number still names the official one', () => {
		expect(recognise({ ...witch, id: 'Witch' })?.character.id).toBe('witch');
		expect(recognise({ ...witch, id: 'witchbutton' })?.character.id).toBe('witch');
		expect(recognise({ ...witch, id: 'x9', name_id: 'witch' })?.character.id).toBe('witch');
		expect(recognise({ ...witch, id: '7_45', name: '女巫' })?.character.id).toBe('witch');
		// An id of only Chinese letters is a name.
		expect(recognise({ ...witch, id: '女巫', name: '女巫' })?.character.id).toBe('witch');
	});

	it('says what is wrong, and where, with a character of its own that lacks a name', () => {
		const result = parseScript([{ ...witch, name: '' }, 'imp']);
		expect(result.ok ? [] : result.errors).toEqual([
			{ path: '[0].name', message: 'a homebrew character needs a name' }
		]);
	});
});
