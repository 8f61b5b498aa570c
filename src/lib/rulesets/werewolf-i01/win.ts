import { type TeamRule, judgeTeams } from '../forum/teams';
import { type Line, text } from '../../engine/text';
import type { I01Team } from './roles';
import { TEAM_NAMES } from './roles';
import {
	type I01Player,
	type I01State,
	isCharmed,
	isEjectedSeat,
	isLover,
	isOut,
	living
} from './state';

/**
 * 胜负判定: a team that never met its loss condition and first meets its win condition wins; if
 * exactly one team has not lost, it wins; every team lost, or every character not out or
 * ejected proposed peace (议和): a draw. Decided teams stop every further resolution.
 */
const members = (s: I01State, team: I01Team): I01Player[] =>
	s.players.filter((p) => p.team === team);

export const TEAM_RULES: readonly TeamRule<I01State>[] = [
	{
		id: 'village',
		inPlay: (s) => members(s, 'village').length > 0,
		lost(s) {
			const m = members(s, 'village');
			if (m.filter((p) => p.kind === 'special').every(isOut))
				return text('村民阵营的特殊身份均已出局', 'Every special role of the village is out');
			if (m.filter((p) => p.kind === 'villager').every((p) => isOut(p) || isCharmed(p)))
				return text('所有村民均已出局或癫狂', 'Every villager is out or charmed');
			return null;
		}
	},
	{
		id: 'lovers',
		inPlay: (s) => members(s, 'lovers').length > 0,
		lost: (s) =>
			s.players.some((p) => isLover(p) && isOut(p))
				? text('情侣已出局', 'The lovers are out')
				: null
	},
	{
		id: 'wolves',
		inPlay: (s) => members(s, 'wolves').length > 0,
		lost: (s) =>
			members(s, 'wolves').every((p) => isOut(p) || isCharmed(p))
				? text(
						'狼人阵营所有角色均已出局或癫狂',
						'Every member of the werewolf team is out or charmed'
					)
				: null
	},
	{
		id: 'piper',
		inPlay: (s) => members(s, 'piper').length > 0,
		lost: (s) => (members(s, 'piper').every(isOut) ? text('吹笛已出局', 'The piper is out') : null),
		won: (s) =>
			living(s)
				.filter((p) => !isLover(p) && (p.team === 'village' || p.team === 'wolves'))
				.every(isCharmed)
				? text(
						'所有未出局的非情侣村民与狼人均处于癫狂状态',
						'Every villager and werewolf not out and not a lover is charmed'
					)
				: null
	}
];

const LAST_STANDING = text('只有该阵营未达到判负条件', 'The only team that has not lost');

/**
 * Checks the teams now; records new losses (with lines) and ends the game on a win or a draw.
 */
export function judge(s: I01State, at: number): { state: I01State; lines: Line[] } {
	if (s.result) return { state: s, lines: [] };
	const v = judgeTeams(s, TEAM_RULES, s.lostTeams, LAST_STANDING);
	const lines: Line[] = v.newlyLost.map((l) => ({
		key: `lost.${l.team}`,
		text: text(
			`${TEAM_NAMES[l.team as I01Team]['zh-CN']}判负：${l.reason['zh-CN']}`,
			`${TEAM_NAMES[l.team as I01Team].en} lost: ${l.reason.en}`
		)
	}));
	let state: I01State = {
		...s,
		lostTeams: [...s.lostTeams, ...v.newlyLost.map((l) => l.team as I01Team)]
	};
	if (v.winner) {
		const team = v.winner.team as I01Team;
		lines.push({
			key: `win.${team}`,
			text: text(
				`${TEAM_NAMES[team]['zh-CN']}获胜：${v.winner.reason['zh-CN']}`,
				`${TEAM_NAMES[team].en} wins: ${v.winner.reason.en}`
			)
		});
		state = {
			...state,
			result: { kind: 'win', team, reason: v.winner.reason, at },
			phase: { kind: 'ended' }
		};
	} else if (v.noneLeft) {
		const reason = text('所有阵营均满足判负条件', 'Every team has lost');
		lines.push({ key: 'draw', text: text(`平局：${reason['zh-CN']}`, `Draw: ${reason.en}`) });
		state = { ...state, result: { kind: 'draw', reason, at }, phase: { kind: 'ended' } };
	} else {
		const peace = peaceDraw(state);
		if (peace) {
			lines.push({ key: 'draw', text: text(`平局：${peace['zh-CN']}`, `Draw: ${peace.en}`) });
			state = { ...state, result: { kind: 'draw', reason: peace, at }, phase: { kind: 'ended' } };
		}
	}
	return { state, lines };
}

/** Characters whose peace proposal counts: not out and not ejected. */
export function peaceVoters(s: I01State): string[] {
	return living(s)
		.filter((p) => !isEjectedSeat(s, p.seat))
		.map((p) => p.seat);
}

function peaceDraw(s: I01State) {
	const voters = peaceVoters(s);
	if (voters.length === 0 || !voters.every((v) => s.peace.includes(v))) return null;
	return text(
		'所有未处于出局或罚下状态的角色均提出议和',
		'Every character not out or ejected proposed peace'
	);
}
