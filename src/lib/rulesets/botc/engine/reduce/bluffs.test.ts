import { describe, expect, it } from 'vitest';
import { replay } from '../history';
import { game, ok, refused, setupEvents, ev } from '../testing/builders';
import { RULES_VERSION } from '../types';

const SEVEN = ['washerwoman', 'chef', 'empath', 'monk', 'saint', 'poisoner', 'imp'];

describe('bluffs/set', () => {
	it('sets up to three bluffs', () => {
		const s = ok(game(), { type: 'bluffs/set', bluffs: ['chef', 'monk', 'saint'], rng: 3 });
		expect(s.bluffs).toEqual(['chef', 'monk', 'saint']);
		expect(s.rng).toBe(3);
	});
	it('refuses four bluffs or unknown ones', () => {
		refused(game(), { type: 'bluffs/set', bluffs: ['chef', 'monk', 'saint', 'mayor'] }, 'bluffs');
		refused(game(), { type: 'bluffs/set', bluffs: ['chef', 'xx'] }, 'unknown-character');
	});
	it('refuses a bluff a seat holds, naming the character and its holder', () => {
		const dealt = game({ characters: SEVEN });
		expect(dealt.rules).toBe(RULES_VERSION);
		const r = refused(
			dealt,
			{ type: 'bluffs/set', bluffs: ['mayor', 'empath', 'soldier'] },
			'bluff-in-play'
		);
		expect(r.params).toEqual({ character: 'empath', seat: 's3' });
		// Characters nobody holds are fine, and so is one only believed (the Drunk's).
		expect(
			ok(dealt, { type: 'bluffs/set', bluffs: ['mayor', 'soldier', 'virgin'] }).bluffs
		).toEqual(['mayor', 'soldier', 'virgin']);
	});
	it('takes an in-play bluff the storyteller chooses anyway, and the log keeps the choice', () => {
		const dealt = game({ characters: SEVEN });
		const chosen = ev({ type: 'bluffs/set', bluffs: ['empath'], override: true });
		const s = ok(dealt, chosen);
		expect(s.bluffs).toEqual(['empath']);
		const log = [...setupEvents({ characters: SEVEN }), chosen];
		expect(replay(log).bluffs).toEqual(['empath']);
		expect(log.at(-1)).toMatchObject({ override: true });
	});
	it('replays a game created before the rule (no rules version) as it was played', () => {
		// An old log: created without a rules version, with the Demon bluffing the Empath.
		const old = [
			...setupEvents({ characters: SEVEN, rules: 0 }),
			ev({ type: 'bluffs/set', bluffs: ['empath', 'mayor', 'soldier'] }),
			ev({ type: 'night/started' })
		];
		expect('rules' in (old[0] ?? {})).toBe(false);
		const state = replay(old);
		expect(state.rules).toBeUndefined();
		expect(state.bluffs).toEqual(['empath', 'mayor', 'soldier']);
		expect(state.phase).toEqual({ kind: 'night', n: 1 });
		// The same log under the current rules skips the refused bluffs.
		const now = [setupEvents({ characters: SEVEN })[0]!, ...old.slice(1)];
		expect(replay(now).bluffs).toEqual([]);
	});
});
