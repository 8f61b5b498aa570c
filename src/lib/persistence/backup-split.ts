import { LIMITS } from '$lib/engine/limits';
import type { Backup, BackupGame, BackupScript } from './backup';

// A device can hold more than one backup file may carry (the importer refuses a file over its
// limits: engine/limits.ts). Exporting everything from such a device writes several files, each
// a whole backup within the limits that restores on its own; nothing is left out.

export interface SplitLimits {
	/** Characters of one file's text (as `backupText` writes it). */
	chars: number;
	/** Values in one file. */
	nodes: number;
	games: number;
	scripts: number;
}

export const FILE_LIMITS: SplitLimits = {
	chars: LIMITS.backupChars,
	nodes: LIMITS.backupNodes,
	games: LIMITS.games,
	scripts: LIMITS.scripts
};

/** Each part is filled to this share of a limit: room for the envelope and the estimates' error. */
const FILL = 0.8;

/** Values in a piece of plain data, counted as the importer counts them (containers too). */
export function countValues(value: unknown): number {
	let count = 0;
	const stack: unknown[] = [value];
	while (stack.length > 0) {
		const next = stack.pop();
		count++;
		if (Array.isArray(next)) stack.push(...next);
		else if (next !== null && typeof next === 'object') stack.push(...Object.values(next));
	}
	return count;
}

type Item = { game?: BackupGame; script?: BackupScript; chars: number; nodes: number };

/** A game or script's share of the file: its text indented two levels deeper, and a comma. */
function measure(value: unknown): { chars: number; nodes: number } {
	const text = JSON.stringify(value, null, 1);
	let lines = 1;
	for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
	return { chars: text.length + 3 * lines + 2, nodes: countValues(value) };
}

function partOf(backup: Backup, items: readonly Item[]): Backup {
	return {
		...backup,
		games: items.flatMap((i) => (i.game ? [i.game] : [])),
		scripts: items.flatMap((i) => (i.script ? [i.script] : []))
	};
}

/**
 * The backup as one file when it fits the limits, or as several that each do: the scripts come
 * first, then the games in the backup's order. A single game larger than a whole file (which the
 * app's own limits on a game make all but impossible) is a part of its own and is named in
 * `oversized`: that file will not restore.
 */
export function splitBackup(
	backup: Backup,
	limits: SplitLimits = FILE_LIMITS
): { parts: Backup[]; oversized: string[] } {
	const items: Item[] = [
		...backup.scripts.map((script) => ({ script, ...measure(script) })),
		...backup.games.map((game) => ({ game, ...measure(game) }))
	];
	const envelope = measure({ ...backup, games: [], scripts: [] });
	const groups: Item[][] = [];
	let group: Item[] = [];
	let chars = envelope.chars;
	let nodes = envelope.nodes;
	let games = 0;
	let scripts = 0;
	for (const item of items) {
		const full =
			group.length > 0 &&
			(chars + item.chars > limits.chars * FILL ||
				nodes + item.nodes > limits.nodes * FILL ||
				(item.game && games >= limits.games) ||
				(item.script && scripts >= limits.scripts));
		if (full) {
			groups.push(group);
			group = [];
			chars = envelope.chars;
			nodes = envelope.nodes;
			games = scripts = 0;
		}
		group.push(item);
		chars += item.chars;
		nodes += item.nodes;
		if (item.game) games++;
		else scripts++;
	}
	if (group.length > 0 || groups.length === 0) groups.push(group);
	const oversized = groups.flatMap(([only, ...rest]) =>
		only?.game &&
		rest.length === 0 &&
		(envelope.chars + only.chars > limits.chars || envelope.nodes + only.nodes > limits.nodes)
			? [only.game.summary.id]
			: []
	);
	return {
		parts: groups.length === 1 ? [backup] : groups.map((g) => partOf(backup, g)),
		oversized
	};
}
