/** What both forum rule sets keep of the event that creates a game: its id, name, time and seed. */
export function createdFields(e: { id: string; name: string; at: number; seed: number }): {
	id: string;
	name: string;
	createdAt: number;
	rng: number;
} {
	return { id: e.id, name: e.name, createdAt: e.at, rng: e.seed >>> 0 };
}
