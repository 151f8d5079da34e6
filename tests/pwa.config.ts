import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The PWA's own e2e (tests/pwa/*.spec.ts): the service worker allowed (the main suite blocks it), and servers the
 * specs start and stop themselves, since the update flow serves two builds in turn on one origin
 * (./pwa/servers.ts). Build A is a copy of dist/ (npm test has just built it), build B a second build with
 * another APP_VERSION (./pwa/global-setup.ts). `npm test` runs it after the main suite.
 */
export const PWA_PORT = Number(process.env.PWA_PORT ?? 4425);

export default defineConfig({
  ...base,
  testDir: 'pwa',
  testMatch: /.*\.spec\.ts/,
  workers: 1,
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: '../test-results/pwa.json' }]],
  outputDir: '../test-results/pwa-artifacts',
  globalSetup: './pwa/global-setup.ts',
  webServer: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PWA_PORT}`, serviceWorkers: 'allow' },
});
