import type { ArchiveFacts, ArchiveName, ArchiveSeat } from '../../engine/ruleset';
import type { Locale } from '../../engine/types';
import { alignmentOf, characterOf } from './engine/seats';
import type { DayRecord, GameState, Seat } from './engine/types';

// A finished (or abandoned) Blood on the Clocktower game as the archive keeps it: drawn from the
// state alone, so it is written on the games row when the game ends and no log is read back.

const SIDES: Record<'good' | 'evil', ArchiveName> = {
	good: { id: 'good', name: { 'zh-CN': '善良', en: 'Good' } },
	evil: { id: 'evil', name: { 'zh-CN': '邪恶', en: 'Evil' } }
};

/** A character's name as the state knows it; the archive screen asks `archiveNames` for better. */
function characterName(state: GameState, id: string | null | undefined): ArchiveName | null {
	if (!id) return null;
	const c = characterOf(state, id);
	const en = c?.name ?? id;
	return { id, name: { 'zh-CN': c?.nameZh ?? en, en } };
}

/** Each numbered record once (the ended game has pushed its last one; an open one is current). */
function allOf<T extends { n: number }>(done: readonly T[], current: T | null): T[] {
	return current && !done.some((d) => d.n === current.n) ? [...done, current] : [...done];
}

function executionsOf(day: DayRecord): number {
	const list = day.executions ?? (day.execution ? [day.execution] : []);
	return list.filter((e) => e.seat !== null).length;
}

const perDay = (days: readonly DayRecord[], count: (d: DayRecord) => number): number[] => {
	const last = days.reduce((n, d) => Math.max(n, d.n), 0);
	const out = Array.from({ length: last }, () => 0);
	for (const d of days) if (d.n >= 1) out[d.n - 1]! += count(d);
	return out;
};

const both = (zh: string, en: string): Record<Locale, string> => ({ 'zh-CN': zh, en });

function seatOf(state: GameState, seat: Seat): ArchiveSeat {
	const side = alignmentOf(state, seat);
	const was = seat.was && seat.was !== seat.character ? characterName(state, seat.was) : null;
	return {
		name: seat.name,
		character: characterName(state, seat.character),
		was,
		side: side ? SIDES[side] : null,
		alive: seat.alive,
		traveller: seat.traveller
	};
}

/** The story's key lines: the result, each execution and night death, each character change. */
function keyLines(state: GameState, days: readonly DayRecord[]): Record<Locale, string>[] {
	const name = (id: string) => state.seats.find((s) => s.id === id)?.name ?? id;
	const lines: Record<Locale, string>[] = [];
	if (state.winner) {
		const why = state.winner.reason || state.winner.because?.en || '';
		const whyZh = state.winner.reason || state.winner.because?.['zh-CN'] || '';
		const side = SIDES[state.winner.team].name;
		lines.push(
			both(
				`${side['zh-CN']}阵营获胜${whyZh ? `：${whyZh}` : ''}`,
				`${side.en} wins${why ? `: ${why}` : ''}`
			)
		);
	}
	for (const death of state.deaths ?? []) {
		const who = name(death.seat);
		if (death.by === 'execution') continue;
		lines.push(
			death.kind === 'night'
				? both(`第${death.n}夜：${who}死亡`, `Night ${death.n}: ${who} died`)
				: both(`第${death.n}天：${who}死亡`, `Day ${death.n}: ${who} died`)
		);
	}
	for (const d of days)
		for (const e of d.executions ?? (d.execution ? [d.execution] : []))
			if (e.seat)
				lines.push(both(`第${d.n}天：处决${name(e.seat)}`, `Day ${d.n}: ${name(e.seat)} executed`));
	for (const c of state.changes ?? []) {
		const from = characterName(state, c.from)?.name;
		const to = characterName(state, c.to)!.name;
		const who = name(c.seat);
		lines.push(
			both(
				`${who}：${from ? `${from['zh-CN']} → ` : ''}${to['zh-CN']}`,
				`${who}: ${from ? `${from.en} → ` : ''}${to.en}`
			)
		);
	}
	return lines;
}

/** The archive's facts of a Blood on the Clocktower game (or one played on its engine). */
export function botcArchive(state: GameState): ArchiveFacts {
	const days = allOf(state.days, state.day);
	const nights = allOf(state.nights, state.night);
	const ended = state.phase.kind === 'ended';
	return {
		winner: state.winner ? SIDES[state.winner.team] : null,
		endedAt: ended ? state.updatedAt : null,
		nights: nights.reduce((n, x) => Math.max(n, x.n), 0),
		days: days.reduce((n, x) => Math.max(n, x.n), 0),
		minutes: Math.max(0, Math.round((state.updatedAt - state.createdAt) / 60_000)),
		seats: state.seats.map((s) => seatOf(state, s)),
		nominations: perDay(days, (d) => d.nominations.length),
		executions: perDay(days, executionsOf),
		changes: state.changes?.length ?? 0,
		lines: keyLines(state, days)
	};
}

/** The characters' names in a language, their texts loaded first (for the archive screen). */
export async function botcArchiveNames(
	ids: readonly string[],
	locale: Locale
): Promise<Record<string, string>> {
	const texts = await import('./texts');
	await texts.ensureTexts(ids, locale).catch(() => undefined);
	const out: Record<string, string> = {};
	for (const id of ids) out[id] = texts.textOf(id, locale).name;
	return out;
}
