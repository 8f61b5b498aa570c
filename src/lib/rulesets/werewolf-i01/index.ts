import type { RuleSetInfo } from '../../engine/ruleset';

/** 论坛狼人杀 I01 (seed 003): twelve players, six night phases, player states, penalty code. */
export const I01_INFO: RuleSetInfo = {
	id: 'werewolf-i01',
	name: { 'zh-CN': '版杀 I01', en: 'Forum werewolf I01' },
	players: { min: 12, max: 12 },
	engine: 'own'
};

export * from './announce';
export * from './day';
export { lastWordsRight, outOrder } from './effects';
export * from './night';
export * from './night0';
export * from './penalty-code';
export * from './player-states';
export * from './reduce';
export * from './roles';
export * from './state';
export * from './win';
export * from './view';
