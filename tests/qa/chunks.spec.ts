import { expect, test, text } from './fixtures.ts';

/**
 * docs/QA.md, "A page that fails to load": the app's code is not the mock's to break; Playwright's own
 * page.route is. A page chunk that cannot be fetched shows the retry page; the retry loads the page.
 * The pattern matches the production build's chunk (`/pc/assets/agreement-<hash>.js`) and the dev server's module.
 */
test('a page chunk that fails to load shows the retry page, and retrying loads the page', async ({ page }) => {
  let reachable = false;
  await page.route(/\/pc\/(?:assets\/agreement-[\w-]+\.js|src\/pages\/account\/agreement\/index\.tsx)(?:\?.*)?$/, (route) =>
    reachable ? route.continue() : route.abort('connectionreset'),
  );
  await page.goto('/pc/accept');
  await expect(page.getByRole('heading', { name: text['layout.chunkError.title'] })).toBeVisible();
  reachable = true;
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.getByRole('heading', { name: '聚才用户服务协议' })).toBeVisible();
});
