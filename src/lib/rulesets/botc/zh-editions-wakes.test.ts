import { describe, expect, it } from 'vitest';
import { firstNight } from '$lib/rulesets/botc/engine/testing/builders';
import { nightSteps } from '$lib/rulesets/botc';
import { parseScript } from './script';

// 悟道者 (the Seeker) believes they are an Outsider, as the Drunk believes they are a Townsfolk:
// they are woken at that Outsider's step, as if they held it.

describe('the Seeker (悟道者)', () => {
	const parsed = parseScript([
		'wudaozhe',
		'ogre',
		'chef',
		'empath',
		'investigator',
		'librarian',
		'imp',
		'poisoner'
	]);
	if (!parsed.ok) throw new Error('script');
	const script = parsed.script;

	it('is woken at the step of the Outsider they believe they are', () => {
		const n = firstNight({
			script,
			characters: [
				{ character: 'wudaozhe', thinks: 'ogre' },
				'chef',
				'empath',
				'investigator',
				'librarian',
				'poisoner',
				'imp'
			]
		});
		const ogre = nightSteps(n).find((s) => s.character === 'ogre');
		expect(ogre?.seats).toEqual(['s1']);
	});

	it('is not woken at that step when they believe nothing', () => {
		const n = firstNight({
			script,
			characters: ['wudaozhe', 'chef', 'empath', 'investigator', 'librarian', 'poisoner', 'imp']
		});
		expect(nightSteps(n).find((s) => s.character === 'ogre')).toBeUndefined();
	});
});
