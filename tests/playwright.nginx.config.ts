import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The production path, end to end: the build in dist/ served by Debian's nginx through deploy/nginx.conf
 * (tests/nginx/serve.ts fills it in and runs nginx with its files under test-results/nginx-<port>/), with the mock
 * API alone (`npm run mock`, its test API on) as the /user upstream. A short subset of the suite runs here:
 * headers, the route walk with no CSP violation, sign-in, a search, the chat's live stream through the proxy,
 * and an injected inline script refused. Fixed ports, never reused (a server this run did not start could be
 * another app); E2E_NGINX_PORT and E2E_MOCK_PORT move them.
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4327);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4328);
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`;

export default defineConfig({
  ...base,
  testDir: 'nginx',
  testMatch: /.*\.spec\.ts/,
  // The walk's three tests are most of the time: spread over both workers, not one file per worker.
  fullyParallel: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-nginx.json' }]],
  outputDir: '../test-results/e2e-nginx-artifacts',
  globalSetup: './e2e/global-setup.ts',
  use: { ...base.use, baseURL: NGINX_URL },
  webServer: [
    {
      command: 'npx tsx mock/standalone.ts',
      cwd: '..',
      // Any answer of the mock's (here 400, no api-version) means it is up.
      url: `http://127.0.0.1:${MOCK_PORT}/user/home`,
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_HOST: '127.0.0.1', MOCK_TEST_API: '1', MOCK_APP_ORIGINS: NGINX_URL },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tests/nginx/serve.ts',
      cwd: '..',
      url: `${NGINX_URL}/pc/`,
      env: { E2E_NGINX_PORT: String(NGINX_PORT), E2E_API_UPSTREAM: `http://127.0.0.1:${MOCK_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
