import type { RuleSetInfo } from '../engine/ruleset';

/** Every rule set the app can run, in the order the new-game screen offers them. */
export const RULE_SETS: readonly RuleSetInfo[] = [
	{
		id: 'botc',
		name: { 'zh-CN': '血染钟楼', en: 'Blood on the Clocktower' },
		players: { min: 5, max: 20 },
		engine: 'botc'
	},
	{
		id: 'werewolf-chenqu',
		name: { 'zh-CN': '版杀狼人 · 沉取场', en: 'Forum Werewolf · Chenqu' },
		players: { min: 20, max: 30 },
		engine: 'own'
	}
];

export function ruleSet(id: string): RuleSetInfo | undefined {
	return RULE_SETS.find((r) => r.id === id);
}
