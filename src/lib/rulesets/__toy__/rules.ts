import { createReducer } from '../../engine/create-reducer';
import { withRename } from '../../engine/rename';
import { type Rules, statusOf, summaryRow } from '../../engine/ruleset';
import { type Rejection, reject } from '../../engine/types';

// A toy rule set for tests (never listed in the app): count to ten. It is written as a rule set's
// folder writes one (its state, events, reducer, start and descriptor in `ruleset.ts`), and a
// test adds it with `registerRuleSet` to prove a new game plugs in through one folder and one
// registry line.

export interface TallyState {
	id: string;
	ruleset: string;
	name: string;
	createdAt: number;
	updatedAt: number;
	total: number;
}

export type TallyEvent =
	| { type: 'tally/create'; at: number; id: string; name: string; seed: number }
	| { type: 'tally/add'; at: number; n: number }
	| { type: 'game/renamed'; at: number; name: string };

const empty = (): TallyState => ({
	id: '',
	ruleset: 'tally',
	name: '',
	createdAt: 0,
	updatedAt: 0,
	total: 0
});

const apply = createReducer<TallyState, Exclude<TallyEvent, { type: 'game/renamed' }>>({
	handlers: {
		'tally/create': (state, e) =>
			state.id ? reject('created') : { ...state, id: e.id, name: e.name, createdAt: e.at },
		'tally/add': (state, e) =>
			state.total + e.n > 10 ? reject('over') : { ...state, total: state.total + e.n }
	},
	creation: 'tally/create',
	exists: (state) => state.id !== '',
	ended: () => false,
	afterEnd: new Set(),
	endedRejection: () => reject('ended'),
	after: (next, _previous, e) => ({ ...next, updatedAt: e.at })
});

export const tallyRules: Rules<TallyState, TallyEvent> = {
	empty,
	apply: withRename(apply as (state: TallyState, event: TallyEvent) => TallyState | Rejection),
	publicView: (s) => ({ total: s.total }),
	summary: (state) =>
		summaryRow(state, {
			scriptName: 'tally',
			status: statusOf(state.total === 10 ? 'ended' : 'day'),
			playerCount: 1,
			phaseLabel: `day:${state.total}`
		}),
	// A new game starts at zero.
	start: (base) => [
		{ type: 'tally/create', at: base.at, id: base.id, name: base.name, seed: base.seed }
	],
	screenOf: () => 'game',
	screens: { game: async () => ({ default: 'the tally screen' }) }
};
