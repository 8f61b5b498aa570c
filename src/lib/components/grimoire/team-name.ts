import type { Team } from '$lib/rulesets/botc/engine/core';
import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';

const TEAM_NAMES = {
	townsfolk: m['play.team.townsfolk'],
	outsider: m['play.team.outsider'],
	minion: m['play.team.minion'],
	demon: m['play.team.demon'],
	traveller: m['play.team.traveller'],
	fabled: m['play.team.fabled'],
	loric: m['play.team.loric']
} satisfies Record<Team, unknown>;

/** A team's name in the current language (Townsfolk, 镇民, …), for a heading or a tag. */
export function teamName(team: Team): string {
	return t(TEAM_NAMES[team]);
}
