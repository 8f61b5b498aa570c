export type PersistState = 'checking' | 'granted' | 'denied' | 'unsupported';

/** How much the browser lets us keep, and whether it promised not to evict it. */
class StorageStatus {
	persist = $state<PersistState>('checking');
	usage = $state<number | null>(null);
	quota = $state<number | null>(null);
	#requested = false;

	/** Asks once per app start for persistent storage (a game lost to eviction is a ruined night). */
	async requestPersistence(): Promise<void> {
		if (this.#requested) return;
		this.#requested = true;
		const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
		if (!storage?.persist || !storage.persisted) {
			this.persist = 'unsupported';
			return;
		}
		try {
			const granted = (await storage.persisted()) || (await storage.persist());
			this.persist = granted ? 'granted' : 'denied';
		} catch {
			this.persist = 'denied';
		}
	}

	/**
	 * Reads the estimate now and again a moment later: after a large write (a backup's games
	 * imported) the browser's figure can lag behind what was just stored.
	 */
	refreshAfterWrite(): void {
		void this.refreshEstimate();
		setTimeout(() => void this.refreshEstimate(), 1500);
	}

	async refreshEstimate(): Promise<void> {
		const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
		if (!storage?.estimate) return;
		try {
			const { usage, quota } = await storage.estimate();
			this.usage = usage ?? null;
			this.quota = quota ?? null;
		} catch {
			this.usage = null;
			this.quota = null;
		}
	}
}

export const storageStatus = new StorageStatus();
