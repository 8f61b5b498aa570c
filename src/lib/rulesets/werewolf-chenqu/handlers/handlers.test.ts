import { describe, expect, it } from 'vitest';
import { expectHandlerMap } from '../../../engine/testing/handler-map';
import { reject } from '../../../engine/types';
import { HANDLERS, apply } from '../reduce';
import { emptyState } from '../state';
import { TestGame } from '../testing';
import type { Handlers } from './types';

const HANDLER_FILES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
	eager: true
});

describe('the 沉取场 handler map', () => {
	it('has one handler per event type, each from exactly one file', () => {
		expectHandlerMap(HANDLERS, HANDLER_FILES, 37);
	});

	it('a map missing an event type is refused by the type checker', () => {
		const { 'director/note': _note, ...withoutNote } = HANDLERS;
		// @ts-expect-error: 'director/note' is missing (npm run check fails if this compiles)
		const incomplete: Handlers = withoutNote;
		expect(Object.keys(incomplete)).not.toContain('director/note');
	});

	it('refuses an unknown type without looking it up on the prototype', () => {
		const g = new TestGame();
		for (const type of ['toString', 'constructor', 'no/such'])
			expect(apply(g.s, { type, at: 1 } as never)).toEqual(reject('wwc.unknown-event'));
		expect(apply(emptyState(), { type: 'toString', at: 1 } as never)).toEqual(
			reject('wwc.no-game')
		);
	});

	it('a handler on its own: a director’s note needs words', () => {
		const g = new TestGame();
		expect(HANDLERS['director/note'](g.s, { type: 'director/note', text: ' ', at: 1 })).toEqual(
			reject('wwc.empty')
		);
	});
});
