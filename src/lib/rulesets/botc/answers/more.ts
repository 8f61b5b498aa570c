import type { Seat } from '../engine/types';
import { alignmentIs, candidates, isEvil, outcomes, teamIs, yesIfAny } from './registration';
import { seatsOf } from './tb';
import type { AnswerSpec, Context, Registration } from './types';

/** Which way the nearest evil player sits from the holder (equal: both ways at once). */
function nearestEvil(ctx: Context, reg: (s: Seat) => Registration) {
	const seats = ctx.state.seats;
	const i = seats.findIndex((s) => s.id === ctx.holder?.id);
	const n = seats.length;
	const steps = (dir: 1 | -1) => {
		for (let k = 1; k < n; k++)
			if (isEvil(reg(seats[(((i + dir * k) % n) + n) % n] as Seat))) return k;
		return Infinity;
	};
	const cw = steps(1);
	const acw = steps(-1);
	if (cw === Infinity) return null;
	return cw < acw ? 'clockwise' : acw < cw ? 'anticlockwise' : 'equal';
}

/** Information characters of the other editions that the grimoire holds enough to answer. */
export const OTHER_EDITIONS: Record<string, AnswerSpec> = {
	shugenja: {
		learns: 'direction',
		nights: 'first',
		compute: (ctx) => {
			if (!ctx.holder) return 'storyteller';
			return outcomes(
				ctx,
				ctx.state.seats.filter((s) => s.id !== ctx.holder?.id),
				(reg) => nearestEvil(ctx, reg),
				(d) => (d ? { direction: d } : {})
			).filter((o) => o.answer.direction);
		}
	},
	villageidiot: {
		learns: 'alignment',
		choose: 1,
		compute: (ctx, chosen) =>
			outcomes(
				ctx,
				seatsOf(ctx, chosen),
				(reg) => seatsOf(ctx, chosen).map((s) => reg(s).alignment)[0] ?? null,
				(a) => (a ? { alignment: a } : {})
			)
	},
	steward: {
		learns: 'players',
		nights: 'first',
		compute: (ctx) => candidates(ctx, alignmentIs('good'), { character: false, seats: 0 })
	},
	bountyhunter: {
		learns: 'players',
		compute: (ctx) => candidates(ctx, isEvil, { character: false, seats: 0 })
	},
	pixie: {
		learns: 'character',
		nights: 'first',
		compute: (ctx) =>
			candidates(ctx, teamIs('townsfolk'), { character: true, seats: 0 }).map((o) => ({
				...o,
				answer: { characters: o.answer.characters ?? [] }
			}))
	},
	preacher: {
		learns: 'yes-no',
		choose: 1,
		// The chosen Minion learns it and loses its ability; the Preacher learns nothing.
		information: false,
		compute: (ctx, chosen) => yesIfAny(ctx, seatsOf(ctx, chosen), teamIs('minion'))
	},
	huntsman: {
		learns: 'yes-no',
		choose: 1,
		// A chosen Damsel becomes a Townsfolk; the Huntsman learns nothing.
		information: false,
		compute: (ctx, chosen) => [
			{ answer: { yes: seatsOf(ctx, chosen).some((s) => s.character === 'damsel') }, truth: 'true' }
		]
	}
};
