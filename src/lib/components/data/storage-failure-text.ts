import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import type { StorageAction, StorageFailure } from '$lib/state/storage-failure';

const ACTIONS = {
	move: m['rel.action.move'],
	undo: m['rel.action.undo'],
	redo: m['rel.action.redo'],
	'new-game': m['rel.action.new-game'],
	import: m['rel.action.import'],
	'write-back': m['rel.action.write-back']
} satisfies Record<StorageAction, unknown>;

/**
 * What a storage failure means, in the storyteller's language: what was not saved, why, and the
 * way out (export, free space, try again). The browser's own words are never the message.
 */
export function storageFailureText(failure: StorageFailure): string {
	const action = t(ACTIONS[failure.action]);
	// A new game or an import changed nothing: there is no open game to export first.
	if (failure.action === 'new-game' || failure.action === 'import') {
		if (failure.kind === 'quota') return t(m['rel.fail.quotaNothing'], { action });
		if (failure.kind === 'gone') return t(m['rel.fail.goneNothing'], { action });
		return t(m['rel.fail.otherNothing'], { action });
	}
	if (failure.kind === 'quota') return t(m['rel.fail.quota'], { action });
	if (failure.kind === 'gone') return t(m['rel.fail.gone'], { action });
	return t(m['rel.fail.other'], { action });
}
