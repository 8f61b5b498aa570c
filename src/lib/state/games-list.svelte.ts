import type { GameRecord } from '$lib/persistence/db';
import { deleteGame, getGame, listGames } from '$lib/persistence/games';

type Status = 'loading' | 'ready' | 'error';

/** The saved games shown on the home screen. */
export class GamesList {
	games = $state.raw<GameRecord[]>([]);
	status = $state<Status>('loading');
	error = $state<string | null>(null);

	async load(): Promise<void> {
		this.status = 'loading';
		try {
			this.games = await listGames();
			this.error = null;
			this.status = 'ready';
		} catch (error) {
			this.error = error instanceof Error ? error.message : String(error);
			this.status = 'error';
		}
	}

	async remove(id: string): Promise<void> {
		await deleteGame(id);
		this.games = this.games.filter((game) => game.id !== id);
	}
}

/** One game's summary row, for screens that show a single game. */
export class GameSummary {
	/** undefined while loading, null when there is no such game. */
	game = $state.raw<GameRecord | null | undefined>(undefined);

	async load(id: string): Promise<void> {
		this.game = undefined;
		this.game = (await getGame(id)) ?? null;
	}
}
