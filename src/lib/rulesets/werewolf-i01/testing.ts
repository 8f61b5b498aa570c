import type { Log } from '../../engine/log';
import { type Rejection, isRejection, rejectionSummary } from '../../engine/types';
import { type I01Event, I01_LOG } from './reduce';
import { DEFAULT_NAMES, type I01Role } from './roles';
import type { I01State } from './state';

/**
 * Scenario builder for tests and the demo screen: seats s1…s12 hold, in order, 先知, 女巫, 守卫,
 * 村民 ×3, 爱神, 狼人 ×4, 吹笛 (unless other roles are given). Times advance a minute per event.
 */
export const SEATED: readonly I01Role[] = [
	'seer',
	'witch',
	'guard',
	'villager',
	'villager',
	'villager',
	'cupid',
	'wolf',
	'wolf',
	'wolf',
	'wolf',
	'piper'
];

export const NAMES = [...DEFAULT_NAMES];

type Body = I01Event extends infer E ? (E extends I01Event ? Omit<E, 'at'> : never) : never;

export class Scenario {
	history: Log<I01State, I01Event>;
	at = Date.UTC(2026, 0, 1, 13, 0);

	constructor(roles: readonly I01Role[] = SEATED) {
		const created = I01_LOG.create({
			type: 'i01/create',
			at: this.at,
			id: 'g1',
			name: 'I01 test',
			seed: 7,
			names: NAMES
		});
		if (isRejection(created)) throw new Error(rejectionSummary(created));
		this.history = created;
		this.do({ type: 'i01/assign', roles: [...roles] });
	}

	get state(): I01State {
		return this.history.state;
	}

	/** Dispatches; throws on a rejection so scenarios stay short. */
	do(...bodies: Body[]): this {
		for (const body of bodies) {
			const r = this.try(body);
			if (r) throw new Error(`${body.type}: ${rejectionSummary(r)}`);
		}
		return this;
	}

	/** Dispatches and returns the rejection, or null when accepted. */
	try(body: Body): Rejection | null {
		this.at += 60_000;
		const next = I01_LOG.dispatch(this.history, { ...body, at: this.at } as I01Event);
		if (isRejection(next)) return next;
		this.history = next;
		return null;
	}

	/** Night zero with the given lovers and lone wolf, then day 1 opens. */
	night0(a: string, b: string, lone: string | null = 's8', by = 's8'): this {
		this.do({ type: 'i01/arrows', a, b });
		if (lone !== undefined) this.do({ type: 'i01/lone-wolf', by, seat: lone });
		return this.do({ type: 'i01/end-night0' });
	}

	/** Everyone living votes `target` unless listed in `votes`; then the count. */
	vote(votes: Record<string, string | null>): this {
		for (const [voter, target] of Object.entries(votes))
			this.do({ type: 'i01/ballot', voter, target });
		return this.do({ type: 'i01/close-day' });
	}

	/** Plays night phases: actions per phase number, closing each phase up to `until`. */
	night(
		actions: Partial<
			Record<'protect' | 'mute' | 'charm' | 'divine' | 'kill' | 'save' | 'poison', [string, string]>
		>,
		until = 6
	): this {
		this.do({ type: 'i01/start-night' });
		const phaseOf = { protect: 1, mute: 1, charm: 2, divine: 3, kill: 4, save: 6, poison: 6 };
		for (let p = 1; p <= until; p++) {
			for (const [skill, pair] of Object.entries(actions))
				if (phaseOf[skill as keyof typeof phaseOf] === p && pair)
					this.do({
						type: 'i01/action',
						skill: skill as keyof typeof phaseOf,
						actor: pair[0],
						target: pair[1]
					});
			this.do({ type: 'i01/close-phase' });
			if (this.state.result) break;
		}
		return this;
	}
}
