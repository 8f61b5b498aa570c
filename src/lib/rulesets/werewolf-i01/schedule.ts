import { type Deadline, type LateAction, lateActions } from '../forum/deadlines';
import { dayOfPhase, forumDay, forumInstant } from '../forum/forum-clock';
import { text } from '../../engine/text';
import { SKILL_NAMES, skillsOfPhase } from './roles';
import type { I01State } from './state';

/**
 * I01's clock (seed 003, 游戏日 and 主办 steps 11–14), in forum time (东八区, Beijing): a day
 * opens at 06:00 and closes at 21:00 of the next calendar day (每个游戏日时长为2个自然日); the
 * night follows in phases of 15 minutes each (夜晚1, 夜晚2, 夜晚3、4、5 together, 夜晚6); last
 * words are due before the next day's thread opens (次日白天讨论帖规定开帖时间前).
 */
export const I01_TIMES = { dayOpens: '06:00', voteCloses: '21:00', phaseMinutes: 15 } as const;

/**
 * When a ‹强制› skill not used in time falls back to the host's preset (若玩家逾期未发动，则根据
 * 主办事先制定好的方式进行处理). The seed gives no time for 【殉职】: a successor after the count
 * is due within one phase (15 minutes); after a night, before the day opens.
 */
export const FORCED = ['arrows', 'badge'] as const;
export type ForcedSkill = (typeof FORCED)[number];

export function i01PhaseKey(s: I01State): string {
	const p = s.phase;
	return p.kind === 'day' || p.kind === 'night' ? `${p.kind}:${p.n}` : p.kind;
}

const sinceOf = (s: I01State) =>
	s.timing && s.timing.phase === i01PhaseKey(s) ? s.timing.since : s.updatedAt;

const MINUTE = 60_000;

const dayOpens = (day: number, skills: string[]): Deadline => ({
	key: 'day-opens',
	label: text('下一个白天开帖', 'The next day thread opens'),
	at: forumInstant(day, I01_TIMES.dayOpens),
	skills
});

/** 夜晚1 … 夜晚6 as the deadlines of their skills (3, 4 and 5 share one quarter of an hour). */
function nightPhases(since: number, step: number): Deadline[] {
	const groups = [[1], [2], [3, 4, 5], [6]];
	return groups.flatMap((steps, i) => {
		if (steps.every((x) => x < step)) return [];
		const skills = steps.flatMap((x) => skillsOfPhase(x));
		const names = skills.map((k) => SKILL_NAMES[k]);
		const list = names.length ? `（${names.map((n) => `【${n['zh-CN']}】`).join('')}）` : '';
		return [
			{
				key: `phase@${steps.join('-')}`,
				label: text(
					`夜晚${steps.join('、')}${list}`,
					`Night phase ${steps.join(', ')}${names.length ? ` (${names.map((n) => n.en).join(', ')})` : ''}`
				),
				at: since + (i + 1) * I01_TIMES.phaseMinutes * MINUTE,
				skills
			}
		];
	});
}

/** The deadlines of the phase on the desk, in time order. */
export function i01Schedule(s: I01State): Deadline[] {
	const p = s.phase;
	const since = sinceOf(s);
	if (p.kind === 'night0')
		return [dayOpens(dayOfPhase(since, I01_TIMES.dayOpens) + 1, ['arrows', 'lone-wolf'])];
	if (p.kind === 'day') {
		const close = forumInstant(forumDay(since) + 1, I01_TIMES.voteCloses);
		const out: Deadline[] = [
			{
				key: 'vote',
				label: text('投票截止，计票', 'Voting closes: the count'),
				at: close,
				skills: ['ballot']
			}
		];
		if (s.day?.tally && s.pending.some((x) => x.kind === 'badge'))
			out.push({
				key: 'badge',
				label: text('【殉职】继任警长', 'Martyrdom: the next sheriff'),
				at: close + I01_TIMES.phaseMinutes * MINUTE,
				skills: ['badge']
			});
		return out;
	}
	if (p.kind === 'night') {
		const day = dayOfPhase(since, I01_TIMES.dayOpens) + 1;
		const steps = p.step === 'dawn' ? [] : nightPhases(since, p.step);
		return [...steps, dayOpens(day, ['lastWords', 'badge'])];
	}
	return [];
}

/**
 * Every phase deadline of tonight, the phases already resolved included: a post pasted late for
 * a resolved phase is still late (the clock's own list leaves those phases out).
 */
export function i01NightDeadlines(s: I01State): Deadline[] {
	return s.phase.kind === 'night' ? nightPhases(sinceOf(s), 1) : [];
}

/** Tonight's actions replied after their phase closed (超出期限……均按发动失败处理). */
export function i01Late(s: I01State): LateAction[] {
	if (s.phase.kind !== 'night' || !s.night) return [];
	return lateActions(s.night.actions, s.timing, i01Schedule(s));
}

/** The ‹强制› skills still owed, each with its deadline and whether it has passed at `now`. */
export function forcedOwed(
	s: I01State,
	now: number
): { skill: ForcedSkill; due: number; missed: boolean }[] {
	const schedule = i01Schedule(s);
	const owed: ForcedSkill[] = [];
	if (s.phase.kind === 'night0' && !s.night0.arrows) owed.push('arrows');
	if (s.pending.some((x) => x.kind === 'badge')) owed.push('badge');
	return owed.flatMap((skill) => {
		const due = schedule.find((d) => d.skills.includes(skill));
		return due ? [{ skill, due: due.at, missed: now > due.at }] : [];
	});
}
