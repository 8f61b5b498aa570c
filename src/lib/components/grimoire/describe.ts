import type { GameEvent, GameState } from '$lib/engine/core';
import { isolate, list, t } from '$lib/i18n';
import '$lib/i18n/use/play';
import '$lib/i18n/use/variant';
import { charName, reminderText } from '$lib/state/character-text.svelte';
import { givenText } from '../night/answer-text';
import { globalReminderText } from './reminders';

/**
 * One line for the history list, in the current language. Names come from `state` (now), each
 * isolated (draw the line with Said.svelte).
 */
export function describeEvent(e: GameEvent, state: GameState): string {
	const seat = (id: string | null | undefined) => {
		const found = id ? state.seats.find((s) => s.id === id)?.name : undefined;
		return found ? isolate(found) : t('play.nobody');
	};
	const char = (id: string | null) => (id ? charName(state.script, id) : t('play.none'));
	switch (e.type) {
		case 'game/created':
			return t('play.ev.created', { name: isolate(e.name) });
		case 'setup/dealt':
			return t('play.ev.dealt');
		case 'night/started':
			return t('play.ev.night');
		case 'day/started':
			return t('play.ev.day');
		case 'night/step':
			return t(`play.ev.step.${e.status}`, {
				step: char(e.step.startsWith('extra-') ? null : e.step)
			});
		case 'night/answer':
			return givenText(e, state);
		case 'night/extra-step':
			return t('play.ev.extra', { character: char(e.character), seat: seat(e.seat) });
		case 'seat/died':
			return t('play.ev.died', { seat: seat(e.seat) });
		case 'seat/revived':
			return t('play.ev.revived', { seat: seat(e.seat) });
		case 'seat/added':
			return e.seat.traveller
				? t('play.ev.joined', { seat: isolate(e.seat.name) })
				: t('play.ev.other', { type: e.type });
		case 'seat/removed':
			return t('play.ev.left', { seat: seat(e.seat) });
		case 'seat/ghost-vote':
			return t(e.spent ? 'play.ev.ghostSpent' : 'play.ev.ghostBack', { seat: seat(e.seat) });
		case 'seat/renamed':
			return t('play.ev.renamed', { seat: isolate(e.name) });
		case 'seat/swapped':
			return t('play.ev.swapped', { a: seat(e.a), b: seat(e.b) });
		case 'seat/moved':
			return t('play.ev.moved', { seat: seat(e.seat), to: e.to + 1 });
		case 'seat/character':
			return t('play.ev.character', { seat: seat(e.seat), character: char(e.character) });
		case 'seat/thinks':
			return t('play.ev.thinks', { seat: seat(e.seat), character: char(e.character) });
		case 'seat/alignment':
			return t('play.ev.alignment', {
				seat: seat(e.seat),
				alignment: t(`play.alignment.${e.alignment ?? 'default'}`)
			});
		case 'reminder/added':
			return t('play.ev.reminderAdded', {
				seat: seat(e.seat),
				label: globalReminderText(e.source, e.label) ?? reminderText(e.source, e.label)
			});
		case 'reminder/removed':
			return t('play.ev.reminderRemoved', { seat: seat(e.seat) });
		case 'bluffs/set':
			return e.override
				? t('play.ev.bluffsAnyway', { characters: e.bluffs.map(char).join(' · ') })
				: t('play.ev.bluffs', { characters: e.bluffs.map(char).join(' · ') });
		case 'nomination/opened':
			return t(e.override ? 'play.ev.nominatedOverride' : 'play.ev.nominated', {
				nominator: seat(e.nominator),
				nominee: seat(e.nominee),
				reason: e.override ?? ''
			});
		case 'nomination/counting':
			return t('play.ev.counting', { count: e.hands.length, asked: e.asked });
		case 'nomination/voted':
			return t('play.ev.voted', { count: e.voters.length });
		case 'nomination/cancelled':
			return t('play.ev.cancelled');
		case 'execution':
			return e.seat ? t('play.ev.executed', { seat: seat(e.seat) }) : t('play.ev.noExecution');
		case 'game/ended':
			return t('play.ev.ended', { team: t(`play.alignment.${e.winner}`) });
		case 'game/renamed':
			return t('play.ev.gameRenamed', { name: isolate(e.name) });
		case 'private-chat':
			return t('chat.line', { names: list(e.seats.map((id) => seat(id))) });
		case 'gossip/statement':
			return e.wasTrue === null
				? t('play.ev.gossipUnmarked')
				: e.wasTrue
					? t('play.ev.gossipTrue')
					: t('play.ev.gossipFalse');
		default:
			return t('play.ev.other', { type: e.type });
	}
}
