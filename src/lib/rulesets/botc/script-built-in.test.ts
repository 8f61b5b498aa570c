import { describe, expect, it } from 'vitest';
import { OFFICIAL, OFFICIAL_FIRST_NIGHT, OFFICIAL_OTHER_NIGHT } from './characters';
import { ALL_TRAVELLERS, BUILT_IN_SCRIPTS, STORYTELLER_CHARACTERS, builtInScript } from './script';

// The scripts the app carries: the four editions, and the storyteller's characters any script may use.

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
});
