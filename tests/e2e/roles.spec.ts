import type { Locator, Page } from '@playwright/test';
import type { JobCard } from '../../src/contract/job.ts';
import type { SavedJob } from '../../src/contract/seeker.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, signOut, submitPasswordSignIn, text, watchConsole } from './helpers.ts';

/**
 * Who sees which action (issue 8): a visitor's click on a seeker action resumes after signing in; a recruiter
 * is not offered a job seeker's actions and cannot report their own company; keyboard users see where they are
 * and get their place back after a dialog.
 */

const DEMO_COMPANY = 'c1';
const cards = (page: Page) => page.getByTestId('job-card');

async function signInFromHere(page: Page) {
  await expect(page).toHaveURL(/\/pc\/login\?redirect=.*resume/);
  await submitPasswordSignIn(page, DEMO.seeker);
}

test('a visitor who clicks save, follow or subscribe finds it done (or open) after signing in', async ({ page, api }) => {
  const console = watchConsole(page);
  const { list } = await api.data<{ list: JobCard[] }>('GET', '/jobs?city=xiamen&category=finance&pageSize=5');
  const job = list[0];

  // 收藏 on the job page: signed in, the job is saved and the URL is the job's own again.
  await page.goto(`/pc/jobdetail?id=${job.id}`);
  await page.getByRole('button', { name: text['shared.job.save'] }).click();
  await signInFromHere(page);
  await expect(page).toHaveURL(new RegExp(`/pc/jobdetail\\?id=${job.id}$`));
  await expect(page.getByRole('button', { name: text['shared.job.saved'] })).toHaveAttribute('aria-pressed', 'true');
  const saved = await api.data<{ list: SavedJob[] }>('GET', '/me/saved-jobs', { token: await sessionToken(page) });
  expect(saved.list.map((s) => s.job.id)).toContain(job.id);

  // 订阅此搜索 on /jobpost: back on the same search with the dialog open. Signed out through the app (clearing the
  // storage behind its back would leave its live badge asking the API without a session).
  await signOut(page);
  await page.goto('/pc/jobpost?city=xiamen&category=finance');
  await page.getByRole('button', { name: text['job.alert.button'] }).click();
  await signInFromHere(page);
  await expect(page.getByRole('dialog', { name: text['job.alert.title'] })).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/jobpost\?city=xiamen&category=finance$/);
  const alertDialog = page.getByRole('dialog', { name: text['job.alert.title'] });
  await alertDialog.locator('.ant-modal-close').click();
  await expect(alertDialog).toBeHidden();

  // 关注 on a company page.
  await signOut(page);
  await page.goto(`/pc/comdetail?id=${job.company.id}`);
  await page.getByTestId('follow-company').click();
  await signInFromHere(page);
  await expect(page.getByTestId('follow-company')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follow-company')).toContainText(text['company.follow.following']);
  console.expectClean();
});

test('a recruiter is not offered seeker actions, and cannot report their own company or its jobs', async ({ page, api, signIn }) => {
  const console = watchConsole(page);
  await signIn(DEMO.enterprise);

  await page.goto('/pc/jobpost?city=beijing');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text['job.alert.button'] })).toHaveCount(0);
  await expect(cards(page).first().getByRole('button', { name: text['shared.job.notInterested'] })).toHaveCount(0);
  await expect(cards(page).first().getByRole('button', { name: text['shared.job.save'] })).toHaveCount(0);

  // Another company's job: the recruiter is told why there is nothing to apply with, and may report it.
  const { list: others } = await api.data<{ list: JobCard[] }>('GET', '/jobs?city=beijing&pageSize=20');
  const other = others.find((j) => j.company.id !== DEMO_COMPANY)!;
  await page.goto(`/pc/jobdetail?id=${other.id}`);
  await expect(page.getByTestId('recruiter-note')).toHaveText(text['job.recruiter.seekerActions']);
  await expect(page.getByRole('button', { name: text['job.apply.button'] })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text['shared.report.button'] })).toBeVisible();

  // Their own company's job and page: no report, no follow.
  const { list: own } = await api.data<{ list: JobCard[] }>('GET', `/companies/${DEMO_COMPANY}/jobs?pageSize=5`);
  await page.goto(`/pc/jobdetail?id=${own[0].id}`);
  await expect(page.getByTestId('recruiter-note')).toHaveText(text['job.recruiter.ownJob']);
  await expect(page.getByRole('button', { name: text['shared.report.button'] })).toHaveCount(0);
  await page.goto(`/pc/comdetail?id=${DEMO_COMPANY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: text['shared.report.button'] })).toHaveCount(0);
  await expect(page.getByTestId('follow-company')).toHaveCount(0);
  console.expectClean();
});

/** The focus ring's box (the element's box grown by outline offset and width) and its clipping ancestor's box. */
async function ringAndClip(link: Locator) {
  return link.evaluate((el) => {
    const style = getComputedStyle(el);
    const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const r = el.getBoundingClientRect();
    let clip: Element | null = el.parentElement;
    while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
    const c = (clip ?? document.documentElement).getBoundingClientRect();
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      ring: { top: r.top - grow, bottom: r.bottom + grow, left: r.left - grow, right: r.right + grow },
      clip: { top: c.top, bottom: c.bottom, left: c.left, right: c.right },
    };
  });
}

test('a job title focused from the keyboard shows a whole focus ring; closing the report dialog returns focus to 举报', async ({ page, signIn }) => {
  await page.goto('/pc/jobpost?city=chengdu');
  const title = cards(page).first().locator('.job-card-title a');
  await expect(title).toBeVisible();
  // Keyboard focus (focus-visible): Tab from the element just before the link.
  await title.evaluate((el) => {
    const before = document.createElement('button');
    before.textContent = 'x';
    el.parentElement!.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  const { style, width, ring, clip } = await ringAndClip(title);
  expect(style).toBe('solid');
  expect(width).toBeGreaterThanOrEqual(2);
  // Not cut off by the title's ellipsis box.
  expect(ring.top).toBeGreaterThanOrEqual(clip.top - 0.5);
  expect(ring.bottom).toBeLessThanOrEqual(clip.bottom + 0.5);
  expect(ring.left).toBeGreaterThanOrEqual(clip.left - 0.5);

  const jobPath = (await title.getAttribute('href'))!;
  await signIn(DEMO.seeker);
  await page.goto(jobPath);
  const report = page.getByRole('button', { name: text['shared.report.button'] });
  await report.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The form may still be restoring its draft as it opens: check until the choice holds.
  const fee = dialog.getByRole('radio', { name: text['dict.reportCategory.fee'] });
  await expect(async () => {
    await fee.check();
    await expect(fee).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await dialog.getByRole('textbox').fill('面试时要求先交三百元服装费，称入职后退还');
  await dialog.getByRole('button', { name: text['shared.report.submit'] }).click();
  await expect(dialog.getByTestId('report-case')).toBeVisible();
  await dialog.getByRole('button', { name: text['shared.report.done'] }).click();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
});

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('token') ?? '');
}

test('the first Tab reaches the skip link, which moves the keyboard to the page; the sider holds its place on every page', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(cards(page).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text['layout.skipToContent'] });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/pc\/jobpost$/);

  // One frame placement: ProLayout's fixed sider has the same box on a list, the home page and a long notice page,
  // before and after scrolling (on a desktop the side layout has no top bar; the phone's is in layout.spec.ts).
  const header = page.getByRole('complementary', { name: text['layout.sider'] });
  const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const path of ['/pc/jobpost', '/pc/', '/pc/govwork?id=g7']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    boxes.push((await header.boundingBox())!);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    boxes.push((await header.boundingBox())!);
  }
  for (const box of boxes) expect(box).toEqual(boxes[0]);
});
