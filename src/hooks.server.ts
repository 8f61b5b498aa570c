import type { Handle } from '@sveltejs/kit';
import { version } from '$app/environment';
import boot from '$lib/prepaint/boot.js?raw';
import { PREPAINT_MARKER, prepaintScript } from '$lib/prepaint/inline.js';

// Runs when the build writes the app's page (the SPA shell, adapter-static's fallback): puts the
// kept picture's drawing script in it, stamped with this build (svelte.config.js allows the same
// text in the CSP by its hash).
const script = `<script>${prepaintScript(boot, version)}</script>`;

export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { transformPageChunk: ({ html }) => html.replace(PREPAINT_MARKER, script) });
