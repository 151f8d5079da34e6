import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { text, watchConsole } from './helpers.ts';

/** /graduate: campus-hiring and internship tabs, filters in the URL, the 网申 calendar, the scam warning. */

const tab = (page: Page, id: 'dict.campusKind.campus' | 'dict.campusKind.internship') => page.getByRole('tab', { name: text[id] });
const filterRow = (page: Page, labelId: keyof typeof text) => page.getByRole('group', { name: text[labelId] });
const chip = (page: Page, labelId: keyof typeof text, optionId: keyof typeof text) =>
  filterRow(page, labelId).getByRole('button', { name: text[optionId], exact: true });
const cards = (page: Page) => page.getByTestId('job-card');

test('switching tabs changes the list and shows the internship-only filters only on the internship tab', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/graduate');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.graduate'] })).toBeVisible();
  await expect(tab(page, 'dict.campusKind.campus')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first().getByTestId('campus-note')).toBeVisible();
  await expect(filterRow(page, 'campus.filter.dailyPay')).toHaveCount(0);
  await expect(chip(page, 'campus.filter.batch', 'dict.campusBatch.early')).toBeVisible();

  await tab(page, 'dict.campusKind.internship').click();
  await expect(page).toHaveURL(/[?&]tab=internship/);
  await expect(page.getByRole('heading', { name: text['campus.results.internship'] })).toBeVisible();
  await expect(filterRow(page, 'campus.filter.dailyPay')).toBeVisible();
  await expect(filterRow(page, 'campus.filter.daysPerWeek')).toBeVisible();
  await expect(filterRow(page, 'campus.filter.permanentOffer')).toBeVisible();
  await expect(chip(page, 'campus.filter.batch', 'dict.campusBatch.dailyIntern')).toBeVisible();
  await expect(chip(page, 'campus.filter.batch', 'dict.campusBatch.early')).toHaveCount(0);
  // Internship cards are paid by the day.
  await expect(cards(page).first()).toContainText(text['dict.salaryFormat.day'].replace('{range}', ''));

  // An internship-only filter is dropped when going back to campus hiring; shared ones stay.
  await chip(page, 'campus.filter.daysPerWeek', 'dict.internDays.3').click();
  await chip(page, 'campus.filter.classYear', 'dict.classYear.2026').click();
  await expect(page).toHaveURL(/daysPerWeek=3/);
  await tab(page, 'dict.campusKind.campus').click();
  await expect(page).not.toHaveURL(/tab=internship|daysPerWeek/);
  await expect(page).toHaveURL(/classYear=2026/);
  console.expectClean();
});

test('filters live in the URL and survive a reload; bad values are dropped with a notice', async ({ page }) => {
  await page.goto('/pc/graduate?tab=internship');
  await chip(page, 'campus.filter.classYear', 'dict.classYear.2027').click();
  await chip(page, 'campus.filter.major', 'dict.major.computer').click();
  await chip(page, 'campus.filter.dailyPay', 'dict.dailyPay.200-300').click();
  await expect(page).toHaveURL(/classYear=2027/);
  await expect(page).toHaveURL(/major=computer/);
  await expect(page).toHaveURL(/dailyPay=200-300/);

  await page.reload();
  await expect(tab(page, 'dict.campusKind.internship')).toHaveAttribute('aria-selected', 'true');
  await expect(chip(page, 'campus.filter.classYear', 'dict.classYear.2027')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'campus.filter.major', 'dict.major.computer')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'campus.filter.dailyPay', 'dict.dailyPay.200-300')).toHaveAttribute('aria-pressed', 'true');
  const notes = page.getByTestId('campus-note');
  await expect(notes.first()).toBeVisible();
  for (const note of await notes.all()) await expect(note).toContainText(text['dict.classYear.2027']);

  await page.goto('/pc/graduate?tab=internship&dailyPay=lots&classYear=2026');
  await expect(page.getByText(text['shared.query.dropped'])).toBeVisible();
  await expect(page).not.toHaveURL(/dailyPay/);
  await expect(chip(page, 'campus.filter.classYear', 'dict.classYear.2026')).toHaveAttribute('aria-pressed', 'true');
});

test('the application calendar lists upcoming deadlines, soonest first, and leads to the jobs', async ({ page }) => {
  await page.goto('/pc/graduate');
  const calendar = page.getByTestId('campus-calendar');
  await expect(calendar.getByRole('heading', { name: text['campus.calendar.title'] })).toBeVisible();
  const entries = calendar.getByTestId('calendar-entry');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThan(1);
  // Days left never go down the list.
  const days = (await entries.locator('.campus-cal-day').allInnerTexts()).map((d) => d.trim());
  expect([...days].sort()).toEqual(days);

  const first = entries.first();
  const companyLink = first.locator('.campus-cal-company');
  const company = (await companyLink.innerText()).trim();
  const companyHref = await companyLink.getAttribute('href');
  const jobsName = new RegExp(text['campus.calendar.jobs'].replace('{count}', '\\d+'));
  await first.getByRole('link', { name: jobsName }).click();
  await expect(page).toHaveURL(/keyword=/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(company);
  // The list now shows that employer's posts.
  await expect(cards(page).first().locator(`a[href="${companyHref}"]`)).toBeVisible();
});

test('the warning about paid referrals, training loans and fake offers is visible', async ({ page }) => {
  await page.goto('/pc/graduate');
  const warning = page.getByTestId('campus-safety');
  await expect(warning.getByRole('heading', { name: text['campus.safety.title'] })).toBeVisible();
  for (const id of ['campus.safety.referral.title', 'campus.safety.loan.title', 'campus.safety.offer.title', 'campus.safety.report'] as const) {
    await expect(warning).toContainText(text[id]);
  }
});
