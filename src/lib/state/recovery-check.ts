// The layout's first question at start-up, kept apart from the recovery code it may load.
export { hasJournals } from '$lib/persistence/journal-index';
