import type { GameEvent, GameEventType, GameState } from '$lib/rulesets/botc/engine/core';
import { isolate, list, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import { seatName } from '$lib/i18n/seat-name';
import { charName, reminderText } from '$lib/state/character-text.svelte';
import { choiceText, givenText } from '../night/answer-text';
import { globalReminderText } from './reminders';
import { bluffSetName } from './bluff-set-name';

/** What a line of the history is said with: the state for names, and ways to name things. */
interface Words {
	state: GameState;
	seat: (id: string | null | undefined) => string;
	seats: (ids: readonly string[]) => string;
	char: (id: string | null) => string;
	chars: (ids: readonly string[]) => string;
	step: (key: string) => string;
}

/** Changes that give an ability, the seat keeping its own character. */
const GAINED: readonly string[] = ['philosopher', 'boffin', 'alchemist', 'cannibal'];

type EventOf<K extends GameEventType> = Extract<GameEvent, { type: K }>;

/**
 * Every event type of Blood on the Clocktower (and of 《井满田坝》, which plays its events under its
 * own words) in words. A type missing here fails the type check, and the wording test lists the
 * reducer's handlers against this map.
 */
export const EVENT_WORDS: { [K in GameEventType]: (e: EventOf<K>, w: Words) => string } = {
	'game/created': (e) => t(m['play.ev.created'], { name: isolate(e.name) }),
	'game/renamed': (e) => t(m['play.ev.gameRenamed'], { name: isolate(e.name) }),
	'seats/set': (e) => t(m['play.ev.seats'], { count: e.seats.length }),
	'seat/added': (e) =>
		e.seat.traveller
			? t(m['play.ev.joined'], { seat: isolate(e.seat.name) })
			: t(m['play.ev.seated'], { seat: isolate(e.seat.name) }),
	'seat/removed': (e, w) => t(m['play.ev.left'], { seat: w.seat(e.seat) }),
	'seat/renamed': (e) => t(m['play.ev.renamed'], { seat: isolate(e.name) }),
	'seat/moved': (e, w) => t(m['play.ev.moved'], { seat: w.seat(e.seat), to: e.to + 1 }),
	'seat/swapped': (e, w) => t(m['play.ev.swapped'], { a: w.seat(e.a), b: w.seat(e.b) }),
	'seat/traveller': (e, w) =>
		t(e.traveller ? m['play.ev.travellerOn'] : m['play.ev.travellerOff'], { seat: w.seat(e.seat) }),
	'setup/bag': (e, w) => t(m['play.ev.bag'], { characters: w.chars(e.characters) }),
	'setup/dealt': () => t(m['play.ev.dealt']),
	'seat/character': (e, w) =>
		e.character
			? t(m['play.ev.character'], { seat: w.seat(e.seat), character: w.char(e.character) })
			: t(m['play.ev.characterNone'], { seat: w.seat(e.seat) }),
	'seat/changed': (e, w) =>
		t(m['play.ev.changed'], {
			seat: w.seat(e.seat),
			change: t(GAINED.includes(e.how) ? m['ability.gained'] : m['ability.became'], {
				was: w.char(
					w.state.changes?.find((c) => c.seat === e.seat && c.to === e.character)?.from ?? null
				),
				character: w.char(e.character)
			})
		}),
	'seat/thinks': (e, w) =>
		e.character
			? t(m['play.ev.thinks'], { seat: w.seat(e.seat), character: w.char(e.character) })
			: t(m['play.ev.thinksNot'], { seat: w.seat(e.seat) }),
	'seat/alignment': (e, w) =>
		t(m['play.ev.alignment'], { seat: w.seat(e.seat), alignment: team(e.alignment) }),
	'bluffs/set': (e, w) => {
		const set = e.set ? w.state.bluffSets?.find((s) => s.id === e.set) : undefined;
		const words = t(e.override ? m['play.ev.bluffsAnyway'] : m['play.ev.bluffs'], {
			characters: w.chars(e.bluffs)
		});
		return set ? t(m['bluffsets.ev.for'], { set: bluffSetName(set), words }) : words;
	},
	'bluffs/set-added': (e) =>
		t(m['bluffsets.ev.added'], { set: bluffSetName({ for: e.for, name: e.name }) }),
	'bluffs/set-removed': (e, w) => {
		const set = w.state.bluffSets?.find((s) => s.id === e.set);
		return t(m['bluffsets.ev.removed'], { set: set ? bluffSetName(set) : e.set });
	},
	'characters/added': (e) =>
		t(m['play.ev.charactersAdded'], {
			characters: list(e.characters.map((c) => isolate(c.name)))
		}),
	'fabled/set': (e, w) =>
		e.fabled.length
			? t(m['play.ev.fabled'], { characters: w.chars(e.fabled) })
			: t(m['play.ev.fabledNone']),
	'fabled/added': (e, w) => t(m['fabledplay.ev.added'], { character: w.char(e.character) }),
	'fabled/removed': (e, w) => t(m['fabledplay.ev.removed'], { character: w.char(e.character) }),
	'reminder/added': (e, w) =>
		t(m['play.ev.reminderAdded'], {
			seat: w.seat(e.seat),
			label: globalReminderText(e.source, e.label) ?? reminderText(e.source, e.label)
		}),
	'reminder/removed': (e, w) => t(m['play.ev.reminderRemoved'], { seat: w.seat(e.seat) }),
	'reminders/cleared': (e) => t(m['play.ev.remindersCleared'], { count: e.items.length }),
	'night/started': () => t(m['play.ev.night']),
	'night/step': (e, w) =>
		t(
			{
				done: m['play.ev.step.done'],
				skipped: m['play.ev.step.skipped'],
				open: m['play.ev.step.open']
			}[e.status],
			{ step: w.step(e.step) }
		),
	'night/extra-step': (e, w) =>
		t(m['play.ev.extra'], { character: w.char(e.character), seat: w.seat(e.seat) }),
	'night/kill': (e, w) =>
		e.seat
			? t(m['play.ev.kill'], { character: w.char(e.by), seat: w.seat(e.seat) })
			: t(m['play.ev.noKill'], { character: w.char(e.by) }),
	'night/chosen': (e, w) =>
		t(m['play.ev.chosen'], { step: w.step(e.step), names: w.seats(e.seats) }),
	'night/answer': (e, w) => givenText(e, w.state),
	'night/choice': (e, w) => choiceText(e, w.state),
	'day/started': () => t(m['play.ev.day']),
	'gossip/statement': (e) =>
		t(
			e.wasTrue === null
				? m['play.ev.gossipUnmarked']
				: e.wasTrue
					? m['play.ev.gossipTrue']
					: m['play.ev.gossipFalse']
		),
	'seat/died': (e, w) =>
		e.by
			? t(m['play.ev.diedBy'], { seat: w.seat(e.seat), character: w.char(e.by) })
			: t(m['play.ev.died'], { seat: w.seat(e.seat) }),
	'seat/revived': (e, w) => t(m['play.ev.revived'], { seat: w.seat(e.seat) }),
	'seat/ghost-vote': (e, w) =>
		t(e.spent ? m['play.ev.ghostSpent'] : m['play.ev.ghostBack'], { seat: w.seat(e.seat) }),
	'nomination/opened': (e, w) =>
		t(e.override ? m['play.ev.nominatedOverride'] : m['play.ev.nominated'], {
			nominator: w.seat(e.nominator),
			nominee: w.seat(e.nominee),
			reason: isolate(e.override ?? '')
		}),
	'nomination/counting': (e) => t(m['play.ev.counting'], { count: e.hands.length, asked: e.asked }),
	'nomination/voted': (e) => t(m['play.ev.voted'], { count: e.voters.length }),
	'nomination/cancelled': () => t(m['play.ev.cancelled']),
	execution: (e, w) =>
		e.seat ? t(m['play.ev.executed'], { seat: w.seat(e.seat) }) : t(m['play.ev.noExecution']),
	'private-chat': (e, w) => t(m['chat.line'], { names: list(e.seats.map((id) => w.seat(id))) }),
	'game/ended': (e) => t(m['play.ev.ended'], { team: team(e.winner) }),
	'settings/keep-dead-steps': (e) =>
		t(e.value ? m['play.ev.keepDeadOn'] : m['play.ev.keepDeadOff']),
	'settings/suggestions': (e) =>
		t(
			e.value === null
				? m['suggestions.ev.default']
				: e.value
					? m['suggestions.ev.on']
					: m['suggestions.ev.off']
		),
	note: (e, w) =>
		e.seat
			? t(m['notes.ev.seat'], { seat: w.seat(e.seat), text: isolate(e.text) })
			: t(m['play.ev.note'], { text: isolate(e.text) }),
	'note/edited': (e) => t(m['notes.ev.edited'], { text: isolate(e.text) }),
	'note/removed': () => t(m['notes.ev.removed'])
};

function team(alignment: 'good' | 'evil' | null | undefined): string {
	return t(
		{
			good: m['play.alignment.good'],
			evil: m['play.alignment.evil'],
			default: m['play.alignment.default']
		}[alignment ?? 'default']
	);
}

/**
 * Every name a seat had in the log, the latest last: the history names a seat that has left the
 * table (a traveller gone, a seat removed in setup) by the name it had.
 */
export function namesInLog(log: readonly GameEvent[]): Map<string, string> {
	const names = new Map<string, string>();
	for (const e of log) {
		if (e.type === 'game/created' || e.type === 'seats/set')
			for (const s of e.seats) names.set(s.id, s.name);
		else if (e.type === 'seat/added') names.set(e.seat.id, e.seat.name);
		else if (e.type === 'seat/renamed') names.set(e.seat, e.name);
	}
	return names;
}

/**
 * One line for the history list, in the current language. Names come from `state` (now), else
 * from `gone` (see namesInLog), each isolated (draw the line with Said.svelte).
 */
export function describeEvent(
	e: GameEvent,
	state: GameState,
	gone: ReadonlyMap<string, string> = new Map()
): string {
	const char = (id: string | null) => (id ? charName(state.script, id) : t(m['play.none']));
	const seats = [...gone].map(([id, name]) => ({ id, name }));
	const name = (id: string | null | undefined) =>
		seatName(state.seats.some((s) => s.id === id) ? state.seats : seats, id);
	const w: Words = {
		state,
		seat: name,
		seats: (ids) => list(ids.map(name)) || t(m['play.nobody']),
		char,
		chars: (ids) => (ids.length ? ids.map(char).join(' · ') : t(m['play.none'])),
		// A step's key is its character, a pseudo-step, `extra-N` or `<character>:<part>`.
		step: (key) => {
			const nights = state.night ? [...state.nights, state.night] : state.nights;
			const extra = nights.flatMap((n) => n.extra).find((x) => x.key === key);
			if (extra) return char(extra.character);
			return key.startsWith('extra-') ? t(m['play.none']) : char(key.split(':')[0] ?? key);
		}
	};
	const say = EVENT_WORDS[e.type] as (e: GameEvent, w: Words) => string;
	return say(e, w);
}
