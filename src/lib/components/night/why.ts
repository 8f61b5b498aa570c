import type { StepWhy } from '$lib/rulesets/botc/engine/night-triggers';
import type { AnyMessage } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';

/** Why a step is there (or why its holder is drunk), in words: one message per reason. */
export const WHY: Readonly<Record<StepWhy['code'], AnyMessage>> = {
	executed: m['tonight.why.executed'],
	'died-today': m['tonight.why.died-today'],
	'died-tonight': m['tonight.why.died-tonight'],
	'demon-died': m['tonight.why.demon-died'],
	'outsider-died': m['tonight.why.outsider-died'],
	'nobody-died-today': m['tonight.why.nobody-died-today'],
	'gossip-true': m['tonight.why.gossip-true'],
	'gossip-unmarked': m['tonight.why.gossip-unmarked'],
	cannibal: m['tonight.why.cannibal'],
	'cannibal-evil': m['tonight.why.cannibal-evil'],
	minstrel: m['tonight.why.minstrel'],
	'pukka-poisoned': m['tonight.why.pukka-poisoned'],
	'host-died': m['tonight.why.host-died'],
	exorcist: m['tonight.why.exorcist'],
	'po-charged': m['abil.why.po-charged']
};
