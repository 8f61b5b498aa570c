import { describe, expect, it } from 'vitest';
import { zhCN } from './all';
import { template } from './compiled';
import { REJECTIONS } from './reject-messages';

describe('the rejections’ table', () => {
	it('holds every rejection message, each under its code', () => {
		const codes = Object.keys(zhCN)
			.filter((k) => k.startsWith('reject.'))
			.map((k) => k.slice('reject.'.length));
		expect(Object.keys(REJECTIONS).sort()).toEqual(codes.sort());
		for (const code of codes)
			expect(template(REJECTIONS[code]!, 'zh-CN'), code).toBe(
				zhCN[`reject.${code}` as keyof typeof zhCN]
			);
	});
});
