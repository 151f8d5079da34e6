import type { Page } from '@playwright/test';
import { flattenRoutes, type RouteConfig } from '../../config/routes.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, sideNav, signInWithSms, text, watchConsole } from './helpers.ts';
import { pageChunkPath } from './pageChunks.ts';

/**
 * Walks the route table: every page opens under /pc/ without console errors, loads its own chunk, and shows
 * its title; role pages are opened as the role that may use them. Each page is also held to a layout-shift
 * budget: its CLS once loaded (network quiet) must stay at or under MAX_CLS, and the figures of every route are
 * attached to the test as cls-<who>.json.
 */
const pages = flattenRoutes().filter((r) => r.component && r.path !== '*');
const titleOf = (r: RouteConfig) => text[`menu.${r.name}` as keyof typeof text];

const MAX_CLS = 0.05;

/**
 * Runs in every document before its scripts: sums its layout shifts as CLS does (a shift within 500 ms of user
 * input does not count) into window.__cls.
 */
function recordLayoutShifts() {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's CLS once it has loaded: its data requests done and the network quiet. */
async function settledLayoutShift(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

async function openAndCheck(page: Page, route: RouteConfig) {
  const chunkPath = pageChunkPath(route.component!);
  const chunk = page.waitForResponse((res) => new URL(res.url()).pathname === chunkPath && res.ok());
  await page.goto(`/pc${route.path}`);
  await chunk;
  await expect(page).toHaveTitle(new RegExp(`^${titleOf(route).replace(/[()/]/g, '.')} - `));
  await expect(page.getByText(text['exception.404.title'])).toHaveCount(route.path === '/exception/404' ? 1 : 0);
  const cls = await settledLayoutShift(page);
  expect.soft(cls, `layout shift (CLS) of ${route.path}`).toBeLessThanOrEqual(MAX_CLS);
  return cls;
}

const groups: Array<{ who: 'visitor' | 'seeker' | 'enterprise'; routes: RouteConfig[] }> = [
  { who: 'visitor', routes: pages.filter((r) => !r.access) },
  { who: 'seeker', routes: pages.filter((r) => r.access === 'canSeekerAct' || r.access === 'isSignedIn') },
  { who: 'enterprise', routes: pages.filter((r) => !!r.access && r.access !== 'canSeekerAct' && r.access !== 'isSignedIn') },
];

test('every page has a chunk of its own', () => {
  const pageOfChunk = new Map<string, string>();
  for (const { component } of pages) {
    const chunk = pageChunkPath(component!);
    expect(pageOfChunk.get(chunk) ?? component, chunk).toBe(component);
    pageOfChunk.set(chunk, component!);
  }
});

for (const { who, routes } of groups) {
  test(`every ${who} page opens with its own chunk, no console errors and no layout shift`, async ({ page, signIn }, testInfo) => {
    test.setTimeout(360_000);
    await page.addInitScript(recordLayoutShifts);
    const console = watchConsole(page);
    const shifts: Record<string, number> = {};
    if (who !== 'visitor') await signIn(DEMO[who]);
    for (const route of routes) {
      if (route.path === '/perfect' || route.path === '/login') continue; // both redirect a signed-in user
      await test.step(route.path, async () => {
        shifts[route.path] = Number((await openAndCheck(page, route)).toFixed(4));
      });
    }
    await testInfo.attach(`cls-${who}.json`, { body: JSON.stringify(shifts, null, 2), contentType: 'application/json' });
    console.expectClean();
  });
}

test('/perfect is outside the layout; other pages are inside it', async ({ page }) => {
  await signInWithSms(page, '13700000123');
  await expect(page).toHaveURL(/\/pc\/perfect/);
  await expect(page.getByRole('heading', { name: text['account.perfect.title'] })).toBeVisible();
  await expect(sideNav(page)).toHaveCount(0);
  await page.goto('/pc/jobpost');
  await expect(sideNav(page)).toHaveCount(1);
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/no/such/page');
  await expect(page.getByRole('heading', { name: text['exception.404.title'] })).toBeVisible();
  await expect(sideNav(page)).toHaveCount(1);
  await page.goto('/pc/exception');
  await expect(page).toHaveURL(/\/pc\/exception\/404$/);
  console.expectClean();
});

test('the menu shows each audience what it may use', async ({ page, signIn }) => {
  await page.goto('/pc/');
  const menu = sideNav(page);
  await expect(menu.getByText(text['menu.group.seek'])).toBeVisible();
  await expect(menu.getByText(text['menu.group.mine'])).toHaveCount(0);
  await signIn(DEMO.enterprise);
  await page.goto('/pc/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(menu.getByText(text['menu.group.enterprise'])).toBeVisible();
  await expect(menu.getByText(text['menu.group.mine'])).toHaveCount(0);
  await menu.getByText(text['menu.group.enterprise']).click();
  await expect(menu.getByRole('link', { name: text['menu.position'] })).toBeVisible();
});
