import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import enUS from '../../src/locales/en-US/index.ts';
import { text } from './helpers.ts';
import { chunkPath } from './pageChunks.ts';

/**
 * Detail pages as issue 7 and 8 describe them: business dates in Beijing time whatever the browser's zone,
 * one way of writing a company's facts, the states of a failed /jobdetail (with the catalogue notification),
 * and logos drawn as named tiles.
 */

const fill = (template: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), template);
const pad = (n: string) => n.padStart(2, '0');

/** The value beside a label in an antd Descriptions (the notice's facts, the registration tab). */
const descriptionValue = (scope: Locator, label: string) =>
  scope.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::*[contains(@class, "ant-descriptions-item-content")][1]');
/** The value beside a label in a definition list (the job page's company card). */
const definition = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const GOV_ID = 'g7';

// The dev server compiles each page on its first visit, and these tests walk several pages: more time.
test.describe.configure({ timeout: 120_000 });
/** The first sight of a page (in dev, a cold compile of its chunk). */
const FIRST_SIGHT = { timeout: 60_000 };

/** The notice's own dates, as its text (written in Beijing) states them: its signature date and the sign-up window. */
async function noticeDates(page: Page) {
  const notice = await page.locator('.gov-notice').innerText();
  const dates = [...notice.matchAll(/(\d{4})年(\d{1,2})月(\d{1,2})日/g)].map(([, y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
  const signup = notice.match(new RegExp(`${text['dict.govStage.register']}\\s+(\\d{4})年(\\d{1,2})月(\\d{1,2})日 至 (\\d{4})年(\\d{1,2})月(\\d{1,2})日`));
  expect(signup, 'the notice lists its sign-up window').toBeTruthy();
  const [, y1, m1, d1, y2, m2, d2] = signup!;
  return { published: dates.at(-1)!, signupStart: `${y1}-${pad(m1)}-${pad(d1)}`, signupEnd: `${y2}-${pad(m2)}-${pad(d2)}` };
}

async function shownNoticeDates(page: Page) {
  await page.goto(`/pc/govwork?id=${GOV_ID}`);
  const facts = page.locator('.gov-detail-facts');
  await expect(facts).toBeVisible(FIRST_SIGHT);
  const published = (await descriptionValue(facts, text['zone.gov.publishedOn']).innerText()).trim();
  const window = (await descriptionValue(facts, text['zone.gov.registration']).innerText()).split('–').map((s) => s.trim());
  return { published, signupStart: window[0], signupEnd: window[1], notice: await noticeDates(page) };
}

/** Browsers in China, in UTC and west of UTC all show the notice's dates as its own (Beijing) text states them. */
for (const timezoneId of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('shows a notice published on the day its own text says', async ({ page }) => {
      const shown = await shownNoticeDates(page);
      expect({ published: shown.published, start: shown.signupStart, end: shown.signupEnd }).toEqual({
        published: shown.notice.published,
        start: shown.notice.signupStart,
        end: shown.notice.signupEnd,
      });
    });
  });
}

interface Facts {
  badges: string;
  profile: string;
}

const factsIn = async (scope: Locator): Promise<Facts> => ({
  badges: (await scope.locator('.ant-tag').allInnerTexts()).filter((t) => t !== text['company.badge.unverified']).join(' '),
  profile: (await scope.getByTestId('company-profile').innerText()).trim(),
});

test('the company card, the company header and the job’s company card state the same facts, in one format', async ({ page }) => {
  await page.goto('/pc/jobdetail?id=j1');
  const card = page.locator('.job-detail-aside section').filter({ has: page.getByRole('heading', { name: text['job.company.title'] }) });
  await expect(card).toBeVisible(FIRST_SIGHT);
  const companyHref = (await card.locator('a.job-detail-company').getAttribute('href'))!;
  const name = (await card.locator('.job-detail-company-name').innerText()).trim();
  const onJob = await factsIn(card);
  const registration = card.getByTestId('job-company-registration');
  const jobCapital = (await definition(registration, text['company.reg.registeredCapital']).innerText()).trim();
  const jobFounded = (await definition(registration, text['company.reg.founded']).innerText()).trim();

  // One format: 亿元 from 1 亿 up, 万元 below; dates as 2003-11-20.
  expect(jobCapital).toMatch(/^(\d+(\.\d{1,2})? 亿元|\d{1,3}(,\d{3})*(\.\d{1,2})? 万元)$/);
  expect(jobFounded).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto(`${companyHref}&tab=registration`);
  const header = page.locator('header.comdetail-header');
  await expect(header).toBeVisible(FIRST_SIGHT);
  expect(await factsIn(header)).toEqual(onJob);
  const tab = page.getByRole('tabpanel');
  await expect(descriptionValue(tab, text['company.reg.registeredCapital'])).toHaveText(jobCapital);
  await expect(descriptionValue(tab, text['company.reg.founded'])).toHaveText(jobFounded);

  await page.goto(`/pc/company?keyword=${encodeURIComponent(name)}`);
  const listed = page.getByTestId('company-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(listed).toBeVisible(FIRST_SIGHT);
  expect(await factsIn(listed)).toEqual(onJob);
});

test('in English, registered capital and dates take the English form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
  await page.goto('/pc/comdetail?id=c1&tab=registration');
  const tab = page.getByRole('tabpanel');
  await expect(descriptionValue(tab, enUS['company.reg.registeredCapital'])).toHaveText(/^RMB \d+(\.\d)? (thousand|million|billion)$/, FIRST_SIGHT);
  await expect(descriptionValue(tab, enUS['company.reg.founded'])).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

test('the report dialog’s code arrives only when the pointer or keyboard reaches the button', async ({ page }) => {
  const dialogChunk = chunkPath('src/features/report/ReportButton/ReportDialog.tsx');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/pc/jobdetail?id=j1');
  const report = page.getByRole('button', { name: text['shared.report.button'] });
  await expect(report).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(dialogChunk);
  await report.hover();
  await expect.poll(() => requested).toContain(dialogChunk);
});

test.describe('/jobdetail failures', () => {
  const notice = (page: Page) => page.locator('.ant-notification-notice');
  const retry = (page: Page) => page.getByRole('button', { name: text['shared.list.retry'] });
  const back = (page: Page) => page.getByRole('link', { name: text['job.detail.backToList'] });

  test('a server error says so, shows the catalogue notification, and a retry brings the job', async ({ page }) => {
    let fail = true;
    await page.route('**/user/jobs/j2', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, errorCode: 'INTERNAL', errorMessage: 'boom' } }) : route.fallback(),
    );
    await page.goto('/pc/jobdetail?id=j2');
    await expect(page.getByRole('alert').filter({ hasText: text['shared.detail.server'] })).toBeVisible(FIRST_SIGHT);
    await expect(notice(page).locator('.ant-notification-notice-message')).toHaveText('500');
    await expect(notice(page).locator('.ant-notification-notice-description')).toHaveText(`boom\n${text['request.error.500']}`);
    await expect(page.getByText(/检查网络|检查服务器/)).toHaveCount(0);
    await expect(back(page)).toBeVisible();
    fail = false;
    await retry(page).click();
    await expect(page.locator('#job-detail-title')).toBeVisible();
  });

  test('a lost connection says so, with the network notification and a retry', async ({ page }) => {
    await page.route('**/user/jobs/j2', (route) => route.abort('internetdisconnected'));
    await page.goto('/pc/jobdetail?id=j2');
    await expect(page.getByRole('alert').filter({ hasText: text['shared.detail.network'] })).toBeVisible(FIRST_SIGHT);
    await expect(notice(page).locator('.ant-notification-notice-message')).toHaveText(text['request.error.network.title']);
    await expect(retry(page)).toBeVisible();
  });

  for (const [status, titleId] of [
    [403, 'shared.detail.forbidden'],
    [400, 'shared.detail.badRequest'],
  ] as const) {
    test(`a ${status} has its own message and the way back, without a pointless retry`, async ({ page }) => {
      await page.route('**/user/jobs/j2', (route) => route.fulfill({ status, json: { success: false, errorCode: 'X', errorMessage: 'no' } }));
      await page.goto('/pc/jobdetail?id=j2');
      await expect(page.getByRole('alert').filter({ hasText: text[titleId] })).toBeVisible(FIRST_SIGHT);
      await expect(notice(page).locator('.ant-notification-notice-message')).toHaveText(String(status));
      await expect(retry(page)).toHaveCount(0);
      await back(page).click();
      await expect(page).toHaveURL(/\/pc\/jobpost$/);
    });
  }

  test('an unknown job is the page’s own not-found state, with no notification on top', async ({ page }) => {
    await page.goto('/pc/jobdetail?id=j999999');
    await expect(page.getByText(text['job.detail.notFound'])).toBeVisible(FIRST_SIGHT);
    await page.waitForTimeout(300);
    await expect(notice(page)).toHaveCount(0);
  });
});

test('logos and photos are named tiles of the first character, never placeholder ids', async ({ page }) => {
  const altPattern = new RegExp(`^${fill(text['shared.logo.alt'], { name: '(.+)' })}$`);
  for (const path of ['/pc/jobdetail?id=j1', '/pc/comdetail?id=c1', '/pc/jobpost']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByTestId('logo-tile').first()).toBeVisible(FIRST_SIGHT);
    // Lists further down (similar jobs) may still arrive: read every tile at one moment, not one by one.
    await page.waitForLoadState('networkidle');
    const tiles = await main
      .getByTestId('logo-tile')
      .evaluateAll((nodes) => nodes.map((n) => ({ label: n.getAttribute('aria-label') ?? '', shown: n.textContent, role: n.getAttribute('role') })));
    for (const { label, shown, role } of tiles) {
      // Named (whose logo or photo), and showing the first character of that name.
      const name = label.match(altPattern)?.[1] ?? label.match(new RegExp(`^${fill(text['shared.avatar.alt'], { name: '(.+)' })}$`))?.[1];
      expect(name, `a tile names whose it is: "${label}"`).toBeTruthy();
      expect(shown).toBe(Array.from(name!)[0]);
      expect(role).toBe('img');
    }
    // Every image names what it shows.
    await expect(main.locator('img:not([alt]), img[alt=""]')).toHaveCount(0);
  }
});
