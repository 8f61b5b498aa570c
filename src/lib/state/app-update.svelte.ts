import { untrack } from 'svelte';
/**
 * A new version of the app, waiting to take over. The service worker is registered in "prompt"
 * mode: a new version installs in the background and waits, so nothing is reloaded under the
 * storyteller's hands and the old version's files stay available to the tabs that run it. The
 * home and settings screens offer the update when the tab is idle; taking it reloads only the tab
 * that asked, and only when that tab holds nothing unanswered (a question on screen, a file being
 * read). Every other tab keeps running its version and offers the reload when it is idle.
 */
class AppUpdate {
	ready = $state(false);
	applying = $state(false);
	/** "Later": not offered again until the app is next opened. */
	dismissed = $state(false);
	/** The new version took over from another tab: this one runs its own until reloaded. */
	tookOverElsewhere = $state(false);
	/** Questions and reads in progress in this tab (see `hold`). */
	#holds = $state(0);
	#asked = false;
	#apply: ((reload?: boolean) => Promise<void>) | null = null;

	/** True while this tab holds something a reload would lose. */
	get busy(): boolean {
		return this.#holds > 0;
	}

	/**
	 * A screen holds something a reload would lose (an unanswered question, a chosen file being
	 * read): no update reloads this tab until the returned release is called.
	 */
	hold(): () => void {
		// Called from effects: reading the count it writes would make the effect depend on it.
		untrack(() => this.#holds++);
		let released = false;
		return () => {
			if (released) return;
			released = true;
			untrack(() => this.#holds--);
		};
	}

	/** Called by the service-worker registration when a new version is waiting. */
	offer(apply: (reload?: boolean) => Promise<void>): void {
		this.#apply = apply;
		this.ready = true;
	}

	/**
	 * Called in every open tab when the new version takes control. Only the tab that asked for it
	 * reloads (and only if it is still idle); any other keeps its page and offers the reload.
	 */
	tookOver(reload: () => void = () => location.reload()): void {
		if (this.#asked && !this.busy) {
			reload();
			return;
		}
		this.#asked = false;
		this.applying = false;
		this.tookOverElsewhere = true;
		this.ready = true;
	}

	async apply(reload: () => void = () => location.reload()): Promise<void> {
		if (this.applying || this.busy) return;
		this.applying = true;
		this.#asked = true;
		// The new version already controls this origin (taken in another tab): a reload loads it.
		if (this.tookOverElsewhere || !this.#apply) return reload();
		// The waiting service worker takes over; `tookOver` then reloads this tab.
		await this.#apply(true);
	}
}

export const appUpdate = new AppUpdate();
