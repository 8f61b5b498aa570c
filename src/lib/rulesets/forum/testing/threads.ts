import { describe, expect, it } from 'vitest';
import type { ThreadPlayer } from '../thread';

/** The players of a test table, seated in the order named: seat n holds id `p{n}`. */
export function seated(names: readonly string[]): {
	players: ThreadPlayer[];
	id: (name: string) => string;
} {
	const players = names.map((name, i) => ({ id: `p${i + 1}`, name, seat: i + 1 }));
	return { players, id: (name) => `p${names.indexOf(name) + 1}` };
}

/** The vote most thread tests read: open from 12-01 21:30 to 12-03 21:30, Beijing time. */
export const VOTE = {
	opens: '2026-12-01T21:30:00+08:00',
	deadline: '2026-12-03T21:30:00+08:00'
} as const;

/** One post in Discuz's block layout: author, 发表于 line, floor, its words; it ends its last line. */
export const block = (who: string, time: string, floor: string, ...words: string[]) =>
	[who, `发表于 ${time} | 只看该作者`, floor, ...words, ''].join('\n');

/** The note Discuz writes at the top of an edited post. */
export const editNote = (who: string, time: string) => `本帖最后由 ${who} 于 ${time} 编辑`;

/** The header Discuz copies above a quoted post's words. */
export const quoteOf = (who: string, time: string) => `${who} 发表于 ${time}`;

/** Each item as the named fields, in order: the rows a reading test compares. */
export const fieldsOf = <T, K extends keyof T>(items: readonly T[], fields: readonly K[]) =>
	items.map((item) => fields.map((f) => item[f]));

/** A post as pasted, beside the fields expected of what it reads as. */
export type Beside = readonly [post: string, row?: readonly unknown[]];

/** A reading test: its posts pasted together, the fields it compares, any further checks. */
export interface ReadingCase<T, R = T[]> {
	title: string;
	/** Compared with the row beside each post; a case without them checks only `check`. */
	fields?: readonly (keyof T)[];
	posts: readonly Beside[];
	/** Reads this case's posts in place of the table's reader (another player list, say). */
	read?: (...posts: string[]) => R;
	/** Further checks on what was read. */
	check?: (read: R) => void;
}

/**
 * A describe block a group and a test a case: the case's posts are read as one paste, and what
 * each post reads as (the fields of its item) is compared with the row written beside it.
 */
export function readingCasesOf<T, R>(
	read: (...posts: string[]) => R,
	itemsOf: (read: R) => readonly T[],
	groups: Readonly<Record<string, readonly ReadingCase<T, R>[]>>
): void {
	for (const [group, cases] of Object.entries(groups)) {
		describe(group, () => {
			for (const { title, fields, posts, check, read: own } of cases) {
				it(title, () => {
					const found = (own ?? read)(...posts.map(([post]) => post));
					if (fields) {
						const rows = posts.map(([, row]) => row);
						expect(fieldsOf(itemsOf(found), fields)).toEqual(rows);
					}
					check?.(found);
				});
			}
		});
	}
}

/** The same, where the reader's items (its posts) are what the rows describe. */
export const readingCases = <T>(
	read: (...posts: string[]) => T[],
	groups: Readonly<Record<string, readonly ReadingCase<T>[]>>
) => readingCasesOf(read, (found) => found, groups);

/** Posts pasted one under the other, each on lines of its own. */
export const pasted = (posts: readonly string[]) =>
	posts.map((post) => (post.endsWith('\n') ? post : `${post}\n`)).join('');

/** A post under a one-line header, “名字 发表于 time”; it ends its last line. */
export const headed = (who: string, time: string, ...words: string[]) =>
	[quoteOf(who, time), ...words, ''].join('\n');
