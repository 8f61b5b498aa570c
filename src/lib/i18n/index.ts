export { list, locale, msg, t, tIn, words } from './locale.svelte';
export { template, type AnyMessage, type Message } from './compiled';
export {
	formatBytes,
	formatList,
	formatWhen,
	interpolate,
	isolate,
	localeFromLanguage,
	splitIsolates,
	unisolated
} from './format';
export { LOCALES, isLocale, localeNames, type Locale } from './locales';
