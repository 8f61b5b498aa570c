import type { ArchiveFacts } from '$lib/engine/ruleset';
import type { Locale } from '$lib/engine/types';
import { keepArchiveFacts } from '$lib/persistence/archive';
import { loadGame } from '$lib/persistence/game-log';
import { gameRowProblem, listGames } from '$lib/persistence/games';
import type { ArchiveRow } from '$lib/rulesets/archive-stats';
import { loadRuleSet } from '$lib/rulesets/load';
import { ruleSet } from '$lib/rulesets/registry';

export type { ArchiveRow };

/** A started game untouched this long, and not finished, is listed as abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const isFacts = (x: unknown): x is ArchiveFacts =>
	typeof x === 'object' &&
	x !== null &&
	Array.isArray((x as ArchiveFacts).seats) &&
	Array.isArray((x as ArchiveFacts).lines);

/** The facts of a game whose row lacks them, from its log, kept on its row for next time. */
async function factsFromLog(id: string, updatedAt: number): Promise<ArchiveFacts | null> {
	const game = await loadGame(id);
	const facts = game?.ruleSet.archive?.(game.state) ?? null;
	if (facts) await keepArchiveFacts(id, updatedAt, facts).catch(() => undefined);
	return facts;
}

/**
 * The archive: finished games, and started ones left for a day or more (abandoned), newest
 * first, each with its facts. The facts are read from the games rows; a row without them (a
 * game finished before rows carried them, or an abandoned one) is worked out once from its log.
 */
export async function loadArchive(now = Date.now()): Promise<ArchiveRow[]> {
	const rows = await listGames();
	const out: ArchiveRow[] = [];
	for (const row of rows) {
		if (gameRowProblem(row) || row.status === 'setup') continue;
		const abandoned = row.status !== 'finished';
		if (abandoned && now - row.updatedAt < ABANDONED_AFTER_MS) continue;
		const archive = isFacts(row.archive)
			? row.archive
			: await factsFromLog(row.id, row.updatedAt).catch(() => null);
		if (archive) out.push({ ...row, archive, abandoned });
	}
	return out;
}

/**
 * The characters' names in a language, as each rule set gives them (its texts loaded), keyed
 * `ruleset:id`; a rule set without its own names keeps the names stored in the facts.
 */
export async function archiveNames(
	rows: readonly ArchiveRow[],
	locale: Locale
): Promise<Map<string, string>> {
	const ids = new Map<string, Set<string>>();
	for (const row of rows) {
		const set = ids.get(row.ruleset) ?? new Set<string>();
		ids.set(row.ruleset, set);
		for (const seat of row.archive.seats)
			for (const c of [seat.character, seat.was]) if (c) set.add(c.id);
	}
	const out = new Map<string, string>();
	await Promise.all(
		[...ids].map(async ([id, set]) => {
			const rs = ruleSet(id);
			if (!rs) return;
			const loaded = await loadRuleSet(rs);
			const names = await loaded.archiveNames?.([...set], locale).catch(() => null);
			for (const [c, name] of Object.entries(names ?? {})) out.set(`${id}:${c}`, name);
		})
	);
	return out;
}
