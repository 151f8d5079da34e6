import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, text, watchConsole } from './helpers.ts';
import { LATEST_JOBS_PAGE_SIZE } from '../../src/contract/jobValues.ts';

/** 首页 2.0 (/) and the classic home (/original): search, city, categories, hot jobs, employers, zones, picks. */

const hotSection = (page: Page) => page.getByRole('region', { name: text['home.hot.title'] });
const employers = (page: Page) => page.getByTestId('featured-employers');
const searchForm = (page: Page) => page.getByRole('search', { name: text['home.search.label'] });

async function openHome(page: Page) {
  await page.goto('/pc/');
  // Generous: the first visit to a dev server compiles the page.
  await expect(hotSection(page).getByTestId('home-job').first()).toBeVisible({ timeout: 30_000 });
}

test.describe('home page', () => {
  test('search from the home box lands on /jobpost with keyword and city in the URL', async ({ page }) => {
    const console = watchConsole(page);
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1, name: text['home.hero.title'] })).toBeVisible();
    const form = searchForm(page);
    const city = form.getByRole('combobox', { name: text['home.search.city'] });
    await city.fill(text['dict.city.hangzhou']);
    await city.press('Enter');
    await form.getByLabel(text['home.search.keyword']).fill('前端');
    await form.getByRole('button', { name: text['home.search.submit'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('keyword')).toBe('前端');
    expect(url.searchParams.get('city')).toBe('hangzhou');
    console.expectClean();
  });

  test('a hot-search chip searches for its keyword', async ({ page }) => {
    await openHome(page);
    const hot = page.getByRole('group', { name: text['home.search.hot'] });
    const chip = hot.getByRole('button').first();
    const word = (await chip.innerText()).trim();
    await chip.click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(word);
  });

  test('searching companies from the home box opens /company with the keyword', async ({ page }) => {
    await openHome(page);
    await page.getByRole('group', { name: text['home.search.target'] }).getByRole('button', { name: text['home.search.targetCompany'] }).click();
    const form = searchForm(page);
    await form.getByLabel(text['home.search.keywordCompany']).fill('聚才');
    await form.getByLabel(text['home.search.keywordCompany']).press('Enter');
    await expect(page).toHaveURL(/\/pc\/company\?keyword=/);
    await expect(page.getByTestId('company-card').first()).toContainText('聚才');
  });

  test('switching city reloads hot jobs and employers for that city and is remembered', async ({ page }) => {
    await openHome(page);
    const nationwideEmployers = await employers(page).getByRole('link').allInnerTexts();
    const cities = page.getByRole('group', { name: text['home.city.label'] });
    await cities.getByRole('button', { name: text['dict.city.shenzhen'], exact: true }).click();
    await expect(cities.getByRole('button', { name: text['dict.city.shenzhen'], exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Every hot job of the open tab is in Shenzhen, and the employer list changed.
    const jobs = hotSection(page).getByRole('tabpanel').getByTestId('home-job');
    await expect(jobs.first()).toContainText(text['dict.city.shenzhen']);
    for (const job of await jobs.all()) await expect(job).toContainText(text['dict.city.shenzhen']);
    await expect.poll(() => employers(page).getByRole('link').allInnerTexts()).not.toEqual(nationwideEmployers);
    expect(await page.evaluate(() => localStorage.getItem('jucai_city'))).toBe('shenzhen');

    // Another category tab shows that category's jobs in the same city.
    await hotSection(page).getByRole('tab', { name: text['dict.jobCategory.product'] }).click();
    await expect(hotSection(page).getByRole('tabpanel', { name: text['dict.jobCategory.product'] }).getByTestId('home-job').first()).toContainText(
      text['dict.city.shenzhen'],
    );

    await page.reload();
    await expect(cities.getByRole('button', { name: text['dict.city.shenzhen'], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(searchForm(page).getByText(text['dict.city.shenzhen'], { exact: true })).toBeVisible();
  });

  test('a category in the menu opens /jobpost filtered by it', async ({ page }) => {
    await openHome(page);
    await page.getByRole('navigation', { name: text['home.categories.title'] }).getByRole('link', { name: text['dict.jobCategory.design'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?category=design/);
  });

  test('a visitor gets a sign-in prompt; the seeker sees personalised jobs', async ({ page, signIn }) => {
    await openHome(page);
    const rec = page.getByRole('region', { name: text['home.rec.title'] });
    await expect(rec.getByText(text['home.rec.signInHint'])).toBeVisible();
    await expect(rec.getByTestId('home-job')).toHaveCount(0);
    await rec.getByRole('button', { name: text['home.rec.signIn'] }).click();
    await expect(page).toHaveURL(/\/pc\/login\?redirect=/);

    await signIn(DEMO.seeker);
    await page.goto('/pc/');
    await expect(rec.getByTestId('home-job').first()).toBeVisible();
    await expect(rec.getByText(text['home.rec.signInHint'])).toHaveCount(0);
    await rec.getByRole('link', { name: text['home.rec.more'] }).click();
    await expect(page).toHaveURL(/\/pc\/recommend$/);
  });

  test('zone entrances show their counts and navigate', async ({ page }) => {
    await openHome(page);
    const zones = page.getByRole('region', { name: text['home.zones.title'] });
    for (const [name, path] of [
      ['home.zones.graduate', '/graduate'],
      ['home.zones.veterans', '/veterans'],
      ['home.zones.govwork', '/govwork'],
      ['home.zones.hourly', '/hourlyworker'],
    ] as const) {
      const link = zones.getByRole('link', { name: text[name] });
      if (name !== 'home.zones.hourly') await expect(link).toContainText(/\d/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/pc${path}(\\?|$)`));
      await page.goBack();
    }
  });

  test('a failed load says so and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/user/home*', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.goto('/pc/');
    await expect(page.getByText(text['home.error.title'])).toBeVisible({ timeout: 30_000 });
    // Search and categories still work while the rest failed.
    await expect(searchForm(page)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: text['home.error.retry'] }).click();
    await expect(hotSection(page).getByTestId('home-job').first()).toBeVisible();
  });

  test('a featured employer opens its company page', async ({ page }) => {
    await openHome(page);
    const first = employers(page).getByRole('link').first();
    await expect(first).toContainText(/\d/);
    // The tile shows the short name (安途电子) and carries the legal name the company page is headed with.
    const legalName = await first.locator('.home-employer-name').getAttribute('title');
    await first.click();
    await expect(page).toHaveURL(/\/pc\/comdetail\?id=c\d+/);
    await expect(page.getByRole('heading', { level: 1, name: legalName!, exact: true })).toBeVisible();
  });
});

test.describe('classic home (/original)', () => {
  test('shows the latest jobs, newest first, with paging in the URL', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/pc/original');
    await expect(page.getByRole('heading', { level: 1, name: text['menu.original'] })).toBeVisible();
    const list = page.getByTestId('latest-jobs');
    await expect(list.getByRole('listitem')).toHaveCount(LATEST_JOBS_PAGE_SIZE);
    const firstTitle = await list.getByRole('listitem').first().getByRole('link').first().innerText();
    await page.getByRole('navigation', { name: text['shared.list.pager'] }).getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('listitem').first().getByRole('link').first()).not.toHaveText(firstTitle);
    await expect(page.getByRole('navigation', { name: text['home.categories.title'] }).getByRole('link')).toHaveCount(14);
    console.expectClean();
  });

  test('its search box searches jobs', async ({ page }) => {
    await page.goto('/pc/original');
    const form = searchForm(page);
    await form.getByLabel(text['home.search.keyword']).fill('Java');
    await form.getByRole('button', { name: text['home.search.submit'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?keyword=Java/);
  });
});
