import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import zhCN from '../../src/locales/zh-CN/index.ts';
import { BUILD_A, BUILD_B, VERSION_B } from './builds.ts';
import { serve } from './servers.ts';

/**
 * The installed app, as one returning visitor: offline with build A, then a deployment of build B. One tab and one
 * service worker for both steps, in order: installing the worker (it precaches some 370 files) is the slow part.
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let stop: () => Promise<void> = async () => undefined;
let versionA = '';

test.beforeAll(async ({ browser, baseURL }) => {
  stop = await serve(BUILD_A);
  context = await browser.newContext({ baseURL, serviceWorkers: 'allow', locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  await page.goto('/pc/jobdetail?id=j1');
  // The first visit installs the service worker; from the next load on it serves the app (a returning visitor),
  // and keeps the API's answers of the pages read.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller && !!window.__APP_VERSION__, undefined, { timeout: 30_000 });
  versionA = (await page.evaluate(() => window.__APP_VERSION__))!;
});

test.afterAll(async () => {
  await context?.close();
  await stop();
});

test('installable: the manifest names the app, its colour and scope, and its icons are PNGs of the sizes it says', async () => {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    name: string;
    theme_color: string;
    start_url: string;
    scope: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: expect.stringContaining('聚才'), theme_color: '#4E8BF5', start_url: '/pc/', scope: '/pc/' });
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  for (const icon of pngs) {
    const png = await (await page.request.get(icon.src)).body();
    // The PNG header's width and height (IHDR, bytes 16-23).
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('offline: a banner says so, the pages read recently open with their data, an action that needs the network says why it failed', async () => {
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  const jobTitle = (await title.textContent())!.trim();
  await page.goto('/pc/login');
  await expect(page.getByRole('tab', { name: zhCN['account.login.tab.password'] })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText(zhCN['shared.offline.title']);

  // The job read before opens offline, with its data, and the banner.
  await page.goto('/pc/jobdetail?id=j1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(jobTitle);
  await expect(banner).toBeVisible({ timeout: 15_000 });

  // Signing in needs the network: the form says the browser is offline, and what was typed stays.
  await page.goto('/pc/login');
  await page.getByRole('tab', { name: zhCN['account.login.tab.password'] }).click();
  const mobile = page.getByLabel(zhCN['account.field.mobile'], { exact: true });
  await mobile.fill('13800000001');
  await page.getByLabel(zhCN['account.field.password'], { exact: true }).fill('Jucai@2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: zhCN['account.login.submit'], exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(zhCN['request.error.offline']);
  await expect(mobile).toHaveValue('13800000001');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('a new deployment: the open tab offers the reload, keeps the form until then, and runs the new build after it', async () => {
  expect(versionA).not.toBe(VERSION_B);
  await page.goto('/pc/jobpost');
  await page.waitForFunction(() => !!window.__APP_VERSION__, undefined, { timeout: 30_000 });
  // Mid-form: a search typed, not sent.
  const search = page.getByRole('combobox').first();
  await search.fill('前端工程师');

  // Build B is deployed on the same origin.
  await stop();
  stop = await serve(BUILD_B);

  // The tab asks when the user comes back to it (and every half hour, and when the network returns).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const prompt = page.locator('.ant-notification-notice').filter({ hasText: zhCN['layout.pwa.updateTitle'] });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText(zhCN['layout.pwa.updateDescription']);

  // Nothing is swapped under the user: still build A, the typed text still there.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.__APP_VERSION__)).toBe(versionA);
  await expect(search).toHaveValue('前端工程师');

  // antd spaces a two-character Chinese label ("刷 新").
  await prompt
    .getByRole('button')
    .filter({ hasText: new RegExp(zhCN['layout.pwa.reload'].split('').join('\\s*')) })
    .click();
  await page.waitForFunction((b) => window.__APP_VERSION__ === b, VERSION_B, { timeout: 30_000 });
  await expect(page.getByRole('main')).toBeVisible();
});
