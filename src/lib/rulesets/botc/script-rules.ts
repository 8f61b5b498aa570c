import type { Locale, Script, ScriptRule } from './engine/types';
import { LIMITS } from '../../engine/limits';
import { hasVisible } from '../../engine/names';
import { describe, isRecord } from './script-homebrew';
import type { ScriptProblem } from './script';

// A script's rules: what the storyteller must be able to read during a game besides the
// characters. Script files carry them in two places:
//
// - in `_meta`: `description` (lines broken with `<br>`), `additional` (more notes, as text or as
//   `{ name, description }` items), `bootlegger` and its Chinese twin `bootlegger_zh`, and the
//   script's statuses (`state` / `status`, read by ./script-meta.ts);
// - as entries dressed as fabled characters: a house-rules card named 规则 or 说明, a custom
//   status explained on a card, a Bootlegger card whose ability is the list of house rules.
//
// Which fabled entries are rule cards and which are homebrew fabled characters (decided in
// `ruleCard`, for an entry that names no known character and is no maker's credit):
//
// 1. An entry whose team says it is a rule (`rule`, `rules`, `special`, `info`, 规则, 说明) is
//    a rule card: it is explicitly marked.
// 2. Otherwise only an entry with no team or the fabled team can be one: a Townsfolk called
//    规则制定者 is a character.
// 3. An entry with night data (a first- or other-night number above 0, or a night reminder text)
//    is a character: something the storyteller wakes or does at night is an ability, even on a
//    card such as "at dawn" that some scripts use to mark a step of the night.
// 4. What is left is a rule card when its id, name or English name says so: the words 规则,
//    说明, 须知, 状态, 私货 in the name, or rule(s), status, note(s), bootlegger, house rules
//    as a word of the id or names (`house_rules`, `Rule 2`, `statusLost`).
//
// Everything else stays a homebrew fabled character, as before: a card that describes a magic
// item or a one-off event with no such word is a fabled the storyteller may put in play, and
// reads on the character sheet. Rule texts are kept as plain text: `<br>` becomes a line break,
// any other markup stays as written (it is never read as HTML).

const { scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;

const RULE_TEAMS = new Set([
	'rule',
	'rules',
	'special',
	'info',
	'规则',
	'说明',
	// Teams some tools give their rule cards (`special_rule`, `bootleg rule`).
	'special rule',
	'special rules',
	'bootleg rule',
	'bootleg rules',
	'house rule',
	'house rules'
]);
const ZH_RULE = /规则|说明|须知|状态|私货/;
const STATUS_WORDS = new Set(['status', 'statuses', 'state']);
const BOOTLEG_WORDS = new Set(['bootlegger', 'bootleg']);
const RULE_WORDS = new Set([
	'rule',
	'rules',
	'houserule',
	'houserules',
	'note',
	'notes',
	...STATUS_WORDS,
	...BOOTLEG_WORDS
]);

/** The name of a card that is not a character (a maker's credit), or null. */
export function creditCard(entry: Record<string, unknown>): string | null {
	const label =
		typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : String(entry.id);
	// A second `_meta` with a team is a card some exporters append to sign their work.
	if (entry.id === '_meta' || entry.name_eng === '_meta') return label.slice(0, MAX_NAME);
	const words = `${String(entry.id)} ${String(entry.name ?? '')}`;
	if (/制作|duck[\s_-]*town|鸭镇/i.test(words)) return label.slice(0, MAX_NAME);
	return null;
}

/** A text's lines broken with `<br>` (as the script tools write them), as plain lines. */
export function plainText(text: string, max: number = MAX_TEXT): string {
	return text
		.replace(/<br\s*\/?>/gi, '\n')
		.trim()
		.slice(0, max);
}

/** The Latin words of an id or name: `houseRules_2` → house, rules, houserules. */
function latinWords(text: string): string[] {
	const parts = text
		.replace(/([a-z])([A-Z])/g, '$1 $2')
		.toLowerCase()
		.split(/[^a-z]+/)
		.filter(Boolean);
	return [...parts, parts.join('')];
}

function wordsOf(entry: Record<string, unknown>): { latin: string[]; zh: string } {
	const texts = [entry.id, entry.name, entry.name_eng].filter(
		(v): v is string => typeof v === 'string'
	);
	return { latin: texts.flatMap(latinWords), zh: texts.join(' ') };
}

function hasNightData(entry: Record<string, unknown>): boolean {
	const wakes = (v: unknown) => typeof v === 'number' && v > 0;
	const says = (v: unknown) => typeof v === 'string' && hasVisible(v);
	return (
		wakes(entry.firstNight) ||
		wakes(entry.otherNight) ||
		says(entry.firstNightReminder) ||
		says(entry.otherNightReminder)
	);
}

/**
 * The text of an entry or item: its ability, or what some tools call it instead, or its list of
 * titled rules (`rules: [{ title, content }]`), one per line.
 */
function textOf(item: Record<string, unknown>): unknown {
	const own = item.ability ?? item.description ?? item.content ?? item.text;
	if (own !== undefined || !Array.isArray(item.rules)) return own;
	return item.rules
		.slice(0, 200)
		.filter(isRecord)
		.map((r) => {
			const title = typeof r.title === 'string' ? r.title.trim() : '';
			const text = textOf(r);
			const body = typeof text === 'string' ? text.trim() : '';
			return title && body ? `${title}：${body}` : title || body;
		})
		.filter((line) => line !== '')
		.join('<br>');
}

/** Whether an entry that names no known character is a rule card (see the rules above). */
export function isRuleCard(entry: Record<string, unknown>): boolean {
	const team =
		typeof entry.team === 'string'
			? entry.team
					.trim()
					.toLowerCase()
					.replace(/[\s_-]+/g, ' ')
			: '';
	if (RULE_TEAMS.has(team)) return true;
	if (team !== '' && team !== 'fabled') return false;
	if (entry.team !== undefined && typeof entry.team !== 'string') return false;
	if (hasNightData(entry)) return false;
	const { latin, zh } = wordsOf(entry);
	return ZH_RULE.test(zh) || latin.some((w) => RULE_WORDS.has(w));
}

function cardKind(entry: Record<string, unknown>): ScriptRule['kind'] {
	const { latin, zh } = wordsOf(entry);
	if (/私货/.test(zh) || latin.some((w) => BOOTLEG_WORDS.has(w))) return 'bootlegger';
	if (/状态/.test(zh) || latin.some((w) => STATUS_WORDS.has(w))) return 'status';
	return 'rule';
}

/** A rule card read, or null with a problem when its text is no text. */
export function ruleCard(
	entry: Record<string, unknown>,
	at: string,
	errors: ScriptProblem[]
): ScriptRule | null {
	const id = String(entry.id);
	const text = textOf(entry);
	if (text !== undefined && text !== null && typeof text !== 'string') {
		errors.push({ path: `${at}.ability`, message: `expected text, found ${describe(text)}` });
		return null;
	}
	const named = [entry.name, entry.title].find((n) => typeof n === 'string' && hasVisible(n));
	const name = typeof named === 'string' ? named : id;
	return {
		kind: cardKind(entry),
		title: name.trim().slice(0, MAX_NAME),
		text: typeof text === 'string' ? plainText(text) : '',
		card: id.slice(0, MAX_NAME)
	};
}

/** The house rules a file writes as the ability of a Bootlegger it names (a known character). */
export function bootleggerCard(entry: Record<string, unknown>, title: string): ScriptRule | null {
	const text = textOf(entry);
	if (typeof text !== 'string' || !hasVisible(text)) return null;
	const name = typeof entry.name === 'string' && hasVisible(entry.name) ? entry.name : title;
	return {
		kind: 'bootlegger',
		title: name.trim().slice(0, MAX_NAME),
		text: plainText(text),
		card: 'bootlegger'
	};
}

/**
 * `_meta.additional`: text, a list of texts, `{ name, description }` items, or (集石) items whose
 * keys are headings and values the texts. Whatever is not text is passed over.
 */
function additional(value: unknown): ScriptRule[] {
	const items = Array.isArray(value) ? value : [value];
	return items.flatMap((item): ScriptRule[] => {
		if (typeof item === 'string')
			return hasVisible(item) ? [{ kind: 'rule', text: plainText(item) }] : [];
		if (!isRecord(item)) return [];
		const text = textOf(item);
		const title = item.name ?? item.title;
		const named = typeof title === 'string' && hasVisible(title);
		if (typeof text === 'string')
			return [
				{
					kind: 'rule',
					...(named ? { title: title.trim().slice(0, MAX_NAME) } : {}),
					text: plainText(text)
				}
			];
		return Object.entries(item).flatMap(([heading, v]): ScriptRule[] =>
			typeof v === 'string' && hasVisible(v)
				? [{ kind: 'rule', title: heading.trim().slice(0, MAX_NAME), text: plainText(v) }]
				: []
		);
	});
}

/**
 * The rules of a `_meta` object, in the order of its keys. `bootlegger` and `statuses` were read
 * (and checked) by readMeta; a list given in both languages is shown in the one of the screen.
 * `description`, `additional` and `bootlegger_zh` are shaped differently by each tool, and were
 * passed over before they were read: what in them is not text is passed over still, so no file
 * that imported before is refused now.
 */
export function metaRules(
	m: Record<string, unknown>,
	read: { bootlegger?: string[]; statuses?: { name: string; description?: string }[] }
): ScriptRule[] {
	const out: ScriptRule[] = [];
	const both =
		Array.isArray(m.bootlegger) && Array.isArray(m.bootlegger_zh) && m.bootlegger_zh.length > 0;
	const bootleg = (list: readonly string[], lang: Locale) => {
		for (const text of list)
			if (hasVisible(text))
				out.push({ kind: 'bootlegger', text: plainText(text), ...(both ? { lang } : {}) });
	};
	for (const key of Object.keys(m)) {
		const value = m[key];
		if (value === undefined || value === null) continue;
		if (key === 'description') {
			if (typeof value === 'string' && hasVisible(value))
				out.push({ kind: 'description', text: plainText(value) });
		} else if (key === 'additional') {
			out.push(...additional(value));
		} else if (key === 'bootlegger') {
			bootleg(read.bootlegger ?? [], 'en');
		} else if (key === 'bootlegger_zh') {
			if (Array.isArray(value))
				bootleg(
					value.filter((v) => typeof v === 'string'),
					'zh-CN'
				);
		} else if (key === 'state' || (key === 'status' && m.state === undefined)) {
			for (const s of read.statuses ?? [])
				out.push({ kind: 'status', title: s.name, text: s.description ?? '' });
		}
	}
	return out;
}

/** How many of a script's rules came from cards of the file (for the import's summary). */
export function ruleCardCount(script: Script): number {
	return (script.rules ?? []).filter((r) => r.card !== undefined).length;
}
