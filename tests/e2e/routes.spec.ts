import type { Page } from '@playwright/test';
import { flattenRoutes, type RouteConfig } from '../../config/routes.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, text, watchConsole } from './helpers.ts';
import { pageChunkPath } from './pageChunks.ts';

/**
 * Walks the route table: every page opens under /pc/ without console errors, loads its own chunk, and shows
 * its title; role pages are opened as the role that may use them.
 */
const pages = flattenRoutes().filter((r) => r.component && r.path !== '*');
const titleOf = (r: RouteConfig) => text[`menu.${r.name}` as keyof typeof text];

async function openAndCheck(page: Page, route: RouteConfig) {
  const chunkPath = pageChunkPath(route.component!);
  const chunk = page.waitForResponse((res) => new URL(res.url()).pathname === chunkPath && res.ok());
  await page.goto(`/pc${route.path}`);
  await chunk;
  await expect(page).toHaveTitle(new RegExp(`^${titleOf(route).replace(/[()/]/g, '.')} - `));
  await expect(page.getByText(text['exception.404.title'])).toHaveCount(route.path === '/exception/404' ? 1 : 0);
}

const groups: Array<{ who: 'visitor' | 'seeker' | 'enterprise'; routes: RouteConfig[] }> = [
  { who: 'visitor', routes: pages.filter((r) => !r.access) },
  { who: 'seeker', routes: pages.filter((r) => r.access === 'seeker' || r.access === 'user') },
  { who: 'enterprise', routes: pages.filter((r) => r.access === 'enterprise') },
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
  test(`every ${who} page opens with its own chunk and no console errors`, async ({ page, signIn }) => {
    test.slow(); // three times the timeout: it opens every page
    const console = watchConsole(page);
    if (who !== 'visitor') await signIn(DEMO[who]);
    for (const route of routes) {
      if (route.path === '/perfect' || route.path === '/login') continue; // both redirect a signed-in user
      await test.step(route.path, () => openAndCheck(page, route));
    }
    console.expectClean();
  });
}

test('/perfect is outside the layout; other pages are inside it', async ({ page }) => {
  await page.goto('/pc/login');
  await page.getByLabel(text['account.field.mobile'], { exact: true }).fill('13700000123');
  await page.getByLabel(text['account.field.code'], { exact: true }).fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
  await expect(page).toHaveURL(/\/pc\/perfect/);
  await expect(page.getByRole('heading', { name: text['account.perfect.title'] })).toBeVisible();
  await expect(page.locator('.ant-pro-sider')).toHaveCount(0);
  await page.goto('/pc/jobpost');
  await expect(page.locator('.ant-pro-sider')).toHaveCount(1);
});

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/no/such/page');
  await expect(page.getByRole('heading', { name: text['exception.404.title'] })).toBeVisible();
  await expect(page.locator('.ant-pro-sider')).toHaveCount(1);
  await page.goto('/pc/exception');
  await expect(page).toHaveURL(/\/pc\/exception\/404$/);
  console.expectClean();
});

test('the menu shows each audience what it may use', async ({ page, signIn }) => {
  await page.goto('/pc/');
  const menu = page.locator('.ant-pro-sider');
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
