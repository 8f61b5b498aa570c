// The kept picture's drawing script (boot.js) as it goes into every page: its build stamped in.
// Used at build time by src/hooks.server.ts (which puts it in the page) and svelte.config.js
// (which allows it in the CSP by its hash): both must make the same text.

/** Where src/app.html takes the script. */
export const PREPAINT_MARKER = '<!-- %prepaint.script% -->';

/**
 * The script's text with `build` (the app's version name) in place of its placeholder.
 * @param {string} source boot.js as written
 * @param {string} build
 */
export function prepaintScript(source, build) {
	if (!source.includes('__PREPAINT_BUILD__')) throw new Error('boot.js: no build placeholder');
	return source.replace('__PREPAINT_BUILD__', build.replace(/[^A-Za-z0-9._-]/g, ''));
}
