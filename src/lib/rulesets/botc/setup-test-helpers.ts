import { expect } from 'vitest';
import { script } from './engine/testing/builders';
import type { Script } from './engine/types';
import { parseScript } from './script';
import { validateSetup, type SetupCheck } from './setup';

// Shared by the setup tests (setup*.test.ts): scripts, filler characters and checks.

export const codes = (c: SetupCheck) => c.errors.map((e) => e.code);
export const warningCodes = (c: SetupCheck) => c.warnings.map((e) => e.code);

/** The setup check of a table with one player for each character given. */
export const seated = (script: Script, ids: readonly string[], fabled: readonly string[] = []) =>
	validateSetup(script, ids, ids.length, fabled);

export function expectLegal(c: SetupCheck) {
	expect(c.errors.map((e) => e.message.en)).toEqual([]);
}

export function custom(ids: string[]): Script {
	const r = parseScript([{ id: '_meta', name: 'Mixed' }, ...ids]);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

/** The official team counts: [players, Townsfolk, Outsiders, Minions, Demons], 5 to 15. */
export const TEAM_COUNT_TABLE: [number, number, number, number, number][] = [
	[5, 3, 0, 1, 1],
	[6, 3, 1, 1, 1],
	[7, 5, 0, 1, 1],
	[8, 5, 1, 1, 1],
	[9, 5, 2, 1, 1],
	[10, 7, 0, 2, 1],
	[11, 7, 1, 2, 1],
	[12, 7, 2, 2, 1],
	[13, 9, 0, 3, 1],
	[14, 9, 1, 3, 1],
	[15, 9, 2, 3, 1]
];

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
