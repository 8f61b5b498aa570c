import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The one script of our own in src/app.html (it draws the last picture of the screen before the
// app starts): allowed by its hash, as SvelteKit allows its own start-up script.
const template = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
const paintScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1];
if (paintScript === undefined) throw new Error('src/app.html: the picture script is missing');
const paintHash = `sha256-${createHash('sha256').update(paintScript).digest('base64')}`;

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: 'index.html', strict: true }),
		// Absolute asset paths so deep links (e.g. /game/abc) find the manifest and bundles.
		paths: { relative: false },
		serviceWorker: { register: false },
		// The root layout's few KiB of CSS go into the page itself: a stylesheet to fetch would hold
		// back the first paint and the picture script in src/app.html (a script waits for the
		// stylesheets above it), however fast the service worker answers.
		inlineStyleThreshold: 16_384,
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', paintHash],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
