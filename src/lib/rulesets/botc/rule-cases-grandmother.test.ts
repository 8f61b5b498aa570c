import { describe, expect, it } from 'vitest';
import { nightSteps } from './index';
import { suggestDeaths } from './engine/grandmother';
import { type SeatSpec, type Table, remind, seatsWith, withExtra } from './engine/testing/builders';
import { dawn, died, dusk, kill } from './engine/testing/moves';
import { tableAtNight } from './engine/testing/nights';
import { pick, takeOffer } from './testing/combos';

// Independent rule cases for the Grandmother's death offer: "you start knowing a good player and
// their character; if the Demon kills them, you die too". Her death follows only the Demon's
// kill of her own grandchild, only while her ability works, and not when she cannot die.

const GRAND = ['grandmother', 'sailor', 'chambermaid', 'exorcist', 'tealady', 'assassin', 'po'];

/** Night 1 of a Bad Moon Rising table (with the Philosopher and the Imp available). */
const bmrNight1 = (seats: SeatSpec[]) =>
	tableAtNight({ script: withExtra('bmr', ['philosopher', 'imp']), characters: seats });

/** The Grandmother's first-night answer at her step `key`: `child` is her grandchild. */
function knows(t: Table, key: string, child: string, character: string) {
	const s = nightSteps(t.state).find((x) => x.key === key)!;
	t.do({
		type: 'night/answer',
		step: key,
		character: 'grandmother',
		seats: s.holders ?? s.seats,
		chosen: [],
		answer: { seats: [child], characters: [character] },
		truth: 'true',
		reminders: [{ seat: child, label: 'Grandchild' }]
	});
}

/** `GRAND` (or `seats`) on night 2, the Grandmother (s1) knowing s3, the Chambermaid. */
function night2(seats: SeatSpec[] = GRAND, tonight: Parameters<Table['do']>[0][] = []): Table {
	const t = bmrNight1(seats);
	knows(t, 'grandmother', 's3', 'chambermaid');
	t.do(dawn).do(dusk);
	for (const e of tonight) t.do(e);
	return t;
}
const offers = (t: Table) => suggestDeaths(t.state).map((o) => `${o.seat} (${o.because})`);

describe('the Sailor and the Grandmother', () => {
	it('the Sailor made her drunk tonight: the Demon kills her grandchild, she lives', () => {
		const t = night2(GRAND, [remind('s1', 'sailor', 'Drunk'), kill('po', 's3')]);
		expect(offers(t)).toEqual([]);
	});
	it('the Sailor is her grandchild and drunk by his own choice: the Demon kills him, she dies', () => {
		const t = bmrNight1(GRAND);
		knows(t, 'grandmother', 's2', 'sailor');
		t.do(dawn)
			.do(dusk)
			.do(remind('s2', 'sailor', 'Drunk'))
			.do(kill('po', 's2'));
		expect(offers(t)).toEqual(['s1 (s2)']);
	});
});

describe('a Philosopher who gains the Grandmother’s ability', () => {
	const PHIL = seatsWith(GRAND, { 4: 'philosopher' });
	/** s4 Philosopher takes the Grandmother's ability on night 1; his grandchild is s5. */
	function philosopherNight2(): Table {
		const t = bmrNight1(PHIL);
		pick(t, 'philosopher', [], ['grandmother']);
		takeOffer(t);
		const mine = nightSteps(t.state).find(
			(s) => s.character === 'grandmother' && (s.holders ?? s.seats).includes('s4')
		)!;
		knows(t, 'grandmother', 's3', 'chambermaid');
		knows(t, mine.key, 's5', 'tealady');
		t.do(dawn).do(dusk);
		return t;
	}
	it('the Demon kills his grandchild: he dies too', () => {
		const t = philosopherNight2();
		t.do(kill('po', 's5'));
		expect(offers(t)).toEqual(['s4 (s5)']);
	});
	it('the Demon kills the real Grandmother’s grandchild: she is drunk and lives', () => {
		const t = philosopherNight2();
		t.do(kill('po', 's3'));
		expect(offers(t)).toEqual([]);
	});
});

describe('the grandchild and the Demon', () => {
	it('the grandchild became the Imp and kills itself: the Demon killed them, she dies', () => {
		const IMP = seatsWith(GRAND, { 7: 'imp' });
		const t = night2(IMP, [
			{ type: 'seat/changed', seat: 's3', character: 'imp', how: 'storyteller' },
			kill('imp', 's3')
		]);
		expect(offers(t)).toEqual(['s1 (s3)']);
	});
	it('the Imp passes to a Minion by killing itself: her grandchild lives, no offer', () => {
		const t = night2(seatsWith(GRAND, { 7: 'imp' }), [kill('imp', 's7')]);
		expect(offers(t)).toEqual([]);
	});
});

describe('the Exorcist chose the Demon tonight', () => {
	const exorcised = remind('s7', 'exorcist', 'Chosen');
	it('the grandchild died with no cause recorded: it was not the Demon, no offer', () => {
		expect(offers(night2(GRAND, [exorcised, died('s3')]))).toEqual([]);
	});
	it.each([
		['with no Exorcist choice', GRAND, []],
		['the Pukka chosen (its last victim still dies)', seatsWith(GRAND, { 7: 'pukka' }), [exorcised]]
	])('%s the same death is offered, as unsure', (_, seats, before) => {
		const t = night2(seats, [...before, died('s3')]);
		expect(suggestDeaths(t.state)).toMatchObject([{ seat: 's1', unsure: true }]);
	});
});

describe('a Grandmother who cannot die tonight', () => {
	it('the Innkeeper made her safe: the Demon kills her grandchild, she lives', () => {
		const INN = seatsWith(GRAND, { 4: 'innkeeper' });
		expect(offers(night2(INN, [remind('s1', 'innkeeper', 'Safe'), kill('po', 's3')]))).toEqual([]);
	});
});

describe('the Tea Lady', () => {
	// s5 Tea Lady between s4 Exorcist and s6: seated so that her neighbours are s4 and s6.
	const TEA = ['sailor', 'chambermaid', 'exorcist', 'grandmother', 'tealady', 'gossip', 'po'];
	/** The Grandmother (s4) knows s2; night 2 with the Po's kill on s2. */
	function teaNight2(seats: SeatSpec[]): Table {
		const t = bmrNight1(seats);
		knows(t, 'grandmother', 's2', 'chambermaid');
		t.do(dawn).do(dusk).do(kill('po', 's2'));
		return t;
	}
	it('protects the Grandmother beside her when both neighbours are good: she cannot die', () => {
		expect(offers(teaNight2(TEA))).toEqual([]);
	});
	it('an evil neighbour: no protection, she dies with her grandchild', () => {
		expect(offers(teaNight2(seatsWith(TEA, { 6: 'assassin' })))).toEqual(['s4 (s2)']);
	});
});

describe('a Grandmother whose ability does not work', () => {
	it('dead already (killed earlier tonight): nothing to offer', () => {
		expect(offers(night2(GRAND, [died('s1'), kill('po', 's3')]))).toEqual([]);
	});
	it('drunk (the Innkeeper’s drunkenness): she lives', () => {
		expect(offers(night2(GRAND, [remind('s1', 'innkeeper', 'Drunk'), kill('po', 's3')]))).toEqual(
			[]
		);
	});
});
