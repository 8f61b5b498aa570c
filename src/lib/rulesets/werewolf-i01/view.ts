import { text } from '../../engine/text';
import { countDay } from './day';
import { lastWordsRight, outOrder } from './effects';
import { checkAction, holders } from './night';
import { resolveDawn, resolvePhase } from './resolve';
import { dealOpen, orphanAllowed } from './night0';
import { canAct } from './player-states';
import { type I01Skill, skillsOfPhase } from './roles';
import { type I01State, isEjectedSeat, isOut, living } from './state';

/**
 * What the 主办's screen may offer right now, asked of the rule set so components hold no
 * rules: legal actors and targets, voters, successors, the live count.
 */
export function phaseSkills(s: I01State): I01Skill[] {
	const ph = s.phase;
	return ph.kind === 'night' && ph.step !== 'dawn' ? skillsOfPhase(ph.step) : [];
}

export function skillActors(s: I01State, skill: I01Skill): string[] {
	return holders(s, skill);
}

export function legalTargets(s: I01State, skill: I01Skill, actor: string): string[] {
	return living(s)
		.filter((p) => checkAction(s, skill, actor, p.seat) === null)
		.map((p) => p.seat);
}

export function voters(s: I01State): string[] {
	return living(s)
		.filter((p) => canAct(s, p.seat, 'vote') === null)
		.map((p) => p.seat);
}

export function voteTargets(s: I01State): string[] {
	return living(s).map((p) => p.seat);
}

/**
 * The count as it stands (before the day is closed). Its outcome is only what closing now would
 * give: said so on the line, since ballots may still come in (the real result is written by
 * `i01/close-day`, and 孤刀 is asked only after it).
 */
export function liveCount(s: I01State) {
	if (s.phase.kind !== 'day' || !s.day) return null;
	const o = countDay(s, s.phase.n, s.day.ballots);
	return {
		...o,
		lines: o.lines.map((l) =>
			l.key === 'result'
				? {
						...l,
						info: true as const,
						text: text(
							`（尚未计票）若此时结束投票：${l.text['zh-CN']}`,
							`(not counted yet) If the vote closed now: ${l.text.en}`
						)
					}
				: l
		)
	};
}

export function arrowTargets(s: I01State): string[] {
	return living(s).map((p) => p.seat);
}

export function loneWolfChoices(s: I01State): { choosers: string[]; wolves: string[] } {
	if (!orphanAllowed(s) || s.night0.loneWolf !== undefined || !s.night0.arrows)
		return { choosers: [], wolves: [] };
	const wolves = s.players
		.filter((p) => p.role === 'wolf' && p.team === 'wolves' && !isOut(p))
		.map((p) => p.seat);
	return { choosers: wolves, wolves };
}

export function successors(s: I01State): string[] {
	return living(s).map((p) => p.seat);
}

export function bladeTargets(s: I01State): string[] {
	const p = s.pending.find((x) => x.kind === 'blade');
	return p
		? living(s)
				.filter((q) => q.seat !== p.seat)
				.map((q) => q.seat)
		: [];
}

/** What closing the current phase would do, so the 主办 can void a line first. */
export function previewPhase(s: I01State) {
	const r = resolvePhase(s, s.updatedAt);
	if (s.phase.kind !== 'night' || s.phase.step !== 6 || r.state.result) return r.lines;
	return [...r.lines, ...resolveDawn(r.state, s.updatedAt).lines];
}

export function seatName(s: I01State, seat: string | null, locale: 'zh-CN' | 'en'): string {
	if (seat === null) return '—';
	const i = s.players.findIndex((p) => p.seat === seat);
	const name = s.players[i]?.name ?? seat;
	return locale === 'zh-CN' ? `${i + 1}号 ${name}` : `#${i + 1} ${name}`;
}

/** Lines that record an effect the 主办 may void before the phase closes (others only inform). */
export function isVoidable(key: string): boolean {
	return /^n\d+\.(protect|mute|charm|kill|save|poison)$|^n\d+\.dawn\.s\d+$/.test(key);
}

/** Characters who could vote on `day` and cast no ballot (潜水 第三节第2条). */
export function nonVoters(s: I01State, day: number): string[] {
	const rec = s.day?.n === day ? s.day : s.days.find((d) => d.n === day);
	if (!rec) return [];
	const cast = new Set(rec.ballots.map((b) => b.voter));
	return s.players
		.filter((p) => (p.out === null || p.out.when.n >= day) && !isEjectedSeat(s, p.seat))
		.map((p) => p.seat)
		.filter((v) => !cast.has(v));
}

/**
 * Characters whose last words are due tonight: among the first four out, out on this day or
 * this night (遗言 are written before the next day's discussion opens, late ones lapse).
 */
export function awaitingLastWords(s: I01State): string[] {
	const ph = s.phase;
	if (ph.kind !== 'night') return [];
	return outOrder(s).filter(
		(seat) =>
			lastWordsRight(s, seat) === 'yes' &&
			s.players.find((p) => p.seat === seat)?.out?.when.n === ph.n
	);
}

/**
 * 关于变速: the discussion may close at once when every player has agreed to speed up day N and
 * the character going out is already unique (day 1: the sheriff is always decided by time).
 */
export function canCloseEarly(s: I01State): boolean {
	if (s.phase.kind !== 'day' || !s.day || s.day.tally) return false;
	const agreed = s.day.speedUp ?? [];
	const all = voters(s);
	if (all.length === 0 || !all.every((v) => agreed.includes(v))) return false;
	const count = liveCount(s);
	if (!count || count.chosen === null) return false;
	return s.phase.n === 1 || count.tally.top.length === 1;
}

/** 第7条: seats whose identities may still be swapped (night zero, before the arrows or 托孤). */
export function swappable(s: I01State): string[] {
	return dealOpen(s) ? s.players.filter((p) => p.role).map((p) => p.seat) : [];
}
