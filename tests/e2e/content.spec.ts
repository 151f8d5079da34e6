import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text, watchConsole } from './helpers.ts';

/**
 * Content (issue 28): the one renderer shows a hostile import harmlessly and without layout shift, /workplace
 * search finds an article, and a contact message becomes a ticket a visitor can look up.
 */

/** Runs before the app: counts layout shifts as CLS does (as the route walk does) and any script the import runs. */
function watchShiftsAndScripts() {
  const w = window as unknown as { __cls: number; __xss?: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

test('a notice with a hostile payload renders safely: nothing runs, the wide table scrolls in its box, no layout shift', async ({ page }) => {
  const console = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(watchShiftsAndScripts);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pc/richtext?id=n902');
  const doc = page.getByTestId('doc');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('2026年冬季线上招聘会展位安排（合作方导入）');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

  const body = doc.locator('.rich-text');
  await expect(body).toContainText('本次招聘会于 12 月 6 日在线举办');
  await expect(
    body.locator('script, style, iframe, form, input, svg, math, object, [style], [onclick], [onerror], [onload], [onmouseover], [onmouseenter]'),
  ).toHaveCount(0);
  await expect(body.locator('a[href^="javascript" i], a[href*="evil.example"]')).toHaveCount(0);
  await expect(body.locator('a[href="https://www.hangzhou.gov.cn/"]')).toHaveAttribute('rel', 'noopener noreferrer');

  // Touch everything a handler was on; nothing may run.
  await body.getByRole('heading', { name: '招聘会概况' }).click();
  await body.getByText('本次招聘会于').hover();
  await body.getByText('点击报名').click();
  await body.locator('table').hover();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The 3,000-px table scrolls inside its own box; the page itself does not get wider.
  const box = body.locator('.rich-text-table');
  await expect(box).toHaveAttribute('role', 'region');
  const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Its one allowed image is lazy with its size reserved; the other is gone.
  const img = body.locator('img');
  await expect(img).toHaveCount(1);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '960');

  // Table of contents, attachment with type and size, source.
  const toc = page.getByRole('navigation', { name: text['content.richtext.toc'] });
  await expect(toc.getByRole('link')).toHaveText(['招聘会概况', '展位表', '参会须知']);
  await expect(page.getByTestId('attachment-meta')).toHaveText(/^CSV · \d+ B$/);
  await expect(page.getByTestId('doc-source')).toContainText(text['content.doc.source']);

  expect(await cls(page)).toBeLessThanOrEqual(0.05);

  // Printing shows the document alone, the table unclipped.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-footer')).toBeHidden();
  expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('visible');
  console.expectClean();
});

test('an unknown or missing id shows the not-found state with the way back', async ({ page }) => {
  for (const path of ['/pc/richtext?id=a999', '/pc/richtext']) {
    await page.goto(path);
    await expect(page.getByText(text['content.doc.notFound'])).toBeVisible();
    await expect(page.getByRole('link', { name: text['content.doc.back'] })).toHaveAttribute('href', /\/workplace$/);
  }
});

test('/workplace: a category and a search find the article, which opens in the renderer', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/workplace');
  await expect(page.getByTestId('article-card')).toHaveCount(9);
  await expect(page.getByTestId('hot-list').getByRole('listitem')).toHaveCount(8);

  await page.getByRole('group', { name: text['content.categories'] }).getByRole('button', { name: text['content.category.scam'], exact: true }).click();
  await expect(page).toHaveURL(/category=scam/);
  await page.getByRole('searchbox', { name: text['content.search.label'] }).fill('培训贷');
  await page.getByRole('searchbox', { name: text['content.search.label'] }).press('Enter');
  await expect(page).toHaveURL(/category=scam&keyword=%E5%9F%B9/);
  const card = page.getByTestId('article-card').first();
  await expect(card).toContainText('识别培训贷的五个信号');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/richtext\?id=a301$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('识别培训贷的五个信号');
  await expect(page.getByTestId('doc-source')).toContainText('《中华人民共和国劳动合同法》第九条');
  console.expectClean();
});

test('/contactUs: shows the licence; a visitor’s message gets a ticket number, which looks the ticket up', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/contactUs');
  await expect(page.getByTestId('licences')).toContainText(text['content.contact.licence.hrValue']);
  await expect(page.locator('.app-footer')).toContainText(text['content.contact.licence.hrValue']);

  await page.getByLabel(text['content.contact.field.name'], { exact: true }).fill('周先生');
  await page.getByLabel(text['content.contact.field.mobile'], { exact: true }).fill('13912345678');
  await page.getByLabel(text['content.contact.field.content'], { exact: true }).fill('某职位面试时要求先交押金，请帮忙核实。');
  await page.getByRole('button', { name: text['content.contact.submit'] }).click();
  const created = page.getByTestId('ticket-created');
  await expect(created).toContainText(/LY\d{12}/);
  const ticketNo = (await created.locator('strong').textContent())!.trim();

  await page.getByLabel(text['content.lookup.ticketNo'], { exact: true }).fill(ticketNo);
  await page.getByLabel(text['content.lookup.mobile'], { exact: true }).fill('13912345678');
  await page.getByRole('button', { name: text['content.lookup.submit'] }).click();
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toContainText(ticketNo);
  await expect(ticket.getByTestId('ticket-status')).toHaveText(text['content.ticket.status.received']);
  console.expectClean();
});
