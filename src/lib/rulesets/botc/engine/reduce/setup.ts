import { characterOf, seatById } from '../seats';
import { BLUFFS_PER_SET, DEMON_SET, MAX_BLUFF_NAME, bluffSet, isBluffFor } from '../bluffs';
import { type CharacterId, type GameState, reject } from '../types';
import {
	isBilingual,
	mapSeat,
	noSeat,
	notInSetup,
	knownCharacter,
	validCharacter,
	unknownCharacter,
	placedNow,
	sourceSeat
} from './common';
import type { Handlers } from './handlers';

/** The first bluff a seat holds, with its seat. */
function heldBluff(state: GameState, bluffs: CharacterId[]) {
	for (const character of bluffs) {
		const seat = state.seats.find((s) => s.character === character);
		if (seat) return { character, seat: seat.id };
	}
	return undefined;
}

/** The setup (bag, deal, bluffs, characters, fabled), reminders, settings and the end. */
export const setupHandlers = {
	'setup/bag': (state, e) => {
		if (state.phase.kind !== 'setup') return notInSetup();
		const bad = e.characters.find((id) => !knownCharacter(state, id));
		if (bad) return unknownCharacter(bad);
		return { ...state, bag: e.characters.slice(), rng: e.rng ?? state.rng };
	},
	'setup/dealt': (state, e) => {
		if (state.phase.kind !== 'setup') return notInSetup();
		if (e.babysitter && !seatById(state, e.babysitter)) return noSeat(e.babysitter);
		for (const d of e.deals) {
			if (!seatById(state, d.seat)) return noSeat(d.seat);
			if (!knownCharacter(state, d.character)) return unknownCharacter(d.character);
			if (!knownCharacter(state, d.thinks)) return unknownCharacter(String(d.thinks));
		}
		const bySeat = new Map(e.deals.map((d) => [d.seat, d]));
		const babysitterLabel = characterOf(state, 'lilmonsta')?.remindersGlobal[0] ?? 'Is The Demon';
		let nextId = state.nextId;
		const seats = state.seats.map((s) => {
			const d = bySeat.get(s.id);
			const reminders = s.reminders.filter((r) => r.source !== 'lilmonsta');
			if (e.babysitter === s.id)
				reminders.push({ id: `r${nextId++}`, source: 'lilmonsta', label: babysitterLabel });
			if (!d) return { ...s, reminders };
			return {
				...s,
				character: d.character,
				thinks: d.thinks,
				alignment: d.alignment,
				reminders
			};
		});
		return { ...state, seats, nextId, rng: e.rng ?? state.rng };
	},
	'bluffs/set': (state, e) => {
		if (e.bluffs.length > BLUFFS_PER_SET) return reject('bluffs');
		const set = e.set ?? DEMON_SET;
		if (!bluffSet(state, set)) return reject('bluff-set', { set });
		const bad = e.bluffs.find((id) => !knownCharacter(state, id));
		if (bad) return unknownCharacter(bad);
		// From rules version 1 a bluff must not be in play; the storyteller may still choose one.
		const held = e.override ? undefined : heldBluff(state, e.bluffs);
		if (held && (state.rules ?? 0) >= 1)
			return reject('bluff-in-play', { character: held.character, seat: held.seat });
		if (set === DEMON_SET) return { ...state, bluffs: e.bluffs.slice(), rng: e.rng ?? state.rng };
		return {
			...state,
			bluffSets: (state.bluffSets ?? []).map((s) =>
				s.id === set ? { ...s, characters: e.bluffs.slice() } : s
			),
			rng: e.rng ?? state.rng
		};
	},
	'bluffs/set-added': (state, e) => {
		if (typeof e.set !== 'string' || !/^[a-z0-9-]{1,20}$/.test(e.set) || bluffSet(state, e.set))
			return reject('bluff-set', { set: String(e.set) });
		if (!isBluffFor(e.for)) return reject('bluff-set', { set: e.set });
		const name = typeof e.name === 'string' ? e.name.trim() : '';
		if (e.for === 'other' && !name) return reject('bluff-set-name');
		if (name.length > MAX_BLUFF_NAME) return reject('bluff-set-name');
		return {
			...state,
			bluffSets: [
				...(state.bluffSets ?? []),
				{ id: e.set, for: e.for, ...(name ? { name } : {}), characters: [] }
			]
		};
	},
	'bluffs/set-removed': (state, e) => {
		if (e.set === DEMON_SET || !(state.bluffSets ?? []).some((s) => s.id === e.set))
			return reject('bluff-set', { set: String(e.set) });
		const rest = (state.bluffSets ?? []).filter((s) => s.id !== e.set);
		const { bluffSets: _gone, ...without } = state;
		return rest.length > 0 ? { ...state, bluffSets: rest } : without;
	},
	'characters/added': (state, e) => {
		if (!Array.isArray(e.characters) || !e.characters.every(validCharacter))
			return reject('character-definition');
		// Built as entries: `extra[c.id] = …` with the id "__proto__" would set the prototype.
		const extra = new Map(Object.entries(state.extraCharacters ?? {}));
		for (const c of e.characters)
			if (!state.script.characters.some((x) => x.id === c.id)) extra.set(c.id, { ...c });
		return { ...state, extraCharacters: Object.fromEntries(extra) };
	},
	'fabled/set': (state, e) => {
		const bad = e.fabled.find((id) => !knownCharacter(state, id));
		if (bad) return unknownCharacter(bad);
		return { ...state, fabled: [...new Set(e.fabled)] };
	},
	'fabled/added': (state, e) => {
		if (typeof e.character !== 'string') return unknownCharacter(String(e.character));
		let next = state;
		if (!characterOf(state, e.character)) {
			// Its definition comes with it when the game does not know it yet.
			if (!e.definition) return unknownCharacter(e.character);
			if (!validCharacter(e.definition) || e.definition.id !== e.character)
				return reject('character-definition');
			const extra = new Map(Object.entries(state.extraCharacters ?? {}));
			extra.set(e.character, { ...e.definition });
			next = { ...state, extraCharacters: Object.fromEntries(extra) };
		}
		const team = characterOf(next, e.character)?.team;
		if (team !== 'fabled' && team !== 'loric')
			return reject('fabled-team', { character: e.character });
		if (state.fabled.includes(e.character))
			return reject('fabled-in-play', { character: e.character });
		return { ...next, fabled: [...state.fabled, e.character] };
	},
	'fabled/removed': (state, e) => {
		if (!state.fabled.includes(e.character))
			return reject('fabled-not-in-play', { character: String(e.character) });
		return { ...state, fabled: state.fabled.filter((f) => f !== e.character) };
	},
	'reminder/added': (state, e) => {
		if (!seatById(state, e.seat)) return noSeat(e.seat);
		if (typeof e.label !== 'string' || !e.label.trim() || e.label.length > 60)
			return reject('label');
		const id = `r${state.nextId}`;
		return {
			...mapSeat(state, e.seat, (s) => ({
				...s,
				reminders: [
					...s.reminders,
					{
						id,
						source: e.source,
						label: e.label.trim(),
						placed: placedNow(state),
						...sourceSeat(state, e.source)
					}
				]
			})),
			nextId: state.nextId + 1
		};
	},
	'reminder/removed': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!seat.reminders.some((r) => r.id === e.reminder)) return reject('no-reminder');
		return mapSeat(state, e.seat, (s) => ({
			...s,
			reminders: s.reminders.filter((r) => r.id !== e.reminder)
		}));
	},
	'settings/keep-dead-steps': (state, e) => ({
		...state,
		settings: { ...state.settings, keepDeadSteps: e.value }
	}),
	'game/ended': (state, e) => {
		if (state.phase.kind === 'setup') return reject('setup');
		if (e.winner !== 'good' && e.winner !== 'evil') return reject('winner');
		return {
			...state,
			phase: { kind: 'ended' },
			winner: {
				team: e.winner,
				reason: typeof e.reason === 'string' ? e.reason : '',
				...(isBilingual(e.because)
					? { because: { 'zh-CN': e.because['zh-CN'], en: e.because.en } }
					: {})
			},
			days: state.day ? [...state.days, state.day] : state.days,
			day: null,
			nights: state.night ? [...state.nights, state.night] : state.nights,
			night: null
		};
	}
} satisfies Partial<Handlers>;
