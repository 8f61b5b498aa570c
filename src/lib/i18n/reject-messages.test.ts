import { describe, expect, it } from 'vitest';
import { loadAllRuleSets, loadedRuleSet } from '$lib/rulesets/load';
import { RULE_SETS } from '$lib/rulesets/registry';
import { zhCN } from './all';
import { template } from './compiled';
import { REJECTIONS, rejectionMessage } from './reject-messages';

describe('the rejections’ table', () => {
	it('holds every rejection message, each under its code, the shared ones or a rule set’s own', async () => {
		await loadAllRuleSets();
		const own = RULE_SETS.flatMap((rs) => Object.keys(loadedRuleSet(rs)?.rejections ?? {}));
		const codes = Object.keys(zhCN)
			.filter((k) => k.startsWith('reject.'))
			.map((k) => k.slice('reject.'.length));
		expect([...Object.keys(REJECTIONS), ...own].sort()).toEqual(codes.sort());
		for (const code of codes)
			expect(template(rejectionMessage(code)!, 'zh-CN'), code).toBe(
				zhCN[`reject.${code}` as keyof typeof zhCN]
			);
	});

	it('a werewolf code is worded by its rule set, not by the shared table', async () => {
		await loadAllRuleSets();
		expect(Object.hasOwn(REJECTIONS, 'wwc.players')).toBe(false);
		expect(Object.hasOwn(REJECTIONS, 'i01.players')).toBe(false);
		expect(rejectionMessage('wwc.players')).toBeDefined();
		expect(rejectionMessage('i01.players')).toBeDefined();
		expect(rejectionMessage('no-such-code')).toBeUndefined();
	});
});
