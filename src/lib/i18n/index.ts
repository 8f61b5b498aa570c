export { list, locale, msg, t, tIn, words } from './locale.svelte';
export { refusal, type RefusalNames } from './refusal';
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
export {
	AREAS,
	LOCALES,
	isLocale,
	localeNames,
	type Area,
	type Catalogue,
	type Locale,
	type MessageKey
} from './messages';
