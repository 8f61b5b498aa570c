import { describe, expect, it } from 'vitest';
import { characterOf, type GameEventBody, type GameState } from '$lib/rulesets/botc';
import { game, okAll } from '$lib/rulesets/botc/engine/testing/builders';
import { ALL_TRAVELLERS, builtInScript } from '$lib/rulesets/botc/script';
import {
	believesOther,
	canAddCopy,
	dealMatchesBag,
	derivedStep,
	randomBagEvent,
	randomDealEvents,
	randomSetEvents,
	summarise,
	travellersNeeded
} from './setup';

const created = (players: number, script: 'tb' | 'bmr' = 'tb', seed = 11): GameState =>
	game({ players, script, seed });

describe('setup helpers', () => {
	it('draws a legal random bag, deals it with bluffs, and the setup is then at its last step', () => {
		let state = created(10);
		expect(derivedStep(state)).toBe('characters');
		const bag = randomBagEvent(state);
		expect(bag).not.toBeNull();
		state = okAll(state, [bag as GameEventBody]);
		expect(summarise(state).check.errors).toEqual([]);
		expect(dealMatchesBag(state)).toBe(false);
		state = okAll(state, randomDealEvents(state));
		expect(dealMatchesBag(state)).toBe(true);
		expect(state.bluffs).toHaveLength(3);
		const inPlay = new Set(state.seats.flatMap((s) => [s.character, s.thinks]));
		for (const b of state.bluffs) expect(inPlay.has(b)).toBe(false);
		expect(derivedStep(state)).toBe('bluffs');
	});

	it('the same seed deals the same way (the draw is in the events)', () => {
		const a = created(8, 'tb', 99);
		const b = created(8, 'tb', 99);
		expect(randomBagEvent(a)).toEqual(randomBagEvent(b));
	});

	it('a changed bag makes an earlier deal stale', () => {
		let state = created(7);
		state = okAll(state, [randomBagEvent(state) as GameEventBody]);
		state = okAll(state, randomDealEvents(state));
		const town = state.script.characters.filter((c) => c.team === 'townsfolk').map((c) => c.id);
		const out = town.find((id) => state.bag.includes(id)) as string;
		const replacement = town.find((id) => !state.bag.includes(id)) as string;
		const bag = state.bag.map((id) => (id === out ? replacement : id));
		state = okAll(state, [{ type: 'setup/bag', characters: bag }]);
		expect(summarise(state).check.errors).toEqual([]);
		expect(dealMatchesBag(state)).toBe(false);
		expect(derivedStep(state)).toBe('characters');
	});

	it('asks the rule set who believes another character and which may repeat', () => {
		const tb = builtInScript('tb');
		if (!tb) throw new Error('no TB');
		expect(believesOther(tb, 'drunk')).toBe(true);
		expect(believesOther(tb, 'chef')).toBe(false);
		let state = created(7, 'bmr');
		state = okAll(state, [{ type: 'setup/bag', characters: ['zombuul', 'chambermaid'] }]);
		expect(canAddCopy(state, 'chambermaid')).toBe(false);
		expect(canAddCopy(state, 'grandmother')).toBe(false);
	});

	it('seats beyond fifteen are travellers', () => {
		expect(travellersNeeded(10)).toBe(0);
		expect(travellersNeeded(15)).toBe(0);
		expect(travellersNeeded(18)).toBe(3);
	});

	it('a random set at 16–20 players makes and fills the traveller seats, and is legal', () => {
		for (let players = 16; players <= 20; players++)
			for (const seed of [1, 7, 42]) {
				let state = created(players, 'tb', seed);
				const events = randomSetEvents(state);
				expect(events, `${players} players`).not.toBeNull();
				state = okAll(state, events ?? []);
				const travellers = state.seats.filter((s) => s.traveller);
				expect(travellers, `${players} players`).toHaveLength(players - 15);
				// The last seats are the travellers, each with a different traveller character.
				expect(travellers.map((s) => s.id)).toEqual(state.seats.slice(15).map((s) => s.id));
				const picked = travellers.map((s) => s.character);
				expect(new Set(picked).size).toBe(picked.length);
				for (const id of picked) expect(characterOf(state, id)?.team).toBe('traveller');
				expect(summarise(state).check.errors.map((e) => e.message.en)).toEqual([]);
				expect(state.bag).toHaveLength(15);
			}
	});

	it('keeps travellers already chosen, fills the others, and draws the same from the same seed', () => {
		let state = withGunslinger();
		const events = randomSetEvents(state) ?? [];
		expect(events).toEqual(randomSetEvents(withGunslinger()));
		state = okAll(state, events);
		const travellers = state.seats.filter((s) => s.traveller);
		expect(travellers.map((s) => s.id)).toEqual(['s3', 's17']);
		expect(state.seats.find((s) => s.id === 's3')?.character).toBe('gunslinger');
		expect(state.seats.find((s) => s.id === 's17')?.character).not.toBe('gunslinger');
		expect(summarise(state).check.errors).toEqual([]);
		// Again: a new bag, the travellers stay.
		const again = okAll(state, randomSetEvents(state) ?? []);
		expect(again.seats.filter((s) => s.traveller).map((s) => s.character)).toEqual(
			travellers.map((s) => s.character)
		);
		expect(summarise(again).check.errors).toEqual([]);
	});

	it('up to 15 players a random set is only the bag', () => {
		const state = created(15);
		const events = randomSetEvents(state);
		expect(events?.map((e) => e.type)).toEqual(['setup/bag']);
	});
});

/** 17 seats on Bad Moon Rising, seat 3 a traveller already given the Gunslinger (not on BMR). */
function withGunslinger(): GameState {
	const gunslinger = ALL_TRAVELLERS.find((x) => x.id === 'gunslinger');
	if (!gunslinger) throw new Error('no Gunslinger');
	return okAll(created(17, 'bmr', 5), [
		{ type: 'seat/traveller', seat: 's3', traveller: true },
		{ type: 'characters/added', characters: [gunslinger] },
		{ type: 'seat/character', seat: 's3', character: 'gunslinger' }
	]);
}
