import { nameProblem } from '$lib/engine/names';
import { getSetting, setSetting } from '$lib/persistence/games';
import { isStep, type SetupStep } from './setup';

/** Where a game's setup screen was: its step, and in the bag which seats have looked. */
export interface SetupProgress {
	step: SetupStep;
	/** Present while the tablet is being passed round: seat ids that have seen their character. */
	bag?: string[];
}

const key = (gameId: string) => `setup:${gameId}`;
const LAST_NAMES = 'last-table-names';

export async function loadProgress(gameId: string): Promise<SetupProgress | null> {
	try {
		const value = (await getSetting(key(gameId))) as Partial<SetupProgress> | undefined;
		if (!value || typeof value !== 'object' || !isStep(value.step)) return null;
		const bag =
			Array.isArray(value.bag) && value.bag.every((x) => typeof x === 'string')
				? value.bag
				: undefined;
		return bag ? { step: value.step, bag } : { step: value.step };
	} catch {
		return null;
	}
}

export async function saveProgress(gameId: string, progress: SetupProgress): Promise<void> {
	await setSetting(key(gameId), progress);
}

/** The names of the last table that started a game, in seat order. */
export async function loadLastNames(): Promise<string[] | null> {
	try {
		const value = await getSetting(LAST_NAMES);
		if (!Array.isArray(value) || value.length < 5 || value.length > 20) return null;
		if (!value.every((x) => nameProblem(x) === null)) return null;
		return value as string[];
	} catch {
		return null;
	}
}

export async function saveLastNames(names: string[]): Promise<void> {
	await setSetting(LAST_NAMES, names);
}
