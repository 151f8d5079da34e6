import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, submitPasswordSignIn, text, watchConsole } from './helpers.ts';
import { DEFAULT_PAGE_SIZE } from '../../src/contract/jobValues.ts';

/** 找公司 (/company) and 公司详情 (/comdetail): filters in the URL, paging, tabs, follow, report, not found. */

const cards = (page: Page) => page.getByTestId('company-card');
const chipGroup = (page: Page, labelId: keyof typeof text) => page.getByRole('group', { name: text[labelId], exact: true });
const chip = (page: Page, labelId: keyof typeof text, optionId: keyof typeof text) =>
  chipGroup(page, labelId).getByRole('button', { name: text[optionId], exact: true });
const followButton = (page: Page) => page.getByTestId('follow-company');

/** Companies the follow and report tests use (each test starts from the seed: none is followed or reported). */
const FOLLOW_ID = 'c457';
const VISITOR_FOLLOW_ID = 'c458';
const REPORT_ID = 'c300';

async function openCompany(page: Page, id: string, tab?: string) {
  await page.goto(`/pc/comdetail?id=${id}${tab ? `&tab=${tab}` : ''}`);
  await expect(page.locator('#comdetail-name')).toBeVisible({ timeout: 30_000 });
}

test.describe('/company', () => {
  test('filters go into the URL, narrow the list and survive a reload', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/pc/company');
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await chip(page, 'company.filter.city', 'dict.city.shenzhen').click();
    await expect(page).toHaveURL(/city=shenzhen/);
    await chip(page, 'company.filter.industry', 'dict.industry.internet').click();
    await expect(page).toHaveURL(/industry=internet/);
    await chip(page, 'company.filter.subIndustry', 'dict.industry.cloud').click();
    await expect(page).toHaveURL(/city=shenzhen&industry=cloud/);
    await expect(cards(page).first()).toContainText(text['dict.industry.cloud']);

    const check = async () => {
      await expect(chip(page, 'company.filter.city', 'dict.city.shenzhen')).toHaveAttribute('aria-pressed', 'true');
      await expect(chip(page, 'company.filter.subIndustry', 'dict.industry.cloud')).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) {
        await expect(card).toContainText(text['dict.city.shenzhen']);
        await expect(card).toContainText(text['dict.industry.cloud']);
      }
    };
    await check();
    await page.reload();
    await check();

    // A filter that matches nothing says so and offers to clear everything.
    await page.goto('/pc/company?keyword=zzzz-no-such-company');
    await expect(page.getByText(text['company.list.emptyFiltered'])).toBeVisible();
    await page.getByRole('button', { name: text['shared.list.clearFilters'] }).last().click();
    await expect(page).toHaveURL(/\/pc\/company$/);
    await expect(cards(page).first()).toBeVisible();
    console.expectClean();
  });

  test('a hand-edited link keeps its valid filters and drops the rest', async ({ page }) => {
    await page.goto('/pc/company?city=atlantis&stage=listed,bogus&keyword=%E8%81%9A%E6%89%8D');
    await expect(page.getByText(text['shared.query.dropped'])).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/pc\/company\?keyword=%E8%81%9A%E6%89%8D&stage=listed$/);
    await expect(chip(page, 'company.filter.stage', 'dict.stage.listed')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: text['company.filter.keyword'], exact: true })).toHaveValue('聚才');
  });

  test('pagination moves through the list, lives in the URL, and a filter goes back to page 1', async ({ page }) => {
    await page.goto('/pc/company');
    await expect(cards(page)).toHaveCount(12, { timeout: 30_000 });
    const firstName = await cards(page).first().getByRole('heading').innerText();
    await page.getByRole('navigation', { name: text['shared.list.pager'] }).getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstName);
    const secondPageFirst = await cards(page).first().getByRole('heading').innerText();
    await page.reload();
    await expect(cards(page).first().getByRole('heading')).toHaveText(secondPageFirst);
    await chip(page, 'company.filter.size', 'dict.companySize.100-499').click();
    await expect(page).toHaveURL(/\/pc\/company\?size=100-499$/);
  });

  test('a card opens the company page; its job links open job details', async ({ page }) => {
    await page.goto('/pc/company');
    const card = cards(page).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const name = await card.getByRole('heading').innerText();
    const job = card.getByRole('list', { name: text['company.card.hotJobs'] }).getByRole('link').first();
    await expect(job).toHaveAttribute('href', /\/pc\/jobdetail\?id=j\d+/);
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/pc\/comdetail\?id=c\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('/comdetail', () => {
  test('the three tabs show their content and the tab in the URL survives a reload', async ({ page }) => {
    const console = watchConsole(page);
    await openCompany(page, 'c12');
    await expect(page.getByRole('heading', { level: 2, name: text['company.overview.about'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text['company.overview.addresses'] })).toBeVisible();

    await page.getByRole('tab', { name: text['company.tab.registration'] }).click();
    await expect(page).toHaveURL(/tab=registration/);
    await expect(page.getByText(text['company.reg.legalRepresentative'])).toBeVisible();
    await expect(page.getByText(text['company.reg.creditCode'])).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: text['company.tab.registration'] })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(text['company.reg.businessScope'])).toBeVisible();

    await page.getByRole('tab', { name: text['company.tab.overview'] }).click();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByRole('heading', { level: 2, name: text['company.overview.benefits'] })).toBeVisible();
    console.expectClean();
  });

  test('the open-jobs tab lists only this company’s jobs, filtered and paged', async ({ page }) => {
    await openCompany(page, 'c208', 'jobs');
    const shortName = '新达工业';
    const jobs = page.getByTestId('job-card');
    await expect(jobs.first()).toBeVisible();
    await expect(jobs).toHaveCount(DEFAULT_PAGE_SIZE);
    for (const job of await jobs.all()) await expect(job).toContainText(shortName);
    await page.getByRole('navigation').getByRole('listitem', { name: '2', exact: true }).click();
    await expect(jobs.first()).toContainText(shortName);
    await chip(page, 'company.jobs.jobType', 'dict.jobType.fulltime').click();
    await expect(jobs.first()).toBeVisible();
    for (const job of await jobs.all()) await expect(job).toContainText(text['dict.jobType.fulltime']);
    await page.reload();
    await expect(page.getByRole('tab', { name: new RegExp(text['company.tab.jobs'].replace(/[（{].*$/, '')) })).toHaveAttribute('aria-selected', 'true');
  });

  test('the seeker follows and unfollows; the state persists after a reload', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await openCompany(page, FOLLOW_ID);
    await expect(followButton(page)).toHaveText(text['company.follow.follow']);
    await followButton(page).click();
    await expect(followButton(page)).toHaveText(text['company.follow.following']);
    await page.reload();
    await expect(followButton(page)).toHaveText(text['company.follow.following']);
    await followButton(page).click();
    await expect(followButton(page)).toHaveText(text['company.follow.follow']);
    await page.reload();
    await expect(followButton(page)).toHaveText(text['company.follow.follow']);
  });

  test('a visitor who follows is sent to sign in and comes back to the company, followed', async ({ page }) => {
    await openCompany(page, VISITOR_FOLLOW_ID, 'registration');
    await followButton(page).click();
    await expect(page).toHaveURL(/\/pc\/login\?redirect=/);
    await submitPasswordSignIn(page, DEMO.seeker);
    // The follow resumes by itself, and the URL is the company page's own again.
    await expect(page).toHaveURL(new RegExp(`/pc/comdetail\\?id=${VISITOR_FOLLOW_ID}&tab=registration$`));
    await expect(followButton(page)).toHaveText(text['company.follow.following']);
    await followButton(page).click();
    await expect(followButton(page)).toHaveText(text['company.follow.follow']);
  });

  test('a report gets a case number', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await openCompany(page, REPORT_ID);
    await page.getByRole('button', { name: text['shared.report.button'] }).click();
    const dialog = page.getByRole('dialog', { name: text['shared.report.titleCompany'] });
    await dialog.getByRole('radio', { name: text['dict.reportCategory.fee'] }).check();
    await dialog.getByLabel(text['shared.report.description']).fill('面试时要求先交纳三百元培训费，否则不予录用。');
    await dialog.getByRole('button', { name: text['shared.report.submit'] }).click();
    await expect(dialog.getByTestId('report-case')).toContainText(/JB\d{12}/);
  });

  test('an unknown, malformed or missing id shows a not-found state with a way back', async ({ page }) => {
    const console = watchConsole(page);
    for (const query of ['?id=c999999', '?id=..%2Fc1', '']) {
      await page.goto(`/pc/comdetail${query}`);
      await expect(page.getByText(text['company.detail.notFound'])).toBeVisible({ timeout: 30_000 });
    }
    // The unknown id's 404 is the browser's own log line; the page itself logs nothing.
    expect(console.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.getByRole('link', { name: text['company.detail.backToList'] }).click();
    await expect(page).toHaveURL(/\/pc\/company$/);
  });
});
