/**
 * Lookups in a table of rows keyed by `id` (the roles, the night skills): the row of a known id
 * (an unknown one is a programming error), and whether a value read from a log is one of the ids.
 */
export function byId<Row extends { id: string }>(rows: readonly Row[], what: string) {
	return {
		get(id: Row['id']): Row {
			const row = rows.find((x) => x.id === id);
			if (!row) throw new RangeError(`Unknown ${what} ${id}`);
			return row;
		},
		is(x: unknown): x is Row['id'] {
			return typeof x === 'string' && rows.some((r) => r.id === x);
		}
	};
}
