import { own, type Script } from '$lib/rulesets/botc/engine/core';
import { nameProblem, type NameProblem } from '$lib/engine/names';
import { LOCALES, t, tIn, type AnyMessage } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';

const BUILT_IN: Record<string, AnyMessage> = {
	tb: m['setup.script.tb'],
	bmr: m['setup.script.bmr'],
	snv: m['setup.script.snv'],
	carousel: m['setup.script.carousel']
};

/** A script's title in the current language: built-in editions are translated, imports kept. */
export function scriptTitle(script: Pick<Script, 'id' | 'name'>): string {
	const key = own(BUILT_IN, script.id);
	return key ? t(key) : script.name;
}

/** Default seat names in the current language: "1号 … N号" or "Seat 1 … N". */
export function defaultNames(count: number): string[] {
	return Array.from({ length: count }, (_, i) => t(m['setup.seatName'], { n: i + 1 }));
}

/**
 * Whether every seat still has the name it was created with ("Seat 3", "3号", in either
 * language): nobody has typed a name yet, so the names box opens by itself.
 */
export function onlyDefaultNames(names: readonly string[]): boolean {
	return names.every((name, i) =>
		LOCALES.some((l) => tIn(m['setup.seatName'], l, { n: i + 1 }) === name)
	);
}

/** A bad name in the names box: its line (1-based, blank lines counted) and what is wrong. */
export interface LineProblem {
	line: number;
	problem: NameProblem;
}

/**
 * The names typed one a line: blank lines are skipped, each name trimmed; a line with text but
 * no visible character (zero-width, control, bidi characters) is an empty name, reported.
 */
export function readTypedNames(text: string): { names: string[]; problems: LineProblem[] } {
	const names: string[] = [];
	const problems: LineProblem[] = [];
	text.split(/\r?\n/).forEach((raw, i) => {
		const name = raw.trim();
		if (!name) return;
		const problem = nameProblem(name);
		if (problem) problems.push({ line: i + 1, problem });
		else names.push(name);
	});
	return { names, problems };
}

/** What is wrong with a name, in the current language, saying its line or seat. */
export function nameProblemText(problem: NameProblem, where: { line: number } | { seat: number }) {
	if ('line' in where)
		return problem.kind === 'empty'
			? t(m['setup.players.lineEmpty'], { line: where.line })
			: t(m['setup.players.lineLong'], {
					line: where.line,
					length: problem.length,
					max: problem.max
				});
	return problem.kind === 'empty'
		? t(m['setup.players.seatEmpty'], { n: where.seat })
		: t(m['setup.players.seatLong'], { n: where.seat, length: problem.length, max: problem.max });
}
