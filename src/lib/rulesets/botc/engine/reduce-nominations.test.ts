import { describe, expect, it } from 'vitest';
import {
	firstDay,
	firstNight,
	nominate,
	nominateAndVote,
	ok,
	okAll,
	refused,
	TB7,
	seatOf as seat
} from './testing/builders';

// The reducer on nominations, votes, executions and private chats.

describe('nomination/opened', () => {
	const day = () => firstDay();
	it('opens a nomination with a fresh id', () => {
		const s = ok(day(), { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		expect(s.day?.nominations).toEqual([
			{
				id: 'n1',
				nominator: 's1',
				nominee: 's2',
				exile: false,
				voters: null,
				total: null,
				hidden: false
			}
		]);
	});
	it('refuses at night, with unknown seats, while another vote is open', () => {
		refused(
			firstNight(),
			{ type: 'nomination/opened', nominator: 's1', nominee: 's2' },
			'nomination-not-day'
		);
		refused(day(), { type: 'nomination/opened', nominator: 'zz', nominee: 's2' }, 'no-seat');
		refused(day(), { type: 'nomination/opened', nominator: 's1', nominee: 'zz' }, 'no-seat');
		const open = ok(day(), { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		refused(
			open,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's4' },
			'vote-open-nominate'
		);
		refused(
			open,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's4', override: 'please' },
			'vote-open-nominate'
		);
	});
	it('refuses a nomination by a dead player, unless overridden (the reason is kept)', () => {
		const d = ok(day(), { type: 'seat/died', seat: 's1' });
		refused(d, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }, 'dead-nominator');
		const o = ok(d, {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2',
			override: '  Witch curse test  '
		});
		expect(o.day?.nominations[0]?.override).toBe('Witch curse test');
	});
	it('allows one nomination per nominator and per nominee a day, unless overridden', () => {
		const a = nominateAndVote(day(), 's1', 's2', []);
		refused(a, { type: 'nomination/opened', nominator: 's1', nominee: 's3' }, 'nominated-today');
		refused(a, { type: 'nomination/opened', nominator: 's3', nominee: 's2' }, 'was-nominated');
		refused(
			a,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's2', override: '   ' },
			'was-nominated'
		);
		const b = ok(a, {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2',
			override: 'Riot: nominees nominate again'
		});
		expect(b.day?.nominations[1]).toMatchObject({
			nominator: 's1',
			nominee: 's2',
			override: 'Riot: nominees nominate again'
		});
		// The next day starts afresh.
		const next = okAll(ok(b, { type: 'nomination/voted', voters: [] }), [
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
		expect(nominate(next, 's1', 's2').day?.nominations).toHaveLength(1);
	});
	it('lets anyone, even the dead, call for a traveller’s exile once a day', () => {
		const g = ok(firstDay({ characters: [...TB7, { character: 'thief', traveller: true }] }), {
			type: 'seat/died',
			seat: 's1'
		});
		const a = nominateAndVote(g, 's1', 's8', [], { exile: true });
		expect(a.day?.nominations[0]?.exile).toBe(true);
		// An exile is not a nomination: s1 may still nominate (were they alive) and s8 be nominated.
		const b = nominateAndVote(a, 's2', 's8', []);
		expect(b.day?.nominations).toHaveLength(2);
		refused(
			b,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's8', exile: true },
			'exile-once'
		);
		refused(
			g,
			{ type: 'nomination/opened', nominator: 's2', nominee: 's3', exile: true },
			'exile-traveller'
		);
		const again = ok(b, {
			type: 'nomination/opened',
			nominator: 's3',
			nominee: 's8',
			exile: true,
			override: 'new evidence'
		});
		expect(again.day?.nominations.at(-1)?.override).toBe('new evidence');
	});
	it('refuses nominations after the day’s execution', () => {
		const e = ok(day(), { type: 'execution', seat: null, died: false });
		refused(e, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }, 'executed-day-over');
	});
});

describe('nomination/voted', () => {
	it('closes the open vote with voters in counting order and a total', () => {
		const s = nominateAndVote(firstDay(), 's1', 's3', ['s2', 's5', 's1', 's4']);
		expect(s.day?.nominations[0]).toMatchObject({ voters: ['s4', 's5', 's1', 's2'], total: 4 });
		expect(s.day?.block).toEqual({ seat: 's3', votes: 4 });
	});
	it('refuses with no open vote, duplicate voters, unknown voters, spent ghost votes', () => {
		const g = firstDay();
		refused(g, { type: 'nomination/voted', voters: [] }, 'no-vote');
		const open = nominate(g, 's1', 's2');
		refused(open, { type: 'nomination/voted', voters: ['s1', 's1'] }, 'double');
		refused(open, { type: 'nomination/voted', voters: ['zz'] }, 'no-seat');
		const dead = okAll(open, [
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/ghost-vote', seat: 's5', spent: true }
		]);
		refused(dead, { type: 'nomination/voted', voters: ['s5'] }, 'no-ghost-vote');
	});
});

describe('nomination/cancelled', () => {
	it('drops the open nomination as if never made', () => {
		const open = nominate(firstDay(), 's1', 's2');
		const c = ok(open, { type: 'nomination/cancelled' });
		expect(c.day?.nominations).toEqual([]);
		expect(nominate(c, 's1', 's2').day?.nominations).toHaveLength(1);
	});
	it('refuses with no open nomination', () => {
		refused(firstDay(), { type: 'nomination/cancelled' }, 'no-vote');
		refused(firstNight(), { type: 'nomination/cancelled' }, 'no-vote');
	});
});

describe('execution', () => {
	it('executes and kills, giving a ghost vote', () => {
		const s = ok(firstDay(), { type: 'execution', seat: 's2', died: true });
		expect(seat(s, 's2')).toMatchObject({ alive: false, ghostVote: true });
		expect(s.day?.execution).toEqual({ seat: 's2', died: true });
	});
	it('records an execution that did not kill, with its reason', () => {
		const s = ok(firstDay(), {
			type: 'execution',
			seat: 's2',
			died: false,
			reason: 'Tea Lady'
		});
		expect(seat(s, 's2').alive).toBe(true);
		expect(s.day?.execution).toEqual({ seat: 's2', died: false, reason: 'Tea Lady' });
	});
	it('records a day without an execution', () => {
		const s = ok(firstDay(), { type: 'execution', seat: null, died: true });
		expect(s.day?.execution).toEqual({ seat: null, died: false });
	});
	it('refuses a second execution the same day, at night, with an open vote, unknown seats', () => {
		const once = ok(firstDay(), { type: 'execution', seat: 's2', died: true });
		refused(once, { type: 'execution', seat: 's3', died: true }, 'executed');
		refused(firstNight(), { type: 'execution', seat: 's3', died: true }, 'execution-not-day');
		const open = nominate(firstDay(), 's1', 's2');
		refused(open, { type: 'execution', seat: 's2', died: true }, 'vote-open');
		refused(firstDay(), { type: 'execution', seat: 'zz', died: true }, 'no-seat');
	});
});

describe('private-chat', () => {
	it('records who talked in private, once each', () => {
		const s = ok(firstDay(), {
			type: 'private-chat',
			seats: ['s1', 's2', 's1']
		});
		expect(s.day?.privateChats).toEqual([{ seats: ['s1', 's2'], at: s.updatedAt }]);
	});
	it('refuses at night, alone, or with unknown seats', () => {
		refused(firstNight(), { type: 'private-chat', seats: ['s1', 's2'] }, 'chat-not-day');
		refused(firstDay(), { type: 'private-chat', seats: ['s1', 's1'] }, 'chat');
		refused(firstDay(), { type: 'private-chat', seats: ['s1', 'zz'] }, 'no-seat');
	});
});
