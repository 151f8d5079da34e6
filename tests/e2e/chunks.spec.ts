import { expect, test } from './fixtures.ts';
import { sideNav, text } from './helpers.ts';

/** A route chunk that fails to load shows the retry page inside the layout; retrying loads the page. */
test('a failed page chunk shows the retry page, and retry works', async ({ page }) => {
  let failures = 0;
  await page.route(/\/pc\/assets\/agreement-[\w-]+\.js$/, async (route) => {
    if (failures++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await page.goto('/pc/accept');
  await expect(page.getByRole('heading', { name: text['layout.chunkError.title'] })).toBeVisible();
  await expect(page.getByText(text['layout.chunkError.failed'])).toBeVisible();
  await expect(sideNav(page)).toHaveCount(1);
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: '聚才用户服务协议' })).toBeVisible();
});

test('a failed stylesheet of a page chunk is caught the same way', async ({ page }) => {
  let failures = 0;
  await page.route(/\/pc\/assets\/login-[\w-]+\.css$/, async (route) => {
    if (failures++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await page.goto('/pc/login');
  await expect(page.getByRole('heading', { name: text['layout.chunkError.title'] })).toBeVisible();
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
});
