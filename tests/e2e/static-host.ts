import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const BUILD = join(process.cwd(), 'build');
const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.ico': 'image/x-icon',
	'.webp': 'image/webp',
	'.txt': 'text/plain; charset=utf-8'
};

export interface StaticHost {
	/** `http://127.0.0.1:<port>`, a port of its own (so an origin, and a service worker, of its own). */
	origin: string;
	/** Requests answered so far. */
	served: () => number;
	/**
	 * Takes the app off the network: stops listening and drops every open (keep-alive) connection,
	 * so any request the browser still makes is refused, whatever Chromium thinks of its own
	 * connectivity (`context.setOffline` no longer reliably makes `navigator.onLine` false).
	 */
	stop: () => Promise<void>;
}

/** Serves `build/` like a static host (unknown paths get the SPA shell), on a port of its own. */
export async function startStaticHost(): Promise<StaticHost> {
	let served = 0;
	const server = createServer((req, res) => {
		served++;
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		let file = normalize(join(BUILD, path));
		if (!file.startsWith(BUILD) || !existsSync(file) || statSync(file).isDirectory())
			file = join(BUILD, 'index.html');
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		res.end(readFileSync(file));
	});
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => resolve());
	});
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('the static host has no port');
	let stopped: Promise<void> | undefined;
	return {
		origin: `http://127.0.0.1:${address.port}`,
		served: () => served,
		stop: () =>
			(stopped ??= new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}))
	};
}
