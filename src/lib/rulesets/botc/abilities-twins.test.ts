import { describe, expect, it } from 'vitest';
import { checkWin, offerEvents, suggestChanges, twinPair } from './index';
import type { GameEventBody } from './engine/events';
import { Table } from './engine/testing/builders';
import { applyAll, day, night, pick, seat } from './testing/combos';

// The Evil Twin's pair through character changes (issue 29 follow-up): written from the official
// character text and rulings in our own words, read through the rule set's public API.

// s1 Vortox, s2 Evil Twin, s4 the good twin (its Twin token placed at setup).
const TWINS = ['vortox', 'eviltwin', 'snakecharmer', 'dreamer', 'oracle', 'sage', 'mutant'];
// The same with s3 the Barber and s7 the Clockmaker.
const BARBER_TWINS = ['vortox', 'eviltwin', 'barber', 'dreamer', 'oracle', 'sage', 'clockmaker'];
// s2 the Pit-Hag, s3 the Evil Twin, s4 the good twin.
const PITHAG_TWINS = ['vortox', 'pithag', 'eviltwin', 'dreamer', 'oracle', 'sage', 'clockmaker'];

/** `characters` dealt (`TWINS` unless given), the Twin token on `good`, night 1 started. */
function paired(good = 's4', characters = TWINS): Table {
	const t = new Table({ script: 'snv', characters });
	t.do({ type: 'reminder/added', seat: good, source: 'eviltwin', label: 'Twin' });
	night(t);
	return t;
}

/** The Barber swaps the evil twin (s2) with the good one (s4): s2 the Dreamer, s4 the Evil Twin. */
const barberSwapsTwins: GameEventBody = {
	type: 'seat/changed',
	seat: 's2',
	character: 'dreamer',
	how: 'barber',
	with: 's4'
};

describe('the Evil Twin’s pair follows character changes, or says it cannot', () => {
	// The Evil Twin and an opposing player know each other; if the good one is executed, evil
	// wins; good cannot win while both live. Rulings: which twin holds which character does not
	// matter, their alignments do; twins on one side get a new twin from the storyteller.
	const unsureCaveat = (t: Table) =>
		(checkWin(t.state)?.caveats ?? []).some((c) => /pair can no longer be told/.test(c.en));

	it.each<{
		name: string;
		change: GameEventBody;
		/** A seat and the character it holds after the change, when the test checks it. */
		holds?: [string, string];
		pair?: object;
		executed: string;
		win: object | null;
	}>([
		{
			name: 'the good twin turned into another good character by the Pit-Hag is still the good twin',
			change: { type: 'seat/changed', seat: 's4', character: 'savant', how: 'pithag' },
			pair: { sure: true, good: { id: 's4' }, evil: { id: 's2' } },
			executed: 's4',
			win: { winner: 'evil', code: 'evil-twin-executed' }
		},
		{
			name: 'twins swapped by the Barber: the good player holding the Evil Twin, executed, wins for evil',
			change: barberSwapsTwins,
			holds: ['s4', 'eviltwin'],
			pair: { sure: true, good: { id: 's4' }, evil: { id: 's2' } },
			executed: 's4',
			win: { winner: 'evil', code: 'evil-twin-executed' }
		},
		{
			name: 'the evil twin (now the Dreamer) executed after that swap: no win, the Demon lives',
			change: barberSwapsTwins,
			executed: 's2',
			win: null
		},
		{
			// The Barber's haircut gives the good Oracle (s5) the Evil Twin; s2 becomes the Oracle.
			name: 'the Evil Twin’s character moved to a third player: the grimoire says it cannot tell',
			change: { type: 'seat/changed', seat: 's2', character: 'oracle', how: 'barber', with: 's5' },
			pair: { sure: false, why: 'moved' },
			executed: 's4',
			win: { winner: null, code: 'evil-twin-unsure' }
		}
	])('$name', ({ change, holds, pair, executed, win }) => {
		const t = paired();
		t.do(change);
		if (holds) expect(seat(t, holds[0])).toMatchObject({ character: holds[1] });
		if (pair) expect(twinPair(t.state)).toMatchObject(pair);
		day(t);
		t.do({ type: 'execution', seat: executed, died: true });
		if (win) expect(checkWin(t.state)).toMatchObject(win);
		else expect(checkWin(t.state)).toBeNull();
	});

	it('a Twin token placed again after the move is followed', () => {
		const t = paired();
		t.do({ type: 'seat/changed', seat: 's2', character: 'oracle', how: 'barber', with: 's5' });
		const old = seat(t, 's4').reminders.find((r) => r.source === 'eviltwin')!;
		t.do({ type: 'reminder/removed', seat: 's4', reminder: old.id });
		// The new Evil Twin (s5) is good: the storyteller pairs them with an evil player.
		t.do({ type: 'reminder/added', seat: 's2', source: 'eviltwin', label: 'Twin' });
		expect(twinPair(t.state)).toMatchObject({ sure: true, good: { id: 's5' }, evil: { id: 's2' } });
		day(t);
		t.do({ type: 'execution', seat: 's5', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil', code: 'evil-twin-executed' });
	});

	it('the good twin, a Snake Charmer, swaps into the Demon: both twins evil, the win check says so', () => {
		const t = paired('s3');
		t.do({
			type: 'night/answer',
			step: 'snakecharmer',
			character: 'snakecharmer',
			seats: ['s3'],
			chosen: ['s1'],
			answer: { yes: true },
			truth: 'true'
		});
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		expect(seat(t, 's3')).toMatchObject({ character: 'vortox', alignment: 'evil' });
		expect(twinPair(t.state)).toMatchObject({ sure: false, why: 'same-side' });
		// The new Demon (the old good twin) is executed: good wins by the base rules, but the
		// storyteller may have named a new twin: the check says it cannot tell.
		day(t);
		t.do({ type: 'execution', seat: 's3', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(unsureCaveat(t)).toBe(true);
	});

	it('a poisoned Evil Twin: the executed good twin does not win, and the check says why', () => {
		const t = paired();
		day(t);
		t.do({ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' });
		t.do({ type: 'execution', seat: 's4', died: true });
		const win = checkWin(t.state);
		expect(win?.code).not.toBe('evil-twin-executed');
	});
});

describe('good cannot win while both twins live, after a swap too', () => {
	it('the Demon executed with both swapped twins alive: no win yet', () => {
		const t = paired();
		t.do(barberSwapsTwins);
		day(t);
		t.do({ type: 'execution', seat: 's1', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: null, code: 'evil-twin-alive' });
	});
});

describe('a change offer that touches the twins says the pair may need the storyteller', () => {
	it('the Barber’s swap of the Evil Twin with a third player is flagged; an unrelated one is not', () => {
		const t = paired('s4', BARBER_TWINS);
		day(t);
		t.do({ type: 'execution', seat: 's3', died: true });
		night(t);
		pick(t, 'barber', ['s2', 's5']);
		expect(suggestChanges(t.state)).toMatchObject([{ code: 'barber', twin: true }]);
	});

	it('the Pit-Hag’s change of the good twin is flagged', () => {
		const t = paired('s4', PITHAG_TWINS);
		day(t);
		night(t);
		pick(t, 'pithag', ['s4'], ['savant']);
		expect(suggestChanges(t.state)).toMatchObject([{ code: 'pithag', twin: true }]);
		pick(t, 'pithag', ['s5'], ['savant']);
		expect(suggestChanges(t.state)[0]?.twin).toBeUndefined();
	});
});
