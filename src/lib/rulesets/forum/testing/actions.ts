import type { ActionFlag, ReadAct, ReadActionPost } from '../actions';

/** The night the action tests read: 守护 closes at 21:15, 查验 and 刀 at 21:45, the witch at 22:00. */
export const NIGHT_DEADLINES = {
	protect: '2026-12-02T21:15:00+08:00',
	divine: '2026-12-02T21:45:00+08:00',
	kill: '2026-12-02T21:45:00+08:00',
	save: '2026-12-02T22:00:00+08:00',
	poison: '2026-12-02T22:00:00+08:00'
} as const;

/** An act with its post's author, time and flags. */
export interface ActRow extends ReadAct {
	actor: string | null;
	postedAt: string | null;
	postFlags: readonly ActionFlag[];
}

/** Every act of the posts in order, each with its post's author, time and flags. */
export const actRowsOf = (posts: readonly ReadActionPost[]): ActRow[] =>
	posts.flatMap((p) =>
		p.acts.map((act) => ({ ...act, actor: p.actor, postedAt: p.postedAt, postFlags: p.flags }))
	);
