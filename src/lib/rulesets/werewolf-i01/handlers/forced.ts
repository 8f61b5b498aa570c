import { createRng, shuffle } from '../../../engine/random';
import { forumStamp } from '../../forum/forum-clock';
import { type Text, text } from '../../../engine/text';
import { isRejection, reject } from '../../../engine/types';
import { forcedOwed } from '../schedule';
import { type ForcedMethod, type I01State, isOut, seatLabel } from '../state';
import { timingOf } from './clock';
import { addLines } from './common';
import { dayHandlers } from './day';
import { setupHandlers } from './setup';
import type { Handlers } from './types';

const METHODS: readonly ForcedMethod[] = ['random', 'next-seat'];

export const METHOD_NAMES: Record<ForcedMethod, Text> = {
	random: text('随机指定', 'drawn at random'),
	'next-seat': text('按座位顺序指定下一位', 'the next seats in seat order')
};

/** The living seats after `from` in seat order (wrapping), `from` itself left out. */
function after(s: I01State, from: string): string[] {
	const i = Math.max(
		0,
		s.players.findIndex((p) => p.seat === from)
	);
	const order = [...s.players.slice(i + 1), ...s.players.slice(0, i)];
	return order.filter((p) => !isOut(p)).map((p) => p.seat);
}

/** Picks `count` seats by the preset: at random with the game's seed, or the next in order. */
function pick(s: I01State, method: ForcedMethod, from: string, count: number) {
	const seats = after(s, from);
	if (method === 'next-seat') return { seats: seats.slice(0, count), rng: s.rng };
	const rng = createRng(s.rng);
	return { seats: shuffle(seats, rng).slice(0, count), rng: rng.state };
}

/**
 * ‹强制› skills (【金箭】, 【殉职】): 标明<强制>的技能不允许放弃发动，若玩家逾期未发动，则根据主办事先
 * 制定好的方式进行处理. The host sets the way beforehand (`i01/preset`, default: at random); once
 * the deadline has passed, `i01/fallback` settles the skill that way and says so in the log.
 */
export const forcedHandlers = {
	'i01/preset': (s, e) => {
		if (!METHODS.includes(e.method) || (e.skill !== 'arrows' && e.skill !== 'badge'))
			return reject('i01.clock.preset');
		const timing = timingOf(s);
		return { ...s, timing: { ...timing, presets: { ...timing.presets, [e.skill]: e.method } } };
	},
	'i01/fallback': (s, e) => {
		const owed = forcedOwed(s, e.at).find((o) => o.skill === e.skill);
		if (!owed) return reject('i01.clock.not-owed');
		if (!owed.missed) return reject('i01.clock.not-due', { time: forumStamp(owed.due) });
		const method = s.timing?.presets?.[e.skill] ?? 'random';
		const way = METHOD_NAMES[method];
		if (e.skill === 'arrows') {
			const cupid = s.players.find((p) => p.role === 'cupid')?.seat ?? '';
			const { seats, rng } = pick(s, method, cupid, 2);
			const [a = '', b = ''] = seats;
			const next = setupHandlers['i01/arrows'](
				{ ...s, rng },
				{ type: 'i01/arrows', at: e.at, a, b }
			);
			if (isRejection(next)) return next;
			const line = {
				key: 'fallback.arrows',
				text: text(
					`爱神逾期未发动‹强制›【金箭】：按主办预设（${way['zh-CN']}）指定${seatLabel(s, a)}与${seatLabel(s, b)}`,
					`Cupid missed the forced Golden Arrows: by the host's preset (${way.en}), ${seatLabel(s, a)} and ${seatLabel(s, b)}`
				)
			};
			return { ...next, night0: { ...next.night0, lines: [...next.night0.lines, line] } };
		}
		const from = s.pending.find((x) => x.kind === 'badge');
		const { seats, rng } = pick(s, method, from?.kind === 'badge' ? from.from : '', 1);
		const to = seats[0] ?? '';
		const next = dayHandlers['i01/badge']({ ...s, rng }, { type: 'i01/badge', at: e.at, to });
		if (isRejection(next)) return next;
		return addLines(next, [
			{
				key: 'fallback.badge',
				text: text(
					`警长逾期未发动‹强制›【殉职】：按主办预设（${way['zh-CN']}）由${seatLabel(s, to)}继任警长`,
					`The sheriff missed the forced Martyrdom: by the host's preset (${way.en}), ${seatLabel(s, to)} becomes sheriff`
				)
			}
		]);
	}
} satisfies Partial<Handlers>;
