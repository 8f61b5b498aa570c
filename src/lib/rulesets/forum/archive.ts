import type { ArchiveFacts, ArchiveName, ArchiveSeat } from '../../engine/ruleset';
import type { Text } from '../../engine/text';

// The archive's facts of a forum werewolf game, from what each rule set reads off its state:
// its seats (role, team, out or not), the winner and how far the game went.

export interface ForumArchiveInput {
	createdAt: number;
	updatedAt: number;
	ended: boolean;
	winner: ArchiveName | null;
	/** The result in words (the winner's reason, a draw, a void game). */
	result: Text | null;
	nights: number;
	days: number;
	seats: (ArchiveSeat & { outWhen: { day: boolean; n: number } | null })[];
}

export const named = (id: string, name: Text): ArchiveName => ({
	id,
	name: { 'zh-CN': name['zh-CN'], en: name.en }
});

export function forumArchive(input: ForumArchiveInput): ArchiveFacts {
	const lines: Text[] = input.result ? [input.result] : [];
	const outs = input.seats
		.filter((s) => s.outWhen)
		.sort((a, b) => a.outWhen!.n - b.outWhen!.n || Number(a.outWhen!.day) - Number(b.outWhen!.day));
	for (const s of outs) {
		const { day, n } = s.outWhen!;
		lines.push(
			day
				? { 'zh-CN': `第${n}天：${s.name}出局`, en: `Day ${n}: ${s.name} out` }
				: { 'zh-CN': `第${n}夜：${s.name}出局`, en: `Night ${n}: ${s.name} out` }
		);
	}
	return {
		winner: input.winner,
		endedAt: input.ended ? input.updatedAt : null,
		nights: input.nights,
		days: input.days,
		minutes: Math.max(0, Math.round((input.updatedAt - input.createdAt) / 60_000)),
		seats: input.seats.map(({ outWhen: _, ...seat }) => seat),
		nominations: null,
		executions: null,
		changes: 0,
		lines: lines.map((l) => ({ 'zh-CN': l['zh-CN'], en: l.en }))
	};
}

/** The highest numbered record among those done and the current one. */
export const lastN = (done: readonly { n: number }[], current: { n: number } | null): number =>
	Math.max(current?.n ?? 0, ...done.map((d) => d.n), 0);
