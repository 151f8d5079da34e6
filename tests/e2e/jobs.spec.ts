import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, submitPasswordSignIn, text, watchConsole } from './helpers.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/contract/jobValues.ts';

/** /jobpost and /jobdetail as a job seeker uses them; each test starts from the mock's seed. */

const cards = (page: Page) => page.getByTestId('job-card');
/** The list shows what the URL asks for: no request in flight, and no answer still waiting to be rendered. */
const listSettled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const cardTitles = async (page: Page) => cards(page).locator('.job-card-title').allInnerTexts();
const filterGroup = (page: Page, labelId: keyof typeof text) => page.getByRole('group', { name: text[labelId], exact: true });
const chip = (page: Page, labelId: keyof typeof text, optionId: keyof typeof text) =>
  filterGroup(page, labelId).getByRole('button', { name: text[optionId], exact: true });
const selected = (page: Page) => page.getByTestId('selected-filters');

/** Opens the first job listed for a query from its card; returns its id. */
async function openFirstJob(page: Page, query: string) {
  await page.goto(`/pc/jobpost?${query}`);
  const link = cards(page).first().locator('.job-card-title a');
  const id = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('id')!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/pc/jobdetail\\?id=${id}$`));
  return id;
}

test.describe('/jobpost', () => {
  test('searching with several filters: the URL keeps them through reload and paging', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/pc/jobpost');
    await expect(page.getByRole('heading', { level: 1, name: text['menu.jobpost'] })).toBeVisible();
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);

    await chip(page, 'job.filter.city', 'dict.city.hangzhou').click();
    await expect(chip(page, 'job.filter.city', 'dict.city.hangzhou')).toHaveAttribute('aria-pressed', 'true');
    await chip(page, 'job.filter.salary', 'dict.salaryBand.10-20k').click();
    await expect(page).toHaveURL(/city=hangzhou&salary=10-20k/);
    // Districts of the chosen city appear.
    await expect(chip(page, 'job.filter.district', 'dict.district.hangzhou-xihu')).toBeVisible();

    // Page 2 shows other jobs, and says so in the URL.
    await expect(cards(page)).toHaveCount(DEFAULT_PAGE_SIZE);
    await listSettled(page);
    const first = await cardTitles(page);
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await cardTitles(page)).join('|')).not.toBe(first.join('|'));
    await listSettled(page);
    const second = await cardTitles(page);
    await page.reload();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect.poll(async () => (await cardTitles(page)).join('|')).toBe(second.join('|'));

    // More filters go back to page 1.
    await chip(page, 'job.filter.education', 'dict.education.bachelor').click();
    await page.getByRole('combobox', { name: text['job.list.keyword'] }).fill('React');
    await page.getByRole('combobox', { name: text['job.list.keyword'] }).press('Enter');
    await expect(page).toHaveURL(/keyword=React&city=hangzhou&salary=10-20k&education=bachelor$/);
    await expect(cards(page).first()).toContainText('React');
    await listSettled(page);
    const results = await cardTitles(page);
    for (const id of ['dict.city.hangzhou', 'dict.salaryBand.10-20k', 'dict.education.bachelor'] as const) await expect(selected(page)).toContainText(text[id]);
    await expect(selected(page)).toContainText('React');

    await page.reload();
    await expect(page).toHaveURL(/keyword=React&city=hangzhou&salary=10-20k&education=bachelor$/);
    await expect(chip(page, 'job.filter.education', 'dict.education.bachelor')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: text['job.list.keyword'] })).toHaveValue('React');
    await expect.poll(async () => (await cardTitles(page)).join('|')).toBe(results.join('|'));

    // One chip removed, then everything cleared.
    await selected(page)
      .getByRole('button', { name: text['job.filter.remove'].replace('{label}', text['dict.education.bachelor']) })
      .click();
    await expect(page).toHaveURL(/keyword=React&city=hangzhou&salary=10-20k$/);
    await listSettled(page);
    const filtered = (await cardTitles(page)).join('|');
    await selected(page).getByRole('button', { name: text['job.filter.clearAll'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost$/);
    await expect(selected(page)).toHaveCount(0);
    // The unfiltered list has replaced the filtered one (until then the old cards stay, dimmed) before a card is opened.
    await expect.poll(async () => (await cardTitles(page)).join('|')).not.toBe(filtered);
    await listSettled(page);

    // A card opens its job.
    const link = cards(page).first().locator('.job-card-title a');
    const title = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(/\/pc\/jobdetail\?id=j\d+$/);
    await expect(page.locator('#job-detail-title')).toHaveText(title);
    console.expectClean();
  });

  test('an invalid value in the URL is dropped and the rest is kept', async ({ page }) => {
    await page.goto('/pc/jobpost?city=hangzhou&salary=lots&education=bachelor&district=beijing-haidian');
    await expect(page.getByText(text['shared.query.dropped'])).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/jobpost\?city=hangzhou&education=bachelor$/);
    await expect(chip(page, 'job.filter.city', 'dict.city.hangzhou')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'job.filter.education', 'dict.education.bachelor')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();

    // Valid on its own, but not inside the chosen city: a district from elsewhere is dropped the same way.
    await page.goto('/pc/jobpost?city=hangzhou&district=beijing-haidian&page=2');
    await expect(page).toHaveURL(/\/pc\/jobpost\?city=hangzhou&page=2$/);
    await page.goto('/pc/jobpost?city=hangzhou&education=bachelor');

    // The advanced filters sit behind "more filters" and open by themselves when the link sets one.
    await expect(filterGroup(page, 'job.filter.stage')).toBeHidden();
    await page.getByRole('button', { name: new RegExp(text['job.filter.more']) }).click();
    await chip(page, 'job.filter.publisherType', 'dict.publisherType.headhunter').click();
    await expect(page).toHaveURL(/city=hangzhou&education=bachelor&publisherType=headhunter$/);
    await expect(cards(page).first()).toContainText(text['dict.publisherType.headhunter']);
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(text['job.filter.less']) })).toHaveAttribute('aria-expanded', 'true');
    await expect(chip(page, 'job.filter.publisherType', 'dict.publisherType.headhunter')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a page number past the end says so and offers the last page', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/pc/jobpost?city=dalian&page=900');
    await expect(page.getByText(text['shared.list.pastTheEnd'])).toBeVisible();
    await expect(page.getByText(text['job.list.empty'])).toBeHidden();
    await page.getByRole('button', { name: text['shared.list.toLastPage'].split('{')[0] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost\?city=dalian(&page=\d+)?$/);
    await expect(cards(page).first()).toBeVisible();
    console.expectClean();
  });

  test('not interested removes the card; a search can be subscribed to', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/jobpost?city=dalian&category=media');
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    const last = cards(page).last();
    const jobId = new URL((await last.locator('.job-card-title a').getAttribute('href'))!, 'http://x').searchParams.get('id')!;
    await last.getByRole('button', { name: text['shared.job.notInterested'] }).click();
    await page.getByRole('menuitem', { name: text['dict.notInterested.distance'] }).click();
    await expect(page.getByText(text['shared.job.notInterestedDone'])).toBeVisible();
    await expect(cards(page)).toHaveCount(before - 1);
    // That job's card is gone (another post may share its title).
    await expect(cards(page).locator(`.job-card-title a[href$="id=${jobId}"]`)).toHaveCount(0);

    await page.getByRole('button', { name: text['job.alert.button'] }).click();
    const dialog = page.getByRole('dialog', { name: text['job.alert.title'] });
    await expect(dialog.getByLabel(text['job.alert.name'])).toHaveValue(`${text['dict.city.dalian']} · ${text['dict.jobCategory.media']}`);
    await dialog.getByRole('button', { name: text['job.alert.submit'] }).click();
    await expect(dialog.getByRole('link', { name: text['job.alert.viewAll'] })).toHaveAttribute('href', '/pc/jobrecommend');
  });
});

test.describe('/jobdetail', () => {
  test('a visitor applies: signs in, comes back to the apply dialog, picks a resume; a second application is refused', async ({ page }) => {
    const id = await openFirstJob(page, 'city=kunming&category=logistics');
    await page.getByRole('button', { name: text['job.apply.button'] }).click();
    await expect(page).toHaveURL(/\/pc\/login\?redirect=/);
    await submitPasswordSignIn(page, DEMO.seeker);
    // Back on the job, the application resumes by itself: the dialog is open, and the URL is the job's own.
    await expect(page).toHaveURL(new RegExp(`/pc/jobdetail\\?id=${id}$`));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const resumes = dialog.getByRole('radio');
    await expect(resumes).toHaveCount(2);
    // The default resume is preselected.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(dialog.locator('.ant-radio-wrapper-checked')).toContainText(text['job.apply.default']);
    await dialog.getByRole('button', { name: text['job.apply.submit'] }).click();
    await expect(page.getByText(text['job.apply.done'])).toBeVisible();
    await expect(page.getByRole('button', { name: text['job.apply.applied'] })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('button', { name: text['job.apply.applied'] })).toBeDisabled();

    // Were the page to offer it again (e.g. a stale tab), the API's refusal is shown as it words it.
    await page.route(`**/user/jobs/${id}`, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.viewer.applied = false;
      await route.fulfill({ response: res, json: body });
    });
    await page.reload();
    await page.getByRole('button', { name: text['job.apply.button'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: text['job.apply.submit'] }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('请勿重复投递');
    await expect(page.getByRole('button', { name: text['job.apply.applied'] })).toBeDisabled();
  });

  test('save and unsave last across reloads; report gives a case number', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await openFirstJob(page, 'city=kunming&category=service');
    const save = page.getByRole('button', { name: text['shared.job.save'], exact: true });
    const saved = page.getByRole('button', { name: text['shared.job.saved'], exact: true });
    await save.click();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(save).toBeVisible();

    await page.getByRole('button', { name: text['shared.report.button'] }).click();
    const dialog = page.getByRole('dialog', { name: text['shared.report.titleJob'] });
    await dialog.getByLabel(text['dict.reportCategory.fee']).check();
    await dialog.getByLabel(text['shared.report.description']).fill('面试时要求先交800元服装费和培训费才能入职。');
    await dialog.getByRole('button', { name: text['shared.report.submit'] }).click();
    await expect(dialog.getByTestId('report-case')).toContainText(/JB\d{12}/);
  });

  test('立即沟通 starts a conversation with the recruiter and opens it; the job then offers 继续沟通', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    const id = await openFirstJob(page, 'city=kunming&category=finance');
    await page.getByRole('button', { name: text['job.chat.start'] }).click();
    await expect(page).toHaveURL(/\/pc\/communicate\?conversation=[\w-]+$/);
    const conversation = new URL(page.url()).searchParams.get('conversation');

    await page.goto(`/pc/jobdetail?id=${id}`);
    await page.getByRole('button', { name: text['job.chat.continue'] }).click();
    // The existing conversation is reused, not a second one started.
    await expect(page).toHaveURL(`/pc/communicate?conversation=${conversation}`);
  });

  test('a job shows its facts, recruiter, company registration, safety notice, similar jobs and a pay calculator', async ({ page }) => {
    const console = watchConsole(page);
    await openFirstJob(page, 'publisherType=headhunter&city=beijing');
    const job = page.locator('.job-detail-layout');
    await expect(job.getByRole('heading', { level: 1 })).toBeVisible();
    for (const id of [
      'job.section.duties',
      'job.section.requirements',
      'job.section.interview',
      'job.recruiter.title',
      'job.company.registration',
      'job.safety.title',
      'job.similar.title',
    ] as const) {
      await expect(page.getByRole('heading', { name: text[id] })).toBeVisible();
    }
    await expect(job.getByText(text['job.field.licence'])).toBeVisible();
    await expect(job.getByText(text['job.company.creditCode'])).toBeVisible();
    await expect(page.locator('.job-detail-aside').getByText(text['job.recruiter.replyRate'])).toBeVisible();
    await expect(job.getByText(text['job.safety.loan'])).toBeVisible();
    await expect(page.locator('.job-detail-similar').getByTestId('job-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: text['job.chat.start'] })).toBeEnabled();

    // The pay calculator: a month-by-month table for a given pay.
    await page.getByRole('button', { name: text['job.pay.open'] }).click();
    const calculator = page.getByTestId('pay-calculator');
    await calculator.getByLabel(text['job.pay.monthly']).fill('20000');
    await calculator.getByLabel(text['job.pay.monthly']).press('Tab');
    const rows = calculator.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(rows.first().locator('th')).toHaveText(text['job.pay.monthN'].replace('{month}', '1'));
    await expect(rows.first().locator('td').first()).toHaveText('20,000.00');
    // Cumulative withholding: December's tax is higher than January's at the same pay.
    const taxOf = async (row: number) => Number((await rows.nth(row).locator('td').nth(5).innerText()).replace(/,/g, ''));
    expect(await taxOf(11)).toBeGreaterThan(await taxOf(0));
    await expect(calculator.locator('tfoot')).toContainText(text['job.pay.total']);
    await expect(calculator.getByText(text['job.pay.disclaimer'])).toBeVisible();
    console.expectClean();
  });

  test('a closed job and a veterans-only job cannot be applied to, and say why', async ({ page, api }) => {
    const list = await api.data<{ list: Array<{ id: string; status: string }> }>('GET', `/jobs?includeClosed=1&pageSize=${MAX_PAGE_SIZE}`);
    const closed = list.list.find((j) => j.status !== 'open');
    expect(closed, 'the seed has closed jobs').toBeTruthy();
    await page.goto(`/pc/jobdetail?id=${closed!.id}`);
    const banner = closed!.status === 'closed' ? text['job.detail.closedBanner'] : text['job.detail.expiredBanner'];
    await expect(page.getByRole('alert').filter({ hasText: banner })).toBeVisible();
    await expect(page.getByTestId('job-status')).toHaveText(text[`dict.jobStatus.${closed!.status}` as keyof typeof text]);
    await expect(page.getByRole('button', { name: text['job.apply.button'] })).toBeDisabled();
    await expect(page.getByText(closed!.status === 'closed' ? text['job.apply.closedReason'] : text['job.apply.expiredReason'])).toBeVisible();

    // A veterans-only job explains why it is locked and links to the veterans zone.
    const reserved = await api.data<{ list: Array<{ id: string }> }>('GET', '/jobs?veterans=only&pageSize=1');
    await page.goto(`/pc/jobdetail?id=${reserved.list[0].id}`);
    await expect(page.getByText(text['job.locked.title'], { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: text['job.locked.link'] })).toHaveAttribute('href', '/pc/veterans');
    await expect(page.getByRole('button', { name: text['job.apply.button'] })).toBeDisabled();
    await expect(page.getByRole('button', { name: text['job.chat.start'] })).toBeDisabled();
  });

  test('a missing, malformed or unknown id shows the not-found state with a way back', async ({ page }) => {
    const console = watchConsole(page);
    for (const search of ['', '?id=%3Cscript%3E', '?id=j999999']) {
      await page.goto(`/pc/jobdetail${search}`);
      await expect(page.getByText(text['job.detail.notFound'])).toBeVisible();
      // The page keeps exactly one h1 while there is no job title to be it.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text['menu.jobdetail']);
    }
    await page.getByRole('link', { name: text['job.detail.backToList'] }).click();
    await expect(page).toHaveURL(/\/pc\/jobpost$/);
    // The 404 of the unknown id is expected; nothing else may fail.
    expect(console.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
