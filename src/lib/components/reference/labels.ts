import type { Team } from '$lib/rulesets/botc/engine/core';
import type { AnyMessage } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { Edition } from './character-index';

/** A team's name on the reference pages. */
export const TEAM_LABEL: Readonly<Record<Team, AnyMessage>> = {
	townsfolk: m['reference.team.townsfolk'],
	outsider: m['reference.team.outsider'],
	minion: m['reference.team.minion'],
	demon: m['reference.team.demon'],
	traveller: m['reference.team.traveller'],
	fabled: m['reference.team.fabled'],
	loric: m['reference.team.loric']
};

/** An edition's name on the reference pages (homebrew: any other). */
export const EDITION_LABEL: Readonly<Record<Edition | 'homebrew', AnyMessage>> = {
	tb: m['reference.edition.tb'],
	bmr: m['reference.edition.bmr'],
	snv: m['reference.edition.snv'],
	carousel: m['reference.edition.carousel'],
	fabled: m['reference.edition.fabled'],
	loric: m['reference.edition.loric'],
	hdcs: m['reference.edition.hdcs'],
	syyl: m['reference.edition.syyl'],
	homebrew: m['reference.edition.homebrew']
};
