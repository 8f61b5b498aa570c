import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '*.e2e.ts',
	fullyParallel: false,
	workers: 1,
	forbidOnly: !!process.env.CI,
	retries: 0,
	timeout: 30_000,
	// .ci/run sets REPORT_DIR to total the results of every test runner.
	reporter: process.env.REPORT_DIR
		? [['list'], ['json', { outputFile: `${process.env.REPORT_DIR}/playwright.json` }]]
		: 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		// Service workers must be allowed: the offline tests depend on one.
		serviceWorkers: 'allow',
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync'
			]
		}
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	// Serves the built app (npm test builds first), the way a storyteller's tablet gets it.
	webServer: {
		command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	}
});
