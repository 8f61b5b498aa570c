import { GAME_ID_RULE, isGameId, isTime } from '$lib/engine/limits';
import type { GameStatus } from './schema';

const STATUSES: readonly unknown[] = ['setup', 'in-progress', 'finished'] satisfies GameStatus[];

const shown = (v: unknown) => {
	const text = typeof v === 'string' ? JSON.stringify(v.slice(0, 60)) : String(v);
	return typeof v === 'object' && v !== null ? (Array.isArray(v) ? 'a list' : 'an object') : text;
};

/**
 * What makes a stored games row unusable, in words (English, like backup problems), or null when
 * it can be shown and opened. A row can come from an older app or a backup imported before its
 * checks existed; the home screen shows such a row as damaged, with a way to delete it.
 */
export function gameRowProblem(row: unknown): string | null {
	if (typeof row !== 'object' || row === null) return 'not a game record';
	const r = row as Record<string, unknown>;
	if (!isGameId(r.id)) return `id ${shown(r.id)}: ${GAME_ID_RULE}`;
	for (const key of ['createdAt', 'updatedAt'] as const)
		if (!isTime(r[key])) return `${key} ${shown(r[key])}: not a time a date can hold`;
	for (const key of ['name', 'ruleset', 'scriptName', 'phaseLabel'] as const)
		if (typeof r[key] !== 'string') return `${key} ${shown(r[key])}: expected text`;
	if (!STATUSES.includes(r.status)) return `status ${shown(r.status)}: unknown`;
	if (!Number.isInteger(r.playerCount) || (r.playerCount as number) < 0)
		return `playerCount ${shown(r.playerCount)}: expected a number of players`;
	return null;
}
