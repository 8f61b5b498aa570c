/** What the app needs to know about a rule set before opening a game of it. */
export interface RuleSetInfo {
	id: string;
	name: { 'zh-CN': string; en: string };
	/** Smallest and largest number of players. */
	players: { min: number; max: number };
	/** Which engine runs its games: the BotC grimoire engine or a rule set's own reducer. */
	engine: 'botc' | 'own';
}
