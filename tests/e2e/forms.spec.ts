import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseOption, DEMO, sessionStorageOf, signInWithPassword, text, watchConsole } from './helpers.ts';

/**
 * Form drafts (useFormDraft): what a person typed survives a reload, closing a dialog, a failed submit and an
 * expired session (401 → signed out → signed in again), and is gone once the form is sent.
 */
const restoredHint = text['shared.draft.restored'].split('{time}')[0];
const savedHint = text['shared.draft.savedAt'].split('{time}')[0];

/** The option a select of the eligibility check shows as chosen. */
const chosen = (page: Page, label: string) =>
  page
    .locator('.gov-check-form .ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.ant-select-selection-item');

test('the "can I apply?" answers survive an expired session: signed out, signed in again, restored', async ({ page }) => {
  // Two sign-ins and a sign-out: three full page loads.
  test.slow();
  const govCheck = '/pc/login?redirect=%2Fgovwork%3Fid%3Dg7';
  await signInWithPassword(page, DEMO.seeker, govCheck);
  await expect(page).toHaveURL(/\/govwork\?id=g7$/);
  await expect(page.getByRole('button', { name: text['zone.gov.check.submit'] })).toBeVisible({ timeout: 30_000 });

  await chooseOption(page, text['zone.gov.check.education'], text['dict.education.master']);
  await chooseOption(page, text['zone.gov.check.major'], text['dict.major.law']);
  await chooseOption(page, text['zone.gov.check.political'], text['dict.political.party']);
  await page.getByLabel(text['zone.gov.check.grassrootsYears']).fill('3');
  await page.getByRole('checkbox', { name: text['zone.gov.check.project'] }).check();
  await expect(page.getByTestId('form-draft')).toContainText(savedHint);

  // The session ends behind the app's back (expired on the server): the check's request is answered 401 by
  // the API, and the app signs out and lands on /pc/.
  await page.evaluate(() => sessionStorage.setItem('token', 'f'.repeat(48)));
  await page.getByRole('button', { name: text['zone.gov.check.submit'] }).click();
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible({ timeout: 30_000 });
  expect((await sessionStorageOf(page)).token).toBeUndefined();

  // Signing in again and coming back finds every answer, and says so.
  await signInWithPassword(page, DEMO.seeker, govCheck);
  await expect(page).toHaveURL(/\/govwork\?id=g7$/);
  await expect(page.getByTestId('form-draft')).toContainText(restoredHint, { timeout: 30_000 });
  await expect(chosen(page, text['zone.gov.check.education'])).toHaveText(text['dict.education.master']);
  await expect(chosen(page, text['zone.gov.check.major'])).toHaveText(text['dict.major.law']);
  await expect(chosen(page, text['zone.gov.check.political'])).toHaveText(text['dict.political.party']);
  await expect(page.getByLabel(text['zone.gov.check.grassrootsYears'])).toHaveValue('3');
  await expect(page.getByRole('checkbox', { name: text['zone.gov.check.project'] })).toBeChecked();

  // Sent: the draft is done with.
  await page.getByRole('button', { name: text['zone.gov.check.submit'] }).click();
  await expect(page.getByTestId('gov-check-summary')).toBeVisible();
  await expect(page.getByTestId('form-draft')).not.toContainText(restoredHint);
});

test('a report description survives a reload and closing the dialog; discarding and sending clear it', async ({ page }) => {
  // A sign-in and a reload.
  test.slow();
  const console = watchConsole(page);
  // A company no other spec reports (companies.spec uses c300-c399).
  const id = `c${200 + Math.floor(Math.random() * 100)}`;
  await signInWithPassword(page, DEMO.seeker, `/pc/login?redirect=%2Fcomdetail%3Fid%3D${id}`);
  await expect(page.locator('#comdetail-name')).toBeVisible({ timeout: 30_000 });

  const dialog = page.getByRole('dialog', { name: text['shared.report.titleCompany'] });
  const description = dialog.getByLabel(text['shared.report.description']);
  const category = dialog.getByRole('radio', { name: text['dict.reportCategory.fee'] });
  const openReport = () => page.getByRole('button', { name: text['shared.report.button'], exact: true }).click();
  const story = '面试当天要求先交两百元体检费，说不交就不安排入职。';

  await openReport();
  await category.check();
  await description.fill(story);
  await expect(dialog.getByTestId('form-draft')).toContainText(savedHint);

  await page.reload();
  await expect(page.locator('#comdetail-name')).toBeVisible({ timeout: 30_000 });
  await openReport();
  await expect(description).toHaveValue(story);
  await expect(category).toBeChecked();
  await expect(dialog.getByTestId('form-draft')).toContainText(restoredHint);

  // Closing the dialog keeps the text too.
  await dialog.getByRole('button', { name: text['shared.cancel'] }).click();
  await openReport();
  await expect(description).toHaveValue(story);

  // Discarding empties the form for good.
  await dialog.getByRole('button', { name: text['shared.draft.discard'] }).click();
  await expect(description).toHaveValue('');
  await expect(category).not.toBeChecked();
  await dialog.getByRole('button', { name: text['shared.cancel'] }).click();
  await openReport();
  await expect(description).toHaveValue('');
  await expect(dialog.getByTestId('form-draft')).not.toContainText(restoredHint);

  // Sent: a case number, and the next report starts empty.
  await category.check();
  await description.fill(story);
  await dialog.getByRole('button', { name: text['shared.report.submit'] }).click();
  await expect(dialog.getByTestId('report-case')).toContainText(/JB\d{12}/);
  await dialog.getByRole('button', { name: text['shared.report.done'] }).click();
  await openReport();
  await expect(description).toHaveValue('');
  console.expectClean();

  // A second report on the same company is refused in the dialog, and what was typed is kept.
  await category.check();
  await description.fill(`${story}（补充）`);
  await dialog.getByRole('button', { name: text['shared.report.submit'] }).click();
  await expect(dialog.getByRole('alert')).toContainText('已举报过该公司');
  await dialog.getByRole('button', { name: text['shared.cancel'] }).click();
  await openReport();
  await expect(description).toHaveValue(`${story}（补充）`);
});
