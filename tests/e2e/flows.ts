import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TEST_RESET_PATH } from '../../mock/core/testStates.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { chooseOption, fill, freshMobile, signInWithSms, text } from './helpers.ts';

/**
 * Steps of the hiring loop as a person takes them in the UI, shared by the specs that walk it (onboarding,
 * offers, hiring, employer, gigNewEmployer, newEmployerLoop). Each leaves the page where the next step starts.
 */

/** A 1×1 PNG: a business licence photo the upload checks accept. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Today in Beijing, as the API counts start dates and deadlines (YYYY-MM-DD). */
export const beijingToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A time as the date-time pickers take it typed (the browser's local time: YYYY-MM-DD HH:mm). */
export const pickerTime = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/**
 * The mock's reviewers (posts, gigs, certifications) answer REVIEW_MS after a request: the state's clock is moved
 * on by that much through the test control API (docs/API.md, "Test-only"), so they answer now, not in seconds.
 */
export async function letReviewersAnswer(request: APIRequestContext) {
  const res = await request.post(`/user${TEST_RESET_PATH.replace('/reset', '/clock')}`, { data: { advance: REVIEW_MS } });
  expect(res.ok(), `advancing the mock's clock: ${res.status()}`).toBe(true);
}

export interface NewEmployer {
  company: string;
  name?: string;
  jobTitle?: string;
}

/** A number new to the platform signs up by SMS and, on /perfect, becomes the recruiter of `company`; lands on /enterprisecenter. */
export async function signUpNewEmployer(page: Page, { company, name = '孙悦', jobTitle = 'HR经理' }: NewEmployer) {
  await signInWithSms(page, freshMobile());
  await expect(page).toHaveURL(/\/perfect/);
  await page.getByTestId('role-enterprise').click();
  await page.getByLabel(text['account.perfect.name'], { exact: true }).fill(name);
  await page.getByLabel(text['account.perfect.jobTitle'], { exact: true }).fill(jobTitle);
  await page.getByLabel(text['account.perfect.email'], { exact: true }).fill('hr@new-employer.example');
  await page.getByLabel(text['account.perfect.companyName'], { exact: true }).fill(company);
  await page.getByRole('button', { name: text['account.perfect.submit'] }).click();
}

/** /companyInformation for a company new to the platform: its page's first save creates the company (an office in 杭州·滨江区). */
export async function createCompanyPage(page: Page, { shortName }: { shortName: string }) {
  await page.goto('/pc/companyInformation');
  await page.getByLabel(text['hiring.company.profile.shortName']).fill(shortName);
  await chooseOption(page, text['hiring.company.profile.industry'], text['dict.industry.electronics'], { search: true });
  await chooseOption(page, text['hiring.company.profile.size'], text['dict.companySize.20-99']);
  await chooseOption(page, text['hiring.company.profile.stage'], text['dict.stage.angel']);
  await page.getByLabel(text['hiring.company.profile.about']).fill(`${shortName}专注于工业视觉用光学镜头与光源模组，服务长三角的智能制造客户。`);
  await page.getByRole('combobox', { name: fill(text['hiring.company.profile.district'], { n: 1 }) }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: /^杭州$/ }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: /^滨江区$/ }).click();
  await page.getByLabel(fill(text['hiring.company.profile.address'], { n: 1 })).fill('江南大道3888号创新大厦9层');
  await page.getByRole('button', { name: text['hiring.company.profile.create'] }).click();
  await expect(page.getByText(text['hiring.company.profile.saved'])).toBeVisible();
}

/** On /companyInformation: sends the legal name, the credit code and the licence photo for review. */
export async function requestCertification(page: Page, { legalName, creditCode }: { legalName: string; creditCode: string }) {
  await page.getByLabel(text['hiring.company.cert.legalName']).fill(legalName);
  await page.getByLabel(text['hiring.company.cert.creditCode']).fill(creditCode);
  await page.locator('input[type=file]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('image-upload-preview')).toBeVisible();
  const answer = await answerTo(page, 'POST', '/enterprise/company/certification', () =>
    page.getByRole('button', { name: text['hiring.company.cert.submit'] }).click(),
  );
  expect((answer as { certification: { status: string } }).certification.status).toBe('pending');
}

/**
 * What the API answered to the request `act` makes (its `data`). A test asks the answer, not the page, whether a
 * post or a certification went to review: the reviewers answer REVIEW_MS (3 s) later, and on a busy machine the
 * page may first draw after that, rightly showing the reviewed state.
 */
export async function answerTo(page: Page, method: string, path: string, act: () => Promise<unknown>): Promise<unknown> {
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === `/user${path}` && res.request().method() === method);
  await act();
  return ((await (await response).json()) as { data: unknown }).data;
}

/** Types a day into an antd date picker of `dialog`. */
export async function pickDay(dialog: Locator, label: string, day: string) {
  const input = dialog.getByLabel(label);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** 邀请面试 on an applicant's row of /position: the time typed (and committed with the picker's OK), a note for the candidate. */
export async function inviteToInterview(page: Page, row: Locator, { at, notes }: { at: Date; notes?: string }) {
  await row.getByRole('button', { name: text['hiring.action.interviewing'] }).click();
  const dialog = page.getByRole('dialog', { name: text['hiring.interview.title'] });
  const input = dialog.getByLabel(text['hiring.interview.time']);
  await input.click();
  await input.fill(pickerTime(at));
  // The picker's own OK commits the typed time; the dialog's OK then sends the invitation.
  await page.locator('.ant-picker-dropdown .ant-picker-ok button').click();
  if (notes) await dialog.getByLabel(text['hiring.interview.notes']).fill(notes);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * 发放 offer (on a /position row or an /interview item): the pay, answer by and start today (so 入职 can follow at
 * once). `beforeSend` looks at the filled dialog (an axe scan, say) before it is sent.
 */
export async function sendOffer(page: Page, from: Locator, { name, pay, beforeSend }: { name: string; pay: number; beforeSend?: () => Promise<void> }) {
  await from.getByRole('button', { name: text['hiring.action.offered'] }).click();
  const dialog = page.getByRole('dialog', { name: fill(text['offer.dialog.title'], { name }) });
  await dialog.getByLabel(text['offer.field.pay']).fill(String(pay));
  await pickDay(dialog, text['offer.field.expires'], beijingToday());
  await pickDay(dialog, text['offer.field.start'], beijingToday());
  await expect(dialog.getByLabel(text['offer.field.place'])).not.toHaveValue('');
  await beforeSend?.();
  await dialog.getByRole('button', { name: text['offer.send'] }).click();
  await expect(dialog).toHaveCount(0);
}
