import { stampTiming, withPosted, withRuling } from '../../forum/deadlines';
import { forumStamp, postedInstant } from '../../forum/forum-clock';
import { withoutAction } from '../../forum/resolution';
import { text } from '../../../engine/text';
import { type Rejection, reject } from '../../../engine/types';
import type { WerewolfEvent } from '../events';
import { chenquLate, chenquPhaseKey } from '../schedule';
import { nameOf } from '../seats';
import { skillDef } from '../skills';
import type { WerewolfState } from '../state';
import { appendLines } from './common';
import type { Handlers } from './types';

const timingOf = (s: WerewolfState) => stampTiming(s.timing, chenquPhaseKey(s), s.updatedAt);

/**
 * After every accepted event: a new phase starts a new clock record, and an action entered with
 * its reply time (`postedAt`) keeps it; an action entered again or cleared drops the old one.
 */
export function stampClock(s: WerewolfState, e: WerewolfEvent): WerewolfState | Rejection {
	let timing = stampTiming(s.timing, chenquPhaseKey(s), e.at);
	if (e.type === 'night/action') {
		if (e.postedAt !== undefined && Number.isNaN(postedInstant(e.postedAt)))
			return reject('wwc.clock.posted');
		timing = withPosted(timing, e.skill, e.postedAt ?? null);
	}
	if (e.type === 'night/action-cleared') timing = withPosted(timing, e.skill, null);
	return timing === s.timing ? s : { ...s, timing };
}

/** The clock's events: reply times and the director's rulings on late actions. */
export const clockHandlers = {
	'clock/posted': (s, e) => {
		if (s.phase.kind !== 'night' || !s.night || s.night.resolved)
			return reject('wwc.phase.night-resolved');
		if (!s.night.actions.some((a) => a.skill === e.skill)) return reject('wwc.clock.no-action');
		if (e.postedAt !== null && Number.isNaN(postedInstant(e.postedAt)))
			return reject('wwc.clock.posted');
		return { ...s, timing: withPosted(timingOf(s), e.skill, e.postedAt) };
	},
	'clock/late-ruling': (s, e) => {
		const late = chenquLate(s).find((l) => l.action.skill === e.skill && l.ruling !== 'void');
		if (!late || !s.night) return reject('wwc.clock.not-late');
		const name = skillDef(e.skill).name;
		const who = nameOf(s, late.action.actor);
		const when = `${forumStamp(late.postedAt)} > ${forumStamp(late.due.at)}`;
		const line = e.void
			? text(
					`【${name['zh-CN']}】（${who}）回复于逾期之后（${when}）：导演确认逾期作废`,
					`${name.en} (${who}) replied after its deadline (${when}): the director voids it`
				)
			: text(
					`【${name['zh-CN']}】（${who}）回复于逾期之后（${when}）：导演裁定仍然有效`,
					`${name.en} (${who}) replied after its deadline (${when}): the director keeps it`
				);
		const timing = withRuling(timingOf(s), late.action, e.void ? 'void' : 'kept');
		const night = e.void
			? { ...s.night, actions: withoutAction(s.night.actions, e.skill) }
			: s.night;
		return appendLines({ ...s, night, timing }, [{ key: `late.${e.skill}`, text: line }], e.at);
	}
} satisfies Partial<Handlers>;
