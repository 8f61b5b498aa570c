import { ZH_EDITION_NIGHT_RULES } from './night-rules-zh';
import { own } from '../../../engine/own';
import type { CharacterId } from './types';

/**
 * What a character's night step does, as far as the grimoire can follow it:
 * - `learns`: the holder (or whoever the step wakes) is told something;
 * - `chooses`: the holder picks players or characters, with an effect the storyteller applies;
 * - `kills`: the step may kill a player (offered as one action, see `kills`);
 * - `storyteller`: the storyteller decides what happens (the grimoire cannot know).
 */
export type StepDoes = 'learns' | 'chooses' | 'kills' | 'storyteller';

/**
 * When a step is there at all (beyond its holder being in play):
 * - `executed-died`: only after an execution today that killed someone;
 * - `died-tonight`: only on the night its holder died;
 * - `demon-killed`: only on the night the Demon killed its holder (the Sage; a death by
 *   another cause, the Assassin's, does not count; one with no cause recorded may be the Demon's);
 * - `died`: only when its holder died today or tonight;
 * - `learnt-died`: only the night after its holder learnt it died: died today, or last night
 *   (the Moonchild chooses by day, and her pick dies that night);
 * - `demon-died`: only when a Demon died since the last dawn;
 * - `outsider-died`: only when an Outsider died today;
 * - `nobody-died-today`: only when no one died today (the Zombuul);
 * - `gossip`: unless the storyteller marked today's Gossip statement false.
 */
export type Trigger =
	| 'executed-died'
	| 'died-tonight'
	| 'demon-killed'
	| 'died'
	| 'learnt-died'
	| 'demon-died'
	| 'outsider-died'
	| 'nobody-died-today'
	| 'gossip';

export interface NightRule {
	does: StepDoes;
	/** The reminder a kill places, and whether the killer may choose itself (the Imp's starpass). */
	/** `count`: how many it may kill tonight when more than one (the Shabaloth; a Po who chose no one). */
	kills?: { reminder: string; self?: 'starpass' | 'dies'; count?: number };
	trigger?: Trigger;
	/** Its ability still works while its holder is dead (the Zombuul's first death). */
	worksDead?: boolean;
	/**
	 * Kills only after the first night, though it has a first-night step (the Pukka only poisons,
	 * the Godfather learns, the Lleech picks its host, the Kazali makes Minions…).
	 */
	killsLater?: boolean;
	/**
	 * What the holder chooses that the grimoire follows, entered at the step: how many players
	 * and characters, and whether it is a guess about them (the Gambler).
	 */
	picks?: Picks;
}

export interface Picks {
	seats: number;
	characters: number;
	guess?: boolean;
}

const learns: NightRule = { does: 'learns' };
const chooses: NightRule = { does: 'chooses' };
const decides: NightRule = { does: 'storyteller' };
const kills = (reminder = 'Dead', self?: 'starpass' | 'dies'): NightRule => ({
	does: 'kills',
	kills: self ? { reminder, self } : { reminder }
});

/**
 * Every official character that has a night step, in our own words. A test compares the keys
 * with the official night order, so a new character with a step is not silently missed.
 */
const OFFICIAL_RULES: Readonly<Record<CharacterId, NightRule>> = {
	// Demons
	imp: kills('Dead', 'starpass'),
	po: kills(),
	// Two players each night (the count lets the step stay open for the second kill).
	shabaloth: { does: 'kills', kills: { reminder: 'Dead', count: 2 } },
	zombuul: { ...kills(), worksDead: true, trigger: 'nobody-died-today' },
	pukka: { ...kills(), killsLater: true },
	fanggu: kills(),
	nodashii: kills(),
	vortox: kills(),
	vigormortis: kills(),
	ojo: { ...kills(), picks: { seats: 0, characters: 1 } },
	alhadikhia: decides,
	lleech: { ...kills(), killsLater: true },
	legion: decides,
	lordoftyphon: { ...kills(), killsLater: true },
	yaggababble: decides,
	kazali: { ...kills(), killsLater: true },
	lilmonsta: { ...kills(), killsLater: true },
	riot: decides,
	leviathan: decides,
	// Minions
	poisoner: chooses,
	widow: chooses,
	spy: learns,
	// The first night it learns the Outsiders in play; it kills only after an Outsider died.
	godfather: { ...kills(), trigger: 'outsider-died', killsLater: true },
	devilsadvocate: chooses,
	assassin: kills(),
	witch: chooses,
	cerenovus: chooses,
	pithag: { ...chooses, picks: { seats: 1, characters: 1 } },
	harpy: chooses,
	fearmonger: chooses,
	mezepheles: decides,
	scarletwoman: { ...learns, trigger: 'demon-died' },
	wizard: decides,
	xaan: decides,
	marionette: learns,
	wraith: decides,
	summoner: chooses,
	eviltwin: learns,
	organgrinder: chooses,
	boffin: learns,
	vizier: learns,
	// Outsiders
	butler: chooses,
	ogre: chooses,
	lunatic: chooses,
	tinker: decides,
	sweetheart: { ...decides, trigger: 'died' },
	plaguedoctor: { ...decides, trigger: 'died' },
	moonchild: { ...kills(), trigger: 'learnt-died' },
	// The Demon's two picks (entered at the step: the swap is offered, see change-offers.ts).
	barber: { ...chooses, trigger: 'died', picks: { seats: 2, characters: 0 } },
	hatter: chooses,
	damsel: learns,
	snitch: learns,
	// Townsfolk
	washerwoman: learns,
	librarian: learns,
	investigator: learns,
	chef: learns,
	empath: learns,
	fortuneteller: learns,
	undertaker: { ...learns, trigger: 'executed-died' },
	monk: chooses,
	ravenkeeper: { ...learns, trigger: 'died-tonight' },
	grandmother: learns,
	sailor: chooses,
	chambermaid: learns,
	exorcist: chooses,
	innkeeper: chooses,
	gambler: { ...kills('Dead', 'dies'), picks: { seats: 1, characters: 1, guess: true } },
	gossip: { ...kills(), trigger: 'gossip' },
	courtier: chooses,
	professor: chooses,
	clockmaker: learns,
	dreamer: learns,
	snakecharmer: chooses,
	mathematician: learns,
	flowergirl: learns,
	towncrier: learns,
	oracle: learns,
	seamstress: learns,
	philosopher: { ...chooses, picks: { seats: 0, characters: 1 } },
	steward: learns,
	knight: learns,
	noble: learns,
	shugenja: learns,
	pixie: learns,
	bountyhunter: learns,
	highpriestess: learns,
	balloonist: learns,
	general: learns,
	preacher: chooses,
	villageidiot: learns,
	king: learns,
	cultleader: learns,
	engineer: decides,
	nightwatchman: chooses,
	huntsman: chooses,
	acrobat: kills('Dead', 'dies'),
	lycanthrope: kills(),
	princess: decides,
	juggler: learns,
	alchemist: learns,
	amnesiac: decides,
	farmer: { ...decides, trigger: 'died-tonight' },
	sage: { ...learns, trigger: 'demon-killed' },
	choirboy: learns,
	banshee: decides,
	magician: decides,
	poppygrower: learns,
	// Travellers
	thief: chooses,
	bureaucrat: chooses,
	barista: decides,
	harlot: kills(),
	cacklejack: decides,
	bonecollector: chooses,
	apprentice: learns,
	// Storyteller characters (fabled, loric)
	angel: decides,
	buddhist: decides,
	toymaker: decides,
	duchess: learns,
	stormcatcher: learns,
	tor: decides
};

/** Every character with a night step: the official ones and those of the Chinese editions. */
export const NIGHT_RULES: Readonly<Record<CharacterId, NightRule>> = {
	...OFFICIAL_RULES,
	...ZH_EDITION_NIGHT_RULES
};

export function nightRule(id: CharacterId): NightRule | undefined {
	return own(NIGHT_RULES, id);
}
