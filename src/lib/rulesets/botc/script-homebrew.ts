import type { Character, CharacterSpecial, Jinx, Team } from './engine/types';
import { LIMITS } from '../../engine/limits';
import { hasVisible } from '../../engine/names';
import { seedFrom } from '../../engine/random';
import { normaliseId } from './characters';
import { fileTeam, idKey, nameKey } from './recognise';
import type { ScriptProblem } from './script';
import { HomebrewFields, check, describe, texts } from './script-schema';

// A homebrew character read from a script file: its own name, team, texts and night numbers.

const { scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;

export { MAX_NIGHT_NUMBER, describe, isRecord } from './script-schema';

export const PSEUDO = /* @__PURE__ */ new Set(['dusk', 'minioninfo', 'demoninfo', 'dawn']);

/** A list of texts of at most `max` characters, or undefined with its problems in `errors`. */
export function readStrings(
	value: unknown,
	path: string,
	errors: ScriptProblem[],
	max: number
): string[] | undefined {
	return check(texts(max), value, path, errors);
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
	// The other fields' shapes (./script-schema.ts); their problems come after those above.
	const fields = check(HomebrewFields, entry, at, errors);
	if (!fields || errors.length > before || team === null) return null;
	const { ability, firstNightReminder, otherNightReminder, flavor } = fields;
	const jinxes: Jinx[] | undefined = fields.jinxes?.map((j) => ({
		id: normaliseId(j.id),
		...(typeof j.reason === 'string' ? { reason: j.reason.slice(0, MAX_TEXT) } : {})
	}));
	const special: CharacterSpecial[] | undefined = fields.special?.map((s) => ({
		type: s.type,
		name: s.name,
		...(typeof s.value === 'number' || typeof s.value === 'string' ? { value: s.value } : {}),
		...(typeof s.time === 'string' ? { time: s.time } : {}),
		...(typeof s.global === 'string' ? { global: s.global } : {})
	}));
	return {
		id,
		name: (entry.name as string).trim(),
		team,
		edition: 'homebrew',
		setup: fields.setup === true || fields.setup === 1,
		reminders: fields.reminders,
		remindersGlobal: fields.remindersGlobal,
		firstNight: fields.firstNight,
		otherNight: fields.otherNight,
		...(special ? { special } : {}),
		...(jinxes ? { jinxes } : {}),
		homebrew: {
			...(typeof ability === 'string' ? { ability } : {}),
			...(typeof firstNightReminder === 'string' ? { firstNightReminder } : {}),
			...(typeof otherNightReminder === 'string' ? { otherNightReminder } : {}),
			...(typeof flavor === 'string' ? { flavor } : {})
		}
	};
}
