import { afterEach, describe, expect, it } from 'vitest';
import * as m from '$lib/paraglide/messages';
import { applyTerms } from '$lib/rulesets/jingmantianba';
import { locale, t, tIn } from './locale.svelte';

const before = locale.current;
afterEach(() => {
	locale.set(before);
	locale.terms = null;
});

describe('compiled messages on screen', () => {
	it('take 《井满田坝》 words in the template, never in a player’s name', () => {
		locale.set('zh-CN');
		locale.terms = applyTerms;
		expect(t(m['play.night.wake.demon'], { names: '恶魔猎手' })).toBe('唤醒团长：恶魔猎手');
		expect(t(m['tonight.why.demon-died'], { name: '恶魔猎手' })).toBe('团长恶魔猎手已进盒');
		locale.terms = null;
		expect(t(m['play.night.wake.demon'], { names: '恶魔猎手' })).toBe('唤醒恶魔：恶魔猎手');
	});

	it('follow the language switch at once, and can be asked in either language', () => {
		locale.set('en');
		const english = t(m['play.night.wake.demon'], { names: 'Ann' });
		expect(english).toContain('Ann');
		locale.set('zh-CN');
		expect(t(m['play.night.wake.demon'], { names: 'Ann' })).toBe('唤醒恶魔：Ann');
		expect(tIn(m['play.night.wake.demon'], 'en', { names: 'Ann' })).toBe(english);
	});
});
