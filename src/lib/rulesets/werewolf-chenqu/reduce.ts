import { ALL_SKILLS } from '../../engine/marks';
import type { Line } from '../../engine/text';
import { type Rejection, isRejection, reject } from '../../engine/types';
import type { WerewolfEvent } from './events';
import { clockHandlers, stampClock } from './handlers/clock';
import { appendLines } from './handlers/common';
import { daysHandlers } from './handlers/days';
import { directorHandlers } from './handlers/director';
import { nightsHandlers } from './handlers/nights';
import { skillsHandlers } from './handlers/skills';
import { startHandlers } from './handlers/start';
import type { Handler, Handlers } from './handlers/types';
import type { WerewolfState } from './state';
import { settle } from './win';

export { currentWhen } from './handlers/common';

/** The 沉取场 reducer as a map from event type to handler, one file per part of the game. */
export const HANDLERS: Handlers = {
	...startHandlers,
	...daysHandlers,
	...nightsHandlers,
	...skillsHandlers,
	...directorHandlers,
	...clockHandlers
};

const AFTER_END = new Set([
	'lastWords/set',
	'director/note',
	'seat/renamed',
	'penalty/added',
	'penalty/removed'
]);

/** The reducer: applies one event, then judges the teams (a win ends the game at once). */
export function apply(state: WerewolfState, event: WerewolfEvent): WerewolfState | Rejection {
	if (typeof event !== 'object' || event === null || typeof event.type !== 'string')
		return reject('wwc.bad-event');
	if (event.type !== 'game/created' && !state.id) return reject('wwc.no-game');
	if (state.phase.kind === 'ended' && !AFTER_END.has(event.type)) return reject('wwc.ended');
	if (!Object.hasOwn(HANDLERS, event.type)) return reject('wwc.unknown-event');
	const handle = HANDLERS[event.type] as Handler<WerewolfEvent['type']>;
	const handled = handle(state, event);
	const next = isRejection(handled) ? handled : stampClock(handled, event);
	if (isRejection(next)) return next;
	const judged: Line[] = [];
	const settled = settle(next, judged, event.at);
	const filed = appendLines(settled, judged, event.at);
	return { ...filed, updatedAt: event.at, seq: state.seq + 1, eventCount: state.eventCount + 1 };
}

export { ALL_SKILLS };
