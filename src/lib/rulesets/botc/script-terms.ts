import type { Locale, Team } from './engine/types';
import { OFFICIAL } from './characters';

// A script that renames teams (`_meta.townsfolkName: "村民"`) shows its names in its games: the
// standard word is replaced in every text while the game is open (the same hook as a rule set's
// own words). Character names that contain a team word (小恶魔) are kept as they are. A name in
// Chinese shows in the Chinese interface; one in Latin letters in the English one too.

const ZH: Partial<Record<Team, string>> = {
	townsfolk: '镇民',
	outsider: '外来者',
	minion: '爪牙',
	demon: '恶魔',
	traveller: '旅行者',
	fabled: '传奇角色'
};

const EN: Partial<Record<Team, RegExp>> = {
	townsfolk: /\bTownsfolk\b/gi,
	outsider: /\bOutsiders?\b/gi,
	minion: /\bMinions?\b/gi,
	demon: /\bDemons?\b/gi,
	traveller: /\bTravell?ers?\b/gi,
	fabled: /\bFabled\b/gi
};

const KEEP = '\ue000';

/** The text-rewriting function for a script's renamed teams, or null when it renames none. */
export function scriptTerms(
	teamNames: Partial<Record<Team, string>> | undefined
): ((text: string, locale: Locale) => string) | null {
	const renamed = Object.entries(teamNames ?? {}).filter(
		(e): e is [Team, string] => typeof e[1] === 'string' && e[1] !== ''
	);
	if (renamed.length === 0) return null;
	const zh = renamed.flatMap(([team, name]) => {
		const word = ZH[team];
		return word && /[\u3400-\u9fff]/.test(name) ? [[word, name] as const] : [];
	});
	const en = renamed.flatMap(([team, name]) => {
		const re = EN[team];
		return re && /^[\p{Script=Latin}\s'-]+$/u.test(name) ? [[re, name] as const] : [];
	});
	const words = zh.map(([word]) => word);
	// Official names with a team word inside (小恶魔, 恶魔猎手…), longest first.
	const kept = OFFICIAL.flatMap((c) => (c.nameZh ? [c.nameZh] : []))
		.filter((n) => words.some((w) => n.includes(w) && n !== w))
		.sort((a, b) => b.length - a.length);
	return (text, locale) => {
		if (locale === 'en') {
			let out = text;
			for (const [re, name] of en) out = out.replace(re, name);
			return out;
		}
		if (zh.length === 0) return text;
		const held: string[] = [];
		let out = text;
		for (const name of kept) out = out.split(name).join(`${KEEP}${held.push(name) - 1}${KEEP}`);
		for (const [word, name] of zh) out = out.split(word).join(name);
		return out.replace(/\ue000(\d+)\ue000/g, (_, i: string) => held[Number(i)] ?? '');
	};
}
