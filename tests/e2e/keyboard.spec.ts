import type { Page } from '@playwright/test';
import type { JobCard } from '../../src/contract/job.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, sideNav, text } from './helpers.ts';

/**
 * Issue 26 item 21: the keyboard and screen-reader details an audit by keyboard found. The keyword box on
 * /jobpost searches what was typed on Enter (a suggestion only when chosen with the arrows), Tab leaves the
 * text as typed, Escape closes the list and keeps the text.
 */
const cards = (page: Page) => page.getByTestId('job-card');
const keywordBox = (page: Page) => page.getByRole('combobox', { name: text['job.list.keyword'] });
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

async function typeWithSuggestions(page: Page, word: string) {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await keywordBox(page).click();
  await keywordBox(page).pressSequentially(word, { delay: 50 });
  // Suggestions that start with the typed word (前端开发工程师 …): the list has a candidate it could pick.
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).first()).not.toHaveText(word);
}

test.describe('the /jobpost keyword box by keyboard', () => {
  test('Enter searches for what was typed, not the first suggestion', async ({ page }) => {
    await typeWithSuggestions(page, '前端');
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent('前端')}$`));
    await expect(keywordBox(page)).toHaveValue('前端');
    await expect(options(page)).toHaveCount(0);
  });

  test('a suggestion chosen with the arrows is searched for on Enter', async ({ page }) => {
    await typeWithSuggestions(page, '前端');
    await keywordBox(page).press('ArrowDown');
    // The one the arrows highlighted (the list may already have marked the closest match before them).
    const chosen = (await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').innerText()).split('\n')[0].trim();
    await keywordBox(page).press('Enter');
    await expect(keywordBox(page)).toHaveValue(chosen);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(chosen)}$`));
  });

  test('Tab moves on and leaves the typed text as it is', async ({ page }) => {
    await typeWithSuggestions(page, '前端');
    await keywordBox(page).press('Tab');
    await expect(keywordBox(page)).not.toBeFocused();
    await expect(keywordBox(page)).toHaveValue('前端');
    await expect(page).not.toHaveURL(/keyword=/);
  });

  test('Escape closes the suggestions and keeps the text', async ({ page }) => {
    await typeWithSuggestions(page, '前端');
    await keywordBox(page).press('Escape');
    await expect(options(page)).toHaveCount(0);
    await expect(keywordBox(page)).toHaveValue('前端');
    await expect(keywordBox(page)).toBeFocused();
    // A second Escape, with the list closed, does not erase it either.
    await keywordBox(page).press('Escape');
    await expect(keywordBox(page)).toHaveValue('前端');
  });
});

test('a "skip to results" link between the keyword box and the filters moves the focus to the results', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const skip = page.getByRole('link', { name: text['job.list.skipToResults'] });
  // The tab stop right after the keyword box's search button, before some 57 filter chips.
  await page.locator('.job-list-search').getByRole('button', { name: text['common.search'] }).focus();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#job-list-results')).toBeFocused();
  await expect(page).toHaveURL(/\/pc\/jobpost$/);
  // The next Tab is in the results, not back in the filters.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('section[aria-labelledby="job-list-results"]'))).toBe(true);
});

test('the apply success is announced in a status line, which has the focus once the dialog closes', async ({ page, signIn, api }) => {
  const seeker = await signIn(DEMO.seeker);
  const { list } = await api.data<{ list: JobCard[] }>('GET', '/companies/c1/jobs?pageSize=20', { token: seeker.token });
  const job = list.find((j) => j.status === 'open' && !j.viewer?.applied && !j.locked)!;
  await page.goto(`/pc/jobdetail?id=${job.id}`);
  const status = page.getByRole('status').filter({ hasText: text['job.apply.done'] });
  await page.getByRole('button', { name: text['job.apply.button'] }).click();
  await page.getByRole('dialog').getByRole('button', { name: text['job.apply.submit'] }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(status.getByRole('link', { name: text['job.apply.track'] })).toHaveAttribute('href', '/pc/percenter');
});

test('a route change moves the focus to the new page’s h1; the first load leaves the focus alone', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await sideNav(page).getByRole('link', { name: text['menu.company'], exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/company/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A filter (a change of the query only) is not a new page: the focus stays where the person is.
  const chip = page
    .getByRole('group', { name: text['company.filter.city'], exact: true })
    .getByRole('button', { name: text['dict.city.hangzhou'], exact: true });
  await chip.click();
  await expect(page).toHaveURL(/city=hangzhou/);
  await expect(chip).toBeFocused();
});

/** WCAG's contrast ratio of two CSS colours (rgb()/rgba() as computed, alpha ignored). */
function contrast(a: string, b: string) {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the brand link and the unread link in the dark sider show a focus ring that can be seen', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/jobpost');
  await expect(page.getByTestId('header-unread')).toBeVisible();
  const sider = await page.locator('aside.ant-layout-sider').evaluate((el) => getComputedStyle(el).backgroundColor);
  for (const link of [page.locator('.jucai-brand'), page.getByTestId('header-unread')]) {
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset), color: style.outlineColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Drawn inside the link: the sider's rows clip what sticks out of them.
    expect(ring.offset).toBeLessThanOrEqual(0);
    expect(contrast(ring.color, sider)).toBeGreaterThanOrEqual(3);
  }
});

test('after 有意向, the 不合适 beside it is named 不合适 again at once, not "loading 不合适" (issue 26 item 25)', async ({ page, signIn, api }) => {
  const seeker = await signIn(DEMO.seeker);
  const { list } = await api.data<{ list: JobCard[] }>('GET', '/companies/c1/jobs?pageSize=20', { token: seeker.token });
  const job = list.find((j) => j.status === 'open' && !j.viewer?.applied && !j.locked)!;
  await api.data('POST', `/jobs/${job.id}/apply`, { token: seeker.token, form: { resumeId: 'cv-u1-online' } });
  await signIn(DEMO.enterprise);
  await page.goto(`/pc/position?tab=applicants&job=${job.id}`);
  const item = page.locator('[data-applicant-id]').first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  const reject = item.getByRole('button', { name: text['hiring.action.rejected'] });
  await expect(reject).toHaveAccessibleName(text['hiring.action.rejected']);
  // The step's answer is held back a moment: while it is on its way, only 有意向 shows that it is working.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/user/enterprise/applicants/*/status', async (route) => {
    await held;
    await route.continue();
  });
  await item.getByRole('button', { name: text['hiring.action.shortlisted'], exact: true }).click();
  await expect(item.getByRole('button', { name: text['hiring.action.shortlisted'] })).toHaveAttribute('class', /ant-btn-loading/);
  await expect(reject).toHaveAccessibleName(text['hiring.action.rejected']);
  await expect(reject.locator('.anticon-loading')).toHaveCount(0);
  release();
  await expect(item).toHaveAttribute('data-status', 'shortlisted');
  await expect(reject).toHaveAccessibleName(text['hiring.action.rejected']);
  await expect(reject.locator('.anticon-loading')).toHaveCount(0);
});

test('/enterprisevip’s headings go down one level at a time (h1 → h2 → h3)', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/enterprisevip');
  // The plans' h3s, not the loading skeleton's.
  await expect(page.locator('main [id^="plan-"]').first()).toBeVisible({ timeout: 30_000 });
  const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i += 1) expect(levels[i], `heading ${i} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1] + 1);
});
