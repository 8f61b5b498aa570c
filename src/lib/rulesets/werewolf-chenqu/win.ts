import { tell } from './told';
import { hasStatus } from '../forum/marks';
import { type TeamRule, judgeTeams } from '../forum/teams';
import { type Line, text } from '../../engine/text';
import { type TeamId, TEAM_NAMES } from './roles';
import { inGame, isCharmed, kindOf, playing, voteWeight } from './seats';
import { ST } from './skills';
import type { WSeat, WerewolfState } from './state';

const members = (s: WerewolfState, team: TeamId) => s.seats.filter((x) => x.team === team);
const goneOrCharmed = (s: WerewolfState, x: WSeat) => !inGame(s, x) || isCharmed(x);

/** A team of one player (白狼, 吹笛者): in play when dealt, lost once its player is out. */
function playsAlone(id: TeamId, zh: string, en: string): Omit<TeamRule<WerewolfState>, 'won'> {
	return {
		id,
		inPlay: (s) => members(s, id).length > 0,
		lost: (s) => (members(s, id).every((x) => !inGame(s, x)) ? text(zh, en) : null)
	};
}

/** 村民阵营中除猎人、白痴外的所有普通身份及良民. */
function villageCommons(s: WerewolfState): WSeat[] {
	return members(s, 'village').filter((x) => {
		const kind = kindOf(x);
		if (kind === 'citizen') return true;
		return kind === 'ordinary' && x.role !== 'hunter' && x.role !== 'idiot';
	});
}

function wolvesVoteHalf(s: WerewolfState): boolean {
	const voters = playing(s);
	const total = voters.reduce((sum, x) => sum + voteWeight(s, x), 0);
	const wolves = voters
		.filter((x) => x.team === 'wolf')
		.reduce((sum, x) => sum + voteWeight(s, x), 0);
	return total > 0 && wolves * 2 >= total;
}

/** The seed's 胜负判定, team by team; wins are tried in the seed's order (白狼 → 吹笛者 → 狼人). */
export const TEAM_RULES: readonly TeamRule<WerewolfState>[] = [
	{
		...playsAlone('whiteWolf', '白狼出局', 'The white wolf is out'),
		won: (s) =>
			playing(s).length <= 5 && members(s, 'whiteWolf').some((x) => inGame(s, x))
				? text('只剩 5 人未出局时白狼仍在场', 'The white wolf is among the last five')
				: null
	},
	{
		...playsAlone('piper', '吹笛者出局', 'The piper is out'),
		won: (s) =>
			villageCommons(s).every((x) => goneOrCharmed(s, x)) &&
			members(s, 'wolf').every((x) => goneOrCharmed(s, x))
				? text(
						'村民阵营的普通身份（猎人、白痴除外）与良民、狼人阵营全体均已出局或被吹笛',
						'Every village commoner (but hunter and idiot) and every wolf is out or charmed'
					)
				: null
	},
	{
		id: 'wolf',
		inPlay: (s) => members(s, 'wolf').length > 0,
		lost: (s) =>
			members(s, 'wolf').every((x) => goneOrCharmed(s, x))
				? text('狼人阵营全部出局或被吹笛', 'Every wolf is out or charmed')
				: null,
		won: (s) =>
			wolvesVoteHalf(s)
				? text(
						'狼人阵营存活者可投票数达到总票数的一半',
						'The wolves hold half of the votes or more'
					)
				: null
	},
	{
		id: 'village',
		inPlay: (s) => members(s, 'village').length > 0,
		lost: (s) => {
			const privileged = members(s, 'village').filter((x) => kindOf(x) === 'privileged');
			if (privileged.every((x) => !inGame(s, x)))
				return text('村民阵营的特权身份全部出局', 'Every privileged villager is out');
			if (villageCommons(s).every((x) => goneOrCharmed(s, x)))
				return text(
					'村民阵营的普通身份（猎人、白痴除外）与良民全部出局或被吹笛',
					'Every village commoner (but hunter and idiot) is out or charmed'
				);
			return null;
		}
	},
	{
		id: 'lovers',
		inPlay: (s) => members(s, 'lovers').length > 0,
		lost: (s) =>
			members(s, 'lovers').some((x) => hasStatus(x, ST.lover) && !inGame(s, x))
				? text('情侣出局', 'A lover is out')
				: null
	}
];

const LAST = text('只剩这一个阵营未被判负', 'The last team not defeated');

/**
 * Judges the teams after a change: records new losses (with 【遗志】 when the wolves lose first
 * and the lovers include a wolf), and ends the game at once on a win.
 */
export function settle(state: WerewolfState, lines: Line[], at: number): WerewolfState {
	if (state.winner || state.phase.kind === 'setup') return state;
	const verdict = judgeTeams(
		state,
		TEAM_RULES,
		state.lostTeams.map((l) => l.team),
		LAST
	);
	let s = state;
	for (const l of verdict.newlyLost) {
		const team = l.team as TeamId;
		s = { ...s, lostTeams: [...s.lostTeams, { team, reason: l.reason }] };
		lines.push({
			key: `lost:${team}`,
			text: text(
				`${TEAM_NAMES[team]['zh-CN']}判负：${l.reason['zh-CN']}`,
				`${TEAM_NAMES[team].en} lose: ${l.reason.en}`
			)
		});
		if (team === 'wolf') s = bequest(s, lines);
	}
	if (verdict.winner) {
		const team = verdict.winner.team as TeamId;
		lines.push({
			key: 'winner',
			text: text(
				`${TEAM_NAMES[team]['zh-CN']}胜利：${verdict.winner.reason['zh-CN']}`,
				`${TEAM_NAMES[team].en} win: ${verdict.winner.reason.en}`
			)
		});
		return {
			...s,
			winner: { team, reason: verdict.winner.reason },
			phase: { kind: 'ended' },
			pending: [],
			updatedAt: at
		};
	}
	if (verdict.noneLeft)
		lines.push({
			key: 'none-left',
			text: text(
				'所有阵营同时判负，请导演裁定',
				'Every team lost at once: the director must decide'
			)
		});
	return s;
}

/** 【遗志】: the wolves lost first and the lovers' team includes a wolf: the lovers take 【杀人】. */
function bequest(s: WerewolfState, lines: Line[]): WerewolfState {
	const pair = s.seats.filter((x) => hasStatus(x, ST.lover) && x.team === 'lovers');
	if (!pair.some((x) => kindOf(x) === 'wolf')) return s;
	if (s.lostTeams.some((l) => l.team === 'lovers')) return s;
	lines.push({
		key: 'bequest',
		text: text(
			'【遗志】狼人阵营先判负：狼人失去【杀人】，情侣获得【杀人】（通知情侣与狼人阵营）',
			'Bequest: the wolves lost first; they lose Kill and the lovers gain it (tell both teams)'
		)
	});
	const killer = ST.killer;
	// 此事件触发时会通知情侣阵营与狼人阵营.
	const wolves = s.seats.filter((x) => x.team === 'wolf' && inGame(s, x));
	const told = tell(s, 'bequest', [
		...pair
			.filter((x) => inGame(s, x))
			.map((x) => ({
				seat: x.id,
				text: '【遗志】狼人阵营已判负：你们（情侣）获得技能【杀人】。'
			})),
		...wolves.map((x) => ({
			seat: x.id,
			text: '【遗志】狼人阵营已判负：狼人失去技能【杀人】，情侣获得该技能。'
		}))
	]);
	return {
		...told,
		seats: s.seats.map((x) => {
			const isLover = pair.some((p) => p.id === x.id);
			if (isLover && inGame(s, x))
				return x.statuses.includes(killer) ? x : { ...x, statuses: [...x.statuses, killer].sort() };
			return { ...x, statuses: x.statuses.filter((st) => st !== killer) };
		}),
		pending: s.pending.filter((p) => p.kind !== 'passKill')
	};
}
