import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './helpers.ts';
import { pageChunkPath } from './pageChunks.ts';

/**
 * antd's styles for the landing pages come prebuilt (config/plugins/antdStaticStyles.ts): the browser must not
 * generate them again, the page must look the same, and a sheet that fails to load must cost nothing but speed.
 * The dev server has no prebuilt sheet: there antd styles every page itself, which is what it checks instead.
 */
const DEV = process.env.E2E_SERVER === 'dev';

const LANDING_PAGES = ['/pc/', '/pc/jobpost', '/pc/jobdetail?id=j1'];

/** The theme's token key, as the sheet's cache-path map names it (`<tokenKey>|Button-Button|ant-btn|anticon:<hash>;…`). */
async function staticTokenKey(page: Page) {
  const href = await page.locator('link[data-antd-static]').getAttribute('href');
  const css = await (await page.request.get(href!)).text();
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
  const keys = new Set(
    map
      .split(';')
      .filter((entry) => entry.includes('|ant-btn|'))
      .map((entry) => entry.split('|')[0]),
  );
  expect(keys.size, 'the map names the Button styles under one token').toBe(1);
  return [...keys][0];
}

/** The antd component styles the page generated itself: <style> elements antd tagged with that token. */
const generatedStyles = (page: Page, tokenKey: string) =>
  page.locator(`style[data-token-hash="${tokenKey}"]`).evaluateAll((nodes) => nodes.map((node) => node.textContent!.slice(0, 60)));

if (DEV) {
  test('the dev server has no prebuilt sheet, and antd styles the page itself', async ({ page }) => {
    await page.goto('/pc/jobpost');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[data-antd-static]')).toHaveCount(0);
    await expect(page.locator('.ant-btn-color-primary.ant-btn-variant-solid').first()).toHaveCSS('background-color', 'rgb(42, 100, 201)');
  });
}

for (const path of DEV ? [] : LANDING_PAGES) {
  test(`${path} uses the prebuilt antd styles and generates none of its own`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[data-antd-static]')).toHaveAttribute('media', 'all');
    expect(await generatedStyles(page, await staticTokenKey(page))).toEqual([]);
    // …and the styles apply: the primary button is the brand's dark blue with white text (theme.ts).
    const primary = page.locator('.ant-btn-color-primary.ant-btn-variant-solid').first();
    await expect(primary).toHaveCSS('background-color', 'rgb(42, 100, 201)');
    await expect(primary).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
}

if (!DEV) {
  test('a landing page whose chunk is late shows its loading state, also with the prebuilt styles', async ({ page }) => {
    // Past start-up's wait (1.5 s) for the page's chunk, the layout renders with the page's loading state.
    await page.route(`**${pageChunkPath('job/list')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.goto('/pc/jobpost');
    await expect(page.locator('.page-loading .ant-spin')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text['menu.jobpost'] })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await generatedStyles(page, await staticTokenKey(page))).toEqual([]);
  });
}

// Build only: on the dev server there is no sheet to fail (the test above covers it).
if (!DEV) {
  test('when the prebuilt sheet fails to load, antd styles the page itself', async ({ page }) => {
    await page.route(/\/pc\/assets\/antd-[\w-]+\.css$/, (route) => route.abort());
    await page.goto('/pc/jobpost');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[data-antd-static]')).toHaveCount(0);
    const primary = page.locator('.ant-btn-color-primary.ant-btn-variant-solid').first();
    await expect(primary).toHaveCSS('background-color', 'rgb(42, 100, 201)');
    // The Button's own rules (not just its CSS variables) were generated in the page.
    const buttonRules = await page
      .locator('style[data-token-hash]')
      .evaluateAll((nodes) => nodes.filter((node) => /\.ant-btn-variant-solid/.test(node.textContent!)).length);
    expect(buttonRules).toBeGreaterThan(0);
  });
}
