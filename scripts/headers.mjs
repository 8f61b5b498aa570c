// Writes build/_headers after `vite build`: the HTTP headers a static host (Netlify, Cloudflare
// Pages and others that read this file) should send with the app. A CSP in a <meta> tag cannot
// forbid framing, so the same policy is sent as a header with `frame-ancestors 'none'` added.
// `vite preview` sends the same headers (see vite.config.ts), so the browser tests check them.
import { readFileSync, writeFileSync } from 'node:fs';

const html = readFileSync(new URL('../build/index.html', import.meta.url), 'utf8');
const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html);
if (!meta) {
	console.error('build/index.html has no content-security-policy meta tag');
	process.exit(1);
}
const csp = `${meta[1]}; frame-ancestors 'none'`;

const text = `# Written by scripts/headers.mjs at build time: headers for every file of the app.
/*
  Content-Security-Policy: ${csp}
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
  Permissions-Policy: camera=(), microphone=(), geolocation=()

# The service worker is checked for updates on every visit.
/sw.js
  Cache-Control: no-cache
`;
writeFileSync(new URL('../build/_headers', import.meta.url), text);
console.log('build/_headers written');
