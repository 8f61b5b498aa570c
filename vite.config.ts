import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
	version: string;
};

/**
 * `vite preview` sends the headers of build/_headers (scripts/headers.mjs), as a static host
 * would: the browser tests then run under the same CSP, framing refused.
 */
function previewHeaders(): Plugin {
	return {
		name: 'preview-headers',
		configurePreviewServer(server) {
			const file = new URL('./build/_headers', import.meta.url);
			if (!existsSync(file)) return;
			const rules: { path: string; headers: [string, string][] }[] = [];
			for (const line of readFileSync(file, 'utf8').split('\n')) {
				if (!line.trim() || line.startsWith('#')) continue;
				if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
				else {
					const at = line.indexOf(':');
					rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
				}
			}
			server.middlewares.use((req, res, next) => {
				const path = (req.url ?? '/').split('?')[0] ?? '/';
				const own = new Map<string, string>();
				for (const rule of rules)
					if (rule.path === '/*' || rule.path === path)
						for (const [name, value] of rule.headers) own.set(name.toLowerCase(), value);
				for (const [name, value] of own) res.setHeader(name, value);
				// Kit's preview sends its own CSP for pages: the file's (frame-ancestors added) wins.
				const set = res.setHeader.bind(res);
				res.setHeader = (name, value) => set(name, own.get(name.toLowerCase()) ?? value);
				next();
			});
		}
	};
}

// How messages/*.json are compiled (the same options as `npm run i18n`).
const PARAGLIDE = {
	project: './project.inlang',
	outdir: './src/lib/paraglide',
	strategy: ['globalVariable', 'baseLocale'] as ('globalVariable' | 'baseLocale')[]
};

/**
 * Tests compile the messages when they changed since the last compile, in a child process (the
 * Vite plugin's watcher, or compiling in this process, would hold the test run open).
 */
function compileOnce(): Plugin {
	return {
		name: 'paraglide-once',
		buildStart() {
			const out = new URL('./src/lib/paraglide/messages.js', import.meta.url);
			const changed = (name: string) =>
				statSync(new URL(name, import.meta.url)).mtimeMs > statSync(out).mtimeMs;
			if (existsSync(out) && !['./messages/zh-CN.json', './messages/en.json'].some(changed)) return;
			execFileSync('npm', ['run', 'i18n'], { stdio: 'inherit' });
		}
	};
}

/** Tests of the pure layers: the engine and the rule sets (Node, no DOM). */
const PURE_TESTS = ['src/lib/engine/**/*.test.ts', 'src/lib/rulesets/**/*.test.ts'];

export default defineConfig({
	define: {
		__APP_VERSION__: JSON.stringify(pkg.version)
	},
	resolve: {
		// Dexie's package entry wraps its ES5 UMD build (classes down-levelled, CJS interop); its
		// modern ES module is the same code for today's browsers, smaller, and the only copy the app
		// ever loads (so there is no second Dexie to guard against).
		alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }]
	},
	plugins: [
		// Compiles messages/*.json into src/lib/paraglide (one module per message, so each chunk
		// carries only the messages it shows); the same options as `npm run i18n`.
		process.env.VITEST ? compileOnce() : paraglideVitePlugin(PARAGLIDE),
		sveltekit(),
		SvelteKitPWA({
			// A new version waits for the storyteller (src/lib/state/app-update.svelte.ts): an
			// automatic update would reload a game mid-vote and drop the old version's files.
			registerType: 'prompt',
			injectRegister: false,
			strategies: 'generateSW',
			manifest: {
				name: '说书人魔典 · Storyteller Grimoire',
				short_name: '魔典',
				description: 'Offline grimoire for the storyteller of Blood on the Clocktower.',
				lang: 'zh-CN',
				display: 'standalone',
				orientation: 'any',
				start_url: '/',
				scope: '/',
				id: '/',
				theme_color: '#14101c',
				background_color: '#0e0b14',
				icons: [
					{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					{
						src: '/icons/icon-maskable-512.png',
						sizes: '512x512',
						type: 'image/png',
						purpose: 'maskable'
					}
				]
			},
			workbox: {
				globPatterns: [
					'client/**/*.{js,css,ico,png,svg,webp,webmanifest,json}',
					'prerendered/**/*.{html,json}'
				],
				navigateFallback: '/',
				clientsClaim: true,
				cleanupOutdatedCaches: true
			},
			kit: {
				// Precache the SPA shell under '/' (vite preview answers 404 for /index.html), so
				// every navigation, deep links included, is served offline by the NavigationRoute.
				adapterFallback: 'index.html',
				spa: { fallbackMapping: '/' }
			}
		}),
		svelteTesting(),
		previewHeaders()
	],
	// SIZE_MAP=1 npm run build writes source maps, to see what a chunk is made of (bench/chunk-map.mjs).
	build: { sourcemap: process.env.SIZE_MAP === '1' },
	test: {
		// The pure layers' tests (the engine and the rule sets, no DOM, no storage) run in Node; the
		// rest (state, persistence, components) in jsdom with fake IndexedDB.
		// The corpus probe (*.probe.ts) is a project only when CORPUS_DIR names script files to play:
		// `npm run probe:corpus`, by hand, never in CI.
		projects: [
			...(process.env.CORPUS_DIR
				? [
						{
							extends: true as const,
							test: { name: 'probe', environment: 'node', include: ['tests/probe/*.probe.ts'] }
						}
					]
				: []),
			{
				extends: true,
				test: {
					name: 'pure',
					environment: 'node',
					include: PURE_TESTS
				}
			},
			{
				extends: true,
				test: {
					name: 'dom',
					environment: 'jsdom',
					include: ['src/**/*.test.ts'],
					exclude: PURE_TESTS,
					setupFiles: ['./src/vitest-setup.ts']
				}
			}
		],
		expect: { requireAssertions: true },
		// Shared 2-core machines run component tests slowly; timings are the benchmark's job.
		testTimeout: 30_000,
		// .ci/run sets REPORT_DIR to total the results of every test runner.
		reporters: process.env.REPORT_DIR ? ['default', 'json'] : ['default'],
		outputFile: process.env.REPORT_DIR
			? { json: `${process.env.REPORT_DIR}/vitest.json` }
			: undefined,
		coverage: {
			provider: 'v8',
			include: ['src/lib/engine/**/*.ts', 'src/lib/rulesets/**/*.ts'],
			exclude: ['**/*.test.ts', '**/testing/**']
		}
	}
});
