import { describe, expect, it } from 'vitest';
import { OFFICIAL } from './characters';
import { editionOf, EDITION_IDS } from './editions';

describe('edition index', () => {
	it('knows the edition of every official character, as the facts say', () => {
		for (const c of OFFICIAL) expect(editionOf(c.id), c.id).toBe(c.edition);
		const listed = Object.values(EDITION_IDS).flatMap((ids) => ids.split(' '));
		expect(listed).toHaveLength(OFFICIAL.length);
		expect(editionOf('washerwomen')).toBeUndefined();
	});
});
