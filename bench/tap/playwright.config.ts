import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The tap-cost measure (bench/tap/tap-cost.e2e.ts) against a server already running at TAP_BASE
// (`npx vite dev --port 4189` for per-module figures).
export default defineConfig({
	...base,
	testDir: '.',
	testMatch: 'tap-cost.e2e.ts',
	webServer: undefined,
	reporter: 'list',
	use: { ...base.use, baseURL: process.env.TAP_BASE ?? 'http://127.0.0.1:4189' }
});
