import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import { chenquRuleSet } from '$lib/rulesets/werewolf-chenqu/ruleset';
import { i01RuleSet } from '$lib/rulesets/werewolf-i01/ruleset';
import I01NewGame from '../werewolf-i01/I01NewGame.svelte';
import ChenquNewGame from './ChenquNewGame.svelte';

vi.mock('$app/navigation', () => ({ goto: vi.fn() }));
vi.mock('$app/paths', () => ({ resolve: (p: string) => p }));

beforeEach(() => locale.set('zh-CN'));

describe('/new for a werewolf game: the words of the game being run', () => {
	it('沉取场 names its director 导演, I01 its 主办, never 说书人', () => {
		const chenqu = render(ChenquNewGame, { ruleSet: chenquRuleSet });
		expect(screen.getByTestId('ww-director')).toHaveTextContent('你是本场的导演');
		expect(document.body.textContent).not.toContain('说书人');
		chenqu.unmount();
		render(I01NewGame, { ruleSet: i01RuleSet });
		expect(screen.getByTestId('ww-director')).toHaveTextContent('你是本场的主办');
		expect(document.body.textContent).not.toContain('说书人');
	});

	it('in English the words come from the rule set too: director, host', () => {
		locale.set('en');
		const chenqu = render(ChenquNewGame, { ruleSet: chenquRuleSet });
		expect(screen.getByTestId('ww-director')).toHaveTextContent(
			'You are this game’s director: the director’s desk'
		);
		chenqu.unmount();
		render(I01NewGame, { ruleSet: i01RuleSet });
		expect(screen.getByTestId('ww-director')).toHaveTextContent(
			'You are this game’s host: the host’s desk'
		);
		expect(document.body.textContent).not.toMatch(/storyteller/i);
	});

	it('the collapsed 本场身份 says it can be opened, and says so again to close it', async () => {
		const user = userEvent.setup();
		render(ChenquNewGame, { ruleSet: chenquRuleSet });
		const summary = screen.getByText('本场身份（20 名）').closest('summary') as HTMLElement;
		expect(summary).toHaveTextContent('▸ 本场身份（20 名） 展开');
		await user.click(summary);
		expect(summary).toHaveTextContent('▾ 本场身份（20 名） 收起');
		expect(screen.getByText(/预言家/)).toBeVisible();
	});
});
