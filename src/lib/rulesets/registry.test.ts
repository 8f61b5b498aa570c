import { describe, expect, it } from 'vitest';
import { boardName } from './registry';

describe('boardName', () => {
	it('says a built-in script’s name in the reader’s language, any other as stored', () => {
		const tb = { ruleset: 'botc', scriptName: 'Trouble Brewing' };
		expect(boardName(tb, 'zh-CN')).toBe('暗流涌动');
		expect(boardName(tb, 'en')).toBe('Trouble Brewing');
		expect(boardName({ ruleset: 'botc', scriptName: 'Sects & Violets' }, 'zh-CN')).toBe('梦殒春宵');
		expect(boardName({ ruleset: 'botc', scriptName: 'My homebrew' }, 'zh-CN')).toBe('My homebrew');
		expect(boardName({ ruleset: 'botc', scriptName: 'constructor' }, 'zh-CN')).toBe('constructor');
		expect(boardName({ ruleset: 'werewolf-i01', scriptName: 'x' }, 'zh-CN')).toBe('版杀狼人 · I01');
	});
});
