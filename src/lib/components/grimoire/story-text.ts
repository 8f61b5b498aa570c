import type { GameState } from '$lib/rulesets/botc/engine/core';
import type { StoryChapter, StoryLine } from '$lib/rulesets/botc/engine/story';
import { isolate, list, t } from '$lib/i18n';
import { seatLabel } from '$lib/i18n/seat-name';
import * as m from '$lib/paraglide/messages';
import { charName, reminderText } from '$lib/state/character-text.svelte';
import { answerText, choiceText } from '../night/answer-text';
import { bluffSetName } from './bluff-set-name';

// The story of the game in words, in the current language (and a rule set's own words). Names
// are isolated: draw each line with Said.svelte.

const HEADINGS = {
	night: m['tonight.story.night'],
	day: m['tonight.story.day'],
	setup: m['tonight.story.setup'],
	ended: m['tonight.story.ended']
};

export function storyHeading(c: StoryChapter): string {
	const p = c.phase;
	if (p.kind === 'night' || p.kind === 'day') return t(HEADINGS[p.kind], { n: p.n });
	return t(HEADINGS[p.kind]);
}

function team(alignment: 'good' | 'evil' | null): string {
	return t(
		{
			good: m['play.alignment.good'],
			evil: m['play.alignment.evil'],
			default: m['play.alignment.default']
		}[alignment ?? 'default']
	);
}

const TRUTH = {
	true: m['answers.truth.true'],
	registered: m['answers.truth.registered'],
	false: m['answers.truth.false'],
	free: m['answers.truth.free']
};

const OUTCOME = {
	block: m['tonight.story.outcome.block'],
	tie: m['tonight.story.outcome.tie'],
	beaten: m['tonight.story.outcome.beaten'],
	short: m['tonight.story.outcome.short'],
	enough: m['tonight.story.outcome.enough']
};

/** One line of the story, with the names as they are in `gs` (the game now). */
export function storyLine(l: StoryLine, gs: GameState): string {
	const name = (id: string | null) => (id ? seatLabel(gs.seats, id) : t(m['play.nobody']));
	const names = (ids: readonly string[]) => list(ids.map(name)) || t(m['play.nobody']);
	const char = (id: string | null) => (id ? isolate(charName(gs.script, id)) : t(m['play.none']));
	const chars = (ids: readonly string[]) => list(ids.map(char)) || t(m['play.none']);
	switch (l.kind) {
		case 'woke':
			return l.skipped
				? t(m['tonight.story.skipped'], { character: char(l.character) })
				: t(m['tonight.story.woke'], { character: char(l.character), names: names(l.seats) });
		case 'chose':
			return l.seats.length
				? t(m['tonight.story.chose'], { names: names(l.seats) })
				: t(m['tonight.story.noKill']);
		case 'reminder':
			return t(m['tonight.story.reminder'], {
				name: name(l.seat),
				label: isolate(reminderText(l.source, l.label)),
				character: char(l.source === 'custom' ? null : l.source)
			});
		case 'died':
			return t(m['tonight.story.died'], {
				name: name(l.seat),
				cause:
					l.by === null
						? t(m['tonight.cause.unknown'])
						: l.by === 'execution'
							? t(m['tonight.cause.execution'])
							: char(l.by)
			});
		case 'picked':
			return choiceText({ ...l, character: l.by }, gs);
		case 'revived':
			return t(m['tonight.story.revived'], { name: name(l.seat) });
		case 'executed':
			if (!l.seat) return t(m['tonight.story.noExecution']);
			return t(l.died ? m['tonight.story.executed'] : m['tonight.story.executedSurvived'], {
				name: name(l.seat)
			});
		case 'nominated': {
			const nomination = t(l.exile ? m['tonight.story.exile'] : m['tonight.story.nominated'], {
				nominator: name(l.nominator),
				nominee: name(l.nominee)
			});
			if (!l.vote) return nomination;
			return t(m['tonight.story.counted'], {
				nomination,
				votes: l.vote.votes,
				needed: l.vote.needed,
				outcome: t(OUTCOME[l.vote.outcome], { held: l.vote.held ?? 0 }),
				names: names(l.vote.voters)
			});
		}
		case 'dealt': {
			let character = char(l.character);
			if (l.thinks) character += t(m['tonight.story.thinksSuffix'], { character: char(l.thinks) });
			if (l.alignment)
				character += t(m['tonight.story.alignmentSuffix'], { alignment: team(l.alignment) });
			return t(m['tonight.story.dealt'], { name: name(l.seat), character });
		}
		case 'bluffs': {
			const words = t(m['tonight.story.bluffs'], { characters: chars(l.characters) });
			return l.set ? t(m['bluffsets.ev.for'], { set: bluffSetName(l.set), words }) : words;
		}
		case 'shown':
			return l.to === 'minions'
				? t(m['tonight.story.minionInfo'], {
						minions: names(l.minions),
						demons: names(l.demons)
					})
				: t(m['tonight.story.demonInfo'], {
						demons: names(l.demons),
						minions: names(l.minions),
						bluffs: chars(l.bluffs)
					});
		case 'told':
			return t(m['tonight.story.told'], {
				character: char(l.character),
				names: names(l.seats),
				answer: answerText(l.answer, gs),
				truth: t(TRUTH[l.truth])
			});
		case 'changed':
			return t(m['tonight.story.changed'], {
				name: name(l.seat),
				change: t(l.gained ? m['ability.gained'] : m['ability.became'], {
					was: char(l.from),
					character: char(l.to)
				})
			});
		case 'became':
			return t(m['tonight.story.became'], {
				name: name(l.seat),
				from: char(l.from),
				to: char(l.to)
			});
		case 'thinks':
			return l.to
				? t(m['tonight.story.thinks'], { name: name(l.seat), character: char(l.to) })
				: t(m['tonight.story.thinksNot'], { name: name(l.seat) });
		case 'turned':
			return t(m['tonight.story.turned'], { name: name(l.seat), alignment: team(l.alignment) });
		case 'chat':
			return t(m['chat.line'], { names: names(l.seats) });
		case 'joined':
			return l.character
				? t(m['tonight.story.joinedAs'], { name: isolate(l.name), character: char(l.character) })
				: t(m['play.ev.joined'], { seat: isolate(l.name) });
		case 'left':
			return t(m['play.ev.left'], { seat: isolate(l.name) });
		case 'note':
			return l.seat
				? t(m['notes.ev.seat'], { seat: name(l.seat), text: isolate(l.text) })
				: t(m['play.ev.note'], { text: isolate(l.text) });
	}
}
