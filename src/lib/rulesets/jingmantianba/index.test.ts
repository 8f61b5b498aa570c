import { describe, expect, it } from 'vitest';
import { parseScript } from '../botc/script';
import { randomCharacters, teamCounts } from '../botc/setup';
import { TEAM_COUNT_TABLE } from '../botc/setup-test-helpers';
import { PSEUDO_TEXTS } from '../botc/texts';
import { applyTerms, impairedAdvice, isInformational, STANDARD_TERMS_ZH } from './index';
import { SAMPLE_SCRIPT } from './sample';

describe('《井满田坝》 terms', () => {
	it('rewrite the standard words into the variant’s', () => {
		expect(applyTerms('善良阵营获胜：所有恶魔都已死亡', 'zh-CN')).toBe(
			'132 阵营获胜：所有团长都已进盒'
		);
		expect(applyTerms('2 镇民 / 1 外来者 / 1 爪牙 / 1 恶魔', 'zh-CN')).toBe(
			'2 四有人员 / 1 四无人员 / 1 团员 / 1 团长'
		);
		expect(applyTerms('旅行者不计算在内；醉酒或中毒', 'zh-CN')).toBe(
			'猴山游客不计算在内；看不清楚或精神错乱'
		);
		expect(applyTerms('疯狂', 'zh-CN')).toBe('疯狂表现');
		expect(applyTerms('疯狂表现', 'zh-CN')).toBe('疯狂表现');
		expect(applyTerms('Every Demon is dead: good wins', 'en')).toBe(
			'Every Boss is boxed: 132 wins'
		);
	});

	it('leave none of the standard terms in the night pseudo-steps', () => {
		for (const t of Object.values(PSEUDO_TEXTS))
			for (const text of [
				t.name.zh,
				t.ability.zh,
				t.firstNight?.zh ?? '',
				t.otherNight?.zh ?? ''
			]) {
				const out = applyTerms(text, 'zh-CN');
				for (const term of STANDARD_TERMS_ZH) expect(out, out).not.toContain(term);
			}
	});
});

describe('《井满田坝》 rules', () => {
	it('use the team-count table of the seed', () => {
		for (const [n, townsfolk, outsider, minion, demon] of TEAM_COUNT_TABLE)
			expect(teamCounts(n)).toEqual({ townsfolk, outsider, minion, demon });
	});

	it('ship a sample script of made-up characters that imports cleanly', () => {
		const result = parseScript(SAMPLE_SCRIPT);
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect(result.script.characters.every((c) => c.edition === 'homebrew')).toBe(true);
		const count = (team: string) => result.script.characters.filter((c) => c.team === team).length;
		// Enough for a 12-player table: 7 四有人员, 2 四无人员, 2 团员, 1 团长.
		expect(count('townsfolk')).toBeGreaterThanOrEqual(7);
		expect(count('outsider')).toBeGreaterThanOrEqual(2);
		expect(count('minion')).toBeGreaterThanOrEqual(2);
		expect(count('demon')).toBe(1);
		expect(count('traveller')).toBe(1);
		expect(result.script.firstNight[0]).toBe('dusk');
		expect(result.script.firstNight).toContain('minioninfo');
		for (const n of [7, 10, 12]) expect(randomCharacters(result.script, n, n)).not.toBeNull();
	});

	it('tell a failed non-information ability from a maybe-false information one', () => {
		const result = parseScript(SAMPLE_SCRIPT);
		if (!result.ok) throw new Error('sample must parse');
		const peeker = result.script.characters.find((c) => c.id === 'jmtbpeeker');
		const lantern = result.script.characters.find((c) => c.id === 'jmtblantern');
		expect(isInformational(peeker)).toBe(true);
		expect(isInformational(lantern)).toBe(false);
		expect(impairedAdvice(peeker)['zh-CN']).toContain('错误信息');
		expect(impairedAdvice(lantern)['zh-CN']).toContain('必定失败');
	});
});
