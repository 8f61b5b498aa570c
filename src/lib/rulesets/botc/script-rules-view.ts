import type { Locale, Script, ScriptRule } from './engine/types';

// What the game screen needs of a script's rules (./script-rules.ts reads them from the file):
// kept apart, and light, so the grimoire can ask whether there are any without loading the reader.

/**
 * What the rules view lists for a script, in the file's order, for the screen's language. A
 * script read before rules were kept (a game started earlier) has at least its bootlegger rules
 * and statuses.
 */
export function scriptRules(script: Script, locale: Locale): ScriptRule[] {
	const rules = script.rules ?? [
		...(script.bootlegger ?? []).map((text): ScriptRule => ({ kind: 'bootlegger', text })),
		...(script.statuses ?? []).map((s): ScriptRule => ({
			kind: 'status',
			title: s.name,
			text: s.description ?? ''
		}))
	];
	return rules.filter((r) => r.lang === undefined || r.lang === locale);
}

/** Whether a script has anything for the rules view to list. */
export function hasScriptRules(script: Script): boolean {
	return !!(script.rules?.length || script.bootlegger?.length || script.statuses?.length);
}
