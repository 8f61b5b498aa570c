import type { GameEvent } from './events';
import { nightSteps } from './night';
import { apply } from './reduce';
import type { ChangeHow, CharacterId, DeathRecord, GameState, SeatId } from './types';
import { isRejection } from './types';

/** Tonight's deaths (or last night's, by day) with their causes, in the order they happened. */
export function dawnDeaths(state: GameState): DeathRecord[] {
	const night = state.night ?? (state.phase.kind === 'day' ? state.nights.at(-1) : undefined);
	if (!night) return [];
	return (state.deaths ?? []).filter(
		(d) =>
			d.kind === 'night' && d.n === night.n && state.seats.some((s) => s.id === d.seat && !s.alive)
	);
}

/** One thing that happened, as the story of the game tells it. */
export type StoryLine =
	| { kind: 'woke'; step: string; character: CharacterId | null; seats: SeatId[]; skipped: boolean }
	| { kind: 'chose'; step: string; seats: SeatId[] }
	/** What a holder chose at a step the grimoire follows (the Gambler's guess, the Ojo's pick). */
	| { kind: 'picked'; step: string; by: CharacterId; seats: SeatId[]; characters: CharacterId[] }
	| { kind: 'reminder'; seat: SeatId; source: string; label: string }
	/** A character change (`seat/changed`): who the player was and what they hold now. */
	| {
			kind: 'changed';
			seat: SeatId;
			from: CharacterId | null;
			to: CharacterId;
			how: ChangeHow;
			gained: boolean;
			with?: SeatId;
	  }
	| { kind: 'died'; seat: SeatId; by: CharacterId | 'execution' | null }
	| { kind: 'revived'; seat: SeatId }
	| { kind: 'executed'; seat: SeatId | null; died: boolean }
	| { kind: 'nominated'; nominator: SeatId; nominee: SeatId };

/** A night or a day of the game, with what happened in it. */
export interface StoryChapter {
	phase: { kind: 'setup' | 'night' | 'day' | 'ended'; n: number };
	lines: StoryLine[];
}

/**
 * The game as a story, night by night and day by day: who woke (as whom), whom they chose,
 * which reminders were placed, who was nominated and executed, who died of what. Read from the
 * log by replaying it, so it always matches what was recorded.
 */
export function story(log: readonly GameEvent[], empty: GameState): StoryChapter[] {
	const chapters: StoryChapter[] = [];
	let state = empty;
	const chapter = (s: GameState): StoryChapter => {
		const p = s.phase;
		const phase = { kind: p.kind, n: p.kind === 'night' || p.kind === 'day' ? p.n : 0 };
		const last = chapters.at(-1);
		if (last && last.phase.kind === phase.kind && last.phase.n === phase.n) return last;
		const fresh: StoryChapter = { phase, lines: [] };
		chapters.push(fresh);
		return fresh;
	};
	for (const e of log) {
		const before = state;
		const next = apply(state, e);
		if (isRejection(next)) continue;
		state = next;
		const lines = chapter(before.phase.kind === 'setup' ? next : before).lines;
		const push = (line: StoryLine) => lines.push(line);
		switch (e.type) {
			case 'night/step':
			case 'night/kill': {
				if (e.type === 'night/step' && e.status === 'open') break;
				const step = nightSteps(before).find((s) => s.key === e.step);
				// A kill that leaves its step open: who woke is told when the step is done.
				const open = e.type === 'night/kill' && e.more === true && e.seat !== null;
				if (step?.kind === 'character' && !open)
					push({
						kind: 'woke',
						step: e.step,
						character: step.character ?? null,
						seats: step.seats,
						skipped: e.type === 'night/step' && e.status === 'skipped'
					});
				if (e.type === 'night/kill')
					push(
						e.seat
							? { kind: 'died', seat: e.seat, by: e.by }
							: { kind: 'chose', step: e.step, seats: [] }
					);
				break;
			}
			case 'night/chosen':
				push({ kind: 'chose', step: e.step, seats: e.seats });
				break;
			case 'night/choice': {
				// A choice entered again replaces the earlier one.
				const earlier = lines.findIndex((l) => l.kind === 'picked' && l.step === e.step);
				if (earlier >= 0) lines.splice(earlier, 1);
				push({
					kind: 'picked',
					step: e.step,
					by: e.character,
					seats: e.seats,
					characters: e.characters
				});
				break;
			}
			case 'reminder/added':
				push({ kind: 'reminder', seat: e.seat, source: e.source, label: e.label });
				break;
			case 'seat/changed': {
				const change = next.changes?.at(-1);
				if (change)
					push({
						kind: 'changed',
						seat: change.seat,
						from: change.from,
						to: change.to,
						how: change.how,
						gained: change.gained,
						...(change.with ? { with: change.with } : {})
					});
				break;
			}
			case 'seat/died':
				push({ kind: 'died', seat: e.seat, by: e.by ?? null });
				break;
			case 'seat/revived':
				push({ kind: 'revived', seat: e.seat });
				break;
			case 'nomination/opened':
				push({ kind: 'nominated', nominator: e.nominator, nominee: e.nominee });
				break;
			case 'execution':
				push({ kind: 'executed', seat: e.seat, died: e.seat !== null && e.died });
				break;
		}
	}
	return chapters.filter((c) => c.lines.length > 0);
}
