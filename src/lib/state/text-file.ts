import { LIMITS } from '$lib/engine/limits';
import { MAX_SCRIPT_BYTES } from '$lib/rulesets/botc/script-limits';

// Reading a file the storyteller picked (a backup, a script) as text, strictly: its size is
// checked before a byte is read, and its bytes must be text in the encoding they claim (UTF-8,
// or UTF-16 when the file begins with its byte-order mark). A byte that is not text refuses the
// file, naming its place, instead of being silently replaced with "�" and imported.

export type TextFileProblem =
	| { kind: 'too-large'; size: number; limit: number }
	| { kind: 'not-text'; byte: number; encoding: 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' }
	| { kind: 'unreadable'; detail: string };

export type TextFileRead = { ok: true; text: string } | { ok: false; problem: TextFileProblem };

/**
 * The offset of the first byte of `bytes` (from `start`) that is not part of well-formed UTF-8,
 * or -1 when all of it is: overlong forms, surrogates and code points past U+10FFFF included.
 */
export function firstBadUtf8(bytes: Uint8Array, start = 0): number {
	let i = start;
	const n = bytes.length;
	while (i < n) {
		const b = bytes[i]!;
		if (b < 0x80) {
			i++;
			continue;
		}
		let need: number;
		let lo = 0x80;
		let hi = 0xbf;
		if (b >= 0xc2 && b <= 0xdf) need = 1;
		else if (b >= 0xe0 && b <= 0xef) {
			need = 2;
			if (b === 0xe0) lo = 0xa0;
			if (b === 0xed) hi = 0x9f;
		} else if (b >= 0xf0 && b <= 0xf4) {
			need = 3;
			if (b === 0xf0) lo = 0x90;
			if (b === 0xf4) hi = 0x8f;
		} else return i;
		for (let k = 1; k <= need; k++) {
			const c = bytes[i + k];
			if (c === undefined) return i;
			if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i + k;
		}
		i += need + 1;
	}
	return -1;
}

/** The offset of the first unpaired surrogate (or odd last byte) of UTF-16 text, or -1. */
function firstBadUtf16(bytes: Uint8Array, little: boolean): number {
	const unit = (i: number) =>
		little ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!;
	let i = 2;
	while (i + 1 < bytes.length) {
		const u = unit(i);
		if (u >= 0xd800 && u <= 0xdbff) {
			if (i + 3 >= bytes.length) return i;
			const next = unit(i + 2);
			if (next < 0xdc00 || next > 0xdfff) return i;
			i += 4;
		} else if (u >= 0xdc00 && u <= 0xdfff) return i;
		else i += 2;
	}
	return i < bytes.length ? i : -1;
}

/** Decodes a file's bytes strictly: UTF-16 by its byte-order mark, UTF-8 otherwise. */
export function decodeText(bytes: Uint8Array): TextFileRead {
	const le = bytes[0] === 0xff && bytes[1] === 0xfe;
	const be = bytes[0] === 0xfe && bytes[1] === 0xff;
	const encoding = le ? 'UTF-16LE' : be ? 'UTF-16BE' : 'UTF-8';
	try {
		// `ignoreBOM: false` (the default) drops the mark itself.
		const text = new TextDecoder(le ? 'utf-16le' : be ? 'utf-16be' : 'utf-8', {
			fatal: true
		}).decode(bytes);
		return { ok: true, text };
	} catch {
		const bom = encoding === 'UTF-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
		const at = encoding === 'UTF-8' ? firstBadUtf8(bytes, bom ? 3 : 0) : firstBadUtf16(bytes, le);
		return { ok: false, problem: { kind: 'not-text', byte: Math.max(at, 0), encoding } };
	}
}

/** Reads `file` as text if it is at most `limit` bytes and text throughout. */
export async function readTextFile(file: Blob, limit: number): Promise<TextFileRead> {
	// Said before the file is read: a huge file is never loaded into the page.
	if (file.size > limit)
		return { ok: false, problem: { kind: 'too-large', size: file.size, limit } };
	let bytes: Uint8Array;
	try {
		bytes = new Uint8Array(await file.arrayBuffer());
	} catch (error) {
		return { ok: false, problem: { kind: 'unreadable', detail: String(error) } };
	}
	return decodeText(bytes);
}

/** The largest backup file read: the backup validator's own limit on its text. */
export const BACKUP_FILE_BYTES = LIMITS.backupChars;
/** The largest script file read. */
export const SCRIPT_FILE_BYTES = MAX_SCRIPT_BYTES;
