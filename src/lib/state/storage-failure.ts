// The one reading of storage failures (persistence/storage-failure.ts), for the screens.
export {
	failureKind,
	isStorageError,
	storageFailure,
	type StorageAction,
	type StorageFailure,
	type StorageFailureKind
} from '$lib/persistence/storage-failure';
