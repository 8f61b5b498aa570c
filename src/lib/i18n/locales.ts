// The languages the app speaks (Paraglide's locales in project.inlang/settings.json: the same list).

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Native names, shown as-is whatever the current language. */
export const localeNames: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English' };

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
