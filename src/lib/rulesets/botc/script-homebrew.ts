import type { Character, CharacterSpecial, Jinx, Team } from '../../engine/types';
import { LIMITS } from '../../engine/limits';
import { hasVisible } from '../../engine/names';
import { seedFrom } from '../../engine/random';
import { normaliseId } from './characters';
import { fileTeam, idKey, nameKey } from './recognise';
import type { ScriptProblem } from './script';

// A homebrew character read from a script file: its own name, team, texts and night numbers.

const { scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;

/** Night numbers on an exporting tool's own scale go into the thousands. */
export const MAX_NIGHT_NUMBER = 1_000_000;

export const PSEUDO = /* @__PURE__ */ new Set(['dusk', 'minioninfo', 'demoninfo', 'dawn']);

export function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	return typeof value === 'string' ? `"${value.slice(0, 40)}"` : `a ${typeof value}`;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readStrings(
	value: unknown,
	path: string,
	errors: ScriptProblem[],
	max: number
): string[] | undefined {
	if (!Array.isArray(value)) {
		errors.push({ path, message: `expected a list of text, found ${describe(value)}` });
		return undefined;
	}
	const out: string[] = [];
	value.forEach((v, i) => {
		if (typeof v !== 'string')
			errors.push({ path: `${path}[${i}]`, message: `expected text, found ${describe(v)}` });
		else if (v.length > max)
			errors.push({ path: `${path}[${i}]`, message: `text longer than ${max} characters` });
		else out.push(v);
	});
	return out;
}

export function readHomebrew(
	entry: Record<string, unknown>,
	at: string,
	errors: ScriptProblem[]
): Character | null {
	const before = errors.length;
	// An id of only Chinese (or other) letters gets a stable id of our own letters and digits.
	const raw = String(entry.id);
	const id = idKey(raw) || (nameKey(raw) ? `hb${seedFrom(raw).toString(36)}` : '');
	if (!id)
		errors.push({
			path: `${at}.id`,
			message: `character id "${raw.slice(0, 40)}" has no letters or digits`
		});
	if (id.length > MAX_NAME) errors.push({ path: `${at}.id`, message: 'character id is too long' });
	if (PSEUDO.has(id))
		errors.push({ path: `${at}.id`, message: `"${id}" is reserved for a night step` });
	if (typeof entry.name !== 'string' || !hasVisible(entry.name))
		errors.push({ path: `${at}.name`, message: 'a homebrew character needs a name' });
	else if (entry.name.length > MAX_NAME)
		errors.push({ path: `${at}.name`, message: `name is longer than ${MAX_NAME} characters` });
	let team: Team | null = null;
	const given = fileTeam(entry);
	if (given === null) {
		errors.push({
			path: `${at}.team`,
			message: `a homebrew character needs a team, found ${describe(entry.team)}`
		});
	} else if (given === 'unknown') {
		errors.push({
			path: `${at}.team`,
			message: `unknown team "${String(entry.team).slice(0, 40)}"`
		});
	} else team = given;
	const text = (key: string): string | undefined => {
		const v = entry[key];
		if (v === undefined || v === null) return undefined;
		if (typeof v !== 'string') {
			errors.push({ path: `${at}.${key}`, message: `expected text, found ${describe(v)}` });
			return undefined;
		}
		if (v.length > MAX_TEXT) {
			errors.push({ path: `${at}.${key}`, message: `text longer than ${MAX_TEXT} characters` });
			return undefined;
		}
		return v;
	};
	const num = (key: string): number => {
		const v = entry[key];
		if (v === undefined || v === null) return 0;
		if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_NIGHT_NUMBER) {
			errors.push({
				path: `${at}.${key}`,
				message: `expected a night position (a number from 0), found ${describe(v)}`
			});
			return 0;
		}
		return v;
	};
	const ability = text('ability');
	const firstNightReminder = text('firstNightReminder');
	const otherNightReminder = text('otherNightReminder');
	const flavor = text('flavor');
	const firstNight = num('firstNight');
	const otherNight = num('otherNight');
	const reminders =
		entry.reminders === undefined
			? []
			: (readStrings(entry.reminders, `${at}.reminders`, errors, MAX_NAME) ?? []);
	const remindersGlobal =
		entry.remindersGlobal === undefined
			? []
			: (readStrings(entry.remindersGlobal, `${at}.remindersGlobal`, errors, MAX_NAME) ?? []);
	// Some tools write the setup flag as 0 or 1.
	const setup = entry.setup === true || entry.setup === 1;
	if (
		entry.setup !== undefined &&
		entry.setup !== null &&
		typeof entry.setup !== 'boolean' &&
		entry.setup !== 0 &&
		entry.setup !== 1
	)
		errors.push({
			path: `${at}.setup`,
			message: `expected true or false, found ${describe(entry.setup)}`
		});
	let jinxes: Jinx[] | undefined;
	if (entry.jinxes !== undefined) {
		if (!Array.isArray(entry.jinxes))
			errors.push({ path: `${at}.jinxes`, message: 'expected a list of jinxes' });
		else
			jinxes = entry.jinxes.flatMap((j, k) => {
				if (!isRecord(j) || typeof j.id !== 'string') {
					errors.push({ path: `${at}.jinxes[${k}]`, message: 'a jinx needs an id' });
					return [];
				}
				return [
					{
						id: normaliseId(j.id),
						...(typeof j.reason === 'string' ? { reason: j.reason.slice(0, MAX_TEXT) } : {})
					}
				];
			});
	}
	let special: CharacterSpecial[] | undefined;
	if (entry.special !== undefined) {
		if (!Array.isArray(entry.special))
			errors.push({ path: `${at}.special`, message: 'expected a list' });
		else
			special = entry.special.flatMap((s, k) => {
				if (!isRecord(s) || typeof s.type !== 'string' || typeof s.name !== 'string') {
					errors.push({
						path: `${at}.special[${k}]`,
						message: 'a special needs a type and a name'
					});
					return [];
				}
				const out: CharacterSpecial = { type: s.type, name: s.name };
				if (typeof s.value === 'number' || typeof s.value === 'string') out.value = s.value;
				if (typeof s.time === 'string') out.time = s.time;
				if (typeof s.global === 'string') out.global = s.global;
				return [out];
			});
	}
	if (errors.length > before || team === null) return null;
	return {
		id,
		name: (entry.name as string).trim(),
		team,
		edition: 'homebrew',
		setup,
		reminders,
		remindersGlobal,
		firstNight,
		otherNight,
		...(special ? { special } : {}),
		...(jinxes ? { jinxes } : {}),
		homebrew: {
			...(ability !== undefined ? { ability } : {}),
			...(firstNightReminder !== undefined ? { firstNightReminder } : {}),
			...(otherNightReminder !== undefined ? { otherNightReminder } : {}),
			...(flavor !== undefined ? { flavor } : {})
		}
	};
}
