import type { Seat, SeatId, Team } from '../engine/types';
import {
	candidates,
	isEvil,
	livingNeighbours,
	outcomes,
	previousDay,
	scriptCharacters,
	teamIs,
	yesIfAny
} from './registration';
import type { AnswerOption, AnswerSpec, Context, Registration } from './types';

/** The chosen seats, found (unknown ids dropped). */
export const seatsOf = (ctx: Context, ids: readonly SeatId[]) =>
	ids.flatMap((id) => ctx.state.seats.filter((s) => s.id === id));

/** A player's character as an ability shows it: the truth, or what a Recluse or Spy shows. */
export function characterOptions(ctx: Context, seat: Seat): AnswerOption[] {
	return ctx.regs(seat).flatMap((r): AnswerOption[] => {
		if (!r.as) return r.character ? [{ answer: { characters: [r.character] }, truth: 'true' }] : [];
		if (r.character !== null || !r.team) return [];
		return [
			{
				answer: { characters: [] },
				truth: 'registered',
				via: [{ seat: seat.id, as: r.as }],
				complete: { characters: [scriptCharacters(ctx.state, r.team)] }
			}
		];
	});
}

/** One player shown with a character, and one more player beside them. */
const PAIR = { character: true, seats: 1 };

/**
 * A player of `team` and one more beside them; with no such player in play, the truth is zero
 * (a Spy or Recluse may still show as one, so their options stay).
 */
function pairOrNone(ctx: Context, team: Team): AnswerOption[] {
	const found = candidates(ctx, teamIs(team), PAIR);
	return found.some((o) => o.truth === 'true')
		? found
		: [{ answer: { number: 0 }, truth: 'true' }, ...found];
}

const RED_HERRING = /^(red herring|红鲱鱼|干扰项)$/i;
const isRedHerring = (seat: Seat) =>
	seat.reminders.some((r) => r.source === 'fortuneteller' && RED_HERRING.test(r.label));

/** Evil pairs of neighbours around the whole table (the dead still sit in their places). */
function evilPairs(ctx: Context, reg: (s: Seat) => Registration): number {
	const seats = ctx.state.seats;
	if (seats.length < 2) return 0;
	let pairs = 0;
	for (const [i, s] of seats.entries()) {
		const next = seats[(i + 1) % seats.length] as Seat;
		if (seats.length === 2 && i === 1) break;
		if (isEvil(reg(s)) && isEvil(reg(next))) pairs++;
	}
	return pairs;
}

export const TROUBLE_BREWING: Record<string, AnswerSpec> = {
	washerwoman: {
		learns: 'player-character',
		nights: 'first',
		compute: (ctx) => candidates(ctx, teamIs('townsfolk'), PAIR)
	},
	librarian: {
		learns: 'player-character',
		nights: 'first',
		compute: (ctx) => pairOrNone(ctx, 'outsider')
	},
	investigator: {
		learns: 'player-character',
		nights: 'first',
		compute: (ctx) => pairOrNone(ctx, 'minion')
	},
	chef: {
		learns: 'number',
		nights: 'first',
		compute: (ctx) =>
			outcomes(
				ctx,
				ctx.state.seats,
				(reg) => evilPairs(ctx, reg),
				(n) => ({ number: n })
			),
		range: (ctx) => Math.floor(ctx.state.seats.length / 2)
	},
	empath: {
		learns: 'number',
		compute: (ctx) => {
			if (!ctx.holder) return 'storyteller';
			const near = livingNeighbours(ctx.state, ctx.holder);
			return outcomes(
				ctx,
				near,
				(reg) => near.filter((s) => isEvil(reg(s))).length,
				(n) => ({ number: n })
			);
		},
		range: () => 2
	},
	fortuneteller: {
		learns: 'yes-no',
		choose: 2,
		compute: (ctx, chosen) =>
			yesIfAny(ctx, seatsOf(ctx, chosen), (r, s) => isRedHerring(s) || r.team === 'demon')
	},
	undertaker: {
		learns: 'character',
		nights: 'other',
		compute: (ctx) => {
			const executed = previousDay(ctx.state)?.execution;
			const seat = ctx.state.seats.find((s) => s.id === executed?.seat);
			if (!executed?.died || !seat) return 'no-execution';
			return characterOptions(ctx, seat).map((o) => ({
				...o,
				answer: { ...o.answer, seats: [seat.id] }
			}));
		}
	},
	ravenkeeper: {
		learns: 'character',
		choose: 1,
		nights: 'other',
		compute: (ctx, chosen) => seatsOf(ctx, chosen).flatMap((s) => characterOptions(ctx, s))
	}
};
