import { describe, expect, it } from 'vitest';
import { type History, createHistory, dispatch, undo } from '../history';
import {
	chefTold,
	ev,
	firstDay,
	firstNight,
	ok,
	refused,
	setupEvents,
	TB7
} from '../testing/builders';
import type { GameEventBody } from '../events';

const chef: GameEventBody = { type: 'night/answer', ...chefTold(1) };

/** The history of TB7's first night, with this event after dusk. */
function firstNightWith(body: GameEventBody): History {
	const [created, dealt] = setupEvents({ characters: TB7 });
	let h = createHistory(created!) as History;
	for (const e of [dealt!, ev({ type: 'night/started' }), ev(body)]) {
		const next = dispatch(h, e);
		if ('rejected' in next) throw new Error(next.code);
		h = next;
	}
	return h;
}

describe('night/answer: what an information step told its player', () => {
	it('is kept with the night, one per step (the latest), and stays after dawn', () => {
		const night = ok(firstNight(), chef);
		const { type: _type, ...told } = chef;
		expect(night.night?.answers).toEqual([told]);
		const again = ok(night, { ...chef, answer: { number: 0 }, truth: 'false' });
		expect(again.night?.answers?.map((a) => a.answer)).toEqual([{ number: 0 }]);
		const day = ok(again, { type: 'day/started' });
		expect(day.nights[0]?.answers?.[0]?.truth).toBe('false');
	});

	it('is undone like any event', () => {
		const h = firstNightWith(chef);
		expect(h.state.night?.answers).toHaveLength(1);
		expect((undo(h) as History).state.night?.answers ?? []).toEqual([]);
	});

	it('is refused by day, with unknown seats or characters, or a malformed answer', () => {
		refused(firstDay(), chef, 'not-night');
		const night = firstNight();
		refused(night, { ...chef, seats: ['s99'] }, 'no-seat');
		refused(night, { ...chef, answer: { seats: ['s99'] } }, 'no-seat');
		refused(night, { ...chef, answer: { characters: ['nobody'] } }, 'unknown-character');
		refused(night, { ...chef, character: 'nobody' }, 'unknown-character');
		refused(night, { ...chef, answer: { number: -1 } }, 'answer');
		refused(night, { ...chef, truth: 'maybe' as 'true' }, 'answer');
	});
});

const guess: GameEventBody = {
	type: 'night/choice',
	step: 'empath',
	character: 'empath',
	seats: ['s2'],
	characters: ['chef']
};

describe('night/choice: what a step’s holder chose', () => {
	it('is kept with the night, one per step (the latest), and undone like any event', () => {
		const h = firstNightWith(guess);
		const { type: _type, ...chosen } = guess;
		expect(h.state.night?.choices).toEqual([chosen]);
		const again = ok(h.state, { ...guess, characters: ['imp'] });
		expect(again.night?.choices?.map((c) => c.characters)).toEqual([['imp']]);
		expect((undo(h) as History).state.night?.choices ?? []).toEqual([]);
	});

	it('is refused by day, with unknown seats or characters, or malformed lists', () => {
		refused(firstDay(), guess, 'not-night');
		const night = firstNight();
		refused(night, { ...guess, seats: ['s99'] }, 'no-seat');
		refused(night, { ...guess, characters: ['nobody'] }, 'unknown-character');
		refused(night, { ...guess, character: 'nobody' }, 'unknown-character');
		refused(night, { ...guess, seats: 's2' as never }, 'malformed');
		refused(night, { ...guess, step: '' }, 'malformed');
	});
});
