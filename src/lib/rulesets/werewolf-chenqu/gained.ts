import { hasStatus } from '../forum/marks';
import type { Text } from '../../engine/text';
import { ST } from './skills';
import type { WSeat } from './state';

/**
 * Skills a player holds beyond their identity's, for the director's table: 【冤死】 passed on by
 * the 替罪羊 (需指认一名良民获得该技能), 【杀人】 passed on by the 黑狼 or taken by the lovers
 * (【遗志】).
 */
export function gainedSkills(seat: WSeat): Text[] {
	const out: Text[] = [];
	if (hasStatus(seat, ST.scapegoat) && seat.role !== 'scapegoat')
		out.push({ 'zh-CN': '获得【冤死】', en: 'holds Scapegoat' });
	if (hasStatus(seat, ST.killer) && seat.role !== 'blackWolf')
		out.push({ 'zh-CN': '获得【杀人】', en: 'holds Kill' });
	return out;
}
