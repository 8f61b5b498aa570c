import { expect } from 'vitest';
import { script } from '../../engine/testing/builders';
import type { Script } from '../../engine/types';
import { parseScript } from './script';
import type { SetupCheck } from './setup';

// Shared by the setup tests (setup*.test.ts): scripts, filler characters and checks.

export const codes = (c: SetupCheck) => c.errors.map((e) => e.code);
export const warningCodes = (c: SetupCheck) => c.warnings.map((e) => e.code);

export function expectLegal(c: SetupCheck) {
	expect(c.errors.map((e) => e.message.en)).toEqual([]);
}

export function custom(ids: string[]): Script {
	const r = parseScript([{ id: '_meta', name: 'Mixed' }, ...ids]);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

export const TB = script('tb');
export const BMR = script('bmr');
export const SNV = script('snv');
export const CAR = script('carousel');

/** n carousel Townsfolk with no setup ability, for filling. */
export const plainTown = (n: number) =>
	[
		'steward',
		'knight',
		'noble',
		'shugenja',
		'pixie',
		'general',
		'preacher',
		'cultleader',
		'fisherman'
	].slice(0, n);
export const plainOut = (n: number) =>
	['ogre', 'golem', 'politician', 'zealot', 'puzzlemaster'].slice(0, n);
