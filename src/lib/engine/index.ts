/**
 * The generic engine: the log, replay, undo and redo over any rule set's reducer, the rule-set
 * contract, refusals. Blood on the Clocktower's public API lives in its rule set
 * (`$lib/rulesets/botc`) and is re-exported here for code written against the older layout.
 */
export * from '../rulesets/botc/index';
export { createLog, type Log, type LogOps, type LogRules, type Reducer, type Built } from './log';
export { createReducer, type ReducerSpec } from './create-reducer';
