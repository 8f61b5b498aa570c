import type {
	AnyGameState,
	ArchiveFacts,
	GameSummary,
	Rules,
	ScreenLoader
} from '../../engine/ruleset';
import { summaryRow } from '../../engine/ruleset';

/** The fields of a forum game's games-list row that its rule set reads from its state. */
type RowFields = Pick<GameSummary, 'scriptName' | 'status' | 'playerCount' | 'phaseLabel'>;

/**
 * What a forum game's rules share: its games-list row (the archive's facts on it once finished),
 * its archive, and its screens (the forum game's frame, which shows the rule set's `desk`).
 */
export function forumRulesParts<S extends AnyGameState>(
	row: (state: S) => RowFields,
	archive: (state: S) => ArchiveFacts,
	desk: ScreenLoader
): Pick<Rules<S>, 'summary' | 'archive' | 'screenOf' | 'screens'> {
	return {
		summary: (state) => summaryRow(state, row(state), archive),
		archive,
		screenOf: () => 'game',
		screens: {
			game: () => import('../../components/werewolf/WerewolfGame.svelte'),
			desk
		}
	};
}
