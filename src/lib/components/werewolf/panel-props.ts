import type { WerewolfEventBody, WerewolfState } from '$lib/rulesets/werewolf-chenqu';
import type { I01Command, I01State } from '$lib/rulesets/werewolf-i01';

/**
 * What a panel of a werewolf desk gets: the game on the desk, and `act` to send a command (true
 * once the rule set accepts it; a refusal is shown by the desk).
 */
export interface DeskPanelProps<S, C> {
	game: S;
	act: (command: C) => Promise<boolean>;
}

export type ChenquPanelProps = DeskPanelProps<WerewolfState, WerewolfEventBody>;
export type I01PanelProps = DeskPanelProps<I01State, I01Command>;
