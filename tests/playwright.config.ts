import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against `npm run preview` (the production build in dist/, with the mock API), driven in
 * Debian's Chromium: npm tools cannot download browsers here. The server runs on a fixed port with
 * --strictPort and is never reused: a server this run did not start could be another app.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
/**
 * `E2E_SERVER=dev` runs the specs against the dev server instead (no build needed; for working on a page while
 * other work uses the default port). npm test always tests the production build.
 */
const DEV = process.env.E2E_SERVER === 'dev';
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** `E2E_TIMEOUT_SCALE=3` stretches every timeout, for a machine busy with other work (default 1). */
const SCALE = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

/**
 * Known state: every test starts from the mock's seed (tests/e2e/fixtures.ts resets it before each test), so a
 * test may change anything and `--repeat-each` passes. Two workers share this one server, so each works on a
 * mock state of its own, named by the `x-mock-state` header its browser context and API client send; a reset
 * from one worker cannot clobber the other's. The alternative, one server per worker, would double the
 * seeding and serving load on a 2-core machine for nothing a state per worker does not already give. The
 * header and the reset exist only because this command sets MOCK_TEST_API=1 (never npm start/preview/mock).
 */
export default defineConfig({
  // e2e/: the product's own end-to-end tests; qa/: docs/QA.md's worked examples, on the QA fixture module.
  testDir: '.',
  testMatch: /^(?:.*\/)?(?:e2e|qa)\/.*\.spec\.ts$/,
  timeout: 45_000 * SCALE,
  expect: { timeout: 10_000 * SCALE },
  fullyParallel: false,
  workers: 2,
  // npm test (config/scripts/test-all.mjs) sets E2E_RETRIES=1: one retry absorbs a shared machine's stall, and the
  // summary names every test that needed it, so a flaky test is seen and fixed rather than hidden.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: DEV ? [['list']] : [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: DEV ? `../test-results/e2e-dev-${PORT}` : '../test-results/e2e-artifacts',
  globalSetup: DEV ? undefined : './e2e/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 900 },
    // The service worker would cache chunks and hide route faults; the PWA is checked on its own.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx vite ${DEV ? '' : 'preview '}--host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: '..',
    url: `${BASE_URL}/pc/`,
    env: { MOCK_TEST_API: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
