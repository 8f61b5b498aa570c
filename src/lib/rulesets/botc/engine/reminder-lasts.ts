import type { CharacterId, GameState, Reminder, SeatId } from './types';
import {
	DEAD_ALL_GAME,
	ENGINE_LASTS,
	type EndedBecause,
	type Lasts,
	endedBecause,
	lastsOf
} from './reminder-life';
import { ZH_EDITION_LASTS } from './night-rules-zh';

/** A spent ability: its "No Ability" token stays for the rest of the game. */
const NO_ABILITY_ALL_GAME: Readonly<Record<string, Lasts>> = { 'No Ability': 'game' };

/**
 * How long every official reminder lasts (see `Lasts`), our own reading of each ability: the
 * tokens of information given once ("Townsfolk", "Know") end at dusk, deaths and spent
 * abilities ("Dead", "No Ability") last the game, poison and drunkenness as their ability says.
 * Merged with the engine's own table (drunk, poisoned, protected), which wins. A test checks
 * that every official reminder is here. Loaded with the night screen, not the first screen.
 */
const OTHERS: Readonly<Record<CharacterId, Readonly<Record<string, Lasts>>>> = {
	steward: { Know: 'dusk' },
	knight: { Know: 'dusk' },
	noble: { Know: 'dusk' },
	investigator: { Minion: 'dusk', Wrong: 'dusk' },
	washerwoman: { Townsfolk: 'dusk', Wrong: 'dusk' },
	grandmother: { Grandchild: 'game', Dead: 'game' },
	librarian: { Outsider: 'dusk', Wrong: 'dusk' },
	pixie: { Mad: 'game', 'Has Ability': 'game' },
	bountyhunter: { Know: 'dusk' },
	balloonist: { Know: 'dusk' },
	preacher: { 'No Ability': 'life' },
	mathematician: { Abnormal: 'dusk' },
	fortuneteller: { 'Red Herring': 'game' },
	flowergirl: { 'Demon Voted': 'dusk', 'Demon Not Voted': 'dusk' },
	towncrier: { 'Minions Not Nominated': 'dusk', 'Minion Nominated': 'dusk' },
	undertaker: { 'Died Today': 'dusk' },
	gambler: DEAD_ALL_GAME,
	acrobat: { Dead: 'game', Chosen: 'dusk' },
	exorcist: { Chosen: 'dusk' },
	lycanthrope: { 'Faux Paw': 'dusk', Dead: 'game' },
	gossip: DEAD_ALL_GAME,
	engineer: NO_ABILITY_ALL_GAME,
	nightwatchman: NO_ABILITY_ALL_GAME,
	courtier: NO_ABILITY_ALL_GAME,
	seamstress: NO_ABILITY_ALL_GAME,
	philosopher: { 'Is The Philosopher': 'game' },
	huntsman: NO_ABILITY_ALL_GAME,
	professor: { Alive: 'game', 'No Ability': 'game' },
	artist: NO_ABILITY_ALL_GAME,
	slayer: NO_ABILITY_ALL_GAME,
	fisherman: NO_ABILITY_ALL_GAME,
	princess: { "Doesn't Kill": 'dusk' },
	juggler: { Correct: 'dusk' },
	alchemist: { 'Is The Alchemist': 'game' },
	cannibal: { Lunch: 'storyteller' },
	amnesiac: { '?': 'storyteller' },
	banshee: { 'Has Ability': 'game' },
	tealady: { 'Cannot Die': 'life' },
	fool: NO_ABILITY_ALL_GAME,
	virgin: NO_ABILITY_ALL_GAME,
	poppygrower: { 'Evil Wakes': 'game' },
	hermit: { '1': 'game', '2': 'game', '3': 'game' },
	butler: { Master: 'dusk' },
	ogre: { Friend: 'game' },
	lunatic: { Chosen: 'dusk' },
	drunk: { 'Is The Drunk': 'game' },
	tinker: DEAD_ALL_GAME,
	golem: { 'May Not Nominate': 'game' },
	plaguedoctor: { 'Storyteller Ability': 'game' },
	moonchild: DEAD_ALL_GAME,
	barber: { 'Haircuts Tonight': 'dusk' },
	hatter: { 'Tea Party Tonight': 'dusk' },
	damsel: { 'Guess Used': 'game' },
	puzzlemaster: { 'Guess Used': 'game' },
	mezepheles: { 'Turns Evil': 'game', 'No Ability': 'game' },
	godfather: { 'Died Today': 'dusk', Dead: 'game' },
	devilsadvocate: { 'Survives Execution': 'dusk-life' },
	harpy: { Mad: 'dusk', '2nd': 'dusk' },
	witch: { Cursed: 'dusk-life' },
	cerenovus: { Mad: 'dusk' },
	fearmonger: { Fear: 'life' },
	assassin: { Dead: 'game', 'No Ability': 'game' },
	wizard: { '?': 'storyteller' },
	widow: { Know: 'game' },
	xaan: { 'Night 1': 'game', 'Night 2': 'game', 'Night 3': 'game', X: 'game' },
	marionette: { 'Is The Marionette': 'game' },
	summoner: { 'Night 1': 'game', 'Night 2': 'game', 'Night 3': 'game' },
	eviltwin: { Twin: 'game' },
	goblin: { Claimed: 'game' },
	scarletwoman: { 'Is The Demon': 'game' },
	organgrinder: { 'About To Die': 'dusk' },
	yaggababble: DEAD_ALL_GAME,
	pukka: DEAD_ALL_GAME,
	lilmonsta: { 'Is The Demon': 'game', Dead: 'game' },
	nodashii: DEAD_ALL_GAME,
	imp: DEAD_ALL_GAME,
	shabaloth: { Dead: 'game', Alive: 'game' },
	ojo: DEAD_ALL_GAME,
	kazali: DEAD_ALL_GAME,
	po: { Dead: 'game', '3 Attacks': 'step' },
	zombuul: { 'Died Today': 'dusk', Dead: 'game' },
	vigormortis: { Dead: 'game', 'Has Ability': 'game' },
	vortox: DEAD_ALL_GAME,
	legion: { Dead: 'game', 'About To Die': 'dusk' },
	fanggu: { Dead: 'game', Once: 'game' },
	lordoftyphon: DEAD_ALL_GAME,
	lleech: DEAD_ALL_GAME,
	alhadikhia: { '1': 'game', '2': 'game', '3': 'game' },
	riot: { 'Day 1': 'game', 'Day 2': 'game', 'Day 3': 'game' },
	leviathan: {
		'Day 1': 'game',
		'Day 2': 'game',
		'Day 3': 'game',
		'Day 4': 'game',
		'Day 5': 'game',
		'Good Player Executed': 'game'
	},
	barista: { 'Sober & Healthy': 'dusk', 'Acts Twice': 'dusk', '?': 'dusk' },
	harlot: DEAD_ALL_GAME,
	cacklejack: { 'Not Me': 'dusk' },
	bonecollector: { 'No Ability': 'game', 'Has Ability': 'dusk' },
	judge: NO_ABILITY_ALL_GAME,
	apprentice: { 'Is The Apprentice': 'game' },
	gnome: { Amigo: 'game' },
	bishop: { 'Nominate Good': 'dusk', 'Nominate Evil': 'dusk' },
	angel: { 'Something Bad': 'storyteller' },
	deusexfiasco: { Whoopsie: 'game' },
	duchess: { Visitor: 'dusk', 'False Info': 'dusk' },
	fibbin: NO_ABILITY_ALL_GAME,
	hellslibrarian: { 'Something Bad': 'storyteller' },
	revolutionary: { 'Register Falsely?': 'game', Aligned: 'game' },
	spiritofivory: { 'No More Evil': 'game' },
	toymaker: { 'Final Night: No Attack': 'game' },
	bootlegger: { '?': 'game' },
	godofug: { Hat: 'game' },
	stormcatcher: { Stormcaught: 'game' },
	ventriloquist: { Mad: 'storyteller' },
	zenomancer: { Goal: 'game' }
};

const ALL_OTHERS = { ...OTHERS, ...ZH_EDITION_LASTS };

export const REMINDER_LASTS: Readonly<Record<CharacterId, Readonly<Record<string, Lasts>>>> =
	Object.fromEntries(
		[...new Set([...Object.keys(ALL_OTHERS), ...Object.keys(ENGINE_LASTS)])].map((id) => [
			id,
			{
				...(Object.hasOwn(ALL_OTHERS, id) ? ALL_OTHERS[id] : {}),
				...(Object.hasOwn(ENGINE_LASTS, id) ? ENGINE_LASTS[id] : {})
			}
		])
	);

/** A reminder whose time ran out: the seat, the token, and why it ended. */
export interface EndedReminder {
	seat: SeatId;
	reminder: Reminder;
	because: EndedBecause;
}

/**
 * The reminders in play whose time has run out by the table (at dusk, when their holder died,
 * at the holder's next step), to offer for removal. Unknown and storyteller-judged ones stay.
 */
export function endedReminders(state: GameState): EndedReminder[] {
	const out: EndedReminder[] = [];
	for (const seat of state.seats)
		for (const r of seat.reminders) {
			const lasts = lastsOf(r.source, r.label, REMINDER_LASTS);
			if (!lasts) continue;
			const because = endedBecause(state, r, lasts);
			if (because) out.push({ seat: seat.id, reminder: r, because });
		}
	return out;
}
