import { expect, test, type Page } from '@playwright/test';
import { flattenRoutes, type RouteConfig } from '../../config/routes.ts';
import { DEMO, signInWithPassword, signInWithSms, text, watchConsole } from './helpers.ts';

/**
 * Walks the route table: every page opens under /pc/ without console errors, loads its own chunk, and shows
 * its title; role pages are opened as the role that may use them.
 */
const pages = flattenRoutes().filter((r) => r.component && r.path !== '*');
const chunkName = (r: RouteConfig) => r.component!.split('/').pop()!;
const titleOf = (r: RouteConfig) => text[`menu.${r.name}` as keyof typeof text];

async function openAndCheck(page: Page, route: RouteConfig) {
  const chunk = page.waitForResponse((res) => new RegExp(`/pc/assets/${chunkName(route)}-[\\w-]+\\.js$`).test(res.url()) && res.ok());
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

for (const { who, routes } of groups) {
  test(`every ${who} page opens with its own chunk and no console errors`, async ({ page }) => {
    test.setTimeout(120_000);
    const console = watchConsole(page);
    if (who !== 'visitor') {
      await signInWithPassword(page, DEMO[who]);
      await expect(page.getByTestId('user-menu')).toBeVisible();
    }
    for (const route of routes) {
      if (route.path === '/perfect' || route.path === '/login') continue; // both redirect a signed-in user
      await test.step(route.path, () => openAndCheck(page, route));
    }
    console.expectClean();
  });
}

test('/perfect is outside the layout; other pages are inside it', async ({ page }) => {
  await signInWithSms(page, '13700000123');
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

test('the menu shows each audience what it may use', async ({ page }) => {
  await page.goto('/pc/');
  const menu = page.locator('.ant-pro-sider');
  await expect(menu.getByText(text['menu.group.seek'])).toBeVisible();
  await expect(menu.getByText(text['menu.group.mine'])).toHaveCount(0);
  await signInWithPassword(page, DEMO.enterprise);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(menu.getByText(text['menu.group.enterprise'])).toBeVisible();
  await expect(menu.getByText(text['menu.group.mine'])).toHaveCount(0);
  await menu.getByText(text['menu.group.enterprise']).click();
  await expect(menu.getByRole('link', { name: text['menu.position'] })).toBeVisible();
});
