/**
 * A new version of the app, waiting to take over. The service worker is registered in "prompt"
 * mode: a new version installs in the background and waits, so a game in progress is never
 * reloaded under the storyteller's hands and the old version's files stay available to it. The
 * home and settings screens offer the update; applying it reloads every open tab (the games are
 * already saved).
 */
class AppUpdate {
	ready = $state(false);
	applying = $state(false);
	/** "Later": not offered again until the app is next opened. */
	dismissed = $state(false);
	#apply: ((reload?: boolean) => Promise<void>) | null = null;

	/** Called by the service-worker registration when a new version is waiting. */
	offer(apply: (reload?: boolean) => Promise<void>): void {
		this.#apply = apply;
		this.ready = true;
	}

	async apply(): Promise<void> {
		if (!this.#apply || this.applying) return;
		this.applying = true;
		// The waiting service worker takes over; the registration reloads the page when it does.
		await this.#apply(true);
	}
}

export const appUpdate = new AppUpdate();
