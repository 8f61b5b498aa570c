import { emptyMarks } from '../../forum/marks';
import { createRng, shuffle } from '../../../engine/random';
import { isRejection, reject } from '../../../engine/types';
import { chooseLoneWolf, dealOpen, shootArrows } from '../night0';
import { text } from '../../../engine/text';
import { BOARD, type I01Role, PLAYERS, ROLE_KIND, ROLE_NAMES, ROLE_TEAM, isRole } from '../roles';
import { type I01State, emptyState, seatLabel } from '../state';
import { dayRecord } from './common';
import type { Handlers } from './types';
import { createdFields } from '../../forum/created';

function withRoles(s: I01State, roles: readonly I01Role[]): I01State {
	return {
		...s,
		players: s.players.map((p, i) => {
			const role = roles[i] as I01Role;
			return { ...p, role, team: ROLE_TEAM[role], kind: ROLE_KIND[role] };
		}),
		phase: { kind: 'night0' }
	};
}

function sameBoard(roles: readonly I01Role[]): boolean {
	return [...roles].sort().join() === [...BOARD].sort().join();
}

/** The game's creation, the deal and night zero (丘比特's arrows, the lone wolf). */
export const setupHandlers = {
	'i01/create': (s, e) => {
		if (s.id) return reject('i01.created');
		if (e.names.length !== PLAYERS) return reject('i01.players', { n: PLAYERS });
		const names = e.names.map((n) => n.trim());
		if (names.some((n) => !n)) return reject('i01.names');
		return {
			...emptyState(),
			...createdFields(e),
			players: names.map((name, i) => ({
				seat: `s${i + 1}`,
				name,
				role: null,
				team: null,
				kind: null,
				marks: emptyMarks(),
				out: null
			}))
		};
	},
	'i01/deal': (s) => {
		if (s.phase.kind !== 'setup') return reject('i01.dealt');
		const rng = createRng(s.rng);
		const roles = shuffle(BOARD, rng);
		return { ...withRoles(s, roles), rng: rng.state };
	},
	'i01/assign': (s, e) => {
		if (s.phase.kind !== 'setup') return reject('i01.dealt');
		if (e.roles.length !== PLAYERS || !e.roles.every(isRole) || !sameBoard(e.roles))
			return reject('i01.board');
		return withRoles(s, e.roles);
	},
	'i01/swap': (s, e) => {
		const a = s.players.find((p) => p.seat === e.a);
		const b = s.players.find((p) => p.seat === e.b);
		if (!dealOpen(s) || !a?.role || !b?.role || a.seat === b.seat) return reject('i01.swap');
		const roles = s.players.map((p) => (p === a ? b.role : p === b ? a.role : p.role) as I01Role);
		const line = {
			key: `swap.${a.seat}.${b.seat}.${s.night0.lines.length}`,
			text: text(
				`主办更正身份分发：${seatLabel(s, a.seat)}与${seatLabel(s, b.seat)}交换身份（${ROLE_NAMES[a.role]['zh-CN']} ↔ ${ROLE_NAMES[b.role]['zh-CN']}）`,
				`The host corrects the deal: ${a.name} and ${b.name} swap identities (${ROLE_NAMES[a.role].en} ↔ ${ROLE_NAMES[b.role].en})`
			)
		};
		const st = withRoles(s, roles);
		return { ...st, night0: { ...st.night0, lines: [...s.night0.lines, line] } };
	},
	'i01/arrows': (s, e) => {
		const r = shootArrows(s, e.a, e.b);
		if (isRejection(r)) return r;
		return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
	},
	'i01/lone-wolf': (s, e) => {
		const r = chooseLoneWolf(s, e.by, e.seat);
		if (isRejection(r)) return r;
		return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
	},
	'i01/end-night0': (s) => {
		if (s.phase.kind !== 'night0') return reject('i01.not-night0');
		if (!s.night0.arrows) return reject('i01.arrows');
		return { ...s, phase: { kind: 'day', n: 1 }, day: dayRecord(1) };
	}
} satisfies Partial<Handlers>;
