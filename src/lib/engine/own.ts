/**
 * The value a plain object holds under `key` itself, never one every object inherits
 * (`constructor`, `toString`, `__proto__`…). Ids read from files (scripts, backups, typed text)
 * are looked up through this or through a `Map`, never with a bare `table[id]` or `id in table`.
 */
export function own<T>(
	table: Readonly<Record<string, T>> | null | undefined,
	key: string
): T | undefined {
	return table != null && Object.hasOwn(table, key) ? table[key] : undefined;
}
