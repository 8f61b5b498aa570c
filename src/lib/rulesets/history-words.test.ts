import { describe, expect, it } from 'vitest';
import type { Text } from '../engine/text';
import type { WerewolfEventBody } from './werewolf-chenqu/events';
import { CHENQU_EVENT_WORDS, describeChenquEvent } from './werewolf-chenqu/history-words';
import { HANDLERS as CHENQU } from './werewolf-chenqu/reduce';
import { TestGame } from './werewolf-chenqu/testing';
import type { I01Command, I01Event } from './werewolf-i01/events';
import { I01_EVENT_WORDS, describeI01Event } from './werewolf-i01/history-words';
import { HANDLERS as I01 } from './werewolf-i01/reduce';
import { Scenario } from './werewolf-i01/testing';

// Each werewolf desk's history says every event in words, in both languages: a test that fails
// when an event type of either reducer has no wording, and a few concrete sentences.

type ChenquSamples = {
	[K in WerewolfEventBody['type']]: Extract<WerewolfEventBody, { type: K }>;
};
type I01Samples = { [K in I01Command['type']]: Extract<I01Command, { type: K }> };

const CHENQU_SAMPLES: ChenquSamples = {
	'game/created': { type: 'game/created', id: 'g', name: '周五场', seed: 1, seats: [] },
	'seat/renamed': { type: 'seat/renamed', seat: 'seer', name: '阿明' },
	'setup/roles': { type: 'setup/roles', ordinary: [], roles: { seer: 'seer' } },
	'setup/swapped': { type: 'setup/swapped', a: 'seer', b: 'witch' },
	'game/started': { type: 'game/started' },
	'start/white-wolf': { type: 'start/white-wolf', join: true },
	'start/lovers': { type: 'start/lovers', a: 'seer', b: 'witch' },
	'day/started': { type: 'day/started' },
	'ballot/cast': { type: 'ballot/cast', voter: 'seer', target: 'nun', floor: 12 },
	'ballot/withdrawn': { type: 'ballot/withdrawn', voter: 'seer' },
	'day/closed': { type: 'day/closed' },
	'day/count-closed': { type: 'day/count-closed' },
	'day/count-reopened': { type: 'day/count-reopened' },
	'day/result': { type: 'day/result', feign: true },
	'night/started': { type: 'night/started' },
	'night/action': { type: 'night/action', skill: 'divine', actor: 'seer', target: 'nun' },
	'night/action-cleared': { type: 'night/action-cleared', skill: 'divine' },
	'night/override': { type: 'night/override', key: 'k', reason: '误操作' },
	'night/override-cleared': { type: 'night/override-cleared', key: 'k' },
	'night/resolved': { type: 'night/resolved' },
	'hunter/shot': { type: 'hunter/shot', hunter: 'seer', target: 'nun' },
	'sheriff/succeeded': { type: 'sheriff/succeeded', from: 'seer', to: 'witch' },
	'kill/passed': { type: 'kill/passed', from: 'blackWolf', to: 'nun' },
	'scapegoat/passed': { type: 'scapegoat/passed', from: 'seer', to: 'witch' },
	'pending/declined': { type: 'pending/declined', kind: 'lastShot', seat: 'seer' },
	'pending/ruled': { type: 'pending/ruled', kind: 'succession', seat: 'seer', reason: '超时' },
	'feedback/sent': { type: 'feedback/sent', keys: ['a', 'b'] },
	'assassin/struck': { type: 'assassin/struck', actor: 'seer', target: 'nun' },
	'dieHard/revealed': { type: 'dieHard/revealed', actor: 'seer' },
	'penitent/confessed': { type: 'penitent/confessed', actor: 'seer', to: 'witch' },
	'envoy/sent': { type: 'envoy/sent', actor: 'envoy', message: '今晚刀守卫' },
	'lastWords/set': { type: 'lastWords/set', seat: 'seer', text: '我是预言家' },
	'penalty/added': { type: 'penalty/added', seat: 'seer', points: 3, reason: '潜水' },
	'penalty/removed': { type: 'penalty/removed', id: 'p1' },
	'director/out': { type: 'director/out', seat: 'seer', reason: '罚下' },
	'director/restored': { type: 'director/restored', seat: 'seer', reason: '误判' },
	'director/sheriff': { type: 'director/sheriff', seat: null, reason: '重开' },
	'director/note': { type: 'director/note', text: '延时十分钟' },
	'clock/posted': { type: 'clock/posted', skill: 'divine', postedAt: '2026-12-01T22:15:00+08:00' },
	'clock/late-ruling': { type: 'clock/late-ruling', skill: 'divine', void: true }
};

const I01_SAMPLES: I01Samples = {
	'i01/create': { type: 'i01/create', id: 'g', name: '周五场', seed: 1, names: ['甲', '乙'] },
	'i01/deal': { type: 'i01/deal' },
	'i01/assign': { type: 'i01/assign', roles: ['seer', 'wolf'] },
	'i01/swap': { type: 'i01/swap', a: 's1', b: 's2' },
	'i01/arrows': { type: 'i01/arrows', a: 's4', b: 's5' },
	'i01/lone-wolf': { type: 'i01/lone-wolf', by: 's8', seat: null },
	'i01/end-night0': { type: 'i01/end-night0' },
	'i01/ballot': { type: 'i01/ballot', voter: 's1', target: 's8', floor: 7 },
	'i01/unballot': { type: 'i01/unballot', voter: 's1' },
	'i01/late-ballot': { type: 'i01/late-ballot', voter: 's1', void: false },
	'i01/close-day': { type: 'i01/close-day' },
	'i01/speed-up': { type: 'i01/speed-up', seat: 's1', on: true },
	'i01/blade': { type: 'i01/blade', target: 's2' },
	'i01/badge': { type: 'i01/badge', to: 's3' },
	'i01/start-night': { type: 'i01/start-night' },
	'i01/action': { type: 'i01/action', skill: 'kill', actor: 's8', target: 's2', confirmed: true },
	'i01/override': { type: 'i01/override', key: 'k', reason: null },
	'i01/close-phase': { type: 'i01/close-phase' },
	'i01/start-day': { type: 'i01/start-day' },
	'i01/penalty': {
		type: 'i01/penalty',
		seat: 's1',
		article: null,
		points: 2,
		reason: '潜水'
	},
	'i01/unpenalty': { type: 'i01/unpenalty', id: 'p1' },
	'i01/peace': { type: 'i01/peace', seat: 's1', on: true },
	'i01/last-words': { type: 'i01/last-words', seat: 's2', text: '我是女巫' },
	'i01/void': { type: 'i01/void', reason: '主办失误' },
	'i01/posted': { type: 'i01/posted', skill: 'kill', postedAt: null },
	'i01/late-ruling': { type: 'i01/late-ruling', skill: 'kill', void: true },
	'i01/preset': { type: 'i01/preset', skill: 'badge', method: 'next-seat' },
	'i01/fallback': { type: 'i01/fallback', skill: 'arrows' }
};

const chenqu = new TestGame().s;
const i01 = new Scenario().state;
const sayChenqu = (body: WerewolfEventBody): Text =>
	describeChenquEvent({ ...body, at: 1 } as never, chenqu);
const sayI01 = (body: I01Command): Text => describeI01Event({ ...body, at: 1 } as I01Event, i01);

const RULE_SETS = [
	{
		name: '沉取场',
		handlers: Object.keys(CHENQU),
		words: Object.keys(CHENQU_EVENT_WORDS),
		samples: CHENQU_SAMPLES as Record<string, WerewolfEventBody>,
		say: (body: unknown) => sayChenqu(body as WerewolfEventBody)
	},
	{
		name: 'I01',
		handlers: Object.keys(I01),
		words: Object.keys(I01_EVENT_WORDS),
		samples: I01_SAMPLES as Record<string, I01Command>,
		say: (body: unknown) => sayI01(body as I01Command)
	}
];

describe('the werewolf desks’ history in words', () => {
	it.each(RULE_SETS)('$name: wording for every event type the reducer takes', (r) => {
		expect([...r.words].sort()).toEqual([...r.handlers].sort());
		expect(Object.keys(r.samples).sort()).toEqual([...r.handlers].sort());
	});

	it.each(RULE_SETS)('$name: every event reads as a sentence in both languages', (r) => {
		for (const type of r.handlers) {
			const text = r.say(r.samples[type]);
			for (const lang of ['zh-CN', 'en'] as const) {
				expect(text[lang].trim(), `${type} ${lang}`).not.toBe('');
				expect(text[lang], `${type} ${lang}`).not.toContain(type);
				expect(text[lang], `${type} ${lang}`).not.toMatch(/undefined|null|\[object|NaN/);
			}
			expect(text['zh-CN'], type).toMatch(/[\u4e00-\u9fff]/);
			expect(text.en, type).toMatch(/[A-Za-z]{3}/);
		}
	});

	it('沉取场: concrete sentences', () => {
		expect(sayChenqu(CHENQU_SAMPLES['night/action'])).toEqual({
			'zh-CN': 'seer使用【预言】：nun',
			en: 'seer uses Divine on nun'
		});
		expect(sayChenqu(CHENQU_SAMPLES['ballot/cast'])['zh-CN']).toBe('seer投票给nun（12 楼）');
		expect(sayChenqu(CHENQU_SAMPLES['clock/posted']).en).toBe('Divine replied at 12-01 22:15');
	});

	it('I01: concrete sentences, seats by number', () => {
		expect(sayI01(I01_SAMPLES['i01/action'])).toEqual({
			'zh-CN': '8号 辛使用【杀人】：2号 乙（确定）',
			en: '#8 辛 uses Kill on #2 乙 (confirmed)'
		});
		expect(sayI01(I01_SAMPLES['i01/preset'])['zh-CN']).toBe('预设【殉职】超时的处理：下一个座位');
	});
});
