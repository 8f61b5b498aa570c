export { list, locale, msg, refusal, t, words, type RefusalNames } from './locale.svelte';
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
