import { describe, expect, it } from 'vitest';
import { apply, checkWin, isRejection, protections } from '../index';
import { firstDay, firstNight, ok, okAll, remind, ev, tb7With } from './testing/builders';
import { nextNight } from './testing/night-state';
import { died, execute, kill, seatIn as seat } from './testing/moves';

// Independent rule cases of Trouble Brewing by day (the Saint, the Mayor, the Virgin, the Slayer,
// the Butler), read only through the rule set's public API.

describe('the Saint, the Mayor, the Virgin and the Slayer', () => {
	const SAINT = ['washerwoman', 'librarian', 'saint', 'chef', 'empath', 'poisoner', 'imp'];
	const MAYOR = ['washerwoman', 'librarian', 'mayor', 'chef', 'empath', 'poisoner', 'imp'];
	/** Day 1 with the Mayor (s3) and the two evil players (s6, s7) the only ones alive. */
	const mayorAndEvilAlive = () =>
		okAll(
			firstDay({ characters: MAYOR }),
			['s1', 's2', 's4', 's5'].map((s) => died(s))
		);

	it('the Saint killed by the Imp at night is no win for evil', () => {
		const n2 = ok(nextNight(firstNight({ characters: SAINT })), kill('imp', 's3'));
		expect(checkWin(n2)).toBeNull();
		expect(checkWin(ok(n2, { type: 'day/started' }))).toBeNull();
	});

	it('the Saint executed the day after being poisoned at night: evil does not win', () => {
		const day = okAll(firstNight({ characters: SAINT }), [
			remind('s3', 'poisoner', 'Poisoned'),
			{ type: 'day/started' },
			execute('s3')
		]);
		expect(checkWin(day)).toBeNull();
	});

	it('the Saint executed but not killed (died: false): no loss', () => {
		expect(checkWin(ok(firstDay({ characters: SAINT }), execute('s3', false)))).toBeNull();
	});

	it('the Mayor: the Imp’s kill may bounce, not another killer’s', () => {
		const n2 = nextNight(firstNight({ characters: MAYOR }));
		expect(protections(n2, 'imp', 's3')).toEqual([{ by: 'mayor', how: 'bounce' }]);
		expect(protections(n2, 'poisoner', 's3')).toEqual([]);
	});

	it('the Mayor with three alive and an execution that killed: no Mayor win', () => {
		const three = okAll(firstDay({ characters: MAYOR }), [died('s1'), died('s2'), died('s4')]);
		const after = okAll(three, [execute('s5'), { type: 'night/started' }]);
		// s3 Mayor, s6, s7 alive minus the executed s5: evil has two… no: s3, s6, s7 are three.
		expect(checkWin(after)?.code).not.toBe('mayor');
	});

	it('the Mayor with three alive and a tie (no execution): good wins at dusk', () => {
		const three = mayorAndEvilAlive();
		const tie = okAll(three, [
			{ type: 'nomination/opened', nominator: 's3', nominee: 's6' },
			{ type: 'nomination/voted', voters: ['s3', 's7'] },
			{ type: 'nomination/opened', nominator: 's7', nominee: 's3' },
			{ type: 'nomination/voted', voters: ['s6', 's7'] }
		]);
		expect(tie.day?.block).toEqual({ seat: null, votes: 2 });
		expect(checkWin(ok(tie, { type: 'night/started' }))).toMatchObject({
			winner: 'good',
			code: 'mayor'
		});
	});

	it('the Mayor with three alive and an execution nobody died of: an execution, no Mayor win', () => {
		const three = mayorAndEvilAlive();
		const night = okAll(three, [execute('s6', false), { type: 'night/started' }]);
		expect(checkWin(night)).toBeNull();
	});

	it('a poisoned Mayor at three alive: no win, and it says why', () => {
		const three = okAll(firstNight({ characters: MAYOR }), [
			remind('s3', 'poisoner', 'Poisoned'),
			{ type: 'day/started' },
			died('s1'),
			died('s2'),
			died('s4'),
			died('s5'),
			{ type: 'night/started' }
		]);
		const w = checkWin(three);
		expect(w?.code).not.toBe('mayor');
		expect(w?.winner ?? null).toBeNull();
	});

	it('the Virgin nominated by a Townsfolk: the nominator’s execution is accepted and ends the day', () => {
		const set = ['virgin', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const day = firstDay({ characters: set });
		const nominated = ok(day, { type: 'nomination/opened', nominator: 's2', nominee: 's1' });
		const executed = okAll(nominated, [{ type: 'nomination/cancelled' }, execute('s2')]);
		expect(seat(executed, 's2').alive).toBe(false);
		const again = apply(
			executed,
			ev({ type: 'nomination/opened', nominator: 's3', nominee: 's6' })
		);
		expect(isRejection(again)).toBe(true);
	});

	it('the Virgin’s nominator is executed at once, without cancelling the open nomination', () => {
		const set = ['virgin', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const nominated = ok(firstDay({ characters: set }), {
			type: 'nomination/opened',
			nominator: 's2',
			nominee: 's1'
		});
		// Anyone else's execution waits for the vote; the nominator's does not.
		const other = apply(nominated, ev(execute('s3')));
		expect(isRejection(other) && other.code).toBe('vote-open');
		const executed = ok(nominated, execute('s2'));
		expect(seat(executed, 's2').alive).toBe(false);
		expect(executed.day?.execution).toEqual({ seat: 's2', died: true });
		expect(executed.day?.nominations).toMatchObject([
			{ nominator: 's2', nominee: 's1', voters: [], total: 0 }
		]);
		expect(ok(executed, { type: 'night/started' }).phase).toEqual({ kind: 'night', n: 2 });
	});

	it('the Virgin nominated by a Drunk: nothing happens, the vote goes on as usual', () => {
		const set = tb7With({ 1: 'virgin', 2: { character: 'drunk', thinks: 'chef' } });
		const day = firstDay({ characters: set });
		const voted = okAll(day, [
			{ type: 'nomination/opened', nominator: 's2', nominee: 's1' },
			{ type: 'nomination/voted', voters: ['s2', 's3', 's4', 's5'] }
		]);
		expect(voted.day?.block).toEqual({ seat: 's1', votes: 4 });
		expect(checkWin(ok(voted, execute('s1')))).toBeNull();
	});

	it('the Slayer shooting a Recluse: the death is accepted, no win (storyteller’s call)', () => {
		const set = ['slayer', 'recluse', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const day = firstDay({ characters: set });
		const shot = ok(day, died('s2', 'slayer'));
		expect(checkWin(shot)).toBeNull();
	});
});

describe('the Butler', () => {
	it('the Butler’s vote is taken (following the Master is the player’s duty)', () => {
		const set = ['butler', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const day = okAll(firstNight({ characters: set }), [
			remind('s2', 'butler', 'Master'),
			{ type: 'day/started' }
		]);
		const voted = okAll(day, [
			{ type: 'nomination/opened', nominator: 's3', nominee: 's7' },
			{ type: 'nomination/voted', voters: ['s1', 's2', 's3', 's4'] }
		]);
		expect(voted.day?.block).toEqual({ seat: 's7', votes: 4 });
	});
});
