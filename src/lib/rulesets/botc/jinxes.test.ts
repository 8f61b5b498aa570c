import { describe, expect, it } from 'vitest';
import { JINXED_PAIRS, OFFICIAL } from './characters';
import { EDITION_RULINGS, OFFICIAL_RULINGS, jinxesIn, pairKey, scriptWords } from './jinxes';
import { homebrewEntry, parsed } from './script-test-helpers';
import { exportScript } from './script-export';
import type { Script } from './engine/types';

// The jinx rulings in words (issue 32, item 1).

const HAN = /[\u3400-\u9fff]/;
const editionOf = new Map(OFFICIAL.map((c) => [c.id, c.edition]));
const fromZhEdition = ([a, b]: readonly [string, string]) =>
	[a, b].some((id) => ['hdcs', 'syyl'].includes(editionOf.get(id) ?? ''));
const officialPairs = JINXED_PAIRS.filter((p) => !fromZhEdition(p)).map(([a, b]) => pairKey(a, b));
/** The jinxes on a script by pair ('chef+imp'). */
const byPairOf = (s: Script) => new Map(jinxesIn(s).map((j) => [pairKey(j.a, j.b), j]));

/** Checks that the script's own jinx of a pair reads `zh` in Chinese and `en` in English. */
function expectOwnJinx(s: Script, pair: string, zh: string, en = zh) {
	const j = byPairOf(s).get(pair);
	expect(j?.source, pair).toBe('script');
	expect(j?.text, pair).toEqual({ 'zh-CN': zh, en });
}

/** Checks that the script exported and read again has the same jinxes (and own jinxes). */
function expectRoundTrip(s: Script) {
	const again = parsed(exportScript(s));
	expect(again.ownJinxes).toEqual(s.ownJinxes);
	expect(jinxesIn(again)).toEqual(jinxesIn(s));
}

const editionPairs = JINXED_PAIRS.filter(fromZhEdition).map(([a, b]) => pairKey(a, b));

describe('the rulings we wrote', () => {
	// The shared facts file of 华灯初上 / 山雨欲来 names the 72 pairs but gives no ruling text. The
	// source it names for them (Skateside/pocket-grimoire, assets/data/jinx-chinese.json) has a
	// Chinese ruling for every one of the 72; we read those to learn what each pair rules and wrote
	// our own sentences in both languages. Were a pair ever to lack one, jinxesIn would return
	// `text: null` for it and the screens would say the ruling is not known (tested below).
	it.each([
		{
			what: 'the 131 official pairs of the facts file',
			n: 131,
			pairs: officialPairs,
			rulings: OFFICIAL_RULINGS
		},
		{
			what: 'the 72 pairs of 华灯初上 / 山雨欲来',
			n: 72,
			pairs: editionPairs,
			rulings: EDITION_RULINGS
		}
	])('cover exactly $what, each in both languages', ({ n, pairs, rulings }) => {
		expect(pairs).toHaveLength(n);
		expect([...rulings.keys()].sort()).toEqual([...pairs].sort());
		for (const [key, text] of rulings) {
			expect(text['zh-CN'], key).toMatch(HAN);
			expect(text.en, key).toMatch(/^[^\u3400-\u9fff]{10,}$/);
		}
	});

	it('differ from pair to pair where the rulings differ (no text pasted across pairs by mistake)', () => {
		const texts = new Set([...OFFICIAL_RULINGS.values()].map((t) => t.en));
		expect(texts.size).toBeGreaterThan(80);
	});
});

describe('jinxesIn', () => {
	it('gives each official pair on a script with our ruling, in the script’s pair order', () => {
		const s = parsed(['alchemist', 'spy', 'damsel', 'imp', 'chef']);
		const out = jinxesIn(s);
		expect(out.map((j) => pairKey(j.a, j.b)).sort()).toEqual(['alchemist+spy', 'damsel+spy']);
		for (const j of out) {
			expect(j.source).toBe('official');
			expect(j.text).toEqual(OFFICIAL_RULINGS.get(pairKey(j.a, j.b)));
		}
	});

	it('gives a 华灯初上 / 山雨欲来 pair its ruling, marked as the edition’s', () => {
		const s = parsed(['xizi', 'spy', 'imp', 'chef']);
		expect(jinxesIn(s)).toEqual([
			{ a: 'spy', b: 'xizi', text: EDITION_RULINGS.get('spy+xizi'), source: 'edition' }
		]);
	});

	it('reads `_meta.jinxes` as Chinese tools write them; the script’s words win over ours', () => {
		const s = parsed([
			{
				id: '_meta',
				name: '相克测试',
				jinxes: [
					{ characters: ['alchemist', 'spy'], reason: 'Our table rule.', reason_zh: '本桌规则。' },
					{ characters: ['damsel', 'Spy'], reason_zh: '落难少女在本剧本中不中毒。' },
					{ characters: 'chef, imp', reason: 'The Chef learns one more pair.' },
					{ characters: ['chef', 'nobodyhere'], reason: 'Not on the script.' },
					{ characters: ['chef'], reason: 'One character only.' }
				]
			},
			'alchemist',
			'spy',
			'damsel',
			'imp',
			'chef'
		]);
		expect([...byPairOf(s).keys()].sort()).toEqual(['alchemist+spy', 'chef+imp', 'damsel+spy']);
		expectOwnJinx(s, 'alchemist+spy', '本桌规则。', 'Our table rule.');
		// One language given: it fills the other too.
		expectOwnJinx(s, 'damsel+spy', '落难少女在本剧本中不中毒。');
		expectOwnJinx(s, 'chef+imp', 'The Chef learns one more pair.');
		expect(s.jinxes.map(([a, b]) => pairKey(a, b))).toContain('chef+imp');
	});

	it('writes `_meta.jinxes` back when the script is exported, and reads the same again', () => {
		const s = parsed([
			{
				id: '_meta',
				name: 'Round trip',
				jinxes: [{ characters: ['chef', 'imp'], reason: 'One fewer.', reason_zh: '少一。' }]
			},
			'chef',
			'imp',
			'spy'
		]);
		expectRoundTrip(s);
	});

	it('reads the jinxes a Chinese tool writes on an official character given in full', () => {
		// As 集石 exports carry them: `jinxes` with `reason` and `reason_zh` on the entry.
		const s = parsed([
			{ id: '_meta', name: '实物' },
			'chef',
			'damsel',
			{ id: 'spy', jinxes: [{ id: 'damsel', reason: 'Own words.', reason_zh: '文件自己的话。' }] },
			{ id: 'imp', jinxes: [{ id: 'chef', reason_zh: '小恶魔不能杀死厨师。' }] }
		]);
		expectOwnJinx(s, 'damsel+spy', '文件自己的话。', 'Own words.');
		expectOwnJinx(s, 'chef+imp', '小恶魔不能杀死厨师。');
		expectRoundTrip(s);
	});

	it('keeps a homebrew character’s `reason_zh`, and exports it so that it reads the same', () => {
		const seer = homebrewEntry('seer', 'Seer', 'townsfolk', 'See.', {
			jinxes: [{ id: 'imp', reason: 'No kill.', reason_zh: '不能杀。' }]
		});
		const s = parsed(['imp', 'chef', seer]);
		expect(jinxesIn(s)[0]?.text).toEqual({ 'zh-CN': '不能杀。', en: 'No kill.' });
		expectRoundTrip(s);
	});

	it('reads `_meta.jinxes` in the shape of the official jinxes.json, and Chinese names', () => {
		const s = parsed([
			{
				id: '_meta',
				name: '名字',
				jinxes: [
					{ id: 'spy', jinx: [{ id: 'damsel', reason: 'House ruling.' }] },
					{ characters: ['小恶魔', '厨师'], reason_zh: '按中文名写的相克。' }
				]
			},
			'chef',
			'damsel',
			'spy',
			'imp'
		]);
		const byPair = byPairOf(s);
		expect(byPair.get('damsel+spy')?.text?.en).toBe('House ruling.');
		expect(byPair.get('chef+imp')?.text?.['zh-CN']).toBe('按中文名写的相克。');
	});

	it('takes a Chinese `reason` (no `reason_zh`) as the Chinese words', () => {
		expect(scriptWords(['恶魔不能杀死先知。'])).toEqual({
			'zh-CN': '恶魔不能杀死先知。',
			en: '恶魔不能杀死先知。'
		});
		expect(scriptWords(['The Imp may not kill the Seer.', '小恶魔不能杀死先知。'])).toEqual({
			'zh-CN': '小恶魔不能杀死先知。',
			en: 'The Imp may not kill the Seer.'
		});
		expect(scriptWords([])).toBeNull();
	});

	it('shows a homebrew character’s jinx in the file’s words, and none where it gives none', () => {
		const seer = homebrewEntry('the_seer', 'Seer', 'townsfolk', 'Each night, learn a number.', {
			jinxes: [{ id: 'Imp', reason: 'The Imp may not kill the Seer.' }, { id: 'pukka' }]
		});
		const out = jinxesIn(parsed(['imp', 'pukka', 'chef', seer]));
		expect(out).toEqual([
			{
				a: 'theseer',
				b: 'imp',
				text: { 'zh-CN': 'The Imp may not kill the Seer.', en: 'The Imp may not kill the Seer.' },
				source: 'script'
			},
			{ a: 'theseer', b: 'pukka', text: null, source: 'script' }
		]);
	});

	it('reads a homebrew character’s jinx written in Chinese as the Chinese words', () => {
		const spy = homebrewEntry('myspy', 'My Spy', 'minion', 'Look at the Grimoire.', {
			jinxes: [{ id: 'damsel', reason: '间谍在场时落难少女不中毒。' }]
		});
		const out = jinxesIn(parsed(['damsel', 'imp', spy]));
		expect(out).toEqual([
			{
				a: 'myspy',
				b: 'damsel',
				text: { 'zh-CN': '间谍在场时落难少女不中毒。', en: '间谍在场时落难少女不中毒。' },
				source: 'script'
			}
		]);
	});
});
