import { expect, test } from './fixtures.ts';
import { sideNav, text } from './helpers.ts';

/** A route chunk that fails to load shows the retry page inside the layout; retrying loads the page. */
test('a failed page chunk shows the retry page, and retry works', async ({ page }) => {
  // The chunk fails until the retry page is on screen: every attempt, as start-up may ask for the first page's
  // chunk more than once (a second attempt that succeeds simply shows the page).
  let reachable = false;
  await page.route(/\/pc\/assets\/agreement-[\w-]+\.js$/, async (route) => (reachable ? route.continue() : route.abort('connectionreset')));
  await page.goto('/pc/accept');
  await expect(page.getByRole('heading', { name: text['layout.chunkError.title'] })).toBeVisible();
  await expect(page.getByText(text['layout.chunkError.failed'])).toBeVisible();
  await expect(sideNav(page)).toHaveCount(1);
  reachable = true;
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: '聚才用户服务协议' })).toBeVisible();
});

test('a failed stylesheet of a page chunk is caught the same way', async ({ page }) => {
  let reachable = false;
  await page.route(/\/pc\/assets\/login-[\w-]+\.css$/, async (route) => (reachable ? route.continue() : route.abort('connectionreset')));
  await page.goto('/pc/login');
  await expect(page.getByRole('heading', { name: text['layout.chunkError.title'] })).toBeVisible();
  reachable = true;
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
});
