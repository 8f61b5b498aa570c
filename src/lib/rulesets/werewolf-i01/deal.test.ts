import { describe, expect, it } from 'vitest';
import { playerOf } from './state';
import { SEATED, Scenario } from './testing';

describe('第7条: a mistaken deal is corrected before night zero’s actions', () => {
	it('two seats swap identities, teams and kinds, and the desk’s log says so', () => {
		expect.hasAssertions();
		const g = new Scenario();
		const [a, b] = [SEATED[0], SEATED[8]];
		expect(a).not.toBe(b);
		g.do({ type: 'i01/swap', a: 's1', b: 's9' });
		expect(playerOf(g.state, 's1')?.role).toBe(b);
		expect(playerOf(g.state, 's9')?.role).toBe(a);
		expect(playerOf(g.state, 's9')?.team).toBe(playerOf(new Scenario().state, 's1')?.team);
		expect(g.state.night0.lines.at(-1)?.text['zh-CN']).toMatch(
			/^主办更正身份分发：1号 .+与9号 .+交换身份/
		);
		expect(g.state.phase.kind).toBe('night0');
	});

	it('is refused once the arrows are shot, and for one seat with itself', () => {
		expect.hasAssertions();
		const g = new Scenario();
		expect(g.try({ type: 'i01/swap', a: 's1', b: 's1' })).toMatchObject({ code: 'i01.swap' });
		g.do({ type: 'i01/arrows', a: 's4', b: 's5' });
		expect(g.try({ type: 'i01/swap', a: 's1', b: 's9' })).toMatchObject({ code: 'i01.swap' });
	});
});

describe('a night phase with no skill needs no tap of its own', () => {
	const night = () =>
		new Scenario()
			.night0('s4', 's5')
			.vote({ s3: 's3' })
			.do({ type: 'i01/start-night' }, { type: 'i01/close-phase' }, { type: 'i01/close-phase' })
			.do({ type: 'i01/close-phase' });

	it('closing 夜晚4 closes the empty 夜晚5 with it', () => {
		expect.hasAssertions();
		const g = night().do({ type: 'i01/close-phase', skipEmpty: true });
		expect(g.state.phase).toEqual({ kind: 'night', n: 1, step: 6 });
	});

	it('an older log’s close of 夜晚4 still stops at 夜晚5', () => {
		expect.hasAssertions();
		const g = night().do({ type: 'i01/close-phase' });
		expect(g.state.phase).toEqual({ kind: 'night', n: 1, step: 5 });
	});
});
