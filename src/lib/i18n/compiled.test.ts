import { afterEach, describe, expect, it } from 'vitest';
import { getLocale } from '$lib/paraglide/runtime';
import { render, template, type Message } from './compiled';
import { locale } from './locale.svelte';
import { applyTerms } from '$lib/rulesets/jingmantianba';

// Shaped as Paraglide compiles a message: it reads its inputs and fills them in itself.
const executed: Message<{ seat: string }> = (i, o) =>
	o?.locale === 'en' ? `${i?.seat} is executed; the Demon wins` : `${i?.seat}被处决，恶魔获胜`;
const none: Message<Record<string, never>> = (_, o) => (o?.locale === 'en' ? 'Demon' : '恶魔');

const before = locale.current;
afterEach(() => locale.set(before));

describe('compiled messages', () => {
	it('swap a rule set’s words in the template only, never in a parameter', () => {
		const words = (text: string) => applyTerms(text, 'zh-CN');
		expect(render(executed, 'zh-CN', words, { seat: '恶魔猎手' })).toBe('恶魔猎手被处决，团长获胜');
		expect(render(executed, 'zh-CN', (s) => s, { seat: '恶魔猎手' })).toBe(
			'恶魔猎手被处决，恶魔获胜'
		);
		expect(render(none, 'zh-CN', words)).toBe('团长');
	});

	it('leave a missing parameter visible, and give the template with {placeholders}', () => {
		expect(render(executed, 'en', (s) => s)).toBe('{seat} is executed; the Demon wins');
		expect(template(executed, 'zh-CN')).toBe('{seat}被处决，恶魔获胜');
	});

	it('ask our locale state for the language (a switch shows at once, no reload)', () => {
		locale.set('en');
		expect(getLocale()).toBe('en');
		locale.set('zh-CN');
		expect(getLocale()).toBe('zh-CN');
	});
});
