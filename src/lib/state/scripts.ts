/** Imported scripts for the screens (which reach storage only through `state/`). */
export {
	deleteScript,
	fileSizeProblem,
	importScript,
	importWithout,
	keepOwn,
	listScripts,
	moveScriptNightStep,
	playAsKnown,
	resolveImport,
	type ConflictChoice,
	type PendingImport,
	type StoredScript
} from '$lib/persistence/scripts';
