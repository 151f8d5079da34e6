import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './helpers.ts';
import { pageChunkPath, startupChunkPaths } from './pageChunks.ts';

/**
 * The built index.html paints a landing page's first screen (its heading, on /jobpost the search box) before
 * any script has run (config/plugins/firstScreenPreview.ts); the page, once rendered, must land exactly on it,
 * and the preview must never stand in the way. The dev server has no preview (its CSS arrives with the scripts):
 * there the page simply renders, which is what it checks instead.
 */
const DEV = process.env.E2E_SERVER === 'dev';

/**
 * What must not move: each preview element and the page's own. A heading is compared by its text's extent (the
 * preview's block spans the page; the text is what is painted), a control by its box. The home subtitle is left
 * out on purpose: the page swaps it for live totals when its data arrives.
 */
const PAGES = [
  {
    path: '/pc/',
    pairs: [
      { preview: '.home-title', page: 'main .home-title', measure: 'text' },
      { preview: '.home-hire', page: 'main .home-hire', measure: 'box' },
    ],
  },
  {
    path: '/pc/jobpost',
    pairs: [
      { preview: 'h1', page: 'main h1', measure: 'text' },
      { preview: '.sf-search-input', page: 'main .job-list-search .ant-input-affix-wrapper', measure: 'box' },
      { preview: '.sf-search-button', page: 'main .job-list-search .ant-input-search-button', measure: 'box' },
    ],
  },
  {
    // Its job's title, status and pay are filled in by start-up's code from the prefetched job
    // (src/shell/firstScreen/jobPreview.ts): the preview is measured with start-up's scripts, without the app's.
    path: '/pc/jobdetail?id=j1',
    withStartup: true,
    pairs: [
      { preview: '.page-container-title h1', page: 'main .page-container-title', measure: 'text' },
      { preview: '.job-detail-title', page: 'main .job-detail-title', measure: 'text' },
      { preview: '.job-detail-status', page: 'main .job-detail-status', measure: 'box' },
      { preview: '.job-detail-salary', page: 'main .job-detail-salary', measure: 'text' },
    ],
  },
] as const;

type Measure = { selector: string; measure: 'text' | 'box' };

function boxes(page: Page, targets: Measure[]) {
  return page.evaluate(
    (list) =>
      list.map(({ selector, measure }) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = measure === 'text' ? range.getBoundingClientRect() : element.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
      }),
    targets,
  );
}

if (DEV) {
  test('the dev server paints no page preview, and the page renders', async ({ page }) => {
    await page.goto('/pc/jobpost');
    await expect(page.getByRole('heading', { level: 1, name: text['menu.jobpost'] })).toBeVisible();
    await expect(page.locator('template[data-first-screen]')).toHaveCount(0);
    await expect(page.locator('#startup-page')).toHaveCount(0);
  });
}

for (const viewport of DEV
  ? []
  : [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
  for (const { path, pairs, ...options } of PAGES) {
    test(`${path} at ${viewport.width} px: the page lands exactly on its preview, which then goes`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      try {
        // Before the app's scripts: only index.html and its inlined CSS (and, where the preview shows data,
        // start-up's own scripts).
        const bare = await context.newPage();
        const startup = 'withStartup' in options ? startupChunkPaths() : [];
        await bare.route(/\.js$/, (route) => (startup.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
        await bare.goto(path);
        if (startup.length) await expect(bare.locator('#startup-page [data-job-preview]')).toBeVisible();
        const previewBoxes = await boxes(
          bare,
          pairs.map(({ preview, measure }) => ({ selector: `#startup-page ${preview}`, measure })),
        );
        expect(previewBoxes.every(Boolean), 'every preview element is painted').toBe(true);
        await bare.close();

        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('#startup-page')).toHaveCount(0);
        expect(
          await boxes(
            page,
            pairs.map(({ page: selector, measure }) => ({ selector, measure })),
          ),
        ).toEqual(previewBoxes);
      } finally {
        await context.close();
      }
    });
  }
}

if (!DEV) {
  test('the preview speaks the language the app will: the stored choice, else the browser’s', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto('/pc/');
      await expect(page.locator('#startup-page .home-title')).toHaveText('Find your next job on JuCai');
      await page.evaluate(() => localStorage.setItem('umi_locale', 'zh-TW'));
      await page.goto('/pc/jobpost');
      await expect(page.locator('#startup-page h1')).toHaveText('找工作');
      await expect(page.locator('#startup-page .sf-search-button')).toHaveText('搜尋');
      // Right to left: no preview (its layout is left to right), only the frame.
      await page.evaluate(() => localStorage.setItem('umi_locale', 'ar-EG'));
      await page.goto('/pc/');
      await expect(page.locator('#startup-page')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('a page without a first screen paints none', async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/pc/companylist');
    await expect(page.locator('#startup-frame')).toBeVisible();
    await expect(page.locator('#startup-page')).toBeHidden();
  });

  test('while the page itself is still loading, the preview stands in for it and the header works', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${pageChunkPath('job/list')}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pc/jobpost');
    // The app's own frame is up (the static one has gone); the page is not, and its preview covers its place.
    await expect(page.locator('#startup-frame')).toHaveCount(0);
    await expect(page.locator('#startup-page .sf-search-input')).toBeVisible();
    await page.getByTestId('language-select').click();
    await expect(page.locator('.language-menu').getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    release();
    await expect(page.getByRole('combobox', { name: text['job.list.keyword'] })).toBeVisible();
    await expect(page.locator('#startup-page')).toHaveCount(0);
  });
}
