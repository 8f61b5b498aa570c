import { type Deadline, type LateAction, lateActions } from '../forum/deadlines';
import { dayOfPhase, forumDay, forumInstant } from '../forum/forum-clock';
import { text } from '../../engine/text';
import { SLOTS, skillDef, type NightSkill } from './skills';
import type { WerewolfState } from './state';

/**
 * 沉取场's clock (seed 002, 4.游戏日 and 游戏流程: 特权行使时间), in forum time (Beijing):
 * a day runs from 09:30 (可能会提前) to 21:30 of the next calendar day; the night follows until
 * 09:30; the hunter and the idiot decide by 21:40; each night skill has its own deadline
 * (21:45 … 22:45); last words are due by 09:00 the next morning.
 */
export const CQ_TIMES = {
	dayOpens: '09:30',
	voteCloses: '21:30',
	decisions: '21:40',
	lastWords: '09:00'
} as const;

/** The phase key the clock keeps its record under. */
export function chenquPhaseKey(s: WerewolfState): string {
	const p = s.phase;
	return p.kind === 'day' || p.kind === 'night' ? `${p.kind}:${p.n}` : p.kind;
}

/** When the phase on the desk began (games stored before the clock: their last change). */
const sinceOf = (s: WerewolfState) =>
	s.timing && s.timing.phase === chenquPhaseKey(s) ? s.timing.since : s.updatedAt;

const dayOpens = (day: number): Deadline => ({
	key: 'day-opens',
	label: text('下一个白天开始', 'The next day opens'),
	at: forumInstant(day, CQ_TIMES.dayOpens),
	skills: []
});

function nightSkills(day: number): Deadline[] {
	const times = [...new Set(SLOTS.map((slot) => slot.deadline))];
	return times.map((time) => {
		const skills = SLOTS.filter((slot) => slot.deadline === time).map((slot) => slot.skill);
		const names = skills.map((id) => skillDef(id as NightSkill).name);
		return {
			key: `skills@${time}`,
			label: text(
				names.map((n) => `【${n['zh-CN']}】`).join(''),
				names.map((n) => n.en).join(', ')
			),
			at: forumInstant(day, time),
			skills
		};
	});
}

/** The deadlines of the phase on the desk, in time order. */
export function chenquSchedule(s: WerewolfState): Deadline[] {
	const p = s.phase;
	const since = sinceOf(s);
	if (p.kind === 'night' && p.n === 0) {
		const day = dayOfPhase(since, CQ_TIMES.dayOpens) + 1;
		return [{ ...dayOpens(day), skills: ['start/white-wolf', 'start/lovers'] }];
	}
	if (p.kind === 'day') {
		// The day belongs to the calendar day it opened (an early opening included).
		const day = forumDay(since) + 1;
		return [
			{
				key: 'vote',
				label: text('投票结束，计票', 'Voting closes: the count'),
				at: forumInstant(day, CQ_TIMES.voteCloses),
				skills: ['ballot']
			},
			{
				key: 'decisions',
				label: text(
					'猎人【最后一枪】、白痴【装傻】的决定',
					"The hunter's Last Shot, the idiot's Feign"
				),
				at: forumInstant(day, CQ_TIMES.decisions),
				skills: ['lastShot', 'feign']
			}
		];
	}
	if (p.kind === 'night') {
		const day = dayOfPhase(since, CQ_TIMES.dayOpens);
		return [
			...nightSkills(day),
			{
				key: 'last-words',
				label: text('出局者【遗言】', 'Last words'),
				at: forumInstant(day, CQ_TIMES.lastWords, 1),
				skills: ['lastWords']
			},
			dayOpens(day + 1)
		];
	}
	return [];
}

/** Tonight's actions replied after their deadline (非限定技逾期未执行视为自动放弃; 逾期作废). */
export function chenquLate(s: WerewolfState): LateAction[] {
	if (s.phase.kind !== 'night' || !s.night || s.night.resolved) return [];
	return lateActions(s.night.actions, s.timing, chenquSchedule(s));
}
