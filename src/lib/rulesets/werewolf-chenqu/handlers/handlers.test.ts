import { describe, expect, it } from 'vitest';
import { reject } from '../../../engine/types';
import { HANDLERS } from '../reduce';
import { TestGame } from '../testing';

// What the map itself must be, for every rule set: rulesets/handler-maps.test.ts.

describe('沉取场 handlers on their own', () => {
	it('a handler on its own: a director’s note needs words', () => {
		const g = new TestGame();
		expect(HANDLERS['director/note'](g.s, { type: 'director/note', text: ' ', at: 1 })).toEqual(
			reject('wwc.empty')
		);
	});
});
