// A jinx written as a card of its own, as bloodstar.xyz exports write one (`"team": "jinxes"`,
// named "寡妇&落难少女", its ruling as `ability`): read as the script's own jinx when both names
// are characters on the script.
import type { Character, ScriptJinx } from './engine/types';
import { nameKey } from './recognise';

const JINX_TEAMS = new Set(['jinxes', 'jinx', '相克', '相克规则']);

/** An entry that is a jinx written as a card (`team: "jinxes"`, two names joined by `&`). */
export function isJinxCard(entry: Record<string, unknown>): boolean {
	return typeof entry.team === 'string' && JINX_TEAMS.has(entry.team.trim().toLowerCase());
}

/** Separators between the names of a jinx card, first the signs, then the words "与" and "和". */
const SIGNS = /[&＆、,，+/]/u;
const WORDS = /[与和]/u;

/**
 * The jinxes a card names among the script's characters, with its text: its two names, or each
 * pair of three or more ("数学家&酒鬼&提线木偶"), after a label if any ("私货相克·魔术师&蛊雕");
 * empty when its names are not all characters on the script.
 */
export function jinxesOfCard(
	entry: Record<string, unknown>,
	characters: readonly Character[]
): ScriptJinx[] {
	if (typeof entry.name !== 'string') return [];
	const find = (part: string) => {
		const key = nameKey(part);
		return key === ''
			? undefined
			: characters.find((c) => [c.id, c.name, c.nameZh ?? ''].some((n) => nameKey(n) === key));
	};
	const split = (text: string, by: RegExp) =>
		text
			.split(by)
			.map((x) => x.trim())
			.filter((x) => x !== '');
	const title = entry.name;
	const afterLabel = title.split(/[·:：]/u).at(-1) ?? title;
	// The first reading whose names are all characters of the script, each once, wins.
	let named: Character[] = [];
	for (const parts of [split(title, SIGNS), split(afterLabel, SIGNS), split(afterLabel, WORDS)]) {
		if (parts.length < 2 || parts.length > 6) continue;
		const found = parts.map(find);
		if (found.every((c) => c) && new Set(found.map((c) => c?.id)).size === found.length) {
			named = found as Character[];
			break;
		}
	}
	const text = typeof entry.ability === 'string' ? entry.ability.trim().slice(0, 2000) : '';
	const out: ScriptJinx[] = [];
	named.forEach((a, i) => {
		for (const b of named.slice(i + 1)) {
			if (!text) out.push({ a: a.id, b: b.id });
			else if (/\p{Script=Han}/u.test(text)) out.push({ a: a.id, b: b.id, reasonZh: text });
			else out.push({ a: a.id, b: b.id, reason: text });
		}
	});
	return out;
}
