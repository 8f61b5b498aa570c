import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn } from './seats';
import type { Alignment, Bilingual, DayRecord, GameState, Reminder, Seat } from './types';

/** What the Mastermind's extra day decides (see `mastermindDay`). */
export interface ExtraDay {
	winner: Alignment | null;
	code: 'mastermind-day' | 'mastermind-executed' | 'mastermind-no-execution';
	message: Bilingual;
}

const say = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, en });

/**
 * A Demon lives on after the execution, so it did not end the game: a living Demon (a Scarlet
 * Woman who became it) or a Zombuul whose first death only looks like one.
 */
function demonLivesOn(state: GameState): boolean {
	return state.seats.some(
		(s) =>
			!s.traveller &&
			characterOf(state, s.character)?.team === 'demon' &&
			(s.alive || zombuulLivesOn(state, s))
	);
}

/**
 * A day on which a Demon was executed while a sober Mastermind lived (as far as we can tell),
 * ending the game but for the Mastermind: no Demon lives on after it.
 */
function demonExecutedWithMastermind(state: GameState, day: DayRecord | undefined): boolean {
	const seat = day?.execution?.died ? state.seats.find((s) => s.id === day.execution?.seat) : null;
	if (!day || !seat || characterOf(state, seat.character)?.team !== 'demon') return false;
	if (demonLivesOn(state)) return false;
	return state.seats.some(
		(s) =>
			s.character === 'mastermind' &&
			!s.traveller &&
			day.aliveAtDawn?.[s.id] !== false &&
			!isDrunkIn(state, s) &&
			!isPoisonedIn(state, s) &&
			// Alive then: alive now, or died on the extra day or later.
			(s.alive ||
				(state.deaths ?? []).some(
					(d) => d.seat === s.id && (d.kind === 'day' ? d.n : d.n - 1) > day.n
				))
	);
}

/** Whose team loses by the extra day's execution (the other team wins). */
function loserOf(state: GameState, day: DayRecord): Alignment | null {
	const seat = day.execution?.seat ? state.seats.find((s) => s.id === day.execution?.seat) : null;
	return seat ? alignmentOf(state, seat) : null;
}

/**
 * The Mastermind's extra day: the day after the one on which the Demon was executed. That day no
 * winner is declared at dawn; whoever is executed, their team loses; with no execution evil wins
 * (judged at the night after it). Null when the game is not in or just past that day.
 */
export function mastermindDay(state: GameState): ExtraDay | null {
	const p = state.phase;
	if (p.kind === 'day' && state.day) {
		const before = state.days.at(-1);
		if (!before || before.n !== p.n - 1 || !demonExecutedWithMastermind(state, before)) return null;
		const loser = state.day.execution ? loserOf(state, state.day) : null;
		if (!loser)
			return {
				winner: null,
				code: 'mastermind-day',
				message: say(
					'主谋的额外一天：今天被处决的玩家所在阵营落败；若无人被处决，邪恶阵营获胜',
					'The Mastermind’s extra day: whoever is executed today, their team loses; with no execution, evil wins'
				)
			};
		return executedOnExtraDay(loser);
	}
	if (p.kind !== 'night') return null;
	const [twoAgo, last] = state.days.slice(-2);
	if (!last || last.n !== p.n - 1 || !demonExecutedWithMastermind(state, twoAgo)) return null;
	const loser = last.execution ? loserOf(state, last) : null;
	if (loser) return executedOnExtraDay(loser);
	return {
		winner: 'evil',
		code: 'mastermind-no-execution',
		message: say(
			'主谋的额外一天无人被处决：邪恶阵营获胜',
			'No one was executed on the Mastermind’s extra day: evil wins'
		)
	};
}

function executedOnExtraDay(loser: Alignment): ExtraDay {
	const winner: Alignment = loser === 'good' ? 'evil' : 'good';
	return {
		winner,
		code: 'mastermind-executed',
		message: say(
			`主谋的额外一天，被处决的玩家属于${loser === 'good' ? '善良' : '邪恶'}阵营：${winner === 'good' ? '善良' : '邪恶'}阵营获胜`,
			`On the Mastermind’s extra day a ${loser} player was executed: ${winner} wins`
		)
	};
}

/** The phase a day or night is in, as one number (night n: 2n−1, day n: 2n). */
function phaseIndex(p: { kind: string; n: number }): number {
	return p.kind === 'night' ? 2 * p.n - 1 : p.kind === 'day' ? 2 * p.n : 0;
}

/**
 * The Zombuul's first death only looks like one: its own Dead token marks it. Executed (or
 * killed) again after the token was placed, the death is real.
 */
export function zombuulLivesOn(state: GameState, seat: Seat): boolean {
	if (seat.alive) return true;
	if (seat.character !== 'zombuul') return false;
	const mark: Reminder | undefined = seat.reminders.find(
		(r) => r.source === 'zombuul' && /dead/i.test(r.label)
	);
	if (!mark) return false;
	const placedAt = mark.placed ? phaseIndex(mark.placed) : 0;
	const days = [...state.days, ...(state.day ? [state.day] : [])];
	const executedAgain = days.some(
		(d) =>
			phaseIndex({ kind: 'day', n: d.n }) > placedAt &&
			(d.executions ?? (d.execution ? [d.execution] : [])).some((x) => x.seat === seat.id && x.died)
	);
	return !executedAgain;
}
