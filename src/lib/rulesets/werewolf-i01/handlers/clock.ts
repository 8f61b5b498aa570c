import { stampTiming, withPosted, withRuling } from '../../forum/deadlines';
import { forumStamp, postedInstant } from '../../forum/forum-clock';
import { withoutAction } from '../../forum/resolution';
import { text } from '../../../engine/text';
import { type Rejection, reject } from '../../../engine/types';
import type { I01Event } from '../events';
import { SKILL_NAMES } from '../roles';
import { i01Late, i01PhaseKey } from '../schedule';
import { type I01State, seatLabel } from '../state';
import { addLines } from './common';
import type { Handlers } from './types';

type I01Timing = NonNullable<I01State['timing']>;

/** The clock record of the phase on the desk; the host's presets carry over to every phase. */
export function timingOf(s: I01State, at = s.updatedAt): I01Timing {
	const next = stampTiming(s.timing, i01PhaseKey(s), at);
	return next === s.timing ? next : { ...next, presets: s.timing?.presets };
}

/**
 * After every accepted event: a new phase starts a new clock record, and an action entered with
 * its reply time (`postedAt`) keeps it; an action entered again or removed drops the old one.
 */
export function stampClock(s: I01State, e: I01Event): I01State | Rejection {
	let timing: I01Timing = timingOf(s, e.at);
	if (e.type === 'i01/action') {
		if (e.postedAt !== undefined && Number.isNaN(postedInstant(e.postedAt)))
			return reject('i01.clock.posted');
		timing = { ...timing, ...withPosted(timing, e.skill, e.postedAt ?? null) };
	}
	return timing === s.timing ? s : { ...s, timing };
}

/** The clock's events: reply times and the host's rulings on late actions. */
export const clockHandlers = {
	'i01/posted': (s, e) => {
		if (s.phase.kind !== 'night' || !s.night) return reject('i01.not-night');
		if (!s.night.actions.some((a) => a.skill === e.skill)) return reject('i01.clock.no-action');
		if (e.postedAt !== null && Number.isNaN(postedInstant(e.postedAt)))
			return reject('i01.clock.posted');
		const timing = timingOf(s);
		return { ...s, timing: { ...timing, ...withPosted(timing, e.skill, e.postedAt) } };
	},
	'i01/late-ruling': (s, e) => {
		const late = i01Late(s).find((l) => l.action.skill === e.skill && l.ruling !== 'void');
		if (!late || !s.night) return reject('i01.clock.not-late');
		const name = SKILL_NAMES[e.skill];
		const who = seatLabel(s, late.action.actor);
		const when = `${forumStamp(late.postedAt)} > ${forumStamp(late.due.at)}`;
		const line = e.void
			? text(
					`【${name['zh-CN']}】（${who}）超出期限回复（${when}）：主办确认逾期作废，按发动失败处理`,
					`${name.en} (${who}) replied after its deadline (${when}): the host voids it`
				)
			: text(
					`【${name['zh-CN']}】（${who}）超出期限回复（${when}）：主办裁定仍然有效`,
					`${name.en} (${who}) replied after its deadline (${when}): the host keeps it`
				);
		const timing = timingOf(s);
		const ruled = { ...timing, ...withRuling(timing, late.action, e.void ? 'void' : 'kept') };
		const night = e.void
			? { ...s.night, actions: withoutAction(s.night.actions, e.skill) }
			: s.night;
		return addLines({ ...s, night, timing: ruled }, [{ key: `late.${e.skill}`, text: line }]);
	}
} satisfies Partial<Handlers>;
