import { expect, test } from './fixtures.ts';
import { text } from './helpers.ts';

/** What a reader sees of the seeded data: addresses read like addresses (the rest is checked in mock/realism.test.ts). */

const labels = (prefix: string) =>
  Object.entries(text)
    .filter(([id]) => id.startsWith(prefix))
    .map(([, label]) => label);
const DISTRICTS = labels('dict.district.');
const PROVINCES = labels('dict.province.');
const count = (line: string, part: string) => line.split(part).length - 1;

test('a company’s addresses are full postal addresses that name their district once', async ({ page }) => {
  for (const id of ['c1', 'c12', 'c208']) {
    await page.goto(`/pc/comdetail?id=${id}`);
    const items = page.locator('.comdetail-addresses li');
    await expect(items.first()).toBeVisible({ timeout: 30_000 });
    for (const item of await items.all()) {
      const line = (await item.locator('span').first().innerText()).trim();
      expect(
        PROVINCES.some((p) => line.startsWith(p)),
        line,
      ).toBe(true);
      const named = DISTRICTS.filter((d) => line.includes(d));
      expect(named.length, line).toBeGreaterThan(0);
      for (const d of named) expect(count(line, d), line).toBe(1);
    }
  }
});
