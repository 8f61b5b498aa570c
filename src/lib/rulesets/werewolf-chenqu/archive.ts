import type { ArchiveFacts } from '../../engine/ruleset';
import { forumArchive, lastN, named } from '../forum/archive';
import { type RoleId, TEAM_NAMES, roleOf } from './roles';
import type { WerewolfState } from './state';

/** The archive's facts of a 沉取场 game. */
export function chenquArchive(s: WerewolfState): ArchiveFacts {
	const role = (id: RoleId | null) => {
		const r = id ? roleOf(id) : undefined;
		return r ? named(r.id, r.name) : null;
	};
	const winner = s.winner ? named(s.winner.team, TEAM_NAMES[s.winner.team]) : null;
	return forumArchive({
		createdAt: s.createdAt,
		updatedAt: s.updatedAt,
		ended: s.winner !== null || s.phase.kind === 'ended',
		winner,
		result: s.winner
			? {
					'zh-CN': `${TEAM_NAMES[s.winner.team]['zh-CN']}胜利：${s.winner.reason['zh-CN']}`,
					en: `${TEAM_NAMES[s.winner.team].en} win: ${s.winner.reason.en}`
				}
			: null,
		nights: lastN(s.nights, s.night),
		days: lastN(s.days, s.day),
		seats: s.seats.map((seat) => ({
			name: seat.name,
			character: role(seat.role),
			was: seat.startRole && seat.startRole !== seat.role ? role(seat.startRole) : null,
			side: seat.team ? named(seat.team, TEAM_NAMES[seat.team]) : null,
			alive: seat.out === null,
			traveller: false,
			outWhen: seat.out ? { day: seat.out.when.phase === 'day', n: seat.out.when.n } : null
		}))
	});
}
