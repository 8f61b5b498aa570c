import { OFFICIAL } from './characters';
import { characterOf } from './engine/seats';
import type { GameEventBody } from './engine/events';
import type { Character, CharacterId, GameState } from './engine/types';

/** One Fabled the storyteller may bring into play, or take out. */
export interface FabledChoice {
	character: Character;
	/** On the game's script (its own homebrew Fabled, or an official one it lists). */
	onScript: boolean;
	inPlay: boolean;
}

/**
 * The Fabled a game may have at any time: the script's own first (a homebrew Fabled such as a
 * Chinese script's, in script order), then every official Fabled the script does not list, then
 * any other Fabled in play (added from elsewhere before). Loric in play are listed too, so they
 * can be taken out.
 */
export function fabledChoices(state: GameState): FabledChoice[] {
	const out: FabledChoice[] = [];
	const seen = new Set<CharacterId>();
	const push = (c: Character, onScript: boolean) => {
		if (seen.has(c.id)) return;
		seen.add(c.id);
		out.push({ character: c, onScript, inPlay: state.fabled.includes(c.id) });
	};
	for (const c of state.script.characters) if (c.team === 'fabled') push(c, true);
	for (const c of OFFICIAL) if (c.team === 'fabled') push(characterOf(state, c.id) ?? c, false);
	for (const id of state.fabled) {
		const c = characterOf(state, id);
		if (c) push(c, false);
	}
	return out;
}

/** The event that brings a Fabled into play, carrying its definition when the game lacks it. */
export function fabledAdded(state: GameState, id: CharacterId): GameEventBody {
	if (characterOf(state, id)) return { type: 'fabled/added', character: id };
	const official = OFFICIAL.find((c) => c.id === id);
	return official
		? { type: 'fabled/added', character: id, definition: { ...official } }
		: { type: 'fabled/added', character: id };
}
