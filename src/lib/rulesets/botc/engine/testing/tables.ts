/**
 * Tables the ability tests share (the ledger, character changes, gains): who sits where and
 * what night they are played to. Used by the engine's tests only.
 */
import { expect } from 'vitest';
import { suggestChanges } from '../change-offers';
import { seatById } from '../seats';
import { checkWin } from '../win';
import { type SeatSpec, type Table, withExtra } from './builders';
import { tableAtNight } from './nights';

/**
 * Trouble Brewing with the Philosopher added. s1 Philosopher (neighbours s7 Imp and s2): 1;
 * s2 Empath (neighbours s1 and s3, both good): 0.
 */
export const PHIL_EMPATH = [
	'philosopher',
	'empath',
	'chef',
	'washerwoman',
	'librarian',
	'poisoner',
	'imp'
];

/** `PHIL_EMPATH` at night 1 (the Philosopher has not chosen yet). */
export function philosopherTakesEmpath(): Table {
	return tableAtNight({ script: withExtra('tb', ['philosopher']), characters: PHIL_EMPATH });
}

/** Sects & Violets: s1 Vortox, s2 Pit-Hag, then five good players (s3 Clockmaker … s7 Mutant). */
export const PITHAG_SNV = [
	'vortox',
	'pithag',
	'clockmaker',
	'dreamer',
	'seamstress',
	'oracle',
	'mutant'
];

/** Sects & Violets: s4 No Dashii between s3 Clockmaker and s5 Mutant; s7 Witch. */
export const NODASHII_SNV = [
	'dreamer',
	'snakecharmer',
	'clockmaker',
	'nodashii',
	'mutant',
	'flowergirl',
	'witch'
];

/** Sects & Violets: s1 Vigormortis, s2 Witch, s3 Snake Charmer, s4 Dreamer, then good players. */
export const VIGORMORTIS_SNV = [
	'vigormortis',
	'witch',
	'snakecharmer',
	'dreamer',
	'seamstress',
	'oracle',
	'mutant'
];

/** Sects & Violets: s3 Seamstress among good players; s6 Witch, s7 Vortox. */
export const SEAMSTRESS_SNV = [
	'clockmaker',
	'dreamer',
	'seamstress',
	'mathematician',
	'flowergirl',
	'witch',
	'vortox'
];

/** Bad Moon Rising: s5 a Lunatic who thinks they are the Zombuul; s6 Godfather, s7 Pukka. */
export const LUNATIC_BMR: SeatSpec[] = [
	'grandmother',
	'sailor',
	'chambermaid',
	'exorcist',
	{ character: 'lunatic', thinks: 'zombuul' },
	'godfather',
	'pukka'
];

/** The Carousel: s4 a Marionette who thinks they are the Pixie, s5 Yaggababble, s6 Widow. */
export const MARIONETTE_CAROUSEL: SeatSpec[] = [
	'steward',
	'knight',
	'noble',
	{ character: 'marionette', thinks: 'pixie' },
	'yaggababble',
	'widow',
	'shugenja'
];

/**
 * The Fang Gu at `fanggu` jumps to the Mutant at `mutant` with a Scarlet Woman in play (the
 * jinx): the Mutant becomes an evil Fang Gu and the old one dies; checks that the Scarlet Woman
 * is offered no change and that nobody has won, then starts the day.
 */
export function fangGuJumpsToMutant(t: Table, fanggu: string, mutant: string): void {
	t.do({ type: 'seat/changed', seat: mutant, character: 'fanggu', how: 'fanggu' });
	t.do({ type: 'seat/died', seat: fanggu, by: 'fanggu' });
	expect(seatById(t.state, mutant)).toMatchObject({ character: 'fanggu', was: 'mutant' });
	expect(suggestChanges(t.state)).toEqual([]);
	t.do({ type: 'day/started' });
	expect(checkWin(t.state)).toBeNull();
}

/** Bad Moon Rising, ten seats: s1 Courtier … s7 Grandmother, s8 Assassin, s9 Mastermind, s10 Po. */
export const COURTIER_PO_BMR = [
	'courtier',
	'exorcist',
	'sailor',
	'chambermaid',
	'innkeeper',
	'professor',
	'grandmother',
	'assassin',
	'mastermind',
	'po'
];

/** Bad Moon Rising, nine seats: s1 Zombuul, s2 Godfather, then seven good players (s9 Gossip). */
export const ZOMBUUL_GOSSIP_BMR = [
	'zombuul',
	'godfather',
	'sailor',
	'chambermaid',
	'innkeeper',
	'gambler',
	'moonchild',
	'minstrel',
	'gossip'
];
