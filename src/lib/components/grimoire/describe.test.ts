import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent, GameEventBody, GameEventType } from '$lib/rulesets/botc/engine/core';
import { HANDLERS } from '$lib/rulesets/botc/engine/reduce';
import { TB7, chefTold, firstDay, script } from '$lib/rulesets/botc/engine/testing/builders';
import { locale, unisolated } from '$lib/i18n';
import { applyTerms } from '$lib/rulesets/jingmantianba';
import { ensureTexts } from '$lib/rulesets/botc/texts';
import { EVENT_WORDS, describeEvent, namesInLog } from './describe';

// The history says every event in words, in both languages: never "操作：night/kill".

type Sample = { [K in GameEventType]: Extract<GameEventBody, { type: K }> };

/** One event of every type, as a game of seven (Ada … Gus, Trouble Brewing) logs them. */
const SAMPLES: Sample = {
	'game/created': {
		type: 'game/created',
		id: 'g1',
		ruleset: 'botc',
		name: 'Friday',
		script: script('tb'),
		seed: 1,
		seats: []
	},
	'game/renamed': { type: 'game/renamed', name: 'Saturday' },
	'seats/set': {
		type: 'seats/set',
		seats: [
			{ id: 's1', name: 'Ada' },
			{ id: 's2', name: 'Bea' }
		]
	},
	'seat/added': { type: 'seat/added', seat: { id: 's9', name: 'Ivy' } },
	'seat/removed': { type: 'seat/removed', seat: 's2' },
	'seat/renamed': { type: 'seat/renamed', seat: 's1', name: 'Ada' },
	'seat/moved': { type: 'seat/moved', seat: 's1', to: 2 },
	'seat/swapped': { type: 'seat/swapped', a: 's1', b: 's2' },
	'seat/traveller': { type: 'seat/traveller', seat: 's3', traveller: true },
	'setup/bag': { type: 'setup/bag', characters: ['washerwoman', 'imp'] },
	'setup/dealt': { type: 'setup/dealt', deals: [] },
	'seat/character': { type: 'seat/character', seat: 's5', character: 'imp' },
	'seat/thinks': { type: 'seat/thinks', seat: 's5', character: 'chef' },
	'seat/changed': { type: 'seat/changed', seat: 's2', character: 'empath', how: 'philosopher' },
	'seat/alignment': { type: 'seat/alignment', seat: 's5', alignment: 'evil' },
	'bluffs/set': { type: 'bluffs/set', bluffs: ['monk', 'mayor', 'saint'] },
	'characters/added': { type: 'characters/added', characters: [] },
	'fabled/set': { type: 'fabled/set', fabled: [] },
	'fabled/added': { type: 'fabled/added', character: 'djinn' },
	'fabled/removed': { type: 'fabled/removed', character: 'djinn' },
	'bluffs/set-added': { type: 'bluffs/set-added', set: 'b1', for: 'lunatic' },
	'bluffs/set-removed': { type: 'bluffs/set-removed', set: 'b1' },
	'reminder/added': { type: 'reminder/added', seat: 's1', source: 'poisoner', label: 'Poisoned' },
	'reminder/removed': { type: 'reminder/removed', seat: 's1', reminder: 'r1' },
	'reminders/cleared': { type: 'reminders/cleared', items: [{ seat: 's1', reminder: 'r1' }] },
	'night/started': { type: 'night/started' },
	'night/step': { type: 'night/step', step: 'minioninfo', status: 'done' },
	'night/extra-step': { type: 'night/extra-step', character: 'chef', seat: 's4' },
	'night/kill': { type: 'night/kill', step: 'imp', by: 'imp', seat: 's4', reminder: 'Dead' },
	'night/chosen': { type: 'night/chosen', step: 'empath', seats: ['s5'] },
	'night/answer': { type: 'night/answer', ...chefTold(1) },
	'night/choice': {
		type: 'night/choice',
		step: 'imp',
		character: 'imp',
		seats: ['s1'],
		characters: []
	},
	'day/started': { type: 'day/started' },
	'gossip/statement': { type: 'gossip/statement', wasTrue: true },
	'seat/died': { type: 'seat/died', seat: 's2' },
	'seat/revived': { type: 'seat/revived', seat: 's2' },
	'seat/ghost-vote': { type: 'seat/ghost-vote', seat: 's2', spent: true },
	'nomination/opened': { type: 'nomination/opened', nominator: 's1', nominee: 's2' },
	'nomination/counting': { type: 'nomination/counting', hands: ['s1'], asked: 3 },
	'nomination/voted': { type: 'nomination/voted', voters: ['s1', 's3', 's4'] },
	'nomination/cancelled': { type: 'nomination/cancelled' },
	execution: { type: 'execution', seat: 's2', died: true },
	'private-chat': { type: 'private-chat', seats: ['s1', 's3'] },
	'game/ended': { type: 'game/ended', winner: 'good', reason: 'demon-dead' },
	'settings/keep-dead-steps': { type: 'settings/keep-dead-steps', value: true },
	'settings/suggestions': { type: 'settings/suggestions', value: false },
	note: { type: 'note', text: 'Ada asked for a break' },
	'note/edited': { type: 'note/edited', note: 'n1', text: 'Ada asked for two breaks' },
	'note/removed': { type: 'note/removed', note: 'n1' }
};

const state = firstDay();
const say = (body: GameEventBody) =>
	unisolated(describeEvent({ ...body, at: 1 } as GameEvent, state));
const before = locale.current;

beforeAll(async () => {
	for (const lang of ['en', 'zh-CN'] as const) await ensureTexts(TB7, lang);
});
afterEach(() => {
	locale.set(before);
	locale.terms = null;
});

describe('the history in words', () => {
	it('has wording for every event type the reducer takes, and no other', () => {
		expect(Object.keys(EVENT_WORDS).sort()).toEqual(Object.keys(HANDLERS).sort());
		expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(HANDLERS).sort());
	});

	it.each(['en', 'zh-CN'] as const)(
		'%s: every event type reads as a sentence, never as its code',
		(lang) => {
			locale.set(lang);
			for (const type of Object.keys(HANDLERS) as GameEventType[]) {
				const text = say(SAMPLES[type]);
				expect(text.trim(), type).not.toBe('');
				expect(text, type).not.toContain(type);
				expect(text, type).not.toMatch(/[{}]|操作：|Action:|undefined|\[object/);
				if (lang === 'zh-CN') expect(text, type).toMatch(/[\u4e00-\u9fff]/);
			}
		}
	);

	it('tells what happened, with the names and characters', () => {
		locale.set('zh-CN');
		expect(say(SAMPLES['night/kill'])).toBe('小恶魔杀死了Dov');
		expect(say(SAMPLES['setup/bag'])).toBe('放入袋中的角色：洗衣妇 · 小恶魔');
		expect(say(SAMPLES['reminders/cleared'])).toBe('移除到期的提示标记：1 个');
		expect(say(SAMPLES['seats/set'])).toBe('定下座位：2 人');
		expect(say(SAMPLES['night/step'])).toBe('完成：爪牙信息');
		locale.set('en');
		expect(say(SAMPLES['night/kill'])).toBe('Imp killed Dov');
		expect(say({ type: 'night/kill', step: 'imp', by: 'imp', seat: null })).toBe(
			'Imp: nobody killed'
		);
		expect(say(SAMPLES['night/chosen'])).toBe('Woken at the Empath step: Eli');
		expect(say(SAMPLES['fabled/set'])).toBe('No storyteller’s characters');
		expect(say({ type: 'seat/thinks', seat: 's3', character: null })).toBe(
			'Cai no longer thinks they are another character'
		);
	});

	it('names a seat that has left by the name it had in the log', () => {
		locale.set('en');
		const gone = namesInLog([
			{ type: 'seat/added', seat: { id: 's9', name: 'Zed', traveller: true }, at: 1 }
		]);
		const left = { type: 'seat/removed', seat: 's9', at: 2 } as const;
		expect(unisolated(describeEvent(left, state))).toBe('Nobody left the game');
		expect(unisolated(describeEvent(left, state, gone))).toBe('Zed left the game');
		expect(say(SAMPLES['seat/removed'])).toBe('Bea left the game');
	});

	it('says 《井满田坝》’s own words in its games', () => {
		locale.set('zh-CN');
		locale.terms = applyTerms;
		expect(say(SAMPLES['seat/died'])).toBe('Bea进盒');
		expect(say(SAMPLES['night/step'])).not.toContain('爪牙');
	});
});
