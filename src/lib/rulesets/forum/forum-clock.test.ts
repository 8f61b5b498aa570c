import { describe, expect, it } from 'vitest';
import * as clock from './forum-clock';

describe('forum time is Beijing time (UTC+8), whatever the device says', () => {
	it('names its zone and matches the Intl data for Asia/Shanghai', () => {
		expect(clock.FORUM_TIME_ZONE).toBe('Asia/Shanghai');
		const at = Date.UTC(2026, 11, 1, 13, 30);
		const shown = new Intl.DateTimeFormat('en-GB', {
			timeZone: clock.FORUM_TIME_ZONE,
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23'
		}).format(at);
		expect(shown).toBe('21:30');
		expect(clock.FORUM_OFFSET_MINUTES).toBe(480);
		expect(clock.forumStamp(at)).toBe('12-01 21:30');
	});

	it('puts 21:30 Beijing at 13:30 UTC and turns the day at Beijing midnight', () => {
		const day = clock.forumDay(Date.UTC(2026, 11, 1, 2, 0));
		expect(clock.forumInstant(day, '21:30')).toBe(Date.UTC(2026, 11, 1, 13, 30));
		expect(clock.forumInstant(day, '09:30', 1)).toBe(Date.UTC(2026, 11, 2, 1, 30));
		// 16:30 UTC on 1 December is already 00:30 on 2 December in Beijing.
		expect(clock.forumDay(Date.UTC(2026, 11, 1, 16, 30))).toBe(day + 1);
	});

	it('counts a night entered after midnight as the evening before', () => {
		const evening = Date.UTC(2026, 11, 1, 13, 35);
		const afterMidnight = Date.UTC(2026, 11, 1, 16, 20);
		expect(clock.dayOfPhase(afterMidnight, '09:30')).toBe(clock.dayOfPhase(evening, '09:30'));
	});

	it('writes post times with the +08:00 offset and reads them back', () => {
		const at = Date.UTC(2026, 11, 1, 14, 20);
		expect(clock.forumIso(at)).toBe('2026-12-01T22:20:00+08:00');
		expect(clock.postedInstant(clock.forumIso(at))).toBe(at);
		expect(clock.forumInputValue(at)).toBe('2026-12-01T22:20');
		expect(clock.fromForumInput('2026-12-01T22:20')).toBe(at);
		expect(clock.fromForumInput('22:20')).toBeNaN();
		expect(clock.postedInstant('2026-12-01T22:20:00')).toBeNaN();
	});

	it('counts down in hours, minutes and seconds', () => {
		expect(clock.countdown(3_723_000)).toBe('1:02:03');
		expect(clock.countdown(65_000)).toBe('1:05');
		expect(clock.countdown(-5)).toBe('0:00');
	});
});
