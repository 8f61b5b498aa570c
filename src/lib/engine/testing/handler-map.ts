/**
 * The check every rule set's reducer map takes (BotC, 沉取场, I01): the map is the union of the
 * handler parts its folder exports, each event type handled by exactly one part. The parts are
 * found by the test (`import.meta.glob` over the handlers' folder, which must be written in the
 * test file itself), so a part left out of the map, or a new file, fails without a list to update.
 */
import { expect } from 'vitest';

/** The folder's modules as `import.meta.glob(…, { eager: true })` gives them. */
export type FolderModules = Record<string, Record<string, unknown>>;

/** Every export named `…Handlers` in the folder's modules. */
export function handlerParts(modules: FolderModules): object[] {
	return Object.values(modules).flatMap((m) =>
		Object.entries(m)
			.filter(([name, value]) => name.endsWith('Handlers') && typeof value === 'object')
			.map(([, value]) => value as object)
	);
}

/** Checks that `map` holds `count` handlers, one per event type, each from exactly one part. */
export function expectHandlerMap(map: object, modules: FolderModules, count: number) {
	const parts = handlerParts(modules);
	expect(parts.length).toBeGreaterThan(1);
	const keys = parts.flatMap((p) => Object.keys(p));
	expect(new Set(keys).size).toBe(keys.length);
	expect(Object.keys(map).sort()).toEqual([...keys].sort());
	expect(keys).toHaveLength(count);
	for (const handle of Object.values(map)) expect(typeof handle).toBe('function');
}
