import type { Filter } from './character-index';

// The reference screen's search and filters, kept for the session so coming back from a
// character finds the list as it was left.
export const referenceFilter: Filter = $state({ query: '', edition: null, team: null });

export function resetReferenceFilter(): void {
	referenceFilter.query = '';
	referenceFilter.edition = null;
	referenceFilter.team = null;
}
