import type { Script } from '$lib/rulesets/botc/engine/core';
import type { ReadNotes } from '$lib/rulesets/botc/script';
import { charName } from '$lib/state/character-text.svelte';
import { isolate, list, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import { importSummary } from '$lib/rulesets/botc/script-summary';

/** "Imported “X”: 27 official characters, 2 from 华灯初上, 1 homebrew, 2 rule cards, 1 card ignored (…)". */
export function importSummaryText(
	script: Script,
	ignored: readonly string[],
	leftOut: number,
	notes: ReadNotes = { repeated: [], steps: [] }
): string {
	const s = importSummary(script, ignored, leftOut);
	const parts: string[] = [];
	if (s.official > 0) parts.push(t(m['setup.import.summaryOfficial'], { count: s.official }));
	for (const [edition, count] of s.editions)
		parts.push(t(m['setup.import.summaryEdition'], { count, edition }));
	if (s.homebrew > 0) parts.push(t(m['setup.import.summaryHomebrew'], { count: s.homebrew }));
	if (s.ruleCards > 0) parts.push(t(m['setup.import.summaryRules'], { count: s.ruleCards }));
	// What was not imported is said apart from what was.
	const apart: string[] = [];
	if (s.ignored.length > 0)
		apart.push(
			t(m['setup.import.summaryIgnored'], {
				count: s.ignored.length,
				names: list(s.ignored.map(isolate))
			})
		);
	if (s.leftOut > 0) apart.push(t(m['setup.import.summaryLeftOut'], { count: s.leftOut }));
	if (notes.repeated.length > 0)
		apart.push(
			t(m['setup.import.summaryRepeated'], {
				count: notes.repeated.length,
				names: list(notes.repeated.map((id) => isolate(charName(script, id))))
			})
		);
	if (notes.steps.length > 0)
		apart.push(
			t(m['setup.import.summarySteps'], {
				count: notes.steps.length,
				names: list(notes.steps.map(isolate))
			})
		);
	return [
		t(m['setup.import.summary'], { name: isolate(script.name), parts: list(parts) }),
		...apart
	].join(t(m['setup.import.summarySep']));
}
