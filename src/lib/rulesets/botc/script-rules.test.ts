import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Script } from './engine/types';
import { readScript } from './script';
import { exportScript } from './script-export';
import { isRuleCard } from './script-rules';
import { hasScriptRules, scriptRules } from './script-rules-view';
import { importSummary } from './script-summary';

// Rule and status cards, descriptions and bootlegger rules: read as the script's rules (what the
// storyteller reads during a game), not as characters. Fixtures of our own words, in the shapes
// of real files (tests/fixtures/scripts/rule-cards*.json).

const fixture = (name: string): unknown =>
	JSON.parse(readFileSync(`tests/fixtures/scripts/${name}.json`, 'utf8'));

function read(input: unknown) {
	const result = readScript(input);
	if (!result.ok) throw new Error(JSON.stringify(result.errors));
	return result;
}

const ids = (s: Script) => s.characters.map((c) => c.id);

describe('rule cards in a 鸭镇 / 集石 style file', () => {
	const { script, ignored } = read(fixture('rule-cards'));

	it('keeps rule, status and bootlegger cards out of the characters', () => {
		expect(ids(script)).toEqual([
			'chef',
			'empath',
			'washerwoman',
			'poisoner',
			'imp',
			'dawnmarker',
			'lanternitem'
		]);
		expect(ignored).toEqual(['鸭镇制作']);
	});

	it('lists _meta and the cards in the file order, as plain text', () => {
		expect(script.rules).toEqual([
			{ kind: 'description', text: '第一行简介。\n第二行简介，带<b>粗体</b>标记也照原样显示。' },
			{
				kind: 'bootlegger',
				text: 'House rule in English: the Chef learns one more number.',
				lang: 'en'
			},
			{ kind: 'bootlegger', text: '中文私酿规则：厨师多得知一个数字。', lang: 'zh-CN' },
			{ kind: 'status', title: '迷糊', text: '被标记的玩家说话要绕弯子。\n每天一次。' },
			{
				kind: 'rule',
				title: '规则',
				text: '本剧本的规则一：白天只能私聊两次。\n规则二：<script>alert(1)</script>不会被执行。',
				card: '规则'
			},
			{ kind: 'rule', title: '说明：提名', text: '每名玩家每天最多发起一次提名。', card: '31_907' },
			{
				kind: 'status',
				title: '恍惚',
				text: '恍惚的玩家在投票时必须最后举手。',
				card: 'status_dazed'
			},
			{
				kind: 'bootlegger',
				title: '私货商人',
				text: '私货规则：镇民被处决时，说书人可以公开其阵营。',
				card: 'bootleggerbutton'
			},
			{ kind: 'rule', title: '公告', text: '游戏时长约九十分钟。', card: 'x_notice' }
		]);
	});

	it('counts the rule cards in the import summary', () => {
		const s = importSummary(script, ignored);
		expect(s.ruleCards).toBe(5);
		expect(s.official).toBe(5);
		expect(s.homebrew).toBe(2);
	});

	it('shows a list written in both languages in the screen’s language only', () => {
		const zh = scriptRules(script, 'zh-CN').filter((r) => r.kind === 'bootlegger' && !r.card);
		const en = scriptRules(script, 'en').filter((r) => r.kind === 'bootlegger' && !r.card);
		expect(zh.map((r) => r.text)).toEqual(['中文私酿规则：厨师多得知一个数字。']);
		expect(en.map((r) => r.text)).toEqual([
			'House rule in English: the Chef learns one more number.'
		]);
	});

	it('exports them so that importing the file gives the same rules', () => {
		const again = read(exportScript(script)).script;
		expect(again.rules).toEqual(script.rules);
		expect(ids(again)).toEqual(ids(script));
	});
});

describe('rule cards in a DoDo style file (_meta after a card, `status`, `additional`)', () => {
	const { script } = read(fixture('rule-cards-dodo'));

	it('reads a card without a team, _meta notes in both forms, and keeps the file order', () => {
		expect(ids(script)).toEqual(['washerwoman', 'monk', 'recluse', 'baron', 'imp']);
		expect(script.name).toBe('道道规则');
		expect(script.rules).toEqual([
			{ kind: 'rule', title: 'House rules', text: '处决后不公布角色。', card: 'house_rules' },
			{ kind: 'rule', title: '第一条', text: '每晚最多一人死亡。' },
			{ kind: 'rule', text: 'A note written as bare text.' },
			{ kind: 'status', title: '沉睡', text: '不能投票。' },
			{
				kind: 'rule',
				title: 'Rule 2',
				text: 'Travellers may not be exiled on the first day.',
				card: 'rule_2'
			}
		]);
		expect(script.statuses).toEqual([{ name: '沉睡', description: '不能投票。' }]);
	});

	it('exports them back (the _meta first)', () => {
		const again = read(exportScript(script)).script;
		expect(new Set(again.rules)).toEqual(new Set(script.rules));
	});
});

describe('which entries are rule cards', () => {
	const card = (entry: Record<string, unknown>) => isRuleCard({ team: 'fabled', ...entry });

	it('takes rule words in the id or the names', () => {
		expect(card({ id: '规则' })).toBe(true);
		expect(card({ id: '7_31', name: '特别说明' })).toBe(true);
		expect(card({ id: 'houseRules' })).toBe(true);
		expect(card({ id: 'x', name_eng: 'Status: Lost' })).toBe(true);
		expect(isRuleCard({ id: 'notes', name: 'Notes' })).toBe(true);
	});

	it('keeps homebrew fabled characters: no rule word, or night data, or another team', () => {
		expect(card({ id: 'ruler', name: 'Ruler' })).toBe(false);
		expect(card({ id: 'lantern', name: '魔法灯笼', ability: '说书人决定规则。' })).toBe(false);
		expect(card({ id: '规则', firstNight: 12 })).toBe(false);
		expect(card({ id: 'rules', otherNightReminder: '唤醒他。' })).toBe(false);
		expect(isRuleCard({ id: 'rulemaker', name: '规则制定者', team: 'townsfolk' })).toBe(false);
	});

	it('takes an entry whose team marks it as a rule, night data or not', () => {
		expect(isRuleCard({ id: 'a', name: 'A', team: 'rule', firstNight: 3 })).toBe(true);
		expect(isRuleCard({ id: 'b', name: 'B', team: '说明' })).toBe(true);
	});

	it('keeps the Bootlegger a character and its house rules readable', () => {
		const { script } = read([
			'imp',
			'chef',
			{ id: 'bootlegger', ability: 'Each player may claim two characters.' }
		]);
		expect(ids(script)).toEqual(['imp', 'chef', 'bootlegger']);
		expect(script.rules).toEqual([
			{
				kind: 'bootlegger',
				title: 'Bootlegger',
				text: 'Each player may claim two characters.',
				card: 'bootlegger'
			}
		]);
		expect(read(exportScript(script)).script.rules).toEqual(script.rules);
	});

	it('a script without rules has none', () => {
		const { script } = read(['imp', 'chef']);
		expect(script.rules).toBeUndefined();
		expect(hasScriptRules(script)).toBe(false);
	});

	it('a script stored before rules were read shows its bootlegger rules and statuses', () => {
		const old = { ...read(['imp']).script, bootlegger: ['Old rule.'], statuses: [{ name: '迷' }] };
		expect(scriptRules(old, 'en')).toEqual([
			{ kind: 'bootlegger', text: 'Old rule.' },
			{ kind: 'status', title: '迷', text: '' }
		]);
	});
});

describe('rules that are not text', () => {
	it('a rule card’s text says where, as a homebrew character’s did', () => {
		const result = readScript(['imp', { id: '规则', team: 'fabled', ability: ['x'] }]);
		expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(['[1].ability']);
	});

	it('what in _meta is not text is passed over, as before these were read', () => {
		const { script } = read([
			{ id: '_meta', description: 3, additional: [[1], 'kept'], bootlegger_zh: 'x' },
			'imp'
		]);
		expect(script.rules).toEqual([{ kind: 'rule', text: 'kept' }]);
	});

	it('reads 集石 notes whose keys are their headings', () => {
		const { script } = read([{ id: '_meta', additional: [{ 简介: '第一段。' }] }, 'imp']);
		expect(script.rules).toEqual([{ kind: 'rule', title: '简介', text: '第一段。' }]);
	});
});

describe('rule cards under the teams other tools give them', () => {
	it('reads a special_rule card with titled rules, and a bootleg rule card, as rules', () => {
		const { script } = read([
			'imp',
			'chef',
			{
				id: 'special_rule_basic',
				team: 'special_rule',
				title: '基础规则',
				rules: [
					{ title: '可能', content: '由说书人决定。' },
					{ title: '中毒', content: '失去能力而不自知。' }
				]
			},
			{ id: 'special_rule_mad', team: 'special_rule', title: '疯狂', content: '要让人相信。' },
			{ id: 'house', name: '私货一', team: 'bootleg rule', ability: '每天只能私聊一次。' }
		]);
		expect(script.characters.map((c) => c.id)).toEqual(['imp', 'chef']);
		expect(script.rules?.map((r) => [r.title, r.text])).toEqual([
			['基础规则', '可能：由说书人决定。\n中毒：失去能力而不自知。'],
			['疯狂', '要让人相信。'],
			['私货一', '每天只能私聊一次。']
		]);
	});
});
