import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { story } from '$lib/rulesets/botc/engine/story';
import { emptyState } from '$lib/rulesets/botc/engine/reduce';
import { TB7, Table } from '$lib/rulesets/botc/engine/testing/builders';
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
		.do({
			type: 'night/answer',
			step: 'chef',
			character: 'chef',
			seats: ['s4'],
			chosen: [],
			answer: { number: 1 },
			truth: 'true'
		})
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
	it('zh-CN: the deal, the bluffs, the evil team’s information, answers, votes, changes', () => {
		locale.set('zh-CN');
		const lines = told(played());
		expect(lines).toContain('Gus：小恶魔');
		expect(lines).toContain('恶魔的伪装角色：僧侣、镇长和圣徒');
		expect(lines).toContain('爪牙信息：Fay得知恶魔是Gus，并互相认识');
		expect(lines).toContain('恶魔信息：Gus得知爪牙是Fay，伪装角色为僧侣、镇长和圣徒');
		expect(lines).toContain('厨师（Dov）被告知：1（真）');
		expect(lines).toContain(
			'Ada提名Fay：4 票（需要 4 票），上处决台；举手的人：Ada、Bea、Cai和Dov'
		);
		expect(lines).toContain('Fay被处决');
		expect(lines).toContain('Ada：洗衣妇 → 共情者');
		expect(lines.join('\n')).not.toMatch(/[a-z]+\/[a-z]+|\{|undefined/);
	});

	it('en: the same story in English', () => {
		locale.set('en');
		const lines = told(played());
		expect(lines).toContain('Gus: Imp');
		expect(lines).toContain('Minion info: Fay learnt that the Demon is Gus, and saw each other');
		expect(lines).toContain('Chef (Dov) was told: 1 (true)');
		expect(lines).toContain(
			'Ada nominated Fay: 4 votes (4 needed), on the block; hands: Ada, Bea, Cai, and Dov'
		);
		expect(lines).toContain('Ada: Washerwoman → Empath');
		expect(lines).toContain('# Day 1');
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
