import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
	version: string;
};

export default defineConfig({
	define: {
		__APP_VERSION__: JSON.stringify(pkg.version)
	},
	plugins: [
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
		svelteTesting()
	],
	test: {
		environment: 'jsdom',
		include: ['src/**/*.test.ts'],
		setupFiles: ['./src/vitest-setup.ts'],
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
