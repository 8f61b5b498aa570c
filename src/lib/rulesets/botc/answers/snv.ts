import type { Nomination, Seat, SeatId, Team } from '../engine/types';
import {
	candidates,
	isEvil,
	outcomes,
	previousDay,
	scriptCharacters,
	teamIs,
	yesIfAny
} from './registration';
import { seatsOf } from './tb';
import type { AnswerOption, AnswerSpec, Context, Registration } from './types';

/**
 * Whether any seat named in the nominations of the day just ended (who voted, or who nominated)
 * registers as the team: the Flowergirl's Demon and the Town Crier's Minion.
 */
function anyNamedYesterday(ctx: Context, named: (n: Nomination) => readonly SeatId[], team: Team) {
	const ids = new Set(previousDay(ctx.state)?.nominations.flatMap(named));
	return yesIfAny(
		ctx,
		ctx.state.seats.filter((s) => ids.has(s.id)),
		teamIs(team)
	);
}

/**
 * The Noble's three players, exactly one of them evil: each player who may register evil, the
 * two others to be picked among those who may register good (not the Noble).
 */
function nobleOptions(ctx: Context): AnswerOption[] {
	const good = ctx.state.seats
		.filter((s) => s.id !== ctx.holder?.id && ctx.regs(s).some((r) => r.alignment === 'good'))
		.map((s) => s.id);
	return candidates(ctx, isEvil, { character: false, seats: 2 }).map((o) => ({
		...o,
		complete: { seats: 2, from: good.filter((id) => !o.answer.seats?.includes(id)) }
	}));
}

/**
 * The characters of the other kind, for the Dreamer's second character: "1 good & 1 evil
 * character" are characters by their type (Townsfolk and Outsiders are good, Minions and Demons
 * evil), whatever the player's alignment (a good player the Pit-Hag made the Witch shows the
 * Witch and a good character).
 */
function opposite(ctx: Context, team: Team | undefined) {
	const evil = team === 'minion' || team === 'demon';
	const teams: Team[] = evil ? ['townsfolk', 'outsider'] : ['minion', 'demon'];
	return teams.flatMap((t) => scriptCharacters(ctx.state, t));
}

function dreamerOptions(ctx: Context, seat: Seat): AnswerOption[] {
	return ctx.regs(seat).flatMap((r): AnswerOption[] => {
		if (r.as === 'good' || r.as === 'evil') return [];
		const decoys = opposite(ctx, r.team);
		if (!r.as && r.character)
			return [
				{
					answer: { seats: [seat.id], characters: [r.character] },
					truth: 'true',
					complete: { characters: [decoys.filter((c) => c !== r.character)] }
				}
			];
		if (!r.team || !r.as) return [];
		return [
			{
				answer: { seats: [seat.id], characters: [] },
				truth: 'registered',
				via: [{ seat: seat.id, as: r.as }],
				complete: { characters: [scriptCharacters(ctx.state, r.team), decoys] }
			}
		];
	});
}

/** Steps around the table from each Demon to its nearest Minion (null: none of one of them). */
function clockSteps(ctx: Context, reg: (s: Seat) => Registration): number | null {
	const seats = ctx.state.seats;
	const n = seats.length;
	let best: number | null = null;
	for (const [i, s] of seats.entries()) {
		// The Summoner registers as the Demon to the Clockmaker (their jinx).
		if (reg(s).team !== 'demon' && s.character !== 'summoner') continue;
		for (const [j, m] of seats.entries()) {
			if (i === j || reg(m).team !== 'minion') continue;
			const d = Math.min((i - j + n) % n, (j - i + n) % n);
			if (best === null || d < best) best = d;
		}
	}
	return best;
}

/** Phases in order: setup 0, night 1, day 1, night 2… */
const rank = (p: { kind: string; n: number }) =>
	p.kind === 'setup' ? 0 : p.kind === 'night' ? 2 * p.n - 1 : 2 * p.n;

/**
 * How many players carry a reminder of `source` placed in the phases `from` (a rank) onwards:
 * one player with two tokens counts once; a token with no time (older games) always counts.
 */
const playersMarked = (ctx: Context, source: string, label: RegExp, from: number) =>
	ctx.state.seats.filter((s) =>
		s.reminders.some(
			(r) => r.source === source && label.test(r.label) && (!r.placed || rank(r.placed) >= from)
		)
	).length;

/** Tonight's rank, and the day before it (since dawn: the Mathematician's count). */
const tonight = (ctx: Context) => (ctx.state.phase.kind === 'night' ? ctx.state.phase.n : 0);

/**
 * The night after the Juggler's first day as the Juggler: the day after the night it was dealt or
 * became it (a Philosopher who gained it, the Pit-Hag's).
 */
function jugglerNight(ctx: Context): number | null {
	const holder = ctx.holder;
	if (!holder) return null;
	const changes = ctx.state.changes ?? [];
	const came = changes.findLast(
		(c) =>
			c.to === 'juggler' && (c.seat === holder.id || (c.with === holder.id && c.from === 'juggler'))
	);
	// Its first day is the day after the phase it came in (dealt: day 1).
	const since = came ? rank(came.at) : 0;
	return Math.floor(since / 2) + 2;
}

export const SECTS_AND_VIOLETS: Record<string, AnswerSpec> = {
	clockmaker: {
		learns: 'number',
		nights: 'first',
		compute: (ctx) => {
			const found = outcomes(
				ctx,
				ctx.state.seats,
				(reg) => clockSteps(ctx, reg),
				(n) => (n === null ? {} : { number: n })
			);
			const known = found.filter((o) => o.answer.number !== undefined);
			return known.length ? known : 'storyteller';
		},
		range: (ctx) => Math.max(1, Math.floor(ctx.state.seats.length / 2))
	},
	dreamer: {
		learns: 'player-character',
		choose: 1,
		compute: (ctx, chosen) => seatsOf(ctx, chosen).flatMap((s) => dreamerOptions(ctx, s))
	},
	snakecharmer: {
		learns: 'yes-no',
		choose: 1,
		// Whether a swap happens, not something the player is told.
		information: false,
		compute: (ctx, chosen) => yesIfAny(ctx, seatsOf(ctx, chosen), teamIs('demon'))
	},
	mathematician: {
		learns: 'number',
		// Abnormal since dawn: today's tokens and tonight's, not those of earlier nights.
		compute: (ctx) => [
			{
				answer: {
					number: playersMarked(
						ctx,
						'mathematician',
						/^(abnormal|异常)$/i,
						rank({ kind: 'day', n: tonight(ctx) - 1 })
					)
				},
				truth: 'true'
			}
		],
		range: (ctx) => ctx.state.seats.length
	},
	flowergirl: {
		learns: 'yes-no',
		nights: 'other',
		compute: (ctx) => anyNamedYesterday(ctx, (n) => n.voters ?? [], 'demon')
	},
	towncrier: {
		learns: 'yes-no',
		nights: 'other',
		compute: (ctx) => anyNamedYesterday(ctx, (n) => [n.nominator], 'minion')
	},
	oracle: {
		learns: 'number',
		nights: 'other',
		compute: (ctx) => {
			const dead = ctx.state.seats.filter((s) => !s.alive);
			return outcomes(
				ctx,
				dead,
				(reg) => dead.filter((s) => isEvil(reg(s))).length,
				(n) => ({ number: n })
			);
		},
		range: (ctx) => ctx.state.seats.filter((s) => !s.alive).length
	},
	seamstress: {
		learns: 'yes-no',
		choose: 2,
		compute: (ctx, chosen) => {
			const picked = seatsOf(ctx, chosen);
			return outcomes(
				ctx,
				picked,
				(reg) => new Set(picked.map((s) => reg(s).alignment)).size === 1,
				(yes) => ({ yes })
			);
		}
	},
	juggler: {
		learns: 'number',
		nights: 'other',
		// Only the night after its first day: the guesses of that day.
		compute: (ctx) => {
			const night = jugglerNight(ctx);
			if (night !== null && night !== tonight(ctx)) return 'not-tonight';
			const day = rank({ kind: 'day', n: tonight(ctx) - 1 });
			return [
				{
					answer: { number: playersMarked(ctx, 'juggler', /^(correct|正确)$/i, day) },
					truth: 'true'
				}
			];
		},
		range: () => 5
	},
	savant: { learns: 'free', compute: () => 'storyteller' },
	artist: {
		learns: 'free',
		compute: () => [
			{ answer: { yes: true }, truth: 'free' },
			{ answer: { yes: false }, truth: 'free' }
		]
	},
	noble: {
		learns: 'players',
		nights: 'first',
		compute: (ctx) => nobleOptions(ctx)
	}
};
