import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { prepaintScript } from './src/lib/prepaint/inline.js';

// The one script of our own in every page (src/lib/prepaint/boot.js, which draws the last picture
// of the screen before the app starts), stamped with this build's version: allowed by its hash, as
// SvelteKit allows its own start-up script. src/hooks.server.ts puts the same text in the page.
// Kept in the environment: a build loads this file more than once (and forks), and every load
// must name the same build.
const build = (process.env.GRIMOIRE_BUILD ??= Date.now().toString(36));
const paintScript = prepaintScript(
	readFileSync(new URL('./src/lib/prepaint/boot.js', import.meta.url), 'utf8'),
	build
);
const paintHash = `sha256-${createHash('sha256').update(paintScript).digest('base64')}`;

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: 'index.html', strict: true }),
		// Absolute asset paths so deep links (e.g. /game/abc) find the manifest and bundles.
		paths: { relative: false },
		// The kept picture of a screen names the build that drew it (boot.js ignores another's).
		version: { name: build },
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
