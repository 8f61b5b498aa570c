import { describe, expect, it } from 'vitest';
import { decodeText, firstBadUtf8, readTextFile } from './text-file';

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...b: number[]) => new Uint8Array(b);

describe('strict text of a picked file', () => {
	it('reads UTF-8, with or without its mark, and UTF-16 by its mark', () => {
		expect(decodeText(utf8('{"name":"血染钟楼"}'))).toEqual({
			ok: true,
			text: '{"name":"血染钟楼"}'
		});
		expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x7b, 0x7d))).toEqual({ ok: true, text: '{}' });
		expect(decodeText(bytes(0xff, 0xfe, 0x7b, 0, 0x40, 0x6c, 0x7d, 0))).toEqual({
			ok: true,
			text: '{汀}'
		});
		expect(decodeText(bytes(0xfe, 0xff, 0, 0x7b, 0x6c, 0x40, 0, 0x7d))).toEqual({
			ok: true,
			text: '{汀}'
		});
	});

	it('refuses a byte that is not text, saying where', () => {
		const bad = new Uint8Array([...utf8('{"name":"ab'), 0xff, ...utf8('"}')]);
		expect(decodeText(bad)).toEqual({
			ok: false,
			problem: { kind: 'not-text', byte: 11, encoding: 'UTF-8' }
		});
		// A cut sequence, an overlong form, a surrogate: each at its own byte.
		expect(firstBadUtf8(bytes(0x61, 0xe8, 0xa1))).toBe(1);
		expect(firstBadUtf8(bytes(0xc0, 0xaf))).toBe(0);
		expect(firstBadUtf8(bytes(0x61, 0xed, 0xa0, 0x80))).toBe(2);
		expect(firstBadUtf8(bytes(0xe8, 0xa1, 0x80, 0x61))).toBe(-1);
		expect(decodeText(bytes(0xff, 0xfe, 0x61, 0, 0x00, 0xd8, 0x62, 0))).toEqual({
			ok: false,
			problem: { kind: 'not-text', byte: 4, encoding: 'UTF-16LE' }
		});
	});

	it('checks the size before reading a byte', async () => {
		let read = false;
		const huge = {
			size: 600 * 1024 * 1024,
			arrayBuffer: () => {
				read = true;
				return Promise.resolve(new ArrayBuffer(0));
			}
		} as unknown as Blob;
		expect(await readTextFile(huge, 64 * 1024 * 1024)).toEqual({
			ok: false,
			problem: { kind: 'too-large', size: 600 * 1024 * 1024, limit: 64 * 1024 * 1024 }
		});
		expect(read).toBe(false);
		expect(await readTextFile(new Blob(['{}']), 10)).toEqual({ ok: true, text: '{}' });
	});
});
