import { describe, expect, it } from 'vitest';
import { checkWin, protections, suggestAnswer } from '../index';
import {
	bmr7,
	firstNight,
	ok,
	okAll,
	remind,
	seatsWith,
	withExtra,
	SNV_TOWNSFOLK5
} from './testing/builders';
import { findStep, nextNight, step } from './testing/night-state';
import { bmr, execute, kill, seatIn as seat } from './testing/moves';

// Independent rule cases of Bad Moon Rising's Demons and the deaths they meet (the Pukka, the
// Shabaloth, the Po, the Zombuul, the Moonchild), read only through the rule set's public API.

/** `bmr7` with the Innkeeper (s4) in the Exorcist's seat: the Minion and the Demon given at s6, s7. */
const innkeeper7 = (minion: string, demon: string) =>
	seatsWith(bmr7(minion, demon), { 4: 'innkeeper' });

describe('the Pukka', () => {
	const SET = ['exorcist', 'sailor', 'chambermaid', 'innkeeper', 'gossip', 'courtier', 'pukka'];
	const poisonedN1 = () => ok(bmr(SET), remind('s3', 'pukka', 'Poisoned'));

	it('its victim is poisoned at once, and dies the next night', () => {
		const n1 = poisonedN1();
		expect(step(n1, 'chambermaid')).toMatchObject({ poisoned: true, mayBeFalse: true });
		expect(step(nextNight(n1), 'pukka')).toMatchObject({ suggests: 's3' });
	});

	it('exorcised, the Pukka does not wake, but its previous victim still dies', () => {
		const n2 = ok(nextNight(poisonedN1()), remind('s7', 'exorcist', 'Chosen'));
		const pukka = step(n2, 'pukka');
		expect(pukka.shows).toEqual([{ seat: 's1', character: 'exorcist' }]);
		expect(pukka).toMatchObject({ suggests: 's3', kills: { reminder: 'Dead' } });
	});

	it('drunk (the Courtier chose it), the Pukka kills no one: its victim is not named to die', () => {
		const n2 = ok(nextNight(poisonedN1()), remind('s7', 'courtier', 'Drunk 3'));
		const pukka = step(n2, 'pukka');
		expect(pukka.drunk).toBe(true);
		expect(pukka.suggests).toBeUndefined();
		expect(pukka.why?.code).not.toBe('pukka-poisoned');
		// While the Pukka is drunk, its victim is not poisoned either.
		expect(step(n2, 'chambermaid').poisoned).toBe(false);
	});

	it('the Innkeeper’s Safe on the victim may stop the Pukka’s kill', () => {
		const n2 = ok(nextNight(poisonedN1()), remind('s3', 'innkeeper', 'Safe'));
		expect(protections(n2, 'pukka', 's3')).toEqual([{ by: 'innkeeper', how: 'safe' }]);
	});
});

describe('the Shabaloth', () => {
	const SET = innkeeper7('assassin', 'shabaloth');

	it('kills no one on the first night, two players each night after', () => {
		expect(findStep(bmr(SET), 'shabaloth')).toBeUndefined();
		const n2 = nextNight(bmr(SET));
		expect(step(n2, 'shabaloth').kills).toMatchObject({ reminder: 'Dead', count: 2 });
	});

	it('a player it killed may be regurgitated: the revival is accepted', () => {
		const n2 = okAll(nextNight(bmr(SET)), [kill('shabaloth', 's3')]);
		const n3 = okAll(nextNight(n2), [{ type: 'seat/revived', seat: 's3' }]);
		expect(seat(n3, 's3').alive).toBe(true);
	});
});

describe('the Po', () => {
	const SET = innkeeper7('assassin', 'po');

	it('after a night it chose no one, three kills; the night after a kill, one', () => {
		const n2 = ok(nextNight(bmr(SET)), kill('po', null));
		const n3 = nextNight(n2);
		expect(step(n3, 'po').kills).toMatchObject({ count: 3 });
		const n4 = nextNight(ok(n3, kill('po', 's3')));
		expect(step(n4, 'po').kills?.count ?? 1).toBe(1);
	});
});

describe('the Moonchild', () => {
	const SET = ['grandmother', 'sailor', 'chambermaid', 'moonchild', 'gossip', 'assassin', 'po'];

	it('executed: her pick dies that night, so her step is there', () => {
		const n2 = nextNight(bmr(SET), [execute('s4')]);
		expect(step(n2, 'moonchild')).toMatchObject({ kills: { reminder: 'Dead' } });
	});

	it('killed at night: she chooses by day, so her step is the next night, not that one', () => {
		const n2 = ok(nextNight(bmr(SET)), kill('po', 's4'));
		expect(findStep(n2, 'moonchild')).toBeUndefined();
		const n3 = nextNight(n2);
		expect(step(n3, 'moonchild')).toMatchObject({ kills: { reminder: 'Dead' } });
		expect(findStep(nextNight(n3), 'moonchild')).toBeUndefined();
	});

	it('killed by day (the Assassin does not kill by day; a Tinker-like death): that night', () => {
		const day = ok(nextNight(bmr(SET)), { type: 'day/started' });
		const n3 = okAll(day, [{ type: 'seat/died', seat: 's4' }, { type: 'night/started' }]);
		expect(step(n3, 'moonchild')).toBeTruthy();
	});
});

describe('the Zombuul', () => {
	const SET = innkeeper7('godfather', 'zombuul');

	it('no kill the night after a day someone died; a kill after a quiet day', () => {
		const n1 = bmr(SET);
		expect(findStep(nextNight(n1, [execute('s1')]), 'zombuul')).toBeUndefined();
		expect(step(nextNight(n1), 'zombuul').kills).toMatchObject({ reminder: 'Dead' });
	});

	it('its first execution only looks like a death: no win for good', () => {
		const day = okAll(ok(bmr(SET), { type: 'day/started' }), [
			execute('s7'),
			remind('s7', 'zombuul', 'Dead')
		]);
		expect(checkWin(day)).toBeNull();
	});
});

describe('the first night and the Grandmother', () => {
	const SET = innkeeper7('godfather', 'po');

	it('the Godfather learns the Outsiders on the first night: no kill is offered', () => {
		const n1 = bmr(SET);
		expect(step(n1, 'godfather').kills).toBeUndefined();
		// After an Outsider died today, its kill is offered.
		const set = ['grandmother', 'sailor', 'chambermaid', 'tinker', 'gossip', 'godfather', 'po'];
		const n2 = nextNight(bmr(set), [execute('s4')]);
		expect(step(n2, 'godfather').kills).toMatchObject({ reminder: 'Dead' });
	});

	it('the Grandmother does not wake after the first night, so the Chambermaid does not count her', () => {
		const n2 = nextNight(bmr(SET));
		const grandmother = findStep(n2, 'grandmother');
		expect(grandmother?.seats ?? []).toEqual([]);
		const maid = suggestAnswer(n2, step(n2, 'chambermaid'), ['s1', 's2']);
		// The Sailor (s2) woke tonight; the Grandmother (s1) did not.
		expect(maid?.options.filter((o) => o.truth === 'true').map((o) => o.answer)).toEqual([
			{ number: 1 }
		]);
	});
});

describe('Demons with a first-night step kill only after it', () => {
	it('the Lleech, the Lord of Typhon, the Kazali and Lil’ Monsta offer no kill on the first night', () => {
		for (const demon of ['lleech', 'lordoftyphon', 'kazali', 'lilmonsta']) {
			const characters = [...SNV_TOWNSFOLK5, 'witch', demon];
			const script = withExtra('snv', [demon]);
			const n1 = firstNight({ script, characters });
			expect(findStep(n1, demon)?.kills, demon).toBeUndefined();
			expect(step(nextNight(n1), demon).kills, demon).toMatchObject({ reminder: 'Dead' });
		}
	});
});

describe('the Goon and the Gossip', () => {
	it('the Goon’s Drunk on the first player to choose him makes that player’s step drunk', () => {
		const set = ['grandmother', 'goon', 'chambermaid', 'innkeeper', 'gossip', 'godfather', 'po'];
		const n2 = ok(nextNight(bmr(set)), remind('s3', 'goon', 'Drunk'));
		expect(step(n2, 'chambermaid')).toMatchObject({ drunk: true, mayBeFalse: true });
		// Until dusk: the next night it is gone.
		expect(step(nextNight(n2), 'chambermaid').drunk).toBe(false);
	});

	it('the Gossip executed after a true statement: no Gossip kill that night', () => {
		const day = ok(bmr(innkeeper7('godfather', 'po')), { type: 'day/started' });
		const n2 = okAll(day, [
			{ type: 'gossip/statement', wasTrue: true },
			execute('s5'),
			{ type: 'night/started' }
		]);
		expect(findStep(n2, 'gossip')).toBeUndefined();
	});
});
