import { createReducer } from '../../engine/create-reducer';
import { ALL_SKILLS } from '../forum/marks';
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
import type { Handlers } from './handlers/types';
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
	'feedback/sent',
	'seat/renamed',
	'penalty/added',
	'penalty/removed'
]);

/** The reducer: applies one event, then judges the teams (a win ends the game at once). */
export const apply: (state: WerewolfState, event: WerewolfEvent) => WerewolfState | Rejection =
	createReducer<WerewolfState, WerewolfEvent>({
		handlers: HANDLERS,
		creation: 'game/created',
		exists: (state) => Boolean(state.id),
		ended: (state) => state.phase.kind === 'ended',
		afterEnd: AFTER_END,
		endedRejection: () => reject('wwc.ended'),
		after(handled, state, event) {
			const next = stampClock(handled, event);
			if (isRejection(next)) return next;
			const judged: Line[] = [];
			const settled = settle(next, judged, event.at);
			const filed = appendLines(settled, judged, event.at);
			return {
				...filed,
				updatedAt: event.at,
				seq: state.seq + 1,
				eventCount: state.eventCount + 1
			};
		}
	});

export { ALL_SKILLS };
