/**
 * Backups for the screens: checking and importing a file, exporting a game from memory. The
 * screens reach storage only through `state/`; this module is loaded on use (`import()`), so a
 * screen that never touches a backup never downloads the backup code.
 */
export {
	backupFileName,
	loadBackupEngines,
	validateBackup,
	type Backup,
	type BackupProblem
} from '$lib/persistence/backup';
export {
	backupFromLog,
	backupText,
	findConflicts,
	importBackup,
	type Conflict,
	type ConflictChoice
} from '$lib/persistence/backup-io';
