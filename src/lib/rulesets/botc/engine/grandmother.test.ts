import { describe, expect, it } from 'vitest';
import { suggestDeaths } from './grandmother';
import { publicView } from './views';
import { bmr7, dealtTable } from './testing/builders';
import { dawn, died, dusk, kill, seatIn } from './testing/moves';

// The Grandmother (s1) dies too when the Demon kills her grandchild (s3, the Chambermaid). The
// grimoire offers her death; the storyteller's tap records it.

/** Night 2 of a Bad Moon Rising table, the Grandmother's grandchild marked on s3. */
function nightTwo(demon = 'po') {
	const t = dealtTable('bmr', bmr7('assassin', demon));
	t.do(dusk);
	t.do({ type: 'reminder/added', seat: 's3', source: 'grandmother', label: 'Grandchild' });
	t.do(dawn);
	t.do(dusk);
	return t;
}

describe('the Grandmother dies with her grandchild', () => {
	it('is offered when the Demon kills the grandchild, and goes once applied', () => {
		const t = nightTwo();
		expect(suggestDeaths(t.state)).toEqual([]);
		t.do(kill('po', 's3'));
		const [offer, ...more] = suggestDeaths(t.state);
		expect(more).toEqual([]);
		expect(offer).toMatchObject({ code: 'grandmother', seat: 's1', because: 's3', unsure: false });
		t.do(offer!.event);
		expect(seatIn(t.state, 's1').alive).toBe(false);
		expect(suggestDeaths(t.state)).toEqual([]);
		// The players' screen learns of both deaths at dawn, not before.
		const seen = (id: string) => publicView(t.state).seats.find((s) => s.id === id)?.alive;
		expect([seen('s1'), seen('s3')]).toEqual([true, true]);
		t.do(dawn);
		expect([seen('s1'), seen('s3')]).toEqual([false, false]);
	});

	it('is not offered when another player dies, or something else kills the grandchild', () => {
		const t = nightTwo();
		t.do(kill('po', 's2'));
		expect(suggestDeaths(t.state)).toEqual([]);
		const u = nightTwo();
		u.do(kill('assassin', 's3'));
		expect(suggestDeaths(u.state)).toEqual([]);
	});

	it('says it is unsure when the grandchild died with no cause recorded', () => {
		const t = nightTwo();
		t.do(died('s3'));
		expect(suggestDeaths(t.state)).toMatchObject([{ seat: 's1', unsure: true }]);
	});

	it('is not offered by day, for a dead Grandmother, or one who is poisoned', () => {
		const t = nightTwo();
		t.do(kill('po', 's3'));
		t.do(dawn);
		expect(suggestDeaths(t.state)).toEqual([]);
		const dead = nightTwo();
		dead.do(died('s1'));
		dead.do(kill('po', 's3'));
		expect(suggestDeaths(dead.state)).toEqual([]);
		const poisoned = nightTwo('pukka');
		poisoned.do({ type: 'reminder/added', seat: 's1', source: 'pukka', label: 'Poisoned' });
		poisoned.do(kill('pukka', 's3'));
		expect(suggestDeaths(poisoned.state)).toEqual([]);
	});
});
