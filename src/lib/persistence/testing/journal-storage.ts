import { parseJournal } from '../journal-lines';
import type { JournalStorage, SyncHandle } from '../journal-writer';

// The journal's files in memory, for tests of its writer (journal-writer.ts) and of the page's
// side (journal.ts): sync handles that lock their file as OPFS does and keep apart what was
// flushed (what a kill leaves) from what was only written.

export const busyError = () =>
	Object.assign(new Error('An attempt was made to modify an object...'), {
		name: 'NoModificationAllowedError'
	});

export class FakeFile {
	bytes = new Uint8Array(0);
	/** What a kill leaves: the bytes as of the last flush or whole write. */
	durable = new Uint8Array(0);
	/** Held by a handle (this writer's, or another tab's). */
	locked: 'mine' | 'other' | null = null;
	modified = 1;
	get text() {
		return new TextDecoder().decode(this.bytes);
	}
}

export class FakeStorage implements JournalStorage {
	files = new Map<string, FakeFile>();
	calls: string[] = [];
	released: string[] = [];
	/** Another tab lets go of a file it holds when asked (after `otherLetsGoAfter` asks). */
	otherLetsGoAfter = 1;
	openDelay = 0;

	async open(name: string, create: boolean): Promise<SyncHandle | null> {
		this.calls.push(`open ${name}`);
		if (this.openDelay) await new Promise((r) => setTimeout(r, this.openDelay));
		let file = this.files.get(name);
		if (!file) {
			if (!create) return null;
			file = new FakeFile();
			this.files.set(name, file);
		}
		if (file.locked) throw busyError();
		file.locked = 'mine';
		const f = file;
		let closed = false;
		const live = () => {
			if (closed) throw new Error('handle closed');
		};
		return {
			getSize: () => (live(), f.bytes.length),
			read(buffer, { at }) {
				live();
				const part = f.bytes.subarray(at, at + buffer.length);
				buffer.set(part);
				return part.length;
			},
			write(buffer, { at }) {
				live();
				const size = Math.max(f.bytes.length, at + buffer.length);
				const next = new Uint8Array(size);
				next.set(f.bytes);
				next.set(buffer, at);
				f.bytes = next;
				return buffer.length;
			},
			truncate(size) {
				live();
				const next = new Uint8Array(size);
				next.set(f.bytes.subarray(0, size));
				f.bytes = next;
			},
			flush() {
				live();
				f.durable = f.bytes.slice();
			},
			close() {
				closed = true;
				f.locked = null;
			}
		};
	}

	async replace(name: string, bytes: Uint8Array) {
		this.calls.push(`replace ${name}`);
		const file = this.files.get(name) ?? new FakeFile();
		if (file.locked) throw busyError();
		file.bytes = bytes.slice();
		file.durable = bytes.slice();
		file.modified++;
		this.files.set(name, file);
	}

	async remove(name: string) {
		this.calls.push(`remove ${name}`);
		if (this.files.get(name)?.locked) throw busyError();
		this.files.delete(name);
	}

	async stat(name: string) {
		const file = this.files.get(name);
		return file ? { size: file.bytes.length, modified: file.modified } : null;
	}

	askRelease(name: string) {
		this.released.push(name);
		const file = this.files.get(name);
		if (file?.locked === 'other' && this.released.length >= this.otherLetsGoAfter)
			file.locked = null;
	}

	/** A file as another writer left it. */
	put(name: string, text: string) {
		const file = new FakeFile();
		file.bytes = new TextEncoder().encode(text);
		file.durable = file.bytes.slice();
		this.files.set(name, file);
	}

	log(name: string) {
		return parseJournal(this.files.get(name)?.text ?? '');
	}
}
