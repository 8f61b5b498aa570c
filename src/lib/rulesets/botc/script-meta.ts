import type { Script, ScriptRule, ScriptStatus, Team } from './engine/types';
import { LIMITS } from '../../engine/limits';
import { hasVisible } from '../../engine/names';
import { describe, isRecord, readStrings } from './script-homebrew';
import type { ScriptProblem } from './script';
import { plainText } from './script-rules';
import { MetaAuthor, MetaName, StatusList, TeamName, check } from './script-schema';

// The `_meta` object of a script file: its name, author and bootlegger rules (the official
// format), and what Chinese tools add: renamed teams (`townsfolkName`: 村民 for 镇民) and
// statuses of the script's own (`state: [{ stateName, stateDescription }]`). Other fields
// (logo, almanac, description, player counts) are the tools' own and are not read.

const { scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;

/** `_meta` keys that rename a team, as the Chinese script tools write them. */
export const TEAM_NAME_KEYS: readonly [string, Team][] = [
	['townsfolkName', 'townsfolk'],
	['outsidersName', 'outsider'],
	['minionsName', 'minion'],
	['demonsName', 'demon'],
	['travelersName', 'traveller'],
	['fabledName', 'fabled']
];

/** What the standard names are, in either language: a "rename" to one of them changes nothing. */
const STANDARD: Record<Team, string[]> = {
	townsfolk: ['镇民', 'townsfolk'],
	outsider: ['外来者', 'outsider', 'outsiders'],
	minion: ['爪牙', 'minion', 'minions'],
	demon: ['恶魔', 'demon', 'demons'],
	traveller: ['旅行者', 'traveller', 'travellers', 'traveler', 'travelers'],
	fabled: ['传奇角色', 'fabled'],
	loric: ['奇遇角色', 'loric']
};

export interface MetaRead {
	name?: string;
	author?: string;
	bootlegger?: string[];
	teamNames?: Partial<Record<Team, string>>;
	statuses?: ScriptStatus[];
}

export function readMeta(
	m: Record<string, unknown>,
	at: string,
	errors: ScriptProblem[]
): MetaRead {
	const out: MetaRead = {};
	if (m.name !== undefined) {
		const name = check(MetaName, m.name, `${at}.name`, errors);
		// A name that shows nothing (zero-width, control, bidi characters) is no name.
		if (name !== undefined && hasVisible(name)) out.name = name.trim();
	}
	if (m.author !== undefined) {
		const author = check(MetaAuthor, m.author, `${at}.author`, errors);
		if (author !== undefined) out.author = author;
	}
	if (m.bootlegger !== undefined) {
		out.bootlegger = readStrings(m.bootlegger, `${at}.bootlegger`, errors, MAX_TEXT);
	}
	const teamNames: Partial<Record<Team, string>> = {};
	for (const [key, team] of TEAM_NAME_KEYS) {
		const v = m[key];
		if (v === undefined || v === null || v === '') continue;
		const name = check(TeamName, v, `${at}.${key}`, errors)?.trim();
		if (name === undefined) continue;
		if (hasVisible(name) && !STANDARD[team].includes(name.toLowerCase())) teamNames[team] = name;
	}
	if (Object.keys(teamNames).length > 0) out.teamNames = teamNames;
	const statuses = readStatuses(
		m.state ?? m.status,
		`${at}.${m.state ? 'state' : 'status'}`,
		errors
	);
	if (statuses.length > 0) out.statuses = statuses;
	return out;
}

function readStatuses(value: unknown, path: string, errors: ScriptProblem[]): ScriptStatus[] {
	if (value === undefined || value === null) return [];
	const list = check(StatusList, value, path, errors) ?? [];
	const out: ScriptStatus[] = [];
	list.forEach((item, i) => {
		const name = isRecord(item) ? (item.stateName ?? item.name) : undefined;
		const about = isRecord(item) ? (item.stateDescription ?? item.description) : undefined;
		// A tool's blank row (a status with neither name nor description) is no status.
		const blank = (x: unknown) =>
			x === undefined || x === null || (typeof x === 'string' && !hasVisible(x));
		if (blank(name) && blank(about)) return;
		if (typeof name !== 'string' || !hasVisible(name) || name.length > MAX_NAME) {
			errors.push({ path: `${path}[${i}]`, message: 'a status needs a short name' });
			return;
		}
		if (about !== undefined && typeof about !== 'string') {
			errors.push({ path: `${path}[${i}]`, message: `expected text, found ${describe(about)}` });
			return;
		}
		out.push({
			name: name.trim(),
			...(typeof about === 'string' && hasVisible(about)
				? { description: plainText(about, MAX_TEXT) }
				: {})
		});
	});
	return out;
}

/** The `_meta` fields of a script as the official format and the Chinese tools write them. */
export function metaOf(script: Script): Record<string, unknown> {
	const meta: Record<string, unknown> = { id: '_meta', name: script.name };
	if (script.author) meta.author = script.author;
	for (const [key, team] of TEAM_NAME_KEYS) {
		const name = script.teamNames?.[team];
		if (name) meta[key] = name;
	}
	// The rules of `_meta` go back under their keys, the keys in the order the rules came.
	const own = (script.rules ?? []).filter((r) => r.card === undefined);
	const keyOf = (r: ScriptRule) =>
		r.kind === 'description'
			? 'description'
			: r.kind === 'rule'
				? 'additional'
				: r.kind === 'status'
					? 'state'
					: r.lang === 'zh-CN'
						? 'bootlegger_zh'
						: 'bootlegger';
	for (const key of new Set([...own.map(keyOf), 'bootlegger', 'state'])) {
		if (key === 'description') meta.description = own.find((r) => keyOf(r) === key)?.text;
		else if (key === 'additional')
			meta.additional = own
				.filter((r) => keyOf(r) === key)
				.map((r) => (r.title ? { name: r.title, description: r.text } : r.text));
		else if (key === 'bootlegger_zh')
			meta.bootlegger_zh = own.filter((r) => keyOf(r) === key).map((r) => r.text);
		else if (key === 'bootlegger' && script.bootlegger?.length)
			meta.bootlegger = [...script.bootlegger];
		else if (key === 'state' && script.statuses?.length)
			meta.state = script.statuses.map((s) => ({
				stateName: s.name,
				...(s.description ? { stateDescription: s.description } : {})
			}));
	}
	return meta;
}
