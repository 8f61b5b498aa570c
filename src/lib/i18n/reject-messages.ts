// The message of each rejection code (the engine and
// the rule sets return `reject(code, params)`; the message is `reject.<code>` in messages/*.json).
// A new code: its message in messages/*.json and its line here (rejections.test.ts checks both).
import * as m from '$lib/paraglide/messages';
import { loadedRuleSet } from '$lib/rulesets/load';
import { RULE_SETS } from '$lib/rulesets/registry';
import type { AnyMessage } from './compiled';

/** The rejections every rule set may return (the engine's and Blood on the Clocktower's). */
export const REJECTIONS: Readonly<Record<string, AnyMessage>> = {
	'not-setup': m['reject.not-setup'],
	ended: m['reject.ended'],
	malformed: m['reject.malformed'],
	'no-game': m['reject.no-game'],
	exists: m['reject.exists'],
	'seat-ids': m['reject.seat-ids'],
	'too-many': m['reject.too-many'],
	join: m['reject.join'],
	'join-character': m['reject.join-character'],
	alignment: m['reject.alignment'],
	remove: m['reject.remove'],
	'in-vote': m['reject.in-vote'],
	position: m['reject.position'],
	bluffs: m['reject.bluffs'],
	'bluff-in-play': m['reject.bluff-in-play'],
	'bluff-set': m['reject.bluff-set'],
	'bluff-set-name': m['reject.bluff-set-name'],
	'fabled-team': m['reject.fabled-team'],
	'fabled-in-play': m['reject.fabled-in-play'],
	'fabled-not-in-play': m['reject.fabled-not-in-play'],
	'character-definition': m['reject.character-definition'],
	label: m['reject.label'],
	'no-reminder': m['reject.no-reminder'],
	'not-night': m['reject.not-night'],
	'not-day': m['reject.not-day'],
	answer: m['reject.answer'],
	'dawn-not-night': m['reject.dawn-not-night'],
	'alive-ghost-vote': m['reject.alive-ghost-vote'],
	'no-vote': m['reject.no-vote'],
	'execution-not-day': m['reject.execution-not-day'],
	executed: m['reject.executed'],
	'vote-open': m['reject.vote-open'],
	'chat-not-day': m['reject.chat-not-day'],
	chat: m['reject.chat'],
	setup: m['reject.setup'],
	winner: m['reject.winner'],
	note: m['reject.note'],
	'note-empty': m['reject.note-empty'],
	'no-note': m['reject.no-note'],
	players: m['reject.players'],
	'night-not-after-day': m['reject.night-not-after-day'],
	'nomination-not-day': m['reject.nomination-not-day'],
	'vote-open-nominate': m['reject.vote-open-nominate'],
	'executed-day-over': m['reject.executed-day-over'],
	'exile-traveller': m['reject.exile-traveller'],
	'bad-count': m['reject.bad-count'],
	double: m['reject.double'],
	undo: m['reject.undo'],
	redo: m['reject.redo'],
	'app-no-game': m['reject.app-no-game'],
	lost: m['reject.lost'],
	'not-saved': m['reject.not-saved'],
	'read-only': m['reject.read-only'],
	'read-only-short': m['reject.read-only-short'],
	'no-seat': m['reject.no-seat'],
	'seat-name-empty': m['reject.seat-name-empty'],
	'seat-name-too-long': m['reject.seat-name-too-long'],
	'game-name-empty': m['reject.game-name-empty'],
	'game-name-too-long': m['reject.game-name-too-long'],
	'new-seat-name-empty': m['reject.new-seat-name-empty'],
	'new-seat-name-too-long': m['reject.new-seat-name-too-long'],
	'unknown-character': m['reject.unknown-character'],
	dead: m['reject.dead'],
	alive: m['reject.alive'],
	event: m['reject.event'],
	undealt: m['reject.undealt'],
	'exile-once': m['reject.exile-once'],
	'dead-nominator': m['reject.dead-nominator'],
	'nominated-today': m['reject.nominated-today'],
	'was-nominated': m['reject.was-nominated'],
	'no-ghost-vote': m['reject.no-ghost-vote'],
	'app-name-too-long': m['reject.app-name-too-long']
};

/**
 * The message of a rejection code: the shared table's, else the wording of the loaded rule set
 * whose own code it is (`Rules.rejections`); undefined for a code with no message.
 */
export function rejectionMessage(code: string): AnyMessage | undefined {
	if (Object.hasOwn(REJECTIONS, code)) return REJECTIONS[code];
	for (const rs of RULE_SETS) {
		const own = loadedRuleSet(rs)?.rejections;
		if (own && Object.hasOwn(own, code)) return own[code];
	}
	return undefined;
}
