import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageChunkPath } from './pageChunks.ts';

/**
 * Start-up: a visitor's landing page asks for its data while the app's code is still arriving (the request
 * starts before the page's own chunk is requested), and the page uses that response instead of asking again.
 */
for (const { path, component, api, loadingState } of [
  { path: '/pc/jobdetail?id=j1', component: 'job/detail', api: '/user/jobs/j1', loadingState: '[aria-busy="true"] .job-detail-header' },
  { path: '/pc/', component: 'home', api: '/user/home', loadingState: '.home-main > [role="status"]' },
  { path: '/pc/jobpost', component: 'job/list', api: '/user/jobs', loadingState: '.job-list-page [aria-busy="true"][role="status"]' },
]) {
  test(`${path} asks for its data once, before its page chunk`, async ({ page }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === api) order.push('data');
      if (pathname === pageChunkPath(component)) order.push('chunk');
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(order.filter((o) => o === 'data')).toHaveLength(1);
    expect(order.indexOf('data')).toBeLessThan(order.indexOf('chunk'));
  });

  test(`${path} renders with its data at once, never showing its loading state`, async ({ page }) => {
    // The response is in by the time the page's code is (start-up waits for both), so the first render has it.
    await page.addInitScript((selector) => {
      const seen = { loading: false };
      Object.assign(window, { __loadingStateSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector(selector)) seen.loading = true;
      }).observe(document, { childList: true, subtree: true });
    }, loadingState);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __loadingStateSeen: { loading: boolean } }).__loadingStateSeen.loading)).toBe(false);
  });
}

const DEV = process.env.E2E_SERVER === 'dev';

/** Records, in the page, when its heading is in and when a service worker registration is asked for. */
function recordStartupOrder() {
  const order: string[] = [];
  Object.assign(window, { __startupOrder: order });
  new MutationObserver(() => {
    if (!order.includes('page') && document.querySelector('main h1')) order.push('page');
  }).observe(document, { childList: true, subtree: true });
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
    order.push('register');
    return register.apply(this, args);
  };
}

/** /jobpost in a context of its own that allows service workers, its start-up order recorded; `check` runs once its heading is in. */
async function withServiceWorkers(
  { browser, baseURL, extraHTTPHeaders }: { browser: Browser; baseURL: string | undefined; extraHTTPHeaders: Record<string, string> | undefined },
  check: (page: Page, startupOrder: () => Promise<string[]>) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordStartupOrder);
    await page.goto('/pc/jobpost');
    await expect(page.locator('main h1')).toBeVisible();
    await check(page, () => page.evaluate(() => (window as unknown as { __startupOrder: string[] }).__startupOrder));
  } finally {
    await context.close();
  }
}

if (DEV) {
  test('the dev server registers no service worker (it would serve stale modules)', async ({ browser, baseURL, extraHTTPHeaders }) => {
    await withServiceWorkers({ browser, baseURL, extraHTTPHeaders }, async (page, startupOrder) => {
      // Longer than a build waits before registering (an idle moment, 3 s at most).
      await page.waitForTimeout(4000);
      expect(await startupOrder()).toEqual(['page']);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);
    });
  });
} else {
  test('the service worker registers only once the page has rendered, then installs', async ({ browser, baseURL, extraHTTPHeaders }) => {
    // Its precaching (all of the app's files) must not compete with start-up: it used to register at the window's
    // load event, which comes before the app's code has run.
    await withServiceWorkers({ browser, baseURL, extraHTTPHeaders }, async (page, startupOrder) => {
      expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope))).toMatch(/\/pc\/$/);
      expect(await startupOrder()).toEqual(['page', 'register']);
    });
  });
}
