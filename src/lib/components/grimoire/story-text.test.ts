import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { story } from '$lib/rulesets/botc/engine/story';
import { emptyState } from '$lib/rulesets/botc/engine/reduce';
import { TB7, Table, chefTold } from '$lib/rulesets/botc/engine/testing/builders';
import { locale, unisolated } from '$lib/i18n';
import { applyTerms } from '$lib/rulesets/jingmantianba';
import { ensureTexts } from '$lib/rulesets/botc/texts';
import { storyHeading, storyLine } from './story-text';

// The story in words: concrete sentences in both languages, and 《井满田坝》's own words.

/** Seven players (Ada … Gus; Fay the Poisoner, Gus the Imp) through night 1 and day 1. */
function played(): Table {
	return new Table({ characters: TB7 })
		.do({ type: 'bluffs/set', bluffs: ['monk', 'mayor', 'saint'] })
		.do({ type: 'night/started' })
		.do({ type: 'night/step', step: 'minioninfo', status: 'done' })
		.do({ type: 'night/step', step: 'demoninfo', status: 'done' })
		.do({ type: 'night/answer', ...chefTold(1) })
		.do({ type: 'day/started' })
		.do({ type: 'nomination/opened', nominator: 's1', nominee: 's6' })
		.do({ type: 'nomination/voted', voters: ['s1', 's2', 's3', 's4'] })
		.do({ type: 'execution', seat: 's6', died: true })
		.do({ type: 'night/started' })
		.do({ type: 'seat/character', seat: 's1', character: 'empath' });
}

/** The story as text: each chapter's heading, then its lines. */
function told(t: Table): string[] {
	const gs = t.state;
	return story(t.history.log, emptyState()).flatMap((c) => [
		`# ${storyHeading(c)}`,
		...c.lines.map((l) => unisolated(storyLine(l, gs)))
	]);
}

const before = locale.current;
beforeAll(async () => {
	for (const lang of ['en', 'zh-CN'] as const)
		await ensureTexts([...TB7, 'monk', 'mayor', 'saint'], lang);
});
afterEach(() => {
	locale.set(before);
	locale.terms = null;
});

describe('the story in words', () => {
	// Each language's sentences for the same game: the deal, the bluffs, the evil team's
	// information, answers, votes, changes; never an event's code, a placeholder or `undefined`.
	const EXPECTED = {
		'zh-CN': [
			'Gus：小恶魔',
			'恶魔的伪装角色：僧侣、镇长和圣徒',
			'爪牙信息：Fay得知恶魔是Gus，并互相认识',
			'恶魔信息：Gus得知爪牙是Fay，伪装角色为僧侣、镇长和圣徒',
			'厨师（Dov）被告知：1（真）',
			'Ada提名Fay：4 票（需要 4 票），上处决台；举手的人：Ada、Bea、Cai和Dov',
			'Fay被处决',
			'Ada：洗衣妇 → 共情者'
		],
		en: [
			'Gus: Imp',
			'Minion info: Fay learnt that the Demon is Gus, and saw each other',
			'Chef (Dov) was told: 1 (true)',
			'Ada nominated Fay: 4 votes (4 needed), on the block; hands: Ada, Bea, Cai, and Dov',
			'Ada: Washerwoman → Empath',
			'# Day 1'
		]
	} as const;
	for (const lang of ['zh-CN', 'en'] as const)
		it(`${lang}: the deal, the bluffs, the evil team’s information, answers, votes, changes`, () => {
			locale.set(lang);
			const lines = told(played());
			for (const line of EXPECTED[lang]) expect(lines).toContain(line);
			expect(lines.join('\n')).not.toMatch(/[a-z]+\/[a-z]+|\{|undefined/);
		});

	it('a traveller joining in play, in both languages', async () => {
		await ensureTexts(['beggar'], 'en');
		await ensureTexts(['beggar'], 'zh-CN');
		const t = played().do({
			type: 'seat/added',
			seat: { id: 's8', name: 'Hal', traveller: true },
			character: 'beggar',
			alignment: 'good'
		});
		locale.set('en');
		expect(told(t)).toContain('Traveller Hal joined as the Beggar');
		locale.set('zh-CN');
		expect(told(t)).toContain('旅行者Hal以乞丐的身份加入');
	});

	it('《井满田坝》 tells it in its own words', () => {
		locale.set('zh-CN');
		locale.terms = applyTerms;
		const lines = told(played()).join('\n');
		expect(lines).toContain('团员信息：Fay得知团长是Gus');
		expect(lines).not.toMatch(/爪牙|恶魔/);
	});
});
