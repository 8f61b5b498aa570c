import { describe, expect, it } from 'vitest';
import { isRole, isSkill } from './roles';

describe('I01 role and skill names from a file', () => {
	it('are not matched by names every object inherits', () => {
		for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
			expect(isRole(id)).toBe(false);
			expect(isSkill(id)).toBe(false);
		}
	});
});
