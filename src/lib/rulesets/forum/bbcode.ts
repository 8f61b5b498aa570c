/**
 * A forum post in the forum's own markup (Discuz BBCode) instead of plain text. The post is the
 * same words: the markup only adds tags around them, so stripping the tags gives the plain post
 * back character for character.
 *
 * - a title line (【第2天投票结果】) becomes bold and coloured;
 * - a label before a full-width colon (出局：…, 当日警长：…) becomes bold;
 * - last words are quoted: the lines after “…的遗言：” up to the next blank line, and each
 *   “名字：遗言” line after a 【遗言】 title.
 */

export type PostMarkup = 'plain' | 'bbcode';

/** The colour of a post's title lines: dark red reads on the forum's light and dark themes. */
const TITLE_COLOR = '#b22222';

const TITLE = /^【[^】]+】$/;
const LABEL = /^([^：\s]{1,12})：(.*)$/;
const WORDS_HEAD = /的遗言：$/;

export function toBBCode(plain: string): string {
	const lines = plain.split('\n');
	const out: string[] = [];
	let wordsList = false;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i] as string;
		if (line === '') {
			wordsList = false;
			out.push(line);
		} else if (TITLE.test(line)) {
			wordsList = line === '【遗言】';
			out.push(`[b][color=${TITLE_COLOR}]${line}[/color][/b]`);
		} else if (WORDS_HEAD.test(line)) {
			// The words run to the next blank line (or the end): one quote around them all.
			let end = i + 1;
			while (end < lines.length && lines[end] !== '') end++;
			out.push(`[b]${line}[/b]`);
			if (end > i + 1) {
				const body = lines.slice(i + 1, end);
				body[0] = `[quote]${body[0]}`;
				body[body.length - 1] = `${body[body.length - 1]}[/quote]`;
				out.push(...body);
			}
			i = end - 1;
		} else {
			const m = LABEL.exec(line);
			if (m && wordsList) out.push(`[b]${m[1]}：[/b][quote]${m[2]}[/quote]`);
			else if (m) out.push(`[b]${m[1]}：[/b]${m[2]}`);
			else out.push(line);
		}
	}
	return out.join('\n');
}

/** The post in the chosen markup. */
export function inMarkup(plain: string, markup: PostMarkup): string {
	return markup === 'bbcode' ? toBBCode(plain) : plain;
}

const TAG = /\[(\/?)(b|color|quote)(=[^\]]*)?\]/g;

/** The plain words of a BBCode post (its tags removed). */
export function stripBBCode(post: string): string {
	return post.replace(TAG, '');
}

/** Every tag closed, in order, none closed that was not open. */
export function wellFormed(post: string): boolean {
	const open: string[] = [];
	for (const m of post.matchAll(TAG)) {
		const [, close, name] = m;
		if (!close) open.push(name as string);
		else if (open.pop() !== name) return false;
	}
	return open.length === 0;
}
