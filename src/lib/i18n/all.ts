// Every catalogue, merged: for tests that check all messages (never imported by the app, which
// loads the areas with the code that shows them; see messages.ts).

import {
	coreEn,
	coreZh,
	type Area,
	type Catalogue,
	type Locale,
	type MessageKey
} from './messages';
import * as setup from './areas/setup';
import * as play from './areas/play';
import * as data from './areas/data';
import * as backup from './areas/backup';
import * as reference from './areas/reference';
import * as variant from './areas/variant';
import * as werewolf from './areas/werewolf';
import * as sheets from './areas/sheets';
import * as rejections from './areas/rejections';
import * as werewolfRejections from './areas/werewolf-rejections';
import * as werewolfClock from './areas/werewolf-clock';
import * as tonight from './areas/tonight';
import * as answers from './areas/answers';

/** Each area's catalogues, by name. */
export const AREA_CATALOGUES: Record<
	Area,
	{ zh: Partial<Record<MessageKey, string>>; en: Partial<Record<MessageKey, string>> }
> = {
	setup,
	play,
	data,
	backup,
	reference,
	variant,
	werewolf,
	sheets,
	rejections,
	'werewolf-rejections': werewolfRejections,
	'werewolf-clock': werewolfClock,
	tonight,
	answers
};

export const zhCN = {
	...coreZh,
	...setup.zh,
	...play.zh,
	...data.zh,
	...backup.zh,
	...reference.zh,
	...variant.zh,
	...werewolf.zh,
	...sheets.zh,
	...rejections.zh,
	...werewolfRejections.zh,
	...werewolfClock.zh,
	...tonight.zh,
	...answers.zh
} as const satisfies Catalogue;

export const en: Catalogue = {
	...coreEn,
	...setup.en,
	...play.en,
	...data.en,
	...backup.en,
	...reference.en,
	...variant.en,
	...werewolf.en,
	...sheets.en,
	...rejections.en,
	...werewolfRejections.en,
	...werewolfClock.en,
	...tonight.en,
	...answers.en
};

export const catalogues: Record<Locale, Catalogue> = { 'zh-CN': zhCN, en };
