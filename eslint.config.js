import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

// Browser globals the pure layers may never touch (the engine and rule sets run in Node
// for tests and benchmarks, and must stay deterministic and free of I/O).
const browserOnly = Object.keys(globals.browser).filter((name) => !(name in globals.es2021));
const pureRestrictedGlobals = [
	...new Set([...browserOnly, 'process', 'require', 'setTimeout', 'setInterval', 'fetch'])
].map((name) => ({
	name,
	message: 'The engine and rule sets are pure: no DOM, browser or I/O globals (see DESIGN.md).'
}));

export default ts.config(
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'node_modules/',
			'coverage/',
			'test-results/',
			'playwright-report/',
			'dev-dist/',
			'src/lib/paraglide/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: {
			'no-undef': 'off',
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	{
		files: ['src/lib/engine/**/*.ts', 'src/lib/rulesets/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['svelte', 'svelte/*'], message: 'The engine is pure: no Svelte.' },
						{ group: ['dexie', 'dexie/*'], message: 'The engine is pure: no Dexie.' },
						{ group: ['$app/*'], message: 'The engine is pure: no SvelteKit modules.' },
						{ group: ['node:*', 'fs', 'path'], message: 'The engine is pure: no Node I/O.' },
						{
							group: [
								'**/persistence/**',
								'**/state/**',
								'**/components/**',
								'$lib/persistence/*',
								'$lib/state/*',
								'$lib/components/*'
							],
							message: 'Dependencies point inward only.'
						}
					]
				}
			],
			'no-restricted-globals': ['error', ...pureRestrictedGlobals],
			'no-restricted-properties': [
				'error',
				{ object: 'Date', property: 'now', message: 'Time comes in on the event.' },
				{ object: 'Math', property: 'random', message: 'Use the seeded generator in random.ts.' },
				{ object: 'crypto', property: 'getRandomValues', message: 'Use the seeded generator.' },
				{ object: 'crypto', property: 'randomUUID', message: 'Use the seeded generator.' }
			],
			'no-restricted-syntax': [
				'error',
				{
					selector: "NewExpression[callee.name='Date'][arguments.length=0]",
					message: 'Time comes in on the event.'
				}
			]
		}
	}
);
