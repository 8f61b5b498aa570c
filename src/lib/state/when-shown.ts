import type { Rejection } from '$lib/engine/types';

/**
 * What a screen waits for before it moves on (clears a form, leaves a step it was showing): the
 * move shown (null) or refused (why). A session shows an accepted move at once and stores it just
 * after; moving on only once it is stored would undo what the storyteller tapped in between (a
 * step looked back at, a name typed). A problem storing it reaches the session's notice.
 */
export function whenShown(
	send: (shown: () => void) => Promise<Rejection | null>
): Promise<Rejection | null> {
	return new Promise((resolve, reject) => {
		send(() => resolve(null)).then(resolve, reject);
	});
}
