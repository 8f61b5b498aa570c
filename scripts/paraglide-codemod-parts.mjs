// Parts of scripts/paraglide-codemod.mjs: reading a key template, and the README's new words.

export const README = [
	[
		"message `reject.<code>` in `src/lib/i18n/areas/rejections.ts` (the werewolf rule sets' codes,\n  `wwc.…` and `i01.…`, in `werewolf-rejections.ts`), shown by",
		'message `reject.<code>` in `messages/<locale>.json` (found by its code in\n  `src/lib/i18n/reject-messages.ts`), shown by'
	],
	[
		'**`src/lib/i18n`**: the zh-CN and English messages by area (`areas/`), loaded with the screens that\nuse them; `refusal.ts` words',
		"**`messages/`** and **`src/lib/i18n`**: the zh-CN and English messages are `messages/zh-CN.json` and\n`messages/en.json` (inlang message format, placeholders `{name}`), compiled by Paraglide JS\n(`project.inlang/settings.json`; `npm run i18n`, and the Vite plugin in `dev`, `build` and the tests)\ninto `src/lib/paraglide/` (generated, not committed): one function per message, its parameters\ntyped, so each chunk carries only the messages it shows. A screen shows one with\n`t(m['play.vote.title'], { n })` (`import * as m from '$lib/paraglide/messages'`): `t` asks for the\ncurrent language (a rune: a switch re-renders at once) and swaps a rule set's own words into the\ntemplate before the parameters are filled in (`compiled.ts`). A new message: a key in both JSON\nfiles, same placeholders (`messages.test.ts` checks). `refusal.ts` words"
	],
	[
		"every page carries only the core messages, each message area comes with the code that\nshows it (`import '$lib/i18n/use/<area>'`, checked by `keys-used.test.ts`);",
		'each chunk carries only the messages its code shows (Paraglide compiles one module per\nmessage);'
	],
	['message areas and character texts', 'messages and character texts']
];

/** The end of a `${…}` expression starting at `at` (just after `${`): index of its `}`. */
export function closing(text, at) {
	let depth = 0;
	for (let i = at; i < text.length; i++) {
		const c = text[i];
		if (c === '{') depth++;
		else if (c === '}') {
			if (depth === 0) return i;
			depth--;
		} else if (c === '`' || c === "'" || c === '"') {
			const end = text.indexOf(c, i + 1);
			if (end < 0) return -1;
			i = end;
		}
	}
	return -1;
}
