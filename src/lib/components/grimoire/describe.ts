import type { GameEvent, GameState } from '$lib/rulesets/botc/engine/core';
import { isolate, list, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import { seatName } from '$lib/i18n/seat-name';
import { charName, reminderText } from '$lib/state/character-text.svelte';
import { choiceText, givenText } from '../night/answer-text';
import { globalReminderText } from './reminders';

/** Changes that give an ability, the seat keeping its own character. */
const GAINED: readonly string[] = ['philosopher', 'boffin', 'alchemist', 'cannibal'];

/** The events said in the same words whatever they carry. */
const PLAIN: Partial<Record<GameEvent['type'], (typeof m)['play.ev.dealt']>> = {
	'setup/dealt': m['play.ev.dealt'],
	'night/started': m['play.ev.night'],
	'day/started': m['play.ev.day'],
	'nomination/cancelled': m['play.ev.cancelled']
};

/**
 * One line for the history list, in the current language. Names come from `state` (now), each
 * isolated (draw the line with Said.svelte).
 */
export function describeEvent(e: GameEvent, state: GameState): string {
	const seat = (id: string | null | undefined) => seatName(state.seats, id);
	const char = (id: string | null) => (id ? charName(state.script, id) : t(m['play.none']));
	const plain = PLAIN[e.type];
	if (plain) return t(plain);
	switch (e.type) {
		case 'game/created':
			return t(m['play.ev.created'], { name: isolate(e.name) });
		case 'night/step':
			return t(
				{
					done: m['play.ev.step.done'],
					skipped: m['play.ev.step.skipped'],
					open: m['play.ev.step.open']
				}[e.status],
				{
					step: char(e.step.startsWith('extra-') ? null : e.step)
				}
			);
		case 'night/answer':
			return givenText(e, state);
		case 'night/choice':
			return choiceText(e, state);
		case 'night/extra-step':
			return t(m['play.ev.extra'], { character: char(e.character), seat: seat(e.seat) });
		case 'seat/died':
			return t(m['play.ev.died'], { seat: seat(e.seat) });
		case 'seat/revived':
			return t(m['play.ev.revived'], { seat: seat(e.seat) });
		case 'seat/added':
			return e.seat.traveller
				? t(m['play.ev.joined'], { seat: isolate(e.seat.name) })
				: t(m['play.ev.other'], { type: e.type });
		case 'seat/removed':
			return t(m['play.ev.left'], { seat: seat(e.seat) });
		case 'seat/ghost-vote':
			return t(e.spent ? m['play.ev.ghostSpent'] : m['play.ev.ghostBack'], { seat: seat(e.seat) });
		case 'seat/renamed':
			return t(m['play.ev.renamed'], { seat: isolate(e.name) });
		case 'seat/swapped':
			return t(m['play.ev.swapped'], { a: seat(e.a), b: seat(e.b) });
		case 'seat/moved':
			return t(m['play.ev.moved'], { seat: seat(e.seat), to: e.to + 1 });
		case 'seat/character':
			return t(m['play.ev.character'], { seat: seat(e.seat), character: char(e.character) });
		case 'seat/changed':
			return t(m['play.ev.changed'], {
				seat: seat(e.seat),
				change: t(m[GAINED.includes(e.how) ? 'ability.gained' : 'ability.became'], {
					was: isolate(
						char(
							state.changes?.find((c) => c.seat === e.seat && c.to === e.character)?.from ?? null
						)
					),
					character: isolate(char(e.character))
				})
			});
		case 'seat/thinks':
			return t(m['play.ev.thinks'], { seat: seat(e.seat), character: char(e.character) });
		case 'seat/alignment':
			return t(m['play.ev.alignment'], {
				seat: seat(e.seat),
				alignment: t(
					{
						good: m['play.alignment.good'],
						evil: m['play.alignment.evil'],
						default: m['play.alignment.default']
					}[e.alignment ?? 'default']
				)
			});
		case 'reminder/added':
			return t(m['play.ev.reminderAdded'], {
				seat: seat(e.seat),
				label: globalReminderText(e.source, e.label) ?? reminderText(e.source, e.label)
			});
		case 'reminder/removed':
			return t(m['play.ev.reminderRemoved'], { seat: seat(e.seat) });
		case 'bluffs/set':
			return e.override
				? t(m['play.ev.bluffsAnyway'], { characters: e.bluffs.map(char).join(' · ') })
				: t(m['play.ev.bluffs'], { characters: e.bluffs.map(char).join(' · ') });
		case 'nomination/opened':
			return t(e.override ? m['play.ev.nominatedOverride'] : m['play.ev.nominated'], {
				nominator: seat(e.nominator),
				nominee: seat(e.nominee),
				reason: e.override ?? ''
			});
		case 'nomination/counting':
			return t(m['play.ev.counting'], { count: e.hands.length, asked: e.asked });
		case 'nomination/voted':
			return t(m['play.ev.voted'], { count: e.voters.length });
		case 'execution':
			return e.seat
				? t(m['play.ev.executed'], { seat: seat(e.seat) })
				: t(m['play.ev.noExecution']);
		case 'game/ended':
			return t(m['play.ev.ended'], {
				team: t(
					{
						good: m['play.alignment.good'],
						evil: m['play.alignment.evil'],
						default: m['play.alignment.default']
					}[e.winner]
				)
			});
		case 'game/renamed':
			return t(m['play.ev.gameRenamed'], { name: isolate(e.name) });
		case 'private-chat':
			return t(m['chat.line'], { names: list(e.seats.map((id) => seat(id))) });
		case 'gossip/statement':
			return e.wasTrue === null
				? t(m['play.ev.gossipUnmarked'])
				: e.wasTrue
					? t(m['play.ev.gossipTrue'])
					: t(m['play.ev.gossipFalse']);
		default:
			return t(m['play.ev.other'], { type: e.type });
	}
}
