import { penaltyTotal, withPenalty, withoutPenalty } from '../../forum/penalties';
import { type Line, text } from '../../../engine/text';
import { isRejection, reject } from '../../../engine/types';
import { addFact } from '../deaths';
import { mapSeat, nameOf, seatOf } from '../seats';
import { EJECT_AT, type WerewolfState } from '../state';
import { noSeat, currentWhen, appendLines, out, target, withSheriff } from './common';
import type { Handlers } from './types';

/** The director: penalties, rulings, notes. */
export const directorHandlers = {
	'penalty/added': (s, e) => {
		const seat = seatOf(s, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!Number.isInteger(e.points) || e.points <= 0) return reject('wwc.points');
		if (typeof e.reason !== 'string' || !e.reason.trim()) return reject('wwc.penalty-reason');
		const before = penaltyTotal(s.penalties, seat.id);
		const entry = {
			id: `p${s.nextId}`,
			seat: seat.id,
			points: e.points,
			reason: e.reason.trim(),
			at: e.at,
			...(e.article ? { article: e.article } : {})
		};
		let next: WerewolfState = {
			...s,
			nextId: s.nextId + 1,
			penalties: withPenalty(s.penalties, entry)
		};
		const after = before + e.points;
		const lines: Line[] = [
			{
				key: `penalty:${entry.id}`,
				text: text(
					`${seat.name} 扣 ${e.points} 分（${entry.reason}），累计 ${after} 分`,
					`${seat.name}: ${e.points} penalty points (${entry.reason}), ${after} in all`
				)
			}
		];
		if (before < EJECT_AT && after >= EJECT_AT && !seat.out) {
			lines.push({
				key: `ejected:${seat.id}`,
				text: text(
					`${seat.name} 累计 ${EJECT_AT} 分，罚下：不得讨论、投票、发动技能，没有遗言，不触发出局技能`,
					`${seat.name} reaches ${EJECT_AT} points and is ejected: no talk, votes, skills, last words or death triggers`
				)
			});
			next = addFact(next, 'ejected', [seat.id], {
				when: currentWhen(s),
				at: e.at,
				immediate: !!s.day
			});
			next = { ...next, pending: next.pending.filter((p) => p.seat !== seat.id) };
			if (next.sheriff === seat.id) {
				next = addFact({ ...next, sheriff: null }, 'sheriffCleared', [], {
					when: currentWhen(s),
					at: e.at,
					immediate: !!s.day
				});
				lines.push({
					key: 'sheriff-ejected',
					text: text(
						'被罚下的警长不触发【殉职】：警长空缺',
						'An ejected sheriff does not pass the badge: no sheriff'
					)
				});
			}
		}
		return appendLines(next, lines, e.at);
	},
	'penalty/removed': (s, e) => {
		const entry = s.penalties.find((p) => p.id === e.id);
		if (!entry) return reject('wwc.no-penalty');
		const before = penaltyTotal(s.penalties, entry.seat);
		let next: WerewolfState = { ...s, penalties: withoutPenalty(s.penalties, e.id) };
		const after = before - entry.points;
		const lines: Line[] = [
			{
				key: `penalty-removed:${entry.id}`,
				text: text(
					`撤销 ${nameOf(s, entry.seat)} 的扣分 ${entry.points}（${entry.reason}），累计 ${after} 分`,
					`Removed ${entry.points} points from ${nameOf(s, entry.seat)} (${entry.reason}); ${after} in all`
				)
			}
		];
		if (before >= EJECT_AT && after < EJECT_AT)
			next = addFact(next, 'restored', [entry.seat], {
				when: currentWhen(s),
				at: e.at,
				immediate: !!s.day
			});
		return appendLines(next, lines, e.at);
	},
	'director/out': (s, e) => {
		if (s.phase.kind === 'setup') return reject('wwc.phase.not-started');
		const t = target(s, e.seat);
		if (isRejection(t)) return t;
		if (!e.reason?.trim()) return reject('wwc.reason');
		return out(s, [{ seat: t.id, cause: 'director' }], e.at, [
			{
				key: 'director-out',
				text: text(
					`导演裁定 ${t.name} 出局：${e.reason}`,
					`Director: ${t.name} is out (${e.reason})`
				)
			}
		]);
	},
	'director/restored': (s, e) => {
		const seat = seatOf(s, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!seat.out) return reject('wwc.not-out', { seat: seat.id });
		if (!e.reason?.trim()) return reject('wwc.reason');
		const next = mapSeat(s, seat.id, (x) => ({
			...x,
			out: null,
			lives: { ...x.lives, current: Math.max(1, x.lives.current) }
		}));
		return appendLines(
			next,
			[
				{
					key: 'director-restored',
					text: text(
						`导演裁定 ${seat.name} 回到游戏：${e.reason}`,
						`Director: ${seat.name} is back in the game (${e.reason})`
					)
				}
			],
			e.at
		);
	},
	'director/sheriff': (s0, e) => {
		if (s0.phase.kind === 'setup') return reject('wwc.phase.not-started');
		if (typeof e.reason !== 'string' || !e.reason.trim()) return reject('wwc.reason');
		// The ruling settles a successor still owed (【殉职】), the logged way to leave the badge empty.
		const s = { ...s0, pending: s0.pending.filter((p) => p.kind !== 'succession') };
		if (e.seat === null) {
			if (!s.sheriff) return reject('wwc.no-sheriff');
			const cleared = appendLines(
				{ ...s, sheriff: null },
				[
					{
						key: 'director-sheriff',
						text: text(`导演裁定警长空缺：${e.reason}`, `Director: no sheriff (${e.reason})`)
					}
				],
				e.at
			);
			return addFact(cleared, 'sheriffCleared', [], {
				when: currentWhen(s),
				at: e.at,
				immediate: !!s.day
			});
		}
		const t = target(s, e.seat);
		if (isRejection(t)) return t;
		if (s.sheriff === t.id) return reject('wwc.already-sheriff', { seat: t.id });
		const line = {
			key: 'director-sheriff',
			text: text(
				`导演裁定 ${t.name} 为警长：${e.reason}`,
				`Director: ${t.name} is the sheriff (${e.reason})`
			)
		};
		return withSheriff(s, t.id, 'sheriffChanged', line, e.at);
	},
	'director/note': (s, e) => {
		if (typeof e.text !== 'string' || !e.text.trim()) return reject('wwc.empty');
		return appendLines(s, [{ key: 'note', text: text(e.text, e.text) }], e.at);
	}
} satisfies Partial<Handlers>;
