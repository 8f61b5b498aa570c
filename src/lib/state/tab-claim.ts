import { onGamesChanged } from '$lib/persistence/changes';
import type { TabClaim } from './session-types';

/**
 * A tab's claim on game `id` through the browser: a Web Lock named after the game makes one tab
 * its writer (the others wait in line), a BroadcastChannel of the same name carries "a move was
 * stored" to the tabs that follow, and the games-changed signal says when a backup, a delete or
 * a wiped database changed it elsewhere. Without these APIs (tests), every tab writes.
 */
export function tabClaim(id: string): TabClaim {
	const name = `grimoire-game-${id}`;
	let channel: BroadcastChannel | null = null;
	const unwatch: (() => void)[] = [];
	let letGo: (() => void) | null = null;
	let released = false;
	return {
		onMove(listener) {
			if (typeof BroadcastChannel === 'undefined') return;
			channel ??= new BroadcastChannel(name);
			channel.onmessage = () => listener();
		},
		moved(length) {
			channel?.postMessage({ seq: length });
		},
		onStoredChange(listener) {
			unwatch.push(
				onGamesChanged((change) => {
					if (change.ids === null || change.ids.includes(id)) listener(change.wiped === true);
				})
			);
		},
		async write(becameWriter) {
			const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
			if (!locks) return true;
			const held = new Promise<void>((resolve) => (letGo = resolve));
			const got = await new Promise<boolean>((resolve) => {
				void locks.request(name, { ifAvailable: true }, async (lock) => {
					resolve(!!lock);
					if (lock) await held;
				});
			});
			if (got) return true;
			// Wait in line: when the other tab closes, this one becomes the writer.
			void locks.request(name, async () => {
				if (released) return;
				await becameWriter();
				await held;
			});
			return false;
		},
		release() {
			released = true;
			for (const stop of unwatch) stop();
			letGo?.();
			channel?.close();
		}
	};
}
