import type { ArchiveFacts } from '../../engine/ruleset';
import { forumArchive, lastN, named } from '../forum/archive';
import { ROLE_NAMES, TEAM_NAMES } from './roles';
import type { I01State } from './state';

/** The archive's facts of an I01 game (a draw or a void game has no winner). */
export function i01Archive(s: I01State): ArchiveFacts {
	const r = s.result;
	const winner = r?.kind === 'win' ? named(r.team, TEAM_NAMES[r.team]) : null;
	const result =
		r?.kind === 'win'
			? {
					'zh-CN': `${TEAM_NAMES[r.team]['zh-CN']}胜利：${r.reason['zh-CN']}`,
					en: `${TEAM_NAMES[r.team].en} wins: ${r.reason.en}`
				}
			: r?.kind === 'draw'
				? { 'zh-CN': `平局：${r.reason['zh-CN']}`, en: `A draw: ${r.reason.en}` }
				: r
					? { 'zh-CN': `本局作废：${r.reason}`, en: `Game void: ${r.reason}` }
					: null;
	return forumArchive({
		createdAt: s.createdAt,
		updatedAt: s.updatedAt,
		ended: r !== null,
		winner,
		result,
		nights: lastN(s.nights, s.night),
		days: lastN(s.days, s.day),
		seats: s.players.map((p) => ({
			name: p.name,
			character: p.role ? named(p.role, ROLE_NAMES[p.role]) : null,
			was: null,
			side: p.team ? named(p.team, TEAM_NAMES[p.team]) : null,
			alive: p.out === null,
			traveller: false,
			outWhen: p.out ? { day: p.out.when.kind === 'day', n: p.out.when.n } : null
		}))
	});
}
