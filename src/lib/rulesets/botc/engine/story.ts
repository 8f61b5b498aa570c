import type { GameEvent } from './events';
import { nightSteps } from './night';
import { apply } from './reduce';
import type {
	BluffFor,
	Alignment,
	CharacterChange,
	CharacterId,
	DeathRecord,
	GameState,
	GivenAnswer,
	SeatId
} from './types';
import { isRejection } from './types';
import { votesNeeded } from './votes';
import { evilSeats } from './wakes';

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
	| ({ kind: 'changed' } & Pick<
			CharacterChange,
			'seat' | 'from' | 'to' | 'how' | 'gained' | 'with'
	  >)
	| { kind: 'died'; seat: SeatId; by: CharacterId | 'execution' | null }
	| { kind: 'revived'; seat: SeatId }
	| { kind: 'executed'; seat: SeatId | null; died: boolean }
	| NominatedLine
	/** Who was dealt which character (and what a Drunk or Lunatic was shown instead). */
	| {
			kind: 'dealt';
			seat: SeatId;
			character: CharacterId;
			thinks: CharacterId | null;
			alignment: Alignment | null;
	  }
	/** `set`: a bluff set besides the Demon's (its id, for whom, its name). */
	| {
			kind: 'bluffs';
			characters: CharacterId[];
			set?: { id: string; for: BluffFor; name?: string };
	  }
	| ShownLine
	/** What an information step told its player (the latest answer at that step). */
	| ({ kind: 'told' } & GivenAnswer)
	| ChangedLine
	| { kind: 'chat'; seats: SeatId[] }
	/** A note the storyteller wrote (as it reads at the end: edited in place, gone if removed). */
	| { kind: 'note'; note: string; seat: SeatId | null; text: string }
	/** A traveller joined during play (with their character when given), or a seat left. */
	| { kind: 'joined'; seat: SeatId; name: string; character: CharacterId | null }
	| { kind: 'left'; seat: SeatId; name: string };

/** A night or a day of the game, with what happened in it. */
export interface StoryChapter {
	phase: { kind: 'setup' | 'night' | 'day' | 'ended'; n: number };
	lines: StoryLine[];
}

/**
 * The game as a story, night by night and day by day: who was dealt what, what the evil players
 * were shown and the bluffs, who woke (as whom), whom they chose and what they were told, which
 * reminders were placed, the nominations with their votes, executions, who died of what, and
 * the changes of character and alignment. Read from the
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
				if (
					e.type === 'night/step' &&
					e.status === 'done' &&
					(step?.kind === 'minioninfo' || step?.kind === 'demoninfo')
				)
					push(shownLine(before, step.kind));
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
				push({
					kind: 'nominated',
					nominator: e.nominator,
					nominee: e.nominee,
					...(e.exile ? { exile: true } : {})
				});
				break;
			case 'nomination/voted':
			case 'nomination/cancelled': {
				const open = lines.findLastIndex((l) => l.kind === 'nominated' && !l.vote);
				const vote = e.type === 'nomination/voted' ? voteOf(before, next) : null;
				const line = lines[open];
				if (line?.kind !== 'nominated') break;
				if (vote) line.vote = vote;
				else lines.splice(open, 1);
				break;
			}
			case 'setup/dealt':
				for (const d of e.deals)
					push({
						kind: 'dealt',
						seat: d.seat,
						character: d.character,
						thinks: d.thinks,
						alignment: d.alignment
					});
				break;
			case 'bluffs/set': {
				// Bluffs chosen again replace the earlier ones of the same set in the same chapter.
				const other =
					e.set && e.set !== 'demon' ? next.bluffSets?.find((s) => s.id === e.set) : undefined;
				const earlier = lines.findIndex((l) => l.kind === 'bluffs' && l.set?.id === other?.id);
				if (earlier >= 0) lines.splice(earlier, 1);
				push({
					kind: 'bluffs',
					characters: [...e.bluffs],
					...(other
						? { set: { id: other.id, for: other.for, ...(other.name ? { name: other.name } : {}) } }
						: {})
				});
				break;
			}
			case 'night/answer': {
				const earlier = lines.findIndex((l) => l.kind === 'told' && l.step === e.step);
				if (earlier >= 0) lines.splice(earlier, 1);
				const { type: _type, at: _at, ...given } = e;
				push({ kind: 'told', ...given });
				break;
			}
			case 'seat/character':
			case 'seat/thinks': {
				const was = before.seats.find((s) => s.id === e.seat);
				const from = (e.type === 'seat/character' ? was?.character : was?.thinks) ?? null;
				// A change during setup is part of the deal, told by the dealt lines.
				if (before.phase.kind === 'setup' || from === e.character) break;
				push({
					kind: e.type === 'seat/character' ? 'became' : 'thinks',
					seat: e.seat,
					from,
					to: e.character
				});
				break;
			}
			case 'seat/alignment':
				if (before.phase.kind !== 'setup')
					push({ kind: 'turned', seat: e.seat, alignment: e.alignment });
				break;
			case 'private-chat':
				push({ kind: 'chat', seats: [...e.seats] });
				break;
			// The table as it was set up is told by the deal; a traveller comes or goes in play.
			case 'seat/added':
				if (before.phase.kind !== 'setup')
					push({
						kind: 'joined',
						seat: e.seat.id,
						name: e.seat.name,
						character: e.character ?? null
					});
				break;
			case 'seat/removed': {
				const name = before.seats.find((s) => s.id === e.seat)?.name;
				if (before.phase.kind !== 'setup' && name !== undefined)
					push({ kind: 'left', seat: e.seat, name });
				break;
			}
			case 'execution':
				push({ kind: 'executed', seat: e.seat, died: e.seat !== null && e.died });
				break;
			case 'note': {
				const note = next.notes?.at(-1);
				if (note) push({ kind: 'note', note: note.id, seat: note.seat, text: note.text });
				break;
			}
			case 'note/edited':
			case 'note/removed':
				// Told where it was written, as it reads now.
				for (const c of chapters) {
					const at = c.lines.findIndex((l) => l.kind === 'note' && l.note === e.note);
					if (at < 0) continue;
					if (e.type === 'note/removed') c.lines.splice(at, 1);
					else c.lines[at] = { ...(c.lines[at] as NoteLine), text: e.text };
				}
				break;
		}
	}
	return chapters.filter((c) => c.lines.length > 0);
}

/**
 * What the first night's evil players were shown: the Minions learn who the Demon is (and each
 * other), the Demon learns its Minions and its three bluffs. As the grimoire stood at the step.
 */
export interface ShownLine {
	kind: 'shown';
	to: 'minions' | 'demon';
	minions: SeatId[];
	demons: SeatId[];
	bluffs: CharacterId[];
}

type NoteLine = Extract<StoryLine, { kind: 'note' }>;

/** A nomination, and when it was counted the vote: the count, the count needed, what came of it. */
export interface NominatedLine {
	kind: 'nominated';
	nominator: SeatId;
	nominee: SeatId;
	exile?: boolean;
	vote?: {
		votes: number;
		needed: number;
		voters: SeatId[];
		/**
		 * `block`: on the block; `tie`: tied the one on it, so no one is; `beaten`: enough but not
		 * more than the block held; `short`: fewer than needed; `enough`: an exile with enough.
		 */
		outcome: 'block' | 'tie' | 'beaten' | 'short' | 'enough';
		/** The votes the block held before this count (when someone or a tie held it). */
		held: number | null;
	};
}

/** A seat's character, what it thinks it is, or its alignment changed during play. */
export type ChangedLine =
	| { kind: 'became'; seat: SeatId; from: CharacterId | null; to: CharacterId | null }
	| { kind: 'thinks'; seat: SeatId; from: CharacterId | null; to: CharacterId | null }
	| { kind: 'turned'; seat: SeatId; alignment: Alignment | null };

export function shownLine(state: GameState, step: 'minioninfo' | 'demoninfo'): ShownLine {
	return {
		kind: 'shown',
		to: step === 'minioninfo' ? 'minions' : 'demon',
		minions: evilSeats(state, 'minion').map((s) => s.id),
		demons: evilSeats(state, 'demon').map((s) => s.id),
		bluffs: step === 'demoninfo' ? [...state.bluffs] : []
	};
}

/** The vote of the nomination that `next` closed, read from the states around it. */
export function voteOf(before: GameState, next: GameState): NominatedLine['vote'] | null {
	const open = before.day?.nominations.find((n) => n.voters === null);
	const closed = next.day?.nominations.find((n) => n.id === open?.id);
	if (!open || !closed?.voters || closed.total === null) return null;
	const votes = closed.total;
	const needed = votesNeeded(before, open.exile);
	const held = before.day?.block?.votes ?? null;
	const block = next.day?.block;
	const outcome: NonNullable<NominatedLine['vote']>['outcome'] = open.exile
		? votes >= needed
			? 'enough'
			: 'short'
		: votes < needed
			? 'short'
			: block?.seat === open.nominee && block.votes === votes
				? 'block'
				: block && block.seat === null && block.votes === votes
					? 'tie'
					: 'beaten';
	return { votes, needed, voters: closed.voters, outcome, held };
}
