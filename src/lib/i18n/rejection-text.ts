// A rejection's message as written (no rule set's words, parameters not filled), by its code:
// for the backup report, which quotes the engine's reasons in English.
import { type Locale } from './locales';
import * as botc from './areas/rejections';
import * as werewolf from './areas/werewolf-rejections';

const TABLES = { 'zh-CN': [botc.zh, werewolf.zh], en: [botc.en, werewolf.en] } as const;

/** The template of `reject.<code>` in `locale`, or undefined when the code has no message. */
export function rejectionTemplate(code: string, locale: Locale): string | undefined {
	const key = `reject.${code}`;
	for (const table of TABLES[locale])
		if (Object.hasOwn(table, key)) return (table as Record<string, string>)[key];
	return undefined;
}
