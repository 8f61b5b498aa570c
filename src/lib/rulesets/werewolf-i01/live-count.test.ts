import { describe, expect, it } from 'vitest';
import { Scenario } from './testing';
import { liveCount } from './view';

describe('the live count gives no outcome as fact before the day is closed (issue 31, part 4)', () => {
	it('says its outcome line is only what closing now would give', () => {
		const g = new Scenario().night0('s4', 's5');
		g.ballots(['s1', 's3']);
		const result = liveCount(g.state)?.lines.find((l) => l.key === 'result');
		expect(result?.text['zh-CN']).toBe('（尚未计票）若此时结束投票：3号 丙得票最多，成为警长');
		expect(result?.info).toBe(true);
		// Closing writes the real line, without the hedge.
		g.do({ type: 'i01/close-day' });
		expect(g.state.day?.lines.at(-1)?.text['zh-CN']).toBe('3号 丙得票最多，成为警长');
	});
});
