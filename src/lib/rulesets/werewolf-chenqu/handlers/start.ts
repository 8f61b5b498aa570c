import { livesOf } from '../../forum/lives';
import { emptyMarks, withStatus } from '../../forum/marks';
import { type Line, text } from '../../../engine/text';
import { type Rejection, isRejection, reject } from '../../../engine/types';
import { type RoleId, TEAM_NAMES, isRoleId, roleOf } from '../roles';
import { kindOf, mapSeat, seatOf } from '../seats';
import { checkDeal } from '../setup';
import { ST } from '../skills';
import { type WSeat, type WerewolfState, emptyState } from '../state';
import { MAX_NAME, noSeat, validName, appendLines } from './common';
import type { Handlers } from './types';
import { createdFields } from '../../forum/created';

/** The deal: every seat's identity, team and lives (checked against the composition). */
function deal(
	s: WerewolfState,
	e: { ordinary: RoleId[]; roles: Record<string, RoleId>; rng?: number }
): WerewolfState | Rejection {
	if (s.phase.kind !== 'setup') return reject('wwc.phase.deal');
	const bad = checkDeal(s, e.ordinary, e.roles);
	if (bad) return bad;
	return {
		...s,
		ordinary: [...e.ordinary],
		rng: e.rng ?? s.rng,
		seats: s.seats.map((x) => {
			const id = e.roles[x.id];
			if (!isRoleId(id)) return x;
			const role = roleOf(id);
			let seat: WSeat = {
				...x,
				...emptyMarks(),
				role: id,
				startRole: id,
				team: role.team,
				lives: livesOf(role.lives)
			};
			if (id === 'blackWolf') seat = withStatus(seat, ST.killer);
			if (id === 'scapegoat') seat = withStatus(seat, ST.scapegoat);
			return seat;
		})
	};
}

/** Creation, names, the deal and the start (归群, 爱神之箭). */
export const startHandlers = {
	'game/created': (s, e) => {
		if (s.id) return reject('wwc.created');
		if (typeof e.id !== 'string' || !e.id) return reject('wwc.id');
		if (
			!Array.isArray(e.seats) ||
			new Set(e.seats.map((x) => x.id)).size !== e.seats.length ||
			!e.seats.every((x) => validName(x.name))
		)
			return reject('wwc.seats');
		return {
			...emptyState(),
			...createdFields(e),
			seats: e.seats.map((x) => ({
				...emptyMarks(),
				id: x.id,
				name: x.name.trim(),
				role: null,
				startRole: null,
				team: null,
				lives: livesOf(1),
				out: null
			}))
		};
	},
	'seat/renamed': (s, e) => {
		if (!seatOf(s, e.seat)) return noSeat(e.seat);
		if (!validName(e.name)) return reject('wwc.name', { max: MAX_NAME });
		return mapSeat(s, e.seat, (x) => ({ ...x, name: e.name.trim() }));
	},
	'setup/roles': (s, e) => deal(s, e),
	'setup/swapped': (s, e) => {
		if (s.phase.kind !== 'setup') return reject('wwc.phase.deal');
		const a = seatOf(s, e.a);
		const b = seatOf(s, e.b);
		if (!a) return noSeat(e.a);
		if (!b) return noSeat(e.b);
		if (!a.role || !b.role) return reject('wwc.not-dealt');
		if (a.id === b.id) return reject('wwc.same-seat');
		const roles = Object.fromEntries(s.seats.map((x) => [x.id, x.role as string]));
		roles[a.id] = b.role;
		roles[b.id] = a.role;
		const dealt = deal(s, { ordinary: s.ordinary, roles: roles as Record<string, RoleId> });
		if (isRejection(dealt)) return dealt;
		const [ra, rb] = [roleOf(a.role).name, roleOf(b.role).name];
		return appendLines(
			dealt,
			[
				{
					key: 'swap',
					text: text(
						`导演调换身份：${a.name}（${ra['zh-CN']}）↔ ${b.name}（${rb['zh-CN']}）`,
						`Director swapped identities: ${a.name} (${ra.en}) ↔ ${b.name} (${rb.en})`
					)
				}
			],
			e.at
		);
	},
	'game/started': (s) => {
		if (s.phase.kind !== 'setup') return reject('wwc.phase.started');
		if (s.seats.some((x) => !x.role)) return reject('wwc.not-dealt');
		return {
			...s,
			phase: { kind: 'night', n: 0 },
			night: { n: 0, actions: [], overrides: {}, resolved: [] }
		};
	},
	'start/white-wolf': (s, e) => {
		if (s.phase.kind !== 'night' || s.phase.n !== 0) return reject('wwc.phase.rejoin');
		if (s.start.lovers) return reject('wwc.lovers-formed');
		const wolf = s.seats.find((x) => x.role === 'whiteWolf');
		if (!wolf) return reject('wwc.no-white-wolf');
		const next = mapSeat(
			{ ...s, start: { ...s.start, whiteWolfJoined: !!e.join } },
			wolf.id,
			(x) => ({ ...x, team: e.join ? 'wolf' : 'whiteWolf' })
		);
		return appendLines(
			next,
			[
				{
					key: 'rejoin',
					text: e.join
						? text(
								`【归群】白狼 ${wolf.name} 得知狼人名单并加入狼队（狼人阵营）`,
								`Rejoin: the white wolf ${wolf.name} joins the wolves`
							)
						: text(
								`【归群】白狼 ${wolf.name} 得知狼人名单，不加入狼队（白狼阵营）`,
								`Rejoin: the white wolf ${wolf.name} stays alone`
							)
				}
			],
			e.at
		);
	},
	'start/lovers': (s, e) => {
		if (s.phase.kind !== 'night' || s.phase.n !== 0) return reject('wwc.phase.arrow');
		if (s.start.whiteWolfJoined === null) return reject('wwc.rejoin-first');
		if (s.start.lovers) return reject('wwc.lovers-chosen');
		const a = seatOf(s, e.a);
		const b = seatOf(s, e.b);
		if (!a || !b) return noSeat(!a ? e.a : e.b);
		if (a.id === b.id) return reject('wwc.same');
		const same = a.team === b.team;
		const team = same ? a.team : 'lovers';
		let next: WerewolfState = { ...s, start: { ...s.start, lovers: [a.id, b.id] } };
		next = mapSeat(next, a.id, (x) => withStatus({ ...x, team }, ST.lover));
		next = mapSeat(next, b.id, (x) => withStatus({ ...x, team }, ST.lover));
		const cupid = next.seats.find((x) => x.role === 'cupid');
		if (cupid) next = mapSeat(next, cupid.id, (x) => ({ ...x, team }));
		const lines: Line[] = [
			{
				key: 'arrow',
				text: text(
					`【爱神之箭】${a.name} 与 ${b.name} 成为情侣`,
					`Cupid's Arrow: ${a.name} and ${b.name} are lovers`
				)
			},
			{
				key: 'elope',
				text: same
					? text(
							`【私奔】两人同属${TEAM_NAMES[team!]['zh-CN']}：仍属该阵营，丘比特随之加入`,
							`Elope: both are ${TEAM_NAMES[team!].en}; they stay, and cupid joins them`
						)
					: text(
							'【私奔】两人不属同一阵营：脱离原阵营，形成情侣阵营；丘比特加入情侣阵营',
							'Elope: different teams; they leave them and form the Lovers, joined by cupid'
						)
			}
		];
		const wolves = [a, b].filter((x) => kindOf(x) === 'wolf');
		if (wolves.length === 2)
			lines.push({
				key: 'pair-wolves',
				text: text(
					'双狼情侣：情侣不单独共群；丘比特属狼人阵营，但不与狼人互知共群',
					'Two wolf lovers: no lovers’ chat; cupid is a wolf but does not meet the pack'
				)
			});
		else {
			lines.push({
				key: 'lovers-chat',
				text: text('情侣互知共群', 'The lovers learn each other and share a chat')
			});
			if (wolves.length === 1)
				lines.push({
					key: 'lone-wolf',
					text: text(
						`${wolves[0]!.name} 不与其他狼人互知共群`,
						`${wolves[0]!.name} no longer meets the other wolves`
					)
				});
		}
		if (cupid && cupid.id !== a.id && cupid.id !== b.id)
			lines.push({
				key: 'single-cupid',
				text: text('丘比特单身：不与情侣共群', 'Cupid is single: not in the lovers’ chat')
			});
		return appendLines(next, lines, e.at);
	}
} satisfies Partial<Handlers>;
