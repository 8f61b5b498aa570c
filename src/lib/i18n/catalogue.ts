// The messages t() can show right now: the core catalogue, plus each area once a module that
// needs it has imported '$lib/i18n/use/<area>'. Areas are added at module evaluation, before
// the importing component's own code runs, so a component never renders before its messages.

import { coreEn, coreZh, type Area, type Locale, type MessageKey } from './messages';

type Table = Partial<Record<MessageKey, string>>;

export const loadedMessages: Record<Locale, Table> = {
	'zh-CN': { ...coreZh },
	en: { ...coreEn }
};

const areas = new Set<Area>();

/** Adds an area's catalogues (called by '$lib/i18n/use/<area>'). */
export function addArea(area: Area, zh: Table, en: Table): void {
	if (areas.has(area)) return;
	areas.add(area);
	Object.assign(loadedMessages['zh-CN'], zh);
	Object.assign(loadedMessages.en, en);
}

/** The areas loaded so far (for tests and the dev-time guard's message). */
export function loadedAreas(): Area[] {
	return [...areas];
}
