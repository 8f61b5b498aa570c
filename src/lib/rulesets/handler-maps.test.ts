import { describe, expect, it } from 'vitest';
import { HANDLERS as BOTC, apply as applyBotc, emptyState as emptyBotc } from '../engine/reduce';
import type { Handlers as BotcHandlers } from '../engine/reduce/handlers';
import { game } from '../engine/testing/builders';
import { expectHandlerMap } from '../engine/testing/handler-map';
import { reject } from '../engine/types';
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
		'../engine/reduce/*.ts',
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

const RULE_SETS = [
	{
		name: 'Blood on the Clocktower',
		map: BOTC,
		folder: '../engine/reduce/',
		count: 40,
		inGame: (type: string) => applyBotc(game(), odd(type)),
		unknown: (type: string) => reject('event', { type }),
		beforeGame: applyBotc(emptyBotc(), odd('toString')),
		noGame: reject('no-game')
	},
	{
		name: '沉取场',
		map: CHENQU,
		folder: './werewolf-chenqu/handlers/',
		count: 37,
		inGame: (type: string) => applyChenqu(new TestGame().s, odd(type)),
		unknown: () => reject('wwc.unknown-event'),
		beforeGame: applyChenqu(emptyChenqu(), odd('toString')),
		noGame: reject('wwc.no-game')
	},
	{
		name: 'I01',
		map: I01,
		folder: './werewolf-i01/handlers/',
		count: 28,
		inGame: (type: string) => reduceI01(new Scenario().state, odd(type)),
		unknown: () => reject('i01.unknown-event'),
		beforeGame: reduceI01(emptyI01(), odd('toString')),
		noGame: reject('i01.no-game')
	}
];

describe('the handler map of every rule set', () => {
	it.each(RULE_SETS)(
		'$name: one handler per event type, each from exactly one file',
		({ map, folder, count }) => {
			expectHandlerMap(map, filesIn(folder), count);
		}
	);

	it.each(RULE_SETS)(
		'$name: an unknown type is refused, never looked up on the prototype',
		({ inGame, unknown, beforeGame, noGame }) => {
			for (const type of ['toString', 'constructor', '__proto__', 'no/such'])
				expect(inGame(type), type).toEqual(unknown(type));
			expect(beforeGame).toEqual(noGame);
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
