import { withStatus } from '../forum/marks';
import { type Line, text } from '../../engine/text';
import { type Rejection, reject } from '../../engine/types';
import { KIND_NAMES, TEAM_NAMES } from './roles';
import { type I01State, isOut, playerOf, seatLabel, withPlayer } from './state';

/**
 * 第零日夜晚: 爱神【金箭】 names two lovers (<强制>); then 【私奔】 (lovers of different teams
 * form the lovers' team), Cupid joins the lovers' team, 【奇缘】 (lovers of one kind: Cupid takes
 * that kind, and the lovers become immune to 【守护】); then 狼人【托孤】 when the werewolf team has
 * more than two members.
 */
export function shootArrows(
	s: I01State,
	a: string,
	b: string
): { state: I01State; lines: Line[] } | Rejection {
	if (s.phase.kind !== 'night0') return reject('i01.arrows-not-night0');
	if (s.night0.arrows) return reject('i01.arrows-done');
	const pa = playerOf(s, a);
	const pb = playerOf(s, b);
	if (!pa || !pb || a === b) return reject('i01.two-lovers');
	if (isOut(pa) || isOut(pb)) return reject('i01.alive');
	const cupid = s.players.find((p) => p.role === 'cupid');
	let st: I01State = { ...s, night0: { ...s.night0, arrows: [a, b] } };
	for (const seat of [a, b])
		st = withPlayer(st, seat, (p) => ({ ...p, marks: withStatus(p.marks, 'lover') }));
	const lines: Line[] = [
		{
			key: 'arrows',
			text: text(
				`爱神【金箭】：${seatLabel(s, a)}与${seatLabel(s, b)}成为情侣，互知共群`,
				`Cupid's arrows: ${pa.name} and ${pb.name} are lovers`
			)
		}
	];
	let team = pa.team;
	if (pa.team !== pb.team) {
		team = 'lovers';
		st = withPlayer(st, a, (p) => ({ ...p, team: 'lovers' }));
		st = withPlayer(st, b, (p) => ({ ...p, team: 'lovers' }));
		lines.push({
			key: 'elope',
			text: text(
				'【私奔】：情侣不属于同一阵营，均脱离原阵营，形成情侣阵营',
				'Elopement: the lovers are of different teams and form the lovers’ team'
			)
		});
	}
	if (cupid && team) {
		st = withPlayer(st, cupid.seat, (p) => ({ ...p, team }));
		lines.push({
			key: 'cupid-team',
			text: text(
				`爱神转变为与情侣相同阵营：${TEAM_NAMES[team]['zh-CN']}`,
				`Cupid joins the lovers' team: ${TEAM_NAMES[team].en}`
			)
		});
	}
	if (pa.kind && pa.kind === pb.kind) {
		const kind = pa.kind;
		if (cupid) st = withPlayer(st, cupid.seat, (p) => ({ ...p, kind }));
		lines.push({
			key: 'fate',
			text: text(
				`【奇缘】：情侣二人身份类型相同（${KIND_NAMES[kind]['zh-CN']}），爱神转变为${KIND_NAMES[kind]['zh-CN']}身份类型；情侣免疫【守护】`,
				`Fate: both lovers are ${KIND_NAMES[kind].en}; Cupid becomes ${KIND_NAMES[kind].en}; the lovers are immune to protection`
			)
		});
	}
	if (pa.role === 'wolf' && pb.role === 'wolf')
		lines.push({
			key: 'revenge',
			text: text(
				'情侣均为狼人：狼人全部出局后，爱神获得【杀人】（【复仇】）',
				'Both lovers are werewolves: once every werewolf is out, Cupid gains the kill (revenge)'
			)
		});
	if (team === 'lovers' && (pa.role === 'wolf' || pb.role === 'wolf'))
		lines.push({
			key: 'legacy',
			text: text(
				'情侣阵营中有狼人：狼人阵营判负后，情侣获得【杀人】（【遗志】）',
				'A werewolf among the lovers’ team: once the werewolf team loses, the lovers gain the kill (legacy)'
			)
		});
	return { state: st, lines };
}

export function wolfTeam(s: I01State): string[] {
	return s.players.filter((p) => p.team === 'wolves').map((p) => p.seat);
}

/** 【托孤】 applies when the werewolf team has more than two characters. */
export function orphanAllowed(s: I01State): boolean {
	return wolfTeam(s).length > 2;
}

export function chooseLoneWolf(
	s: I01State,
	by: string,
	seat: string | null
): { state: I01State; lines: Line[] } | Rejection {
	if (s.phase.kind !== 'night0') return reject('i01.lone-not-night0');
	if (!s.night0.arrows) return reject('i01.arrows-first');
	if (s.night0.loneWolf !== undefined) return reject('i01.lone-done');
	if (!orphanAllowed(s)) return reject('i01.too-few');
	const chooser = playerOf(s, by);
	if (!chooser || chooser.role !== 'wolf' || chooser.team !== 'wolves')
		return reject('i01.chooser-not-wolf');
	if (seat === null)
		return {
			state: { ...s, night0: { ...s.night0, loneWolf: null } },
			lines: [
				{ key: 'orphan', text: text('狼人放弃【托孤】', 'The werewolves choose no lone wolf') }
			]
		};
	const p = playerOf(s, seat);
	if (!p || p.role !== 'wolf' || p.team !== 'wolves') return reject('i01.lone-not-wolf');
	const st = withPlayer({ ...s, night0: { ...s.night0, loneWolf: seat } }, seat, (q) => ({
		...q,
		marks: withStatus(q.marks, 'lone-wolf')
	}));
	return {
		state: st,
		lines: [
			{
				key: 'orphan',
				text: text(
					`狼人${seatLabel(s, by)}【托孤】：${seatLabel(s, seat)}获得孤狼身份`,
					`${chooser.name} makes ${p.name} the lone wolf`
				)
			}
		]
	};
}

/** 第7条: the deal may be corrected on night zero until the arrows or 托孤 are entered. */
export function dealOpen(s: I01State): boolean {
	return s.phase.kind === 'night0' && !s.night0.arrows && s.night0.loneWolf === undefined;
}
