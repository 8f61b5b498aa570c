import { nightSteps } from '../engine/night';
import type { Seat } from '../engine/types';
import { candidates, teamIs } from './registration';
import { seatsOf } from './tb';
import type { AnswerSpec, Context, Registration } from './types';

const GOOD_TEAMS = ['townsfolk', 'outsider'];
const isGoodCharacter = (r: Registration) =>
	r.alignment === 'good' && GOOD_TEAMS.includes(r.team ?? '');

/** Seats woken tonight by their own ability before this step (not skipped). */
function wokenBefore(ctx: Context, key: string | undefined): Set<string> {
	const woke = new Set<string>();
	for (const step of nightSteps(ctx.state)) {
		if (step.key === key) break;
		if (step.kind !== 'character' || step.status === 'skipped') continue;
		if (step.wakes && step.wakes !== 'holder' && step.wakes !== 'holder+chosen') continue;
		for (const id of step.seats) woke.add(id);
	}
	return woke;
}

const GRANDCHILD = /^(grandchild|孙子)$/i;
const isGrandchild = (seat: Seat) =>
	seat.reminders.some((r) => r.source === 'grandmother' && GRANDCHILD.test(r.label));

export const BAD_MOON_RISING: Record<string, AnswerSpec> = {
	grandmother: {
		learns: 'player-character',
		nights: 'first',
		compute: (ctx) => {
			const found = candidates(ctx, isGoodCharacter, { character: true, seats: 0 });
			// A grandchild already marked comes first: it is the storyteller's pick.
			const marked = (o: (typeof found)[number]) =>
				seatsOf(ctx, o.answer.seats ?? []).some(isGrandchild) ? 0 : 1;
			return found.sort((a, b) => marked(a) - marked(b));
		}
	},
	chambermaid: {
		learns: 'number',
		choose: 2,
		compute: (ctx, chosen) => {
			const woke = wokenBefore(ctx, 'chambermaid');
			const n = seatsOf(ctx, chosen).filter((s) => woke.has(s.id)).length;
			return [{ answer: { number: n }, truth: 'true' }];
		},
		range: () => 2
	},
	sage: {
		learns: 'players',
		nights: 'other',
		compute: (ctx) => candidates(ctx, teamIs('demon'), { character: false, seats: 1 })
	}
};
