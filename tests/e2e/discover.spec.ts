import type { Page } from '@playwright/test';
import type { JobAlert } from '../../src/contract/alert.ts';
import { expect, test } from './fixtures.ts';
import { DEFAULT_PAGE_SIZE, MAX_ALERTS } from '../../src/contract/jobValues.ts';
import { DEMO, text, watchConsole } from './helpers.ts';

/** /recommend (preference tabs, reasons, infinite feed, 个性化推荐 switch) and /jobrecommend (job alerts). */

const prefTab = (title: string, city: string) => `${title} · ${text[`dict.city.${city}` as keyof typeof text]}`;
const cards = (page: Page) => page.getByTestId('job-card');
/** antd puts a space between the two characters of a two-character button label (取 消). */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

test.describe('/recommend as the demo seeker', () => {
  test('preference tabs switch the feed and the URL; cards say why they match; the feed grows on scroll', async ({ page, signIn }) => {
    const console = watchConsole(page);
    await signIn(DEMO.seeker);
    await page.goto('/pc/recommend');
    await expect(page.getByRole('heading', { level: 1, name: text['menu.recommend'] })).toBeVisible();
    const frontEnd = page.getByRole('tab', { name: prefTab('前端开发工程师', 'hangzhou') });
    const product = page.getByRole('tab', { name: prefTab('产品经理', 'shanghai') });
    await expect(frontEnd).toHaveAttribute('aria-selected', 'true');
    await expect(product).toBeVisible();
    await expect(page.getByRole('tab', { name: prefTab('Java开发工程师', 'beijing') })).toBeVisible();
    await expect(page.getByRole('link', { name: text['discover.recommend.editPreferences'] })).toHaveAttribute('href', /\/onlinecv$/);

    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await expect(cards(page).first().getByTestId('recommend-reasons')).toContainText(text['discover.recommend.reasonLabel']);
    await expect(cards(page).first().getByTestId('recommend-reasons')).toContainText(text['dict.recommendReason.title']);
    await expect(cards(page).first().getByRole('heading')).toContainText('前端');

    await product.click();
    await expect(page).toHaveURL(/preference=pref-2/);
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page).first().getByRole('heading')).toContainText(/产品/);

    // The featured/newest switch is in the URL too and survives a reload.
    await page.getByText(text['discover.recommend.tab.newest'], { exact: true }).click();
    await expect(page).toHaveURL(/tab=newest/);
    await page.reload();
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);

    // Scrolling to the end loads the next page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    console.expectClean();
  });

  test('not interested (with a reason) removes the card from the feed', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    // The Java preference: jobs other specs are unlikely to touch.
    await page.goto('/pc/recommend?preference=pref-3');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const labelledBy = await first.getAttribute('aria-labelledby');
    await first.getByRole('button', { name: text['shared.job.notInterested'] }).click();
    await page.getByRole('menuitem', { name: text['dict.notInterested.distance'] }).click();
    await expect(page.getByText(text['shared.job.notInterestedDone'])).toBeVisible();
    await expect(page.locator(`article[aria-labelledby="${labelledBy}"]`)).toHaveCount(0);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator(`article[aria-labelledby="${labelledBy}"]`)).toHaveCount(0);
  });

  test('switching personalisation off shows popular jobs, and the choice is remembered', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/recommend');
    const toggle = page.getByRole('switch', { name: text['discover.recommend.personalised'] });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(text['discover.recommend.personalisedOn'])).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(text['discover.recommend.personalisedOff'])).toBeVisible();
    await expect(page.getByRole('tab', { name: prefTab('产品经理', 'shanghai') })).toHaveCount(0);
    await expect(cards(page).first().getByTestId('recommend-reasons')).toContainText(text['dict.recommendReason.popular']);
    expect(await page.evaluate(() => localStorage.getItem('jucai_personalised'))).toBe('0');

    await page.reload();
    await expect(page.getByRole('switch', { name: text['discover.recommend.personalised'] })).toHaveAttribute('aria-checked', 'false');
    await expect(cards(page).first().getByTestId('recommend-reasons')).toContainText(text['dict.recommendReason.popular']);
  });
});

test('a visitor sees popular jobs and a prompt to sign in as a job seeker', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/recommend');
  const prompt = page.getByTestId('recommend-signin-prompt');
  await expect(prompt).toContainText(text['discover.recommend.signInPrompt']);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
  await expect(cards(page).first().getByTestId('recommend-reasons')).toContainText(text['dict.recommendReason.popular']);
  await prompt.getByRole('link', { name: text['discover.recommend.signIn'] }).click();
  await expect(page).toHaveURL(/\/pc\/login\?redirect=%2Frecommend/);
  console.expectClean();
});

test.describe('/jobrecommend', () => {
  const DEMO_ALERT = '杭州 · 前端 · 10-50K';

  test('the demo alert shows its new matches; opening it lands on /jobpost with its query and resets the count', async ({ page, signIn, api }) => {
    const { token } = await signIn(DEMO.seeker);
    const before = (await api.data<JobAlert[]>('GET', '/me/alerts', { token })).find((a) => a.name === DEMO_ALERT)!;
    // Seeded with new matches (every test starts from the seed).
    expect(before.newCount).toBeGreaterThan(0);

    await page.goto('/pc/jobrecommend');
    await expect(page.getByRole('heading', { level: 1, name: text['menu.jobrecommend'] })).toBeVisible();
    await expect(page.getByTestId('alerts-limit')).toContainText(`/ ${MAX_ALERTS}`);
    const item = page.getByTestId('alert-item').filter({ has: page.getByRole('heading', { name: DEMO_ALERT }) });
    const badge = item.getByTestId('alert-new-count');
    await expect(badge).toHaveText(text['discover.alerts.newCount'].replace('{count}', String(before.newCount)));
    // The filters in words, from the dictionaries.
    await expect(item).toContainText(`${text['discover.filter.city']}：${text['dict.city.hangzhou']}`);
    await expect(item).toContainText(text['dict.salaryBand.20-50k']);

    await item.getByRole('button', { name: text['discover.alerts.open'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?.*city=hangzhou/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('前端');

    await page.goto('/pc/jobrecommend');
    await expect(item.getByTestId('alert-new-count')).toHaveText(text['discover.alerts.noNew']);
  });

  test('an alert can be deleted after confirming', async ({ page, signIn, api }) => {
    const { token } = await signIn(DEMO.seeker);
    const name = 'E2E删除';
    await api.data<JobAlert>('POST', '/me/alerts', { token, form: { name, query: 'keyword=删除测试&city=chengdu&education=bachelor' } });
    await page.goto('/pc/jobrecommend');
    const item = page.getByTestId('alert-item').filter({ has: page.getByRole('heading', { name }) });
    await expect(item).toContainText(`${text['discover.filter.education']}：${text['dict.education.bachelor']}`);
    await item.getByRole('button', { name: text['discover.alerts.delete'] }).click();
    // Cancelling keeps it.
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: buttonName(text['shared.cancel']) })
      .click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: text['discover.alerts.delete'] }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: buttonName(text['discover.alerts.deleteOk']) })
      .click();
    await expect(page.getByText(text['discover.alerts.deleted'].replace('{name}', name))).toBeVisible();
    await expect(item).toHaveCount(0);
    const left = await api.data<JobAlert[]>('GET', '/me/alerts', { token });
    expect(left.some((a) => a.name === name)).toBe(false);
  });
});
