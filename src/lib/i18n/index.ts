export { locale, t, words } from './locale.svelte';
export { formatBytes, formatWhen, interpolate, localeFromLanguage } from './format';
export {
	LOCALES,
	catalogues,
	en,
	isLocale,
	localeNames,
	zhCN,
	type Catalogue,
	type Locale,
	type MessageKey
} from './messages';
