import type { Line, Text } from '../../engine/text';
import type { Rejection } from '../../engine/types';

/**
 * Ordered night action collection and resolution. A rule set declares its action slots (skill,
 * deadline, order); the director enters actions as they arrive; the rule set's resolver walks
 * the effects through an `Explainer`, which records one line per effect and lets the director
 * void any line by its key (the override is an event, so it is logged and undoable).
 */
export interface ActionSlot {
	skill: string;
	/** The deadline as written by the rule set ("21:45"); slots resolve in `order`. */
	deadline: string;
	order: number;
}

export interface NightAction {
	skill: string;
	actor: string;
	target: string | null;
	/** A second target or a choice, when the skill has one. */
	extra?: string | null;
	seq: number;
	at: number;
}

/** Sets the action of `skill` for the night, replacing an earlier entry of the same skill. */
export function withAction(actions: readonly NightAction[], action: NightAction): NightAction[] {
	return [...actions.filter((a) => a.skill !== action.skill), action];
}

export function withoutAction(actions: readonly NightAction[], skill: string): NightAction[] {
	return actions.filter((a) => a.skill !== skill);
}

/** Actions in resolution order: by the slot's order, then by entry. Unknown skills go last. */
export function orderedActions(
	actions: readonly NightAction[],
	slots: readonly ActionSlot[]
): NightAction[] {
	const order = (skill: string) => slots.find((s) => s.skill === skill)?.order ?? 1e9;
	return [...actions].sort((a, b) => order(a.skill) - order(b.skill) || a.seq - b.seq);
}

export function slotOf(slots: readonly ActionSlot[], skill: string): ActionSlot | undefined {
	return slots.find((s) => s.skill === skill);
}

/** Director's overrides: line key → reason. */
export type Overrides = Record<string, string>;

export interface Explainer {
	readonly lines: Line[];
	/**
	 * Records an effect's line. Returns true when the effect applies, false when the director
	 * voided this key (the line is still recorded, marked voided).
	 */
	effect(key: string, text: Text): boolean;
	/** Records a line that only informs (nothing to void), with the rejection it reports if any. */
	note(key: string, text: Text, refused?: Rejection | null): void;
	isVoided(key: string): boolean;
}

export function createExplainer(overrides: Overrides = {}): Explainer {
	const lines: Line[] = [];
	return {
		lines,
		effect(key, text) {
			const reason = overrides[key];
			if (reason !== undefined) {
				lines.push({ key, text, voided: reason });
				return false;
			}
			lines.push({ key, text });
			return true;
		},
		note(key, text, refused) {
			lines.push({
				key,
				text,
				info: true,
				...(refused ? { refused: { code: refused.code, params: refused.params } } : {})
			});
		},
		isVoided: (key) => overrides[key] !== undefined
	};
}
