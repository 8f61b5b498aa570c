import type { Script } from './engine/types';
import { ruleCardCount } from './script-rules';

// What an import recognised, for the storyteller to check at a glance: "27 official characters,
// 2 华灯初上, 1 homebrew, 2 rule cards, 1 card ignored (鸭镇制作)".

/** The Chinese editions, named as their players name them (in both languages). */
export const ZH_EDITIONS: Readonly<Record<string, string>> = { hdcs: '华灯初上', syyl: '山雨欲来' };

export interface ImportSummary {
	/** Characters of the official editions (and the fabled and loric). */
	official: number;
	/** Characters of the Chinese editions, by edition name, in the order first met. */
	editions: [name: string, count: number][];
	homebrew: number;
	/** Cards of the file read as the script's rules (./script-rules.ts), not as characters. */
	ruleCards: number;
	/** Cards that are no character (a maker's credit), by their names. */
	ignored: string[];
	/** Entries the storyteller chose to leave out (characters the app does not know). */
	leftOut: number;
}

export function importSummary(
	script: Script,
	ignored: readonly string[] = [],
	leftOut = 0
): ImportSummary {
	const editions = new Map<string, number>();
	let official = 0;
	let homebrew = 0;
	for (const c of script.characters) {
		if (c.edition === 'homebrew') homebrew++;
		else if (Object.hasOwn(ZH_EDITIONS, c.edition)) {
			const name = ZH_EDITIONS[c.edition] as string;
			editions.set(name, (editions.get(name) ?? 0) + 1);
		} else official++;
	}
	return {
		official,
		editions: [...editions],
		homebrew,
		ruleCards: ruleCardCount(script),
		ignored: [...ignored],
		leftOut
	};
}
