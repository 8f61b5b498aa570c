import { describe, expect, it } from 'vitest';
import {
	HANDLERS as BOTC,
	apply as applyBotc,
	emptyState as emptyBotc
} from './botc/engine/reduce';
import type { Handlers as BotcHandlers } from './botc/engine/reduce/handlers';
import { game } from './botc/engine/testing/builders';
import { expectHandlerMap } from '../engine/testing/handler-map';
import { type Rejection, reject } from '../engine/types';
import type { Handlers as ChenquHandlers } from './werewolf-chenqu/handlers/types';
import { HANDLERS as CHENQU, apply as applyChenqu } from './werewolf-chenqu/reduce';
import { emptyState as emptyChenqu } from './werewolf-chenqu/state';
import { TestGame } from './werewolf-chenqu/testing';
import type { Handlers as I01Handlers } from './werewolf-i01/handlers/types';
import { HANDLERS as I01, reduceI01 } from './werewolf-i01/reduce';
import { emptyState as emptyI01 } from './werewolf-i01/state';
import { Scenario } from './werewolf-i01/testing';

// Every rule set's reducer is a typed map from event type to handler, assembled from one file per
// part of the game; what each map must be is checked here for all of them (the handlers on their
// own are tested beside them, in each handlers folder).

const FILES = import.meta.glob<Record<string, unknown>>(
	[
		'./botc/engine/reduce/*.ts',
		'./werewolf-chenqu/handlers/*.ts',
		'./werewolf-i01/handlers/*.ts',
		'!**/*.test.ts'
	],
	{ eager: true }
);

/** The modules of one folder. */
const filesIn = (folder: string) =>
	Object.fromEntries(Object.entries(FILES).filter(([path]) => path.startsWith(folder)));

/** An event of a type the map may not know, as a damaged or hand-edited log may hold. */
const odd = (type: string) => ({ type, at: 1 }) as never;

const MAPS = [
	{ name: 'Blood on the Clocktower', map: BOTC, folder: './botc/engine/reduce/', count: 49 },
	{ name: '沉取场', map: CHENQU, folder: './werewolf-chenqu/handlers/', count: 40 },
	{ name: 'I01', map: I01, folder: './werewolf-i01/handlers/', count: 28 }
];

/** A rule set's answers to an event of a type, in a game and before one is created. */
interface Refusals {
	name: string;
	refuse: (type: string) => unknown[];
	codes: (type: string) => Rejection[];
}

const REFUSALS: Refusals[] = [
	{
		name: 'Blood on the Clocktower',
		refuse: (t) => [applyBotc(game(), odd(t)), applyBotc(emptyBotc(), odd(t))],
		codes: (t) => [reject('event', { type: t }), reject('no-game')]
	},
	{
		name: '沉取场',
		refuse: (t) => [applyChenqu(new TestGame().s, odd(t)), applyChenqu(emptyChenqu(), odd(t))],
		codes: (t) => [reject('event', { type: t }), reject('no-game')]
	},
	{
		name: 'I01',
		refuse: (t) => [reduceI01(new Scenario().state, odd(t)), reduceI01(emptyI01(), odd(t))],
		codes: (t) => [reject('event', { type: t }), reject('no-game')]
	}
];

describe('the handler map of every rule set', () => {
	it.each(MAPS)(
		'$name: one handler per event type, each from exactly one file',
		({ map, folder, count }) => {
			expectHandlerMap(map, filesIn(folder), count);
		}
	);

	it.each(REFUSALS)(
		'$name: an unknown type is refused, never looked up on the prototype, in a game or before',
		({ refuse, codes }) => {
			for (const type of ['toString', 'constructor', '__proto__', 'no/such'])
				expect(refuse(type), type).toEqual(codes(type));
		}
	);

	it('a map missing an event type is refused by the type checker', () => {
		const { note: _note, ...botc } = BOTC;
		const { 'director/note': _directorNote, ...chenqu } = CHENQU;
		const { 'i01/void': _void, ...i01 } = I01;
		// @ts-expect-error: 'note' is missing (npm run check fails if this compiles)
		const incompleteBotc: BotcHandlers = botc;
		// @ts-expect-error: 'director/note' is missing
		const incompleteChenqu: ChenquHandlers = chenqu;
		// @ts-expect-error: 'i01/void' is missing
		const incompleteI01: I01Handlers = i01;
		expect(Object.keys(incompleteBotc)).not.toContain('note');
		expect(Object.keys(incompleteChenqu)).not.toContain('director/note');
		expect(Object.keys(incompleteI01)).not.toContain('i01/void');
	});
});
