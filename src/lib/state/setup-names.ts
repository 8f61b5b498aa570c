import { own, type Script } from '$lib/engine/core';
import { t, type MessageKey } from '$lib/i18n';
import '$lib/i18n/use/setup';

const BUILT_IN: Record<string, MessageKey> = {
	tb: 'setup.script.tb',
	bmr: 'setup.script.bmr',
	snv: 'setup.script.snv',
	carousel: 'setup.script.carousel'
};

/** A script's title in the current language: built-in editions are translated, imports kept. */
export function scriptTitle(script: Pick<Script, 'id' | 'name'>): string {
	const key = own(BUILT_IN, script.id);
	return key ? t(key) : script.name;
}

/** Default seat names in the current language: "1号 … N号" or "Seat 1 … N". */
export function defaultNames(count: number): string[] {
	return Array.from({ length: count }, (_, i) => t('setup.seatName', { n: i + 1 }));
}
