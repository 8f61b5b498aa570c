import { describe, expect, it } from 'vitest';
import facts from '../data/characters.json';
import { nightNumbers, nightSteps } from './night';
import { firstNight, ok, remind, type SeatSpec } from './testing/builders';
import { keys, nextNight, step } from './testing/night-state';
import { WAKES } from './wakes';

// The official facts (src/lib/rulesets/botc/data/characters.json is the project's copy of
// /work/shared/data/botc-characters.facts.json).
const byId = new Map(facts.characters.map((c) => [c.id, c]));
const order = facts.nightOrder;

const night1 = (script: 'tb' | 'bmr' | 'snv' | 'carousel', characters: SeatSpec[]) =>
	firstNight({ script, characters });

describe('the table of steps that wake someone other than the holder', () => {
	it('names only official characters, on nights they wake in the official order', () => {
		expect(Object.keys(WAKES).length).toBeGreaterThan(20);
		for (const [id, rule] of Object.entries(WAKES)) {
			const facts = byId.get(id);
			expect(facts, id).toBeDefined();
			const nights = [
				...(rule.first ? ['first'] : []),
				...(rule.other || rule.afterDeath ? ['other'] : []),
				...(rule.thenDemon ?? [])
			];
			expect(nights.length, `${id} names no night`).toBeGreaterThan(0);
			for (const n of nights) {
				const [position, list] =
					n === 'first'
						? [facts?.firstNight, order.firstNight]
						: [facts?.otherNight, order.otherNight];
				expect(position, `${id} does not wake on the ${n} night`).toBeGreaterThan(0);
				expect(list[(position ?? 0) - 1], `${id}'s place in the ${n} night order`).toBe(id);
			}
		}
	});

	it('includes the steps the rules name', () => {
		expect(WAKES).toMatchObject({
			marionette: { first: 'demon' },
			king: { first: 'demon' },
			snitch: { first: 'minions' },
			lilmonsta: { first: 'minions', other: 'minions' },
			damsel: { first: 'minions' },
			eviltwin: { first: 'twins' },
			boffin: { thenDemon: ['first'] },
			lordoftyphon: { first: 'neighbours' },
			poppygrower: { first: 'nobody', other: 'evil', afterDeath: true },
			hatter: { other: 'evil', afterDeath: true },
			barber: { other: 'demon', afterDeath: true },
			farmer: { other: 'chosen', afterDeath: true }
		});
	});
});

// Carousel tables (the holder's seat is in the test) for the steps that wake someone else.
const MARIONETTE: SeatSpec[] = [
	'steward',
	'knight',
	'noble',
	{ character: 'marionette', thinks: 'pixie' },
	'ojo',
	'widow',
	'shugenja'
];
const KING = ['king', 'knight', 'noble', 'steward', 'pixie', 'widow', 'ojo'];
// The Marionette (s7) does not know it is a Minion, so it is not woken with them.
const SNITCH_DAMSEL: SeatSpec[] = [
	'snitch',
	'damsel',
	'noble',
	'steward',
	'knight',
	'widow',
	{ character: 'marionette', thinks: 'pixie' },
	'harpy',
	'ojo'
];
const BOFFIN = ['steward', 'knight', 'noble', 'pixie', 'golem', 'boffin', 'ojo'];
const TYPHON = ['steward', 'knight', 'widow', 'lordoftyphon', 'harpy', 'pixie', 'noble'];

describe('first night: steps that wake someone other than the holder', () => {
	it.each([
		{ key: 'marionette', at: MARIONETTE, seats: ['s5'], holders: ['s4'], wakes: 'demon' },
		{ key: 'king', at: KING, seats: ['s7'], holders: ['s1'], wakes: 'demon' },
		{ key: 'snitch', at: SNITCH_DAMSEL, seats: ['s6', 's8'], holders: ['s1'], wakes: 'minions' },
		{ key: 'damsel', at: SNITCH_DAMSEL, seats: ['s6', 's8'], holders: ['s2'], wakes: 'minions' },
		{ key: 'boffin:demon', at: BOFFIN, seats: ['s7'], holders: ['s6'], wakes: 'demon' },
		{ key: 'lordoftyphon', at: TYPHON, seats: ['s3', 's5'], holders: ['s4'], wakes: 'neighbours' }
	])('the $key step wakes the $wakes ($seats), not its holder', ({ key, at, ...woken }) => {
		expect(step(night1('carousel', at), key)).toMatchObject(woken);
	});

	it('on the ring, the Demon’s number is the Marionette step’s', () => {
		const n = night1('carousel', MARIONETTE);
		// The Ojo has no first-night step of its own.
		const characterKeys = nightSteps(n)
			.filter((s) => s.kind === 'character')
			.map((s) => s.key);
		expect(nightNumbers(n).s5).toBe(characterKeys.indexOf('marionette') + 1);
	});

	it('the King’s step wakes the King on the other nights', () => {
		const n2 = nextNight(night1('carousel', KING));
		expect(step(n2, 'king').seats).toEqual(['s1']);
		expect(step(n2, 'king').holders).toBeUndefined();
	});

	it('the Evil Twin’s step wakes both twins', () => {
		const n = ok(
			night1('snv', ['clockmaker', 'dreamer', 'oracle', 'savant', 'klutz', 'eviltwin', 'vortox']),
			remind('s3', 'eviltwin', 'Twin')
		);
		expect(step(n, 'eviltwin')).toMatchObject({ seats: ['s6', 's3'], wakes: 'twins' });
	});

	it('the Boffin’s step wakes the Boffin, then the step of its own that wakes the Demon', () => {
		const n = night1('carousel', BOFFIN);
		const k = keys(n);
		expect(step(n, 'boffin').seats).toEqual(['s6']);
		expect(k.indexOf('boffin:demon')).toBe(k.indexOf('boffin') + 1);
	});
});

describe('the Poppy Grower', () => {
	const chars = ['poppygrower', 'knight', 'noble', 'steward', 'pixie', 'widow', 'harpy', 'ojo'];
	const n1 = () => night1('carousel', chars);

	it('alive and sober: no minion info and no demon info on the first night', () => {
		const n = n1();
		expect(keys(n)).not.toContain('minioninfo');
		expect(keys(n)).not.toContain('demoninfo');
		expect(step(n, 'poppygrower')).toMatchObject({
			seats: [],
			holders: ['s1'],
			wakes: 'nobody'
		});
	});

	it('drunk or poisoned: the evil team learns each other as usual', () => {
		const n = ok(n1(), remind('s1', 'widow', 'Poisoned'));
		expect(keys(n)).toContain('minioninfo');
		expect(keys(n)).toContain('demoninfo');
	});

	it('alive: no step on the other nights', () => {
		expect(keys(nextNight(n1()))).not.toContain('poppygrower');
	});

	it('executed: the Minions and the Demon learn each other that night, once', () => {
		const n2 = nextNight(n1(), [{ type: 'execution', seat: 's1', died: true }]);
		expect(step(n2, 'poppygrower')).toMatchObject({
			seats: ['s6', 's7', 's8'],
			holders: ['s1'],
			wakes: 'evil'
		});
		const n3 = nextNight(ok(n2, { type: 'night/step', step: 'poppygrower', status: 'done' }));
		expect(keys(n3)).not.toContain('poppygrower');
	});

	it('killed at night: its step is there that night, and not the next', () => {
		const n2 = ok(nextNight(n1()), { type: 'seat/died', seat: 's1' });
		expect(step(n2, 'poppygrower').seats).toEqual(['s6', 's7', 's8']);
		const n3 = nextNight(ok(n2, { type: 'night/step', step: 'poppygrower', status: 'done' }));
		expect(keys(n3)).not.toContain('poppygrower');
	});
});

describe('the Lunatic', () => {
	const n1 = () =>
		night1('bmr', [
			'grandmother',
			'sailor',
			'chambermaid',
			'courtier',
			'gambler',
			'exorcist',
			'tealady',
			{ character: 'lunatic', thinks: 'po' },
			'goon',
			'devilsadvocate',
			'assassin',
			'po'
		]);

	it('is never woken in one step with the real Demon', () => {
		for (const n of [n1(), nextNight(n1())])
			for (const s of nightSteps(n))
				if (s.kind === 'character')
					expect(s.seats.includes('s8') && s.seats.includes('s12'), s.key).toBe(false);
	});

	it('acts as the Demon alone at its step; the real Demon then wakes alone', () => {
		const n2 = nextNight(n1());
		const k = keys(n2);
		expect(step(n2, 'lunatic')).toMatchObject({ seats: ['s8'], asDemon: 'po' });
		expect(step(n2, 'lunatic:demon')).toMatchObject({
			seats: ['s12'],
			holders: ['s8'],
			wakes: 'demon'
		});
		expect(k.indexOf('lunatic:demon')).toBe(k.indexOf('lunatic') + 1);
		expect(step(n2, 'po').seats).toEqual(['s12']);
	});

	it('on the first night, the Demon learns who the Lunatic is at a step of its own', () => {
		const n = n1();
		expect(step(n, 'lunatic').seats).toEqual(['s8']);
		expect(step(n, 'lunatic:demon').seats).toEqual(['s12']);
	});
});

describe('“when you die” abilities keep their step the night after their holder died', () => {
	const snv: SeatSpec[] = [
		'clockmaker',
		'dreamer',
		'oracle',
		'sweetheart',
		'barber',
		'savant',
		'witch',
		'vortox'
	];

	it('the Sweetheart, killed by day, has its step that night (the storyteller acts)', () => {
		const n1 = night1('snv', snv);
		expect(keys(nextNight(n1))).not.toContain('sweetheart');
		const n2 = nextNight(n1, [{ type: 'seat/died', seat: 's4' }]);
		expect(step(n2, 'sweetheart')).toMatchObject({
			seats: [],
			holders: ['s4'],
			wakes: 'nobody'
		});
		expect(keys(nextNight(n2))).not.toContain('sweetheart');
	});

	it('the Barber, executed, has its step that night, and it wakes the Demon', () => {
		const n2 = nextNight(night1('snv', snv), [{ type: 'execution', seat: 's5', died: true }]);
		expect(step(n2, 'barber')).toMatchObject({ seats: ['s8'], holders: ['s5'], wakes: 'demon' });
	});

	it('the Moonchild, executed, has its step that night', () => {
		const n2 = nextNight(
			night1('bmr', [
				'grandmother',
				'sailor',
				'chambermaid',
				'moonchild',
				'gambler',
				'assassin',
				'po'
			]),
			[{ type: 'execution', seat: 's4', died: true }]
		);
		expect(step(n2, 'moonchild')).toMatchObject({ seats: [], holders: ['s4'] });
	});

	const carousel: SeatSpec[] = [
		'hatter',
		'plaguedoctor',
		'farmer',
		'noble',
		'steward',
		'widow',
		'harpy',
		'ojo'
	];

	it('the Hatter and the Plague Doctor, killed by day, have their steps that night', () => {
		const n2 = nextNight(night1('carousel', carousel), [
			{ type: 'seat/died', seat: 's1' },
			{ type: 'execution', seat: 's2', died: true }
		]);
		expect(step(n2, 'hatter')).toMatchObject({
			seats: ['s6', 's7', 's8'],
			holders: ['s1'],
			wakes: 'evil'
		});
		expect(step(n2, 'plaguedoctor')).toMatchObject({ seats: [], holders: ['s2'] });
	});

	it('a death two days ago does not bring the step back', () => {
		const n2 = nextNight(night1('carousel', carousel), [{ type: 'seat/died', seat: 's1' }]);
		const n3 = nextNight(n2);
		expect(keys(n3)).not.toContain('hatter');
	});

	it('the Farmer, killed tonight, wakes a good player the storyteller chooses', () => {
		const n2 = nextNight(night1('carousel', carousel));
		expect(keys(n2)).not.toContain('farmer');
		const killed = ok(n2, { type: 'seat/died', seat: 's3' });
		expect(step(killed, 'farmer')).toMatchObject({
			seats: [],
			holders: ['s3'],
			wakes: 'chosen'
		});
	});
});
