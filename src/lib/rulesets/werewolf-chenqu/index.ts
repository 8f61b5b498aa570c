/** 沉取场 (forum werewolf, seed 002): pure state, events and reducer on the generic engine modules. */
import { createLog } from '../../engine/log';
import type { WerewolfEvent } from './events';
import { apply } from './reduce';
import { type WerewolfState, emptyState } from './state';

export * from './roles';
export * from './skills';
export * from './state';
export * from './events';
export { apply, currentWhen } from './reduce';
export {
	fixedRoles,
	composition,
	drawOrdinary,
	dealRoles,
	checkDeal,
	MIN_PLAYERS,
	MAX_PLAYERS
} from './setup';
export {
	canAct,
	checkNightAction,
	legalTargets,
	nightSheet,
	feedbackFor,
	resolveNight,
	pointedTargets,
	actorsFor
} from './night';
export { countDay, type Count } from './day';
export { countView, type CountView } from './count-view';
export { chenquSchedule, chenquLate, CQ_TIMES } from './schedule';
export {
	COMPULSORY,
	hasLastWords,
	isCompulsory,
	livesShown,
	nonVoters,
	pendingReady,
	phaseBlockers,
	type Blocker
} from './gates';
export { feedbackItems, messages, type FeedbackItem, type Message } from './feedback';
export { TEAM_RULES } from './win';
export { CAUSES } from './deaths';
export { votePost, dayStartPost } from './announce';
export {
	dayActions,
	inGameIds,
	lastWordsSeats,
	outIds,
	pendingTargets,
	type DayActionKind
} from './desk';
export {
	rejectionNames,
	seatOf,
	nameOf,
	inGame,
	playing,
	ejected,
	voteWeight,
	partnerOf,
	lovers
} from './seats';

/** Log operations (replay, dispatch, undo, redo) for 沉取场 games. */
export const werewolfLog = createLog<WerewolfState, WerewolfEvent>({ apply, empty: emptyState });
export { CHARMED_SOUNDS, charmedPostProblemsCQ } from './charm';
export { gainedSkills } from './gained';
