import { describe, expect, it } from 'vitest';
import { fabledAdded } from './fabled';
import { nightSteps } from './engine/night';
import { protections } from './engine/protections';
import { game, ok, okAll, remind, TB7 } from './engine/testing/builders';
import type { GameState } from './engine/types';
import { publicView } from './engine/views';
import { validateSetup } from './setup';
import { TB } from './setup-test-helpers';

// Independent rule cases for the Fabled the storyteller brings: which wake, what they protect,
// what the table sees, and the Sentinel's Outsider count.

function withFabled(...ids: string[]): GameState {
	return ids.reduce((s, id) => ok(s, fabledAdded(s, id)), game({ characters: TB7 }));
}
const stepsOf = (s: GameState) =>
	nightSteps(s)
		.map((x) => x.character)
		.filter((c) => c && !TB7.includes(c));

describe('Fabled at night', () => {
	it('the Angel places its tokens on the first night only', () => {
		const night1 = ok(withFabled('angel'), { type: 'night/started' });
		expect(stepsOf(night1)).toEqual(['angel']);
		const night2 = okAll(night1, [{ type: 'day/started' }, { type: 'night/started' }]);
		expect(stepsOf(night2)).toEqual([]);
	});
	it('the Doomsayer, Djinn, Sentinel, Spirit of Ivory and Hell’s Librarian never wake', () => {
		const g = withFabled('doomsayer', 'djinn', 'sentinel', 'spiritofivory', 'hellslibrarian');
		expect(g.fabled).toHaveLength(5);
		const night1 = ok(g, { type: 'night/started' });
		expect(stepsOf(night1)).toEqual([]);
		const night2 = okAll(night1, [{ type: 'day/started' }, { type: 'night/started' }]);
		expect(stepsOf(night2)).toEqual([]);
	});
	it('a player the Angel protects is named as protected against the Demon’s kill', () => {
		const g = okAll(withFabled('angel'), [
			{ type: 'night/started' },
			remind('s1', 'angel', 'Protected'),
			{ type: 'day/started' },
			{ type: 'night/started' }
		]);
		expect(protections(g, 'imp', 's1').map((p) => p.by)).toContain('angel');
		expect(protections(g, 'imp', 's2').map((p) => p.by)).not.toContain('angel');
	});
});

describe('Fabled in public', () => {
	it('the table sees which Fabled are in play, and not the Angel’s tokens', () => {
		const g = okAll(withFabled('angel', 'doomsayer'), [
			{ type: 'night/started' },
			remind('s1', 'angel', 'Protected'),
			{ type: 'day/started' }
		]);
		const view = publicView(g);
		expect(view.fabled).toEqual(['angel', 'doomsayer']);
		expect(JSON.stringify(view)).not.toContain('Protected');
	});
});

describe('the Sentinel', () => {
	it('allows one Outsider more or fewer than the table gives, and no more', () => {
		// Seven players: 5 Townsfolk, 0 Outsiders, 1 Minion, 1 Demon.
		const oneOut = ['chef', 'librarian', 'empath', 'monk', 'saint', 'poisoner', 'imp'];
		expect(validateSetup(TB, oneOut, 7).errors.map((e) => e.code)).toContain('counts');
		expect(validateSetup(TB, oneOut, 7, ['sentinel']).errors).toEqual([]);
		const twoOut = ['chef', 'librarian', 'empath', 'butler', 'saint', 'poisoner', 'imp'];
		expect(validateSetup(TB, twoOut, 7, ['sentinel']).errors.map((e) => e.code)).toContain(
			'counts'
		);
	});
});
