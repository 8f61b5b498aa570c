import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Bundles bench/harness/harness.ts (into node_modules/.cache, out of the linted tree) (GameSession + a ring of tokens) for the action-latency bench.
export default defineConfig({
	plugins: [svelte({ configFile: false })],
	resolve: { alias: { $lib: fileURLToPath(new URL('../src/lib', import.meta.url)) } },
	logLevel: 'warn',
	build: {
		outDir: fileURLToPath(
			new URL('../node_modules/.cache/grimoire-bench/harness', import.meta.url)
		),
		emptyOutDir: true,
		minify: true,
		lib: {
			entry: fileURLToPath(new URL('./harness/harness.ts', import.meta.url)),
			formats: ['es'],
			fileName: () => 'harness.js'
		}
	}
});
