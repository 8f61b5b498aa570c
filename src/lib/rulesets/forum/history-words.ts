import type { Text } from '../../engine/text';

/**
 * The history's words the forum rule sets share: a skill's reply time (the forum post time)
 * entered or cleared, the ruling on a late skill (逾期作废), and penalty points (违规).
 */

/** "2026-12-01T22:15:00+08:00" (a forum post time) as the forum shows it: "12-01 22:15". */
const stamp = (iso: string) => iso.slice(5, 16).replace('T', ' ');

/** The reply time of `skill` entered, or cleared when `postedAt` is null. */
export function postedWords(skill: Text, postedAt: string | null): Text {
	return postedAt
		? {
				'zh-CN': `【${skill['zh-CN']}】的回帖时间：${stamp(postedAt)}`,
				en: `${skill.en} replied at ${stamp(postedAt)}`
			}
		: { 'zh-CN': `清除【${skill['zh-CN']}】的回帖时间`, en: `${skill.en}: reply time cleared` };
}

/** The ruling on a late `skill`: voided, or kept. */
export function lateRulingWords(skill: Text, voided: boolean): Text {
	return voided
		? { 'zh-CN': `逾期作废：【${skill['zh-CN']}】`, en: `Late, voided: ${skill.en}` }
		: { 'zh-CN': `逾期但保留：【${skill['zh-CN']}】`, en: `Late, kept: ${skill.en}` };
}

/** Penalty points given to a seat (named `zh` and `en` in each language), with the reason. */
export function penaltyWords(
	seat: { zh: string; en: string },
	points: number,
	reason: string
): Text {
	return {
		'zh-CN': `${seat.zh}违规 ${points} 分：${reason}`,
		en: `${seat.en}: ${points} penalty points (${reason})`
	};
}
