import { describe, expect, it } from 'vitest';
import { OFFICIAL } from '../characters';
import { nominateAndVote, ok, okAll, Table, TB7, remind } from './testing/builders';
import type { GameState } from './types';
import { publicView } from './views';

const ALL_IDS = OFFICIAL.map((c) => c.id);

/** Every secret the grimoire holds about non-travellers. */
function secretsOf(state: GameState): string[] {
	const out = new Set<string>();
	for (const s of state.seats) {
		if (!s.traveller && s.character) out.add(s.character);
		if (s.thinks) out.add(s.thinks);
		for (const r of s.reminders) {
			out.add(r.label);
			out.add(r.id);
		}
	}
	for (const b of state.bluffs) out.add(b);
	for (const b of state.bag) out.add(b);
	return [...out];
}

function expectNoSecrets(state: GameState) {
	const json = JSON.stringify(publicView(state));
	for (const secret of secretsOf(state)) expect(json).not.toContain(`"${secret}"`);
	// No character id other than fabled and travellers' characters shows up anywhere.
	const allowed = new Set([
		...state.fabled,
		...state.seats.filter((s) => s.traveller && s.character).map((s) => s.character)
	]);
	for (const id of ALL_IDS) if (!allowed.has(id)) expect(json).not.toContain(`"${id}"`);
	for (const word of ['thinks', 'reminders', 'bluffs', 'alignment', 'bag', 'rng', 'script"'])
		expect(json).not.toContain(`"${word}`);
}

describe('publicView', () => {
	it('never shows a non-traveller’s character, thinks, reminders or bluffs, at any point of a game', () => {
		const t = new Table({
			characters: [
				{ character: 'drunk', thinks: 'chef' },
				'librarian',
				'investigator',
				'empath',
				{ character: 'fortuneteller', alignment: 'good' },
				'baron',
				'imp',
				'saint',
				'butler',
				{ character: 'thief', traveller: true }
			]
		});
		t.do({ type: 'bluffs/set', bluffs: ['washerwoman', 'monk', 'soldier'] })
			.do({ type: 'setup/bag', characters: ['drunk', 'librarian'] })
			.do(remind('s5', 'fortuneteller', 'Red Herring'))
			.do(remind('s2', 'custom', 'Suspicious of Bea'));
		expectNoSecrets(t.state);
		t.do({ type: 'night/started' });
		expectNoSecrets(t.state);
		t.do({ type: 'night/extra-step', character: 'empath', seat: 's4' })
			.do({ type: 'seat/died', seat: 's3' })
			.do({ type: 'day/started' })
			.do({ type: 'private-chat', seats: ['s1', 's2'] })
			.do({ type: 'nomination/opened', nominator: 's1', nominee: 's7' });
		expectNoSecrets(t.state);
		t.do({ type: 'nomination/voted', voters: ['s1', 's2', 's3', 's4', 's5'] }).do({
			type: 'execution',
			seat: 's7',
			died: true,
			reason: 'Imp executed, no Scarlet Woman'
		});
		expectNoSecrets(t.state);
		const view = publicView(t.state);
		expect(JSON.stringify(view)).not.toContain('Scarlet Woman');
		t.do({ type: 'game/ended', winner: 'good', reason: 'The Imp died' });
		expectNoSecrets(t.state);
		expect(publicView(t.state).winner).toEqual({ team: 'good', reason: 'The Imp died' });
	});

	it('shows the public facts of the day', () => {
		const t = new Table({
			characters: [...TB7, { character: 'thief', traveller: true }]
		});
		t.do({ type: 'night/started' })
			.do({ type: 'seat/died', seat: 's2' })
			.do({ type: 'day/started' })
			.do({ type: 'nomination/opened', nominator: 's1', nominee: 's3' })
			.do({ type: 'nomination/voted', voters: ['s4', 's5', 's6', 's7', 's2'] })
			.do({ type: 'private-chat', seats: ['s4', 's5'] });
		const v = publicView(t.state);
		expect(v.name).toBe('Test game');
		expect(v.scriptName).toBe('Trouble Brewing');
		expect(v.phase).toEqual({ kind: 'day', n: 1 });
		expect(v.alive).toBe(7);
		expect(v.majority).toBe(4);
		expect(v.seats[1]).toEqual({
			id: 's2',
			name: 'Bea',
			alive: false,
			ghostVote: false,
			traveller: false,
			travellerCharacter: null,
			nominatedToday: false,
			nominatedByToday: false
		});
		expect(v.seats[0]?.nominatedByToday).toBe(true);
		expect(v.seats[2]?.nominatedToday).toBe(true);
		expect(v.seats[7]).toMatchObject({ traveller: true, travellerCharacter: 'thief' });
		expect(v.nominations).toEqual([
			{
				nominator: 's1',
				nominee: 's3',
				exile: false,
				open: false,
				voters: ['s4', 's5', 's6', 's7', 's2'],
				total: 5
			}
		]);
		expect(v.block).toEqual({ seat: 's3', votes: 5 });
		expect(v.executed).toBeNull();
		expect(v.privateChats).toHaveLength(1);
		expect(v.winner).toBeNull();
		t.do({ type: 'execution', seat: 's3', died: false, reason: 'secret reason' });
		expect(publicView(t.state).executed).toEqual({ seat: 's3', died: false });
		expect(JSON.stringify(publicView(t.state))).not.toContain('secret reason');
	});

	it('hides the votes, the tally and the block while the Organ Grinder works', () => {
		const t = new Table({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'organgrinder', 'ojo']
		});
		t.do({ type: 'night/started' }).do({ type: 'day/started' });
		const s = nominateAndVote(t.state, 's1', 's2', ['s3', 's4', 's5', 's6']);
		const v = publicView(s);
		expect(v.nominations[0]).toMatchObject({ voters: null, total: null, open: false });
		expect(v.block).toBeNull();
		expect(s.day?.block).toEqual({ seat: 's2', votes: 4 });
	});

	it('does not show a traveller seat’s character when it is not a traveller', () => {
		const t = new Table({
			characters: [...TB7, { character: 'monk', traveller: true }]
		});
		expect(publicView(t.state).seats[7]?.travellerCharacter).toBeNull();
		expect(JSON.stringify(publicView(t.state))).not.toContain('"monk"');
	});

	it('has an empty day during setup and at night', () => {
		const t = new Table({ players: 5 });
		const v = publicView(t.state);
		expect(v).toMatchObject({ nominations: [], block: null, executed: null, privateChats: [] });
		expect(publicView(okAll(t.state, [{ type: 'game/renamed', name: 'x' }])).name).toBe('x');
		expect(ok(t.state, { type: 'note', text: 'n' }).eventCount).toBe(t.state.eventCount + 1);
	});

	it('shows the town as it was at dusk until the day starts: deaths, revivals, ghost votes, majority', () => {
		const t = new Table({ characters: [...TB7] });
		t.do({ type: 'night/started' })
			.do({ type: 'seat/died', seat: 's2' })
			.do({ type: 'day/started' })
			.do({ type: 'seat/ghost-vote', seat: 's2', spent: true })
			.do({ type: 'night/started' });
		const dusk = publicView(t.state);
		expect(dusk.alive).toBe(6);
		// Tonight: the Chef dies and the dead Bea is brought back; the players have not been told.
		t.do({ type: 'seat/died', seat: 's3' }).do({ type: 'seat/revived', seat: 's2' });
		const night = publicView(t.state);
		expect(night.seats[2]?.alive).toBe(true);
		expect(night.seats[1]).toMatchObject({ alive: false, ghostVote: false });
		expect(night.alive).toBe(6);
		expect(night.majority).toBe(dusk.majority);
		expect(night).toEqual(dusk);
		t.do({ type: 'day/started' });
		const day = publicView(t.state);
		expect(day.seats[2]).toMatchObject({ alive: false, ghostVote: true });
		expect(day.seats[1]).toMatchObject({ alive: true });
		expect(day.alive).toBe(6);
		// By day a death is public at once (an execution, a Slayer's shot).
		t.do({ type: 'seat/died', seat: 's4' });
		expect(publicView(t.state).seats[3]?.alive).toBe(false);
		expect(publicView(t.state).alive).toBe(5);
	});

	it('at night 1 shows everyone alive, and a traveller who joins tonight as they are', () => {
		const t = new Table({ characters: [...TB7] });
		t.do({ type: 'night/started' }).do({ type: 'seat/died', seat: 's1' });
		expect(publicView(t.state).seats.every((s) => s.alive && s.ghostVote)).toBe(true);
		expect(publicView(t.state).alive).toBe(7);
		t.do({
			type: 'seat/added',
			seat: { id: 's8', name: 'Hal', traveller: true },
			character: 'thief'
		});
		expect(publicView(t.state).seats[7]).toMatchObject({ id: 's8', alive: true });
		expect(publicView(t.state).alive).toBe(8);
	});
});
