/**
 * Forum werewolf: a charmed player (吹笛状态, 癫狂状态) may only post certain sounds. Returns every
 * character of `post` outside them, once each, in order. Allowed always: spaces and line breaks,
 * emoji, forum emoticon codes ([s:12], {:1_23:}) and the given words (vote targets: “9号 壬”);
 * punctuation only when the rule set allows it.
 */
export function charmedPostProblems(
	post: string,
	sounds: string,
	options: { allowedWords?: readonly string[]; punctuation?: boolean } = {}
): string[] {
	let rest = post;
	for (const w of options.allowedWords ?? []) if (w) rest = rest.split(w).join('');
	rest = rest.replace(/\[s:[^\]]*\]|\{:[^}]*:\}/g, '');
	const bad: string[] = [];
	for (const ch of rest) {
		if (/\s/u.test(ch)) continue;
		if (sounds.includes(ch)) continue;
		if (/\p{Extended_Pictographic}|\u200d|\ufe0f/u.test(ch)) continue;
		if (options.punctuation && /[\p{P}\p{S}]/u.test(ch)) continue;
		if (!bad.includes(ch)) bad.push(ch);
	}
	return bad;
}
