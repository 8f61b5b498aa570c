import { type SeatSpec, withExtra } from '../engine/testing/builders';
import { tableAtNight } from '../engine/testing/nights';

// Sects & Violets tables the rule-case and combination tests share: seat lists (s1, s2, … in
// order) and a table of them played to a night.

/** A Sects & Violets table (`extra` official characters added) dealt `seats`, at night `n`. */
export const snvAt = (seats: SeatSpec[], n = 1, extra: string[] = []) =>
	tableAtNight({ script: withExtra('snv', extra), characters: seats }, n);

/** Sects & Violets: s1 the Vortox, s2 … s4 as given, then s5 Clockmaker, s6 Oracle, s7 Mutant. */
export function vortox7(s2: SeatSpec, s3: SeatSpec, s4: SeatSpec): SeatSpec[] {
	return ['vortox', s2, s3, s4, 'clockmaker', 'oracle', 'mutant'];
}

/** `vortox7` with s2 Witch, s3 Philosopher, s4 Dreamer. */
export const PHIL_SNV = vortox7('witch', 'philosopher', 'dreamer');

/** `vortox7` with s2 Pit-Hag, s3 Seamstress, s4 Dreamer. */
export const HAG_SNV = vortox7('pithag', 'seamstress', 'dreamer');

/** `vortox7` with s2 Witch, s3 Seamstress, s4 Philosopher. */
export const SEAMSTRESS_PHIL_SNV = vortox7('witch', 'seamstress', 'philosopher');
