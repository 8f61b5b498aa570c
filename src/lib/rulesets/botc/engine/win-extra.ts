import { holds } from './abilities';
import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn } from './seats';
import { twinPair } from './twins';
import type { Alignment, Bilingual, DayRecord, GameState, Reminder, Seat } from './types';

/** What the Mastermind's extra day decides (see `mastermindDay`). */
export interface ExtraDay {
	winner: Alignment | null;
	code: 'mastermind-day' | 'mastermind-executed' | 'mastermind-no-execution';
	message: Bilingual;
}

const say = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, en });

/** A Demon's seat: a Demon character, or Lil' Monsta's babysitter (who "is the Demon"). */
function isDemonSeat(state: GameState, seat: Seat): boolean {
	if (characterOf(state, seat.character)?.team === 'demon') return true;
	return seat.reminders.some((r) => r.source === 'lilmonsta' && /demon/i.test(r.label));
}

/**
 * A day on which a Demon's execution ended the game while a sober Mastermind lived (as far as we
 * can tell).
 */
function demonExecutedWithMastermind(state: GameState, day: DayRecord | undefined): boolean {
	const seat = day?.execution?.died ? state.seats.find((s) => s.id === day.execution?.seat) : null;
	if (!day || !seat || !isDemonSeat(state, seat)) return false;
	// Jinxed with the Al-Hadikhia: no extra day, its choice that night decides.
	if (seat.character === 'alhadikhia') return false;
	// Only an execution that ended the game: not when a Demon lives on (the Scarlet Woman took
	// over, another Demon), the Zombuul only seemed to die or both twins lived.
	const demonLives = state.seats.some((s) => !s.traveller && s.alive && isDemonSeat(state, s));
	if (demonLives || zombuulLivesOn(state, seat)) return false;
	// Alive at the end of that day: alive now, or died on the extra day or later.
	const aliveThen = (s: Seat) =>
		day.aliveAtDawn?.[s.id] !== false &&
		(s.alive ||
			(state.deaths ?? []).some(
				(d) => d.seat === s.id && (d.kind === 'day' ? d.n : d.n - 1) > day.n
			));
	// Nor while the Evil Twin and their twin both lived (good could not win yet).
	const pair = twinPair(state);
	if (pair?.sure && aliveThen(pair.good) && aliveThen(pair.evil) && aliveThen(pair.holder))
		return false;
	return state.seats.some(
		(s) =>
			s.character === 'mastermind' &&
			!s.traveller &&
			!isDrunkIn(state, s) &&
			!isPoisonedIn(state, s) &&
			aliveThen(s)
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
		if (!loser && dayEndedWithoutExecution(state)) return noExecutionOnExtraDay();
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
	return noExecutionOnExtraDay();
}

function noExecutionOnExtraDay(): ExtraDay {
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

/** Today's execution (by day), or the one of the day that just ended (at the night after it). */
export function latestDay(state: GameState): DayRecord | null {
	if (state.phase.kind === 'day') return state.day;
	if (state.phase.kind !== 'night') return null;
	const n = state.phase.n;
	const last = state.days.at(-1);
	return last && last.n === n - 1 ? last : null;
}

/**
 * A day over with no one executed (Mayor, Vortox): at the night after it, no execution recorded;
 * by day, the day closed with "no execution" (`execution { seat: null }`, no nominations after it).
 */
export function dayEndedWithoutExecution(state: GameState): boolean {
	const day = latestDay(state);
	if (!day) return false;
	const all = day.executions ?? (day.execution ? [day.execution] : []);
	if (all.some((x) => x.seat !== null)) return false;
	return state.phase.kind === 'night' || all.length > 0;
}

/** What the Leviathan (with its Mayor jinx) decides; `working` says whether a living holder's ability works. */
export interface LeviathanWin {
	winner: Alignment;
	code: 'leviathan-day-5' | 'leviathan-executions' | 'leviathan-mayor' | 'leviathan-grandchild';
	rule: 'leviathan' | 'mayor';
	message: Bilingual;
}

/**
 * A living Leviathan: more than one good player executed, or day 5 over, evil wins; by their jinxes,
 * day 5 ending with no execution while the Mayor lives (and works) is a win for good, and the
 * Grandmother's grandchild dying by execution a win for evil.
 */
export function leviathanWin(
	state: GameState,
	working: (id: 'leviathan' | 'mayor', what: Bilingual) => boolean
): LeviathanWin | null {
	const days = [...state.days, ...(state.day ? [state.day] : [])];
	const goodExecuted = days.filter((d) => {
		const seat = d.execution?.died ? state.seats.find((s) => s.id === d.execution?.seat) : null;
		return seat && alignmentOf(state, seat) === 'good';
	}).length;
	// Day 5 over: the night after it, or day 5 closed with "no execution".
	const dayFiveOver =
		(state.phase.kind === 'night' && state.phase.n > 5) ||
		(state.phase.kind === 'day' && state.phase.n === 5 && dayEndedWithoutExecution(state));
	const won = (
		winner: Alignment,
		rule: LeviathanWin['rule'],
		code: LeviathanWin['code'],
		zh: string,
		en: string
	): LeviathanWin => ({ winner, rule, code, message: say(zh, en) });
	if (
		goodExecuted <= 1 &&
		dayFiveOver &&
		latestDay(state)?.n === 5 &&
		dayEndedWithoutExecution(state) &&
		working('mayor', say('第五个白天无人被处决，善良获胜', 'no execution on day 5, good wins'))
	)
		return won(
			'good',
			'mayor',
			'leviathan-mayor',
			'利维坦与镇长都存活，第五个白天无人被处决（相克规则）：善良阵营获胜',
			'The Leviathan and the Mayor both live and no one was executed on day 5 (their jinx): good wins'
		);
	// The Grandmother jinx: the Grandchild dies by execution, evil wins.
	const last = latestDay(state)?.execution;
	const executed = last?.died ? state.seats.find((s) => s.id === last.seat) : undefined;
	const grandchild = executed?.reminders.some(
		(r) => r.source === 'grandmother' && /^grandchild$/i.test(r.label)
	);
	if (grandchild && working('leviathan', say('利维坦使邪恶获胜', 'the Leviathan wins for evil')))
		return won(
			'evil',
			'leviathan',
			'leviathan-grandchild',
			'利维坦在场，祖母的孙子被处决死亡（相克规则）：邪恶阵营获胜',
			"The Leviathan is in play and the Grandmother's grandchild died by execution (their jinx): evil wins"
		);
	if (
		!(goodExecuted > 1 || dayFiveOver) ||
		!working('leviathan', say('利维坦使邪恶获胜', 'the Leviathan wins for evil'))
	)
		return null;
	return goodExecuted > 1
		? won(
				'evil',
				'leviathan',
				'leviathan-executions',
				`利维坦在场，已有 ${goodExecuted} 名善良玩家被处决：邪恶阵营获胜`,
				`The Leviathan is in play and ${goodExecuted} good players have been executed: evil wins`
			)
		: won(
				'evil',
				'leviathan',
				'leviathan-day-5',
				'利维坦在场，第五个白天已经结束：邪恶阵营获胜',
				'The Leviathan is in play and the fifth day is over: evil wins'
			);
}

/**
 * The living 入殓师 (rulianshi) who nominated today's executed Demon, if any (their ability turns
 * them into that Demon while five or more players live).
 */
export function morticianOf(
	state: GameState,
	executed: Seat | undefined,
	demons: Seat[]
): Seat | null {
	if (!executed || !demons.includes(executed) || state.phase.kind !== 'day') return null;
	const by = state.day?.nominations.find((n) => !n.exile && n.nominee === executed.id)?.nominator;
	const seat = state.seats.find((s) => s.id === by);
	return seat && seat.alive && seat.character === 'rulianshi' ? seat : null;
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

/** A win by the day's execution: the Fearmonger's, or the Riot's jinx with the Grandmother. */
export interface ExecutionWin {
	winner: Alignment;
	code: 'fearmonger' | 'riot-grandchild';
	rule: 'fearmonger' | 'riot';
	message: Bilingual;
}

type Working = (id: 'fearmonger' | 'riot', what: Bilingual) => boolean;

/**
 * The day's execution (dead or not) of a player with the Fearmonger's Fear token, nominated by a
 * player holding the Fearmonger's ability that works: that player's team loses.
 */
function fearmongerWin(state: GameState, working: Working): ExecutionWin | null {
	const day = latestDay(state);
	const seat = state.seats.find((s) => s.id === day?.execution?.seat);
	if (!day || !seat) return null;
	if (!seat.reminders.some((r) => r.source === 'fearmonger' && /^fear$/i.test(r.label)))
		return null;
	const by = day.nominations.findLast((n) => !n.exile && n.nominee === seat.id)?.nominator;
	const nominator = state.seats.find((s) => s.id === by);
	if (!nominator || !holds(state, nominator, 'fearmonger')) return null;
	const loser = alignmentOf(state, seat);
	const winner: Alignment = loser === 'good' ? 'evil' : 'good';
	if (!working('fearmonger', say('其阵营落败', 'their team loses'))) return null;
	return {
		winner,
		code: 'fearmonger',
		rule: 'fearmonger',
		message: say(
			`恐惧之灵提名并处决了其选择的玩家：${loser === 'good' ? '善良' : '邪恶'}阵营落败`,
			`The Fearmonger nominated and executed the player it chose: ${loser} loses`
		)
	};
}

/** The Riot's jinx with the Grandmother: her grandchild dies by execution while Riot is in play. */
function riotGrandchildWin(state: GameState, working: Working): ExecutionWin | null {
	const last = latestDay(state)?.execution;
	const seat = last?.died ? state.seats.find((s) => s.id === last.seat) : undefined;
	const grandchild = seat?.reminders.some(
		(r) => r.source === 'grandmother' && /^grandchild$/i.test(r.label)
	);
	if (!grandchild || !working('riot', say('邪恶获胜', 'evil wins'))) return null;
	return {
		winner: 'evil',
		code: 'riot-grandchild',
		rule: 'riot',
		message: say(
			'暴乱在场，祖母的孙子被处决死亡（相克规则）：邪恶阵营获胜',
			"Riot is in play and the Grandmother's grandchild died by execution (their jinx): evil wins"
		)
	};
}

/** Wins the day's execution brings about beyond the base rules (see `ExecutionWin`). */
export function executionWin(state: GameState, working: Working): ExecutionWin | null {
	return fearmongerWin(state, working) ?? riotGrandchildWin(state, working);
}
