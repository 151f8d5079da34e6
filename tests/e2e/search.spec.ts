import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEFAULT_SIGN_KEY } from '../../mock/server.ts';
import { signatureHeaders } from '../../src/services/request/sign.ts';
import { DEMO, sideNav, signInWithPassword, text, watchConsole } from './helpers.ts';

/**
 * Search as a person uses it: whole-word matching ("Java" is not "JavaScript"), suggestions while typing,
 * recent searches, the home page's city carried to /jobpost by the side menu, the company search's own hot
 * searches, 不感兴趣 with its total and undo, and the searchable category picker (issue 26.9).
 */

const cards = (page: Page) => page.getByTestId('job-card');
const keywordBox = (page: Page) => page.getByRole('combobox', { name: text['job.list.keyword'] });
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');
const fill = (id: keyof typeof text, values: Record<string, string | number>) =>
  Object.entries(values).reduce<string>((s, [k, v]) => s.replace(new RegExp(`\\{${k}[^}]*\\}`), String(v)), text[id]);
/** "Java" as a word of its own: not followed by more letters (JavaScript) nor preceded by them. */
const JAVA_WORD = /(^|[^a-z])java($|[^a-z+#])/i;

/** The number in "共找到 N 个职位". */
async function shownTotal(page: Page) {
  const heading = page.locator('#job-list-results');
  await expect(heading).toHaveText(new RegExp(fill('job.list.total', { total: '[\\d,]+' })));
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

async function api(request: APIRequestContext, method: 'GET' | 'DELETE', path: string, token = '') {
  const res = await request.fetch(`/user${path}`, { method, headers: { ...signatureHeaders(DEFAULT_SIGN_KEY), token } });
  return (await res.json()) as { success: boolean; data: never };
}

test('"Java" finds Java jobs, not JavaScript ones, title matches first', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/jobpost?keyword=Java');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  for (const pageNo of [1, 2]) {
    if (pageNo > 1) {
      await page.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    await expect(cards(page)).toHaveCount(10);
    for (const card of await cards(page).all()) {
      // Recommended order puts the jobs with Java in their title first; none is there for "JavaScript".
      await expect(card.locator('.job-card-title')).toHaveText(JAVA_WORD);
    }
  }
  // The other way round: a JavaScript search lists JavaScript jobs.
  await page.goto('/pc/jobpost?keyword=JavaScript');
  await expect(cards(page).first()).toContainText('JavaScript');
  // Issue 26.9: the three-level category picker, searched by typing; the URL keeps the choice through a reload.
  await page.goto('/pc/jobpost');
  await page.getByRole('button', { name: new RegExp(text['job.filter.more']) }).click();
  const picker = page.getByRole('combobox', { name: text['job.filter.position'] });
  await picker.fill('前端');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^前端开发工程师$/ }).click();
  await expect(page).toHaveURL(/category=tech&subcategory=frontendMobile&position=frontendDev/);
  await page.reload();
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  for (const card of await cards(page).all()) await expect(card.locator('.job-card-title')).toHaveText(/前端/);
  await expect(page.locator('.filter-panel-select .ant-select-selection-item', { hasText: '前端开发工程师' })).toBeVisible();
  console.expectClean();
});

test('suggestions as you type: arrow keys and Enter search for one', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await keywordBox(page).click();
  await keywordBox(page).pressSequentially('java', { delay: 50 });
  await expect(options(page).first()).toBeVisible();
  // A job title with the word, and how many listed jobs have it.
  const [first, count] = (await options(page).first().innerText()).split('\n').map((s) => s.trim());
  expect(first).toMatch(JAVA_WORD);
  const jobs = Number(count.replace(/\D/g, ''));
  expect(jobs).toBeGreaterThan(0);
  await keywordBox(page).press('ArrowDown');
  await keywordBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(first).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(keywordBox(page)).toHaveValue(first);
  await expect(cards(page).first().locator('.job-card-title')).toHaveText(JAVA_WORD);
  expect(await shownTotal(page)).toBeGreaterThanOrEqual(jobs);
});

test('recent searches are kept on this device, offered in the empty box, and can be cleared', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  for (const word of ['产品经理', '会计']) {
    await keywordBox(page).fill(word);
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(word)}`));
  }
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(JSON.parse(stored.jucai_recent_job)).toEqual(['会计', '产品经理']);
  expect(JSON.stringify(stored)).not.toContain('token');

  // Emptied, the box offers them (newest first); one click searches again.
  await page.goto('/pc/jobpost');
  await keywordBox(page).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText(text['shared.search.recent']);
  await expect(options(page).nth(0)).toHaveText('会计');
  await expect(options(page).nth(1)).toHaveText('产品经理');
  await options(page).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent('产品经理')}`));

  await page.goto('/pc/jobpost');
  await keywordBox(page).click();
  await options(page).filter({ hasText: text['shared.search.clearRecent'] }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jucai_recent_job'))).toBeNull();
  await keywordBox(page).blur();
  await keywordBox(page).click();
  await expect(options(page)).toHaveCount(0);
});

test('the city chosen on the home page is carried to /jobpost and /company by the side menu', async ({ page }) => {
  await page.goto('/pc/');
  const cities = page.getByRole('group', { name: text['home.city.label'] });
  await cities.getByRole('button', { name: text['dict.city.hangzhou'], exact: true }).click();
  await expect(cities.getByRole('button', { name: text['dict.city.hangzhou'], exact: true })).toHaveAttribute('aria-pressed', 'true');

  const menu = sideNav(page);
  const jobsLink = menu.getByRole('link', { name: text['menu.jobpost'], exact: true });
  if (!(await jobsLink.isVisible())) await menu.getByText(text['menu.group.seek'], { exact: true }).click();
  await jobsLink.click();
  await expect(page).toHaveURL(/\/pc\/jobpost\?city=hangzhou$/);
  const cityRow = page.getByRole('group', { name: text['job.filter.city'], exact: true });
  await expect(cityRow.getByRole('button', { name: text['dict.city.hangzhou'], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toContainText(text['dict.city.hangzhou']);

  await menu.getByRole('link', { name: text['menu.company'], exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/company\?city=hangzhou$/);

  // Back to nationwide on the home page: the menu leads to every job again.
  await page.goto('/pc/');
  await cities.getByRole('button', { name: text['home.search.nationwide'], exact: true }).click();
  if (!(await jobsLink.isVisible())) await menu.getByText(text['menu.group.seek'], { exact: true }).click();
  await jobsLink.click();
  await expect(page).toHaveURL(/\/pc\/jobpost$/);
});

test('the company search offers employers as hot searches, and each finds its employer', async ({ page }) => {
  await page.goto('/pc/');
  const hot = page.getByRole('group', { name: text['home.search.hot'] });
  await expect(hot.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  const jobWords = await hot.getByRole('button').allInnerTexts();
  await page.getByRole('group', { name: text['home.search.target'] }).getByRole('button', { name: text['home.search.targetCompany'] }).click();
  const companyWords = await hot.getByRole('button').allInnerTexts();
  expect(companyWords.length).toBeGreaterThan(3);
  for (const word of companyWords) expect(jobWords).not.toContain(word);

  const word = companyWords[1];
  await hot.getByRole('button', { name: word, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/company\\?keyword=${encodeURIComponent(word)}`));
  await expect(page.getByTestId('company-card').first()).toContainText(word);
});

test('不感兴趣 takes the job out of the total, and 撤销 puts it back', async ({ page, request }) => {
  // A city and category no other spec uses, so the demo seeker's list is ours.
  await signInWithPassword(page, DEMO.seeker, `/pc/login?redirect=${encodeURIComponent('/jobpost?city=xian&category=design')}`);
  await expect(page).toHaveURL(/\/pc\/jobpost\?city=xian&category=design$/);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const total = await shownTotal(page);
  const card = cards(page).first();
  const title = await card.locator('.job-card-title').innerText();
  const jobId = new URL((await card.locator('.job-card-title a').getAttribute('href'))!, 'http://x').searchParams.get('id')!;

  await card.getByRole('button', { name: text['shared.job.notInterested'] }).click();
  await page.getByRole('menuitem', { name: text['dict.notInterested.pay'] }).click();
  await expect(page.getByText(text['shared.job.notInterestedDone'])).toBeVisible();
  // By its id: two posts may share a title (the same role at two companies).
  await expect(page.locator(`.job-card-title a[href$="id=${jobId}"]`)).toHaveCount(0);
  expect(await shownTotal(page)).toBe(total - 1);

  await page.getByRole('button', { name: text['shared.job.notInterestedUndo'] }).click();
  await expect(page.getByText(text['shared.job.notInterestedUndone'])).toBeVisible();
  await expect(cards(page).first().locator('.job-card-title')).toHaveText(title);
  expect(await shownTotal(page)).toBe(total);

  // The API forgot it too: a reload lists the job.
  await page.reload();
  await expect(cards(page).first().locator('.job-card-title')).toHaveText(title);
  expect(await shownTotal(page)).toBe(total);

  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  await api(request, 'DELETE', `/jobs/${jobId}/not-interested`, token);
});
