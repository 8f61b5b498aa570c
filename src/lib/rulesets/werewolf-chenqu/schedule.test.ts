import { describe, expect, it } from 'vitest';
import { nextDeadline } from '../forum/deadlines';
import { forumIso } from '../forum/forum-clock';
import { isRejection } from '../../engine/types';
import type { WerewolfEventBody } from './events';
import { chenquLate, chenquSchedule, werewolfLog } from './index';
import { TestGame, at, bj, nightOneDec2, startedDec1 } from './testing';

type NightAction = Extract<WerewolfEventBody, { type: 'night/action' }>;

/** Night 0 on 30 Nov, day 1 opened 1 Dec 09:30, counted, night 1 opened 2 Dec 21:31. */
const night1 = (): TestGame => nightOneDec2('citizen1');

/** Night 1 with one action entered at `when`. */
function night1With(when: number, action: Omit<NightAction, 'type'>): TestGame {
	return at(night1(), when).do({ type: 'night/action', ...action });
}

describe('沉取场 clock (seed 002)', () => {
	// 每“天”白天的时间为某一自然日09:30（可能会提前）~次日21:30……夜晚……21:30~次日09:30
	it('closes the vote at 21:30 of the day after the day opened, in Beijing time', () => {
		const g = startedDec1();
		expect(chenquSchedule(g.s)[0]?.at).toBe(bj(1, 9, 30));
		// 可能会提前: a day opened early still belongs to its calendar day.
		at(g, bj(1, 8, 10)).do({ type: 'day/started' });
		const day = chenquSchedule(g.s);
		expect(day.map((d) => d.key)).toEqual(['vote', 'decisions']);
		expect(day[0]?.at).toBe(bj(2, 21, 30));
		expect(nextDeadline(day, bj(1, 12, 0))?.key).toBe('vote');
	});

	// 如猎人或白痴为高票出局或即将出局，需在21:40之前决定是否发动【最后一枪】或【装傻】技能。
	it('gives the hunter and the idiot until 21:40 once the vote has closed', () => {
		const g = new TestGame();
		at(g, bj(1, 9, 0)).start();
		const day = chenquSchedule(g.s);
		expect(nextDeadline(day, bj(2, 21, 35))).toMatchObject({ key: 'decisions', at: bj(2, 21, 40) });
		expect(day[1]?.skills).toEqual(['lastShot', 'feign']);
		expect(day[1]?.label['zh-CN']).toContain('【最后一枪】');
	});

	// 守卫 21:45；吹笛者、修女【卫道】22:00；预言家……狼人【杀人】22:15；女巫 22:30；小公主、修女【救赎】22:45；
	// 出局者【遗言】次日09:00之前。
	it('lists the night deadlines of 特权行使时间, then last words and the next day', () => {
		const g = night1();
		const night = chenquSchedule(g.s);
		expect(night.map((d) => [d.key, forumIso(d.at).slice(5, 16)])).toEqual([
			['skills@21:45', '12-02T21:45'],
			['skills@22:00', '12-02T22:00'],
			['skills@22:15', '12-02T22:15'],
			['skills@22:30', '12-02T22:30'],
			['skills@22:45', '12-02T22:45'],
			['last-words', '12-03T09:00'],
			['day-opens', '12-03T09:30']
		]);
		expect(night[2]?.skills).toEqual(['divine', 'eye', 'power', 'slander', 'kill', 'bite']);
		expect(night[0]?.label).toEqual({
			'zh-CN': '【守护之盾】【隔音之盾】',
			en: 'Shield, Soundproof Shield'
		});
		// A night entered after midnight keeps the evening's deadlines.
		expect(nextDeadline(night, bj(2, 22, 20))?.key).toBe('skills@22:30');
	});

	// 并且严格规定了技能的使用时间，逾期作废
	it('marks an action replied after its deadline as late, by its reply time', () => {
		const g = night1With(bj(2, 22, 20), { skill: 'divine', actor: 'seer', target: 'witch' });
		expect(chenquLate(g.s)).toMatchObject([
			{
				action: { skill: 'divine' },
				postedAt: bj(2, 22, 20),
				due: { at: bj(2, 22, 15) },
				ruling: null
			}
		]);
		// The forum shows it was posted at 22:14: entered late, replied in time.
		g.do({ type: 'clock/posted', skill: 'divine', postedAt: '2026-12-02T22:14:00+08:00' });
		expect(chenquLate(g.s)).toEqual([]);
		g.do({ type: 'clock/posted', skill: 'divine', postedAt: '2026-12-02T22:16:00+08:00' });
		expect(chenquLate(g.s)).toHaveLength(1);
		expect(g.try({ type: 'clock/posted', skill: 'divine', postedAt: 'yesterday' })?.code).toBe(
			'wwc.clock.posted'
		);
	});

	it('takes the reply time from the entry itself (postedAt) and clears it with the action', () => {
		const shield = { skill: 'shield', actor: 'guard', target: 'seer' } as const;
		const g = night1With(bj(2, 23, 0), { ...shield, postedAt: '2026-12-02T21:44:00+08:00' });
		expect(chenquLate(g.s)).toEqual([]);
		g.do({ type: 'night/action-cleared', skill: 'shield' });
		g.do({ type: 'night/action', ...shield });
		expect(chenquLate(g.s).map((l) => l.action.skill)).toEqual(['shield']);
	});

	it('voids a late action when the director confirms, logged and undoable; or keeps it', () => {
		const g = night1With(bj(2, 22, 20), { skill: 'kill', actor: 'blackWolf', target: 'seer' });
		g.do({ type: 'night/action', skill: 'divine', actor: 'seer', target: 'witch' });
		g.do({ type: 'clock/late-ruling', skill: 'kill', void: true });
		expect(g.s.night?.actions.map((a) => a.skill)).toEqual(['divine']);
		// Undo takes the ruling back: the kill is on the night again, late and waiting.
		const undone = werewolfLog.undo(g.history);
		if (isRejection(undone)) throw new Error(undone.code);
		expect(undone.state.night?.actions.map((a) => a.skill).sort()).toEqual(['divine', 'kill']);
		expect(chenquLate(undone.state).every((l) => l.ruling === null)).toBe(true);
		expect(chenquLate(g.s).map((l) => [l.action.skill, l.ruling])).toEqual([
			['divine', null],
			['kill', 'void']
		]);
		expect(g.s.notes.at(-1)?.line.text['zh-CN']).toContain('逾期作废');
		expect(g.try({ type: 'clock/late-ruling', skill: 'kill', void: true })?.code).toBe(
			'wwc.clock.not-late'
		);
		g.do({ type: 'clock/late-ruling', skill: 'divine', void: false });
		expect(g.s.notes.at(-1)?.line.text.en).toContain('keeps it');
		g.do({ type: 'night/resolved' });
		expect(g.out('seer')).toBe(false);
	});
});
