import type { Page } from '@playwright/test';
import { toTraditional } from '../../config/plugins/traditionalChinese.ts';
import enUS from '../../src/locales/en-US/index.ts';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, text } from './helpers.ts';
import { chunkPath } from './pageChunks.ts';

/** Which text each language shows, and how numbers inside that text are written (issue: languages). */
const zhTW = toTraditional(text);

test.describe('a British English browser', () => {
  test.use({ locale: 'en-GB' });
  test('sees the English bundle on its first visit', async ({ page }) => {
    await page.goto('/pc/login');
    await expect(page.getByRole('heading', { name: enUS['account.login.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
});

test.describe('a Hong Kong browser', () => {
  test.use({ locale: 'zh-HK' });
  test('sees Traditional Chinese converted from zh-CN', async ({ page }) => {
    await page.goto('/pc/login');
    expect(zhTW['account.login.title']).not.toBe(text['account.login.title']);
    await expect(page.getByRole('heading', { name: zhTW['account.login.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });
});

test('choosing 繁體中文 translates the page', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await chooseLanguage(page, '繁體中文');
  await expect(page.getByRole('heading', { level: 1, name: zhTW['menu.jobpost'] })).toBeVisible();
});

/**
 * Watches the page for a message id shown as text or as an accessible name: what react-intl renders for a message
 * that is not (yet) in its bundle. Returns a function that reads what was seen, the page as it is now included.
 */
async function watchForMessageIds(page: Page) {
  await page.evaluate((ids) => {
    const known = new Set(ids);
    const seen: string[] = [];
    const ATTRIBUTES = ['aria-label', 'placeholder', 'title'];
    const check = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let current: Node | null = node; current; current = walker.nextNode()) {
        if (current.nodeType === Node.TEXT_NODE && known.has(current.textContent!.trim())) seen.push(current.textContent!.trim());
        if (current instanceof Element) for (const name of ATTRIBUTES) if (known.has(current.getAttribute(name) ?? '')) seen.push(current.getAttribute(name)!);
      }
    };
    new MutationObserver((records) =>
      records.forEach((record) => (record.type === 'childList' ? record.addedNodes.forEach(check) : check(record.target))),
    ).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
    Object.assign(window, { jucaiIdsSeen: () => (check(document.body), seen) });
  }, Object.keys(text));
  return () => page.evaluate(() => (window as unknown as { jucaiIdsSeen: () => string[] }).jucaiIdsSeen());
}

test.describe('an English visitor on a deep route', () => {
  test.use({ locale: 'en-US' });
  test("switching language shows the route's texts in the new language at once, never a message id", async ({ page }) => {
    // /outsourc/product's texts are in the "work" part of each bundle: each switch loads that language's parts
    // (zh-TW's whole bundle; zh-CN's page messages, which an English start never loaded).
    await page.goto('/pc/outsourc/product');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(enUS['service.product.title']);
    const idsSeen = await watchForMessageIds(page);
    // A part that fails to arrive: the app falls back to zh-CN text, which an English start had not loaded either.
    const workPart = /zh-TW[-/]work\b/;
    await page.route(workPart, (route) => route.abort());
    await chooseLanguage(page, '繁體中文');
    await expect(title).toHaveText(text['service.product.title']);
    expect(await idsSeen()).toEqual([]);
    // The browser keeps a failed module import failed until the page reloads.
    await page.unroute(workPart);
    await page.reload();
    await expect(title).toHaveText(text['service.product.title']);
    const idsSeenAfterReload = await watchForMessageIds(page);
    await chooseLanguage(page, '繁體中文');
    await expect(title).toHaveText(zhTW['service.product.title']);
    await expect(page.getByText(zhTW['service.product.intro'])).toBeVisible();
    await chooseLanguage(page, '简体中文');
    await expect(title).toHaveText(text['service.product.title']);
    await expect(page.getByText(text['service.product.intro'])).toBeVisible();
    expect(await idsSeenAfterReload()).toEqual([]);
  });
});

test('the last language chosen wins, even when an earlier choice arrives after it', async ({ page }) => {
  const english = chunkPath('src/locales/en-US/index.ts');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${english}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pc/jobpost');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.jobpost'] })).toBeVisible();
  await chooseLanguage(page, 'English');
  await chooseLanguage(page, '繁體中文');
  // 找工作 reads the same in both scripts: the document's language says that Traditional Chinese is on screen.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('heading', { level: 1, name: zhTW['menu.jobpost'] })).toBeVisible();
  // English's bundle arrives only now, after the later choice has been applied.
  const arrived = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === english);
  release();
  await arrived;
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: zhTW['menu.jobpost'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('zh-TW');
});

test('Arabic keeps Chinese text with Western digits inside it, right to left', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const total = page.getByText(/^共 [\d,]+ 条$/).first();
  await expect(total).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
});

test('the selector lists the fully translated languages first, without emoji flags', async ({ page }) => {
  await page.goto('/pc/');
  await page.getByTestId('language-select').click();
  const menu = page.locator('.language-menu');
  await expect(menu.getByText(text['layout.language.translated'])).toBeVisible();
  await expect(menu.getByText(text['layout.language.partial'])).toBeVisible();
  const labels = await menu.getByRole('menuitem').allInnerTexts();
  expect(labels.slice(0, 4)).toEqual(['English (UK)', 'English', '简体中文', '繁體中文']);
  expect(labels.join('')).not.toMatch(/\p{Regional_Indicator}/u);
});
