import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text } from './helpers.ts';

/**
 * URLs that come from the API become links only when they are http(s): a notice's original URL and a job's
 * source. The mock already drops other schemes, so these tests change the API answer on its way to the page,
 * as a real backend could send it.
 */

/** Serves the API answer at `path` with `edit` applied to its `data`. */
async function editAnswer(page: Page, path: string, edit: (data: Record<string, unknown>) => void) {
  await page.route(`**/user${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    edit(body.data);
    await route.fulfill({ response, json: body });
  });
}

const originalLink = (page: Page) => page.getByRole('link', { name: text['zone.gov.original'] });

test("a notice's original URL is a link when it is https", async ({ page }) => {
  await page.goto('/pc/govwork?id=g1');
  await expect(originalLink(page)).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByText(text['zone.gov.applyOfficial'])).toBeVisible();
});

test("a notice's javascript: URL is not rendered as a link", async ({ page }) => {
  await editAnswer(page, '/gov/announcements/g1', (data) => {
    data.originalUrl = 'javascript:alert(document.cookie)';
  });
  await page.goto('/pc/govwork?id=g1');
  await expect(page.getByText(text['zone.gov.applyOfficial'])).toBeVisible();
  await expect(originalLink(page)).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
});

test("a job's source is a link only for http(s)", async ({ page }) => {
  for (const [url, linked] of [
    ['https://jobs.example.gov.cn/post/1', true],
    ['javascript:alert(1)', false],
  ] as const) {
    await page.unrouteAll();
    await editAnswer(page, '/jobs/j1', (data) => {
      data.source = { name: '示例公共就业服务网', url };
    });
    await page.goto('/pc/jobdetail?id=j1');
    const source = page.getByText('示例公共就业服务网');
    await expect(source).toBeVisible();
    if (linked) await expect(page.getByRole('link', { name: '示例公共就业服务网' })).toHaveAttribute('href', url);
    else await expect(page.getByRole('link', { name: '示例公共就业服务网' })).toHaveCount(0);
  }
});
