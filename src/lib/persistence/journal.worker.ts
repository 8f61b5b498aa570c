// The crash journal's writer, off the page's thread (see journal.ts and journal-writer.ts): one
// `FileSystemSyncAccessHandle` per game file, appends written at the end and flushed before
// they are acknowledged. Whole files (a new or imported game) are written with `createWritable`,
// which lands them at once on close.
import { JournalWriter, type JournalRequest, type JournalStorage } from './journal-writer';

const DIR = 'journal';
/** Writers of other tabs ask here for a file this one holds. */
const CHANNEL = 'grimoire-journal';

type SyncFileHandle = FileSystemFileHandle & {
	createSyncAccessHandle(): Promise<import('./journal-writer').SyncHandle>;
};

let directory: Promise<FileSystemDirectoryHandle> | null = null;
const dir = () =>
	(directory ??= navigator.storage
		.getDirectory()
		.then((root) => root.getDirectoryHandle(DIR, { create: true })));

async function fileHandle(name: string, create: boolean): Promise<SyncFileHandle | null> {
	try {
		return (await (await dir()).getFileHandle(name, { create })) as SyncFileHandle;
	} catch (error) {
		if ((error as DOMException)?.name === 'NotFoundError') return null;
		throw error;
	}
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

const storage: JournalStorage = {
	async open(name, create) {
		return (await (await fileHandle(name, create))?.createSyncAccessHandle()) ?? null;
	},
	async replace(name, bytes) {
		const handle = (await fileHandle(name, true))!;
		if (typeof handle.createWritable !== 'function') {
			// No atomic whole write here (Safari before 26): truncated and written in place.
			const sync = await handle.createSyncAccessHandle();
			try {
				sync.truncate(0);
				sync.write(bytes, { at: 0 });
				sync.flush();
			} finally {
				sync.close();
			}
			return;
		}
		const writable = await handle.createWritable({ keepExistingData: false });
		await writable.write(bytes as Uint8Array<ArrayBuffer>);
		await writable.close();
	},
	async remove(name) {
		try {
			await (await dir()).removeEntry(name);
		} catch (error) {
			if ((error as DOMException)?.name !== 'NotFoundError') throw error;
		}
	},
	async stat(name) {
		const file = await (await fileHandle(name, false))?.getFile();
		return file ? { size: file.size, modified: file.lastModified } : null;
	},
	askRelease(name) {
		channel?.postMessage({ release: name });
	}
};

const writer = new JournalWriter(storage, { onStat: (stat) => self.postMessage(stat) });

channel?.addEventListener('message', (event: MessageEvent<{ release?: unknown }>) => {
	if (typeof event.data?.release === 'string') writer.release(event.data.release);
});

self.addEventListener('message', async (event: MessageEvent<JournalRequest | { op: 'let-go' }>) => {
	const request = event.data;
	if (request.op === 'let-go') {
		// The page is hidden for good or kept frozen (back-forward cache): no file stays locked.
		writer.closeAll();
		return;
	}
	if (request.op === 'hello') {
		// Sync handles are what this writer needs: without them the page writes as before.
		const can =
			typeof FileSystemFileHandle !== 'undefined' &&
			'createSyncAccessHandle' in FileSystemFileHandle.prototype;
		let ready = false;
		if (can)
			try {
				await dir();
				ready = true;
			} catch {
				ready = false;
			}
		self.postMessage(
			ready ? { n: request.n, ok: true } : { n: request.n, error: 'no sync handles' }
		);
		return;
	}
	self.postMessage(await writer.handle(request));
});
