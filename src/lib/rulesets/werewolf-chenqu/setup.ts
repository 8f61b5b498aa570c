import { createRng, nextSeed, shuffle } from '../../engine/random';
import { type Rejection, reject } from '../../engine/types';
import { ORDINARY, PRIVILEGED, type RoleId, WOLVES, isRoleId } from './roles';
import { chenquRuleSet } from './ruleset';
import type { WerewolfState } from './state';

export const MIN_PLAYERS = chenquRuleSet.players.min;
export const MAX_PLAYERS = chenquRuleSet.players.max;
export const ORDINARY_COUNT = 6;

/** Above 20 players the seed adds identities as 良民-乱民-良民 (2:1), in this order. */
const EXTRA_CYCLE: readonly RoleId[] = ['citizen', 'rebel', 'citizen'];

/**
 * The identities of an n-player game apart from the six ordinary ones: 4 privileged, 2 良民,
 * 1 乱民, 5 wolves, 吹笛者, 丘比特, then the extra 良民/乱民.
 */
export function fixedRoles(players: number): RoleId[] {
	if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
		throw new RangeError(`沉取场 needs ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${players}`);
	const extras = Array.from(
		{ length: players - MIN_PLAYERS },
		(_, i) => EXTRA_CYCLE[i % EXTRA_CYCLE.length] as RoleId
	);
	return [...PRIVILEGED, 'citizen', 'citizen', 'rebel', ...WOLVES, 'piper', 'cupid', ...extras];
}

/** Counts per identity for n players with the given ordinary identities. */
export function composition(players: number, ordinary: readonly RoleId[]): RoleId[] {
	return [...fixedRoles(players), ...ordinary];
}

/** Draws 6 of the 10 ordinary identities at random (游戏开始前，将在10个普通身份中抽选出6个). */
export function drawOrdinary(seed: number): RoleId[] {
	return shuffle(ORDINARY, createRng(seed)).slice(0, ORDINARY_COUNT);
}

export function checkOrdinary(ordinary: readonly unknown[]): Rejection | null {
	if (ordinary.length !== ORDINARY_COUNT || new Set(ordinary).size !== ORDINARY_COUNT)
		return reject('wwc.ordinary-count');
	if (!ordinary.every((x) => isRoleId(x) && ORDINARY.includes(x)))
		return reject('wwc.ordinary-role');
	return null;
}

/**
 * The `setup/roles` event body for a random deal: ordinary identities drawn (or the chosen
 * ones), every identity shuffled onto the seats, with the seed to store after the draw.
 */
export function dealRoles(
	state: WerewolfState,
	chosen?: readonly RoleId[]
): { type: 'setup/roles'; ordinary: RoleId[]; roles: Record<string, RoleId>; rng: number } {
	const seed = state.rng;
	const ordinary = chosen ? [...chosen] : drawOrdinary(seed);
	const bag = shuffle(composition(state.seats.length, ordinary), createRng(nextSeed(seed)));
	const roles: Record<string, RoleId> = {};
	state.seats.forEach((seat, i) => (roles[seat.id] = bag[i] as RoleId));
	return { type: 'setup/roles', ordinary, roles, rng: nextSeed(nextSeed(seed)) };
}

/** Whether the dealt identities are exactly the composition for this player count. */
export function checkDeal(
	state: WerewolfState,
	ordinary: readonly RoleId[],
	roles: Record<string, unknown>
): Rejection | null {
	const n = state.seats.length;
	if (n < MIN_PLAYERS || n > MAX_PLAYERS)
		return reject('wwc.players', { min: MIN_PLAYERS, max: MAX_PLAYERS, n });
	const bad = checkOrdinary(ordinary);
	if (bad) return bad;
	const dealt = state.seats.map((s) => roles[s.id]);
	if (!dealt.every(isRoleId)) return reject('wwc.deal-missing');
	const want = composition(n, ordinary).sort().join();
	if ([...(dealt as RoleId[])].sort().join() !== want) return reject('wwc.deal-mismatch');
	return null;
}
