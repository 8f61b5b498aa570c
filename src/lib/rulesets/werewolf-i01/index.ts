/** 论坛狼人杀 I01 (seed 003): twelve players, six night phases, player states, penalty code. */
export * from './announce';
export * from './day';
export { lastWordsRight, outOrder } from './effects';
export * from './night';
export * from './night0';
export * from './penalty-code';
export * from './player-states';
export * from './reduce';
export * from './resolve';
export * from './roles';
export * from './state';
export * from './win';
export * from './view';
export * from './schedule';
export * from './late-ballots';
export { METHOD_NAMES } from './handlers/forced';
export { startMessages } from './start-messages';
