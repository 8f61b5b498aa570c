// The words of a night step's status and of whom it wakes.
import type { Wake } from '$lib/rulesets/botc/engine/core';
import * as msgs from '$lib/paraglide/messages';

export const STATUS = {
	todo: msgs['play.night.status.todo'],
	done: msgs['play.night.status.done'],
	skipped: msgs['play.night.status.skipped']
};

/** Whom to wake, by the step's `wakes`: named, or said in general. */
export const WAKES_NAMED: Partial<Record<Wake, (typeof msgs)['play.night.wake.demon']>> = {
	demon: msgs['play.night.wake.demon'],
	minions: msgs['play.night.wake.minions'],
	evil: msgs['play.night.wake.evil'],
	neighbours: msgs['play.night.wake.neighbours'],
	twins: msgs['play.night.wake.twins']
};
export const WAKES_PLAIN: Partial<Record<Wake, (typeof msgs)['play.night.wake.chosen']>> = {
	'holder+chosen': msgs['play.night.wake.holderChosen'],
	chosen: msgs['play.night.wake.chosen'],
	nobody: msgs['play.night.wake.nobody']
};
