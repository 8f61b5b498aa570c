// Dexie (the one IndexedDB driver) opens the database on the first read. On a screen that reads
// nothing at once, the database is opened (created on a new device) a few seconds after the first
// screen is drawn, once the page is idle, so that the first tap does not wait for it.

const AFTER_MS = 3000;

let asked = false;

/** Opens the database through Dexie, at the latest ~5 s after the page's load event. Never throws. */
export function openStorageSoon(): void {
	if (asked || typeof window === 'undefined') return;
	asked = true;
	const open = () =>
		void import('$lib/persistence/db')
			.then(
				({ getDb }) => getDb().open(),
				() => undefined
			)
			.catch(() => undefined);
	const later = () =>
		setTimeout(
			() =>
				'requestIdleCallback' in window ? requestIdleCallback(open, { timeout: 2000 }) : open(),
			AFTER_MS
		);
	if (document.readyState === 'complete') later();
	else addEventListener('load', later, { once: true });
}
