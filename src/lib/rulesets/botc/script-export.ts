import type { Character, Script, ScriptRule } from './engine/types';
import { isRuleCard } from './script-rules';
import { metaJinx } from './script-jinxes';
import { metaOf } from './script-meta';
import { ownNightOrder } from './script-night-move';

// Any script in the app, written back as the official custom-script JSON so storytellers can
// share it: `_meta` first (name, author, bootlegger rules, renamed teams, statuses, description
// and notes), then each known character by its id and each homebrew character in full (its
// night numbers on the official scale), then the rule cards; a night order the storyteller moved goes in `_meta` as the script's own.
// Reading the result gives the same script again.

function homebrewEntry(c: Character): Record<string, unknown> {
	const own = c.homebrew ?? {};
	return {
		id: c.id,
		name: c.name,
		team: c.team,
		...(own.ability !== undefined ? { ability: own.ability } : {}),
		...(own.flavor !== undefined ? { flavor: own.flavor } : {}),
		...(c.setup ? { setup: true } : {}),
		...(c.firstNight > 0 ? { firstNight: c.firstNight } : {}),
		...(own.firstNightReminder !== undefined ? { firstNightReminder: own.firstNightReminder } : {}),
		...(c.otherNight > 0 ? { otherNight: c.otherNight } : {}),
		...(own.otherNightReminder !== undefined ? { otherNightReminder: own.otherNightReminder } : {}),
		...(c.reminders.length > 0 ? { reminders: [...c.reminders] } : {}),
		...(c.remindersGlobal.length > 0 ? { remindersGlobal: [...c.remindersGlobal] } : {}),
		...(c.special?.length ? { special: c.special.map((s) => ({ ...s })) } : {}),
		...(c.jinxes?.length ? { jinxes: c.jinxes.map((j) => ({ ...j })) } : {})
	};
}

/** A rule card as an entry that reads back as one (./script-rules.ts). */
function ruleEntry(rule: ScriptRule): Record<string, unknown> {
	const entry = { id: rule.card, name: rule.title, team: 'fabled', ability: rule.text };
	return isRuleCard(entry) ? entry : { ...entry, team: 'rule' };
}

/** The script as the official JSON: `[_meta, "washerwoman", …, { homebrew }]`. */
export function exportScript(script: Script): unknown[] {
	const meta = metaOf(script);
	if (ownNightOrder(script, 'firstNight')) meta.firstNight = [...script.firstNight];
	if (ownNightOrder(script, 'otherNight')) meta.otherNight = [...script.otherNight];
	if (script.ownJinxes?.length) meta.jinxes = script.ownJinxes.map(metaJinx);
	const cards = (script.rules ?? []).filter((r) => r.card !== undefined);
	const bootlegger = cards.find((r) => r.card === 'bootlegger');
	const known = (c: Character) =>
		c.id === 'bootlegger' && bootlegger
			? { id: c.id, name: bootlegger.title, ability: bootlegger.text }
			: c.id;
	return [
		meta,
		...script.characters.map((c) => (c.edition === 'homebrew' ? homebrewEntry(c) : known(c))),
		...cards.filter((r) => r !== bootlegger).map(ruleEntry)
	];
}

/** The exported JSON as the text of a file, and a file name made from the script's name. */
export function exportFile(script: Script): { name: string; text: string } {
	// Characters no file system takes in a name (and invisible ones) become spaces.
	const base =
		script.name
			.replace(/[\\/:*?"<>|]+/g, ' ')
			.replace(/[^\P{C}]+/gu, ' ')
			.trim() || 'script';
	return {
		name: `${base.slice(0, 80)}.json`,
		text: `${JSON.stringify(exportScript(script), null, '\t')}\n`
	};
}
