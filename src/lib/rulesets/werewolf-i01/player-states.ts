import { charmedPostProblems as postProblems } from '../forum/charm-check';
import { type Locale, type Rejection, reject } from '../../engine/types';
import { type Text, text } from '../../engine/text';
import { CHARMED_SOUNDS, SKILL_NAMES, isSkill } from './roles';
import {
	type I01State,
	isCharmed,
	isDying,
	isEjectedSeat,
	isOut,
	playerOf,
	seatLabel
} from './state';

/**
 * Names for a rejection's parameters (see `reject`), as I01's messages say them: a seat as
 * "3号 name" in Chinese and by name in English, a skill id by the skill's name. The screens pass
 * this to `refusal()`.
 */
export function rejectionNames(s: I01State) {
	return {
		seat: (id: string, locale: Locale) =>
			locale === 'zh-CN' ? seatLabel(s, id) : (playerOf(s, id)?.name ?? id),
		skill: (id: string, locale: Locale) => (isSkill(id) ? SKILL_NAMES[id][locale] : undefined)
	};
}

/**
 * 角色状态 (玩家须知): 正常, 濒死 (night only), 癫狂, 罚下, 出局. 罚下 can stand with the others
 * and restricts more; 正常/濒死/癫狂/罚下 all count as 存活.
 */
export type I01StateId = 'normal' | 'dying' | 'charmed' | 'ejected' | 'out';

export const STATE_NAMES: Record<I01StateId, Text> = {
	normal: text('正常', 'normal'),
	dying: text('濒死', 'dying'),
	charmed: text('癫狂', 'charmed'),
	ejected: text('罚下', 'ejected'),
	out: text('出局', 'out')
};

export function statesOf(s: I01State, seat: string): I01StateId[] {
	const p = playerOf(s, seat);
	if (!p) return [];
	if (isOut(p)) return ['out'];
	const out: I01StateId[] = [];
	if (isDying(p)) out.push('dying');
	if (isCharmed(p)) out.push('charmed');
	if (isEjectedSeat(s, seat)) out.push('ejected');
	return out.length ? out : ['normal'];
}

/**
 * What a character may do: discuss (癫狂: only the listed sounds), vote, use an active skill
 * (<常规>, <单次>, <强制>), keep passive and triggered skills (<被动>, <触发>), be a skill target.
 */
export type I01Act =
	| 'discuss'
	| 'vote'
	| 'active-skill'
	| 'passive-skill'
	| 'be-target'
	/** 互知/共群: 出局/罚下的角色禁止浏览团队树洞. */
	| 'team-chat';

export function canAct(s: I01State, seat: string, act: I01Act): Rejection | null {
	const p = playerOf(s, seat);
	if (!p) return reject('i01.unknown-seat');
	if (isOut(p)) return reject('i01.state-out', { seat });
	if (act === 'be-target' || act === 'passive-skill') return null;
	if (act === 'team-chat' && isEjectedSeat(s, seat))
		return reject('i01.state-ejected-thread', { seat });
	if (isEjectedSeat(s, seat)) return reject('i01.state-ejected', { seat });
	return null;
}

/** A charmed character's post: every character that is not allowed (投票对象 excepted). */
export function charmedPostProblems(post: string, allowedWords: readonly string[] = []): string[] {
	return postProblems(post, CHARMED_SOUNDS, { allowedWords });
}

export function stateLabel(s: I01State, seat: string, locale: 'zh-CN' | 'en'): string {
	return statesOf(s, seat)
		.map((id) => STATE_NAMES[id][locale])
		.join(locale === 'zh-CN' ? '、' : ', ');
}
