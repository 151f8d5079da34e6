import { expect as baseExpect, test } from './fixtures.ts';
import { DEMO, freshMobile, text } from './helpers.ts';

/**
 * Issue 28, services: a visitor asks for an RPO quote from /outsourc/product with an SMS-verified mobile; a
 * company files a staffing request on /handsWant, the account manager quotes, the company accepts and the
 * status moves; a dispatch request over the 10% share is refused with the API's reason.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/** YYYY-MM-DD some days from now (start dates may not be in the past). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor requests an RPO quote from /outsourc/product with an SMS-verified mobile and gets a reference number', async ({ page }) => {
  await page.goto('/pc/outsourc/product');
  await page.getByTestId('service-card-rpo').getByRole('button', { name: text['service.card.request'] }).click();
  const dialog = page.getByRole('dialog');
  const mobile = freshMobile();
  await dialog.getByLabel(text['service.form.company']).fill('澄明光电科技有限公司');
  await dialog.getByLabel(text['service.form.contact']).fill('刘洋');
  await dialog.getByLabel(text['service.form.mobile']).fill(mobile);
  await dialog.getByRole('button', { name: text['service.form.submit'] }).click();
  // Validated as typed: the code is required before anything is sent.
  await expect(dialog.getByText(text['service.form.required'].replace('{field}', text['service.form.smsCode']))).toBeVisible();
  await dialog.getByTestId('send-code').click();
  await dialog.getByLabel(text['service.form.smsCode']).fill('123456');
  await dialog.getByLabel(text['service.form.role'], { exact: true }).fill('嵌入式工程师');
  await dialog.getByLabel(text['service.form.headcount'], { exact: true }).fill('3');
  await dialog.getByLabel(text['service.form.city']).fill('杭州');
  await dialog.getByRole('button', { name: text['service.form.submit'] }).click();
  const done = dialog.getByTestId('service-done');
  await expect(done.getByTestId('service-ref')).toHaveText(/^FW\d{12}$/);
  await expect(done).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
});

test('a company files a staffing request on /handsWant, the manager quotes, the company accepts and the status moves', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/handsWant');
  const form = page.getByTestId('service-form-staffing');
  // The company and the contact come from the account.
  await expect(form.getByLabel(text['service.form.company'])).not.toHaveValue('');
  await form.getByLabel(text['service.form.mobile']).fill('13912345678');
  await form.getByLabel(text['service.form.role'], { exact: true }).fill('质检员');
  await form.getByLabel(text['service.form.headcount'], { exact: true }).fill('4');
  await form.getByLabel(text['service.form.city']).fill('宁波');
  await form.getByLabel(text['service.form.startDate']).fill(inDays(10));
  await form.getByLabel(text['service.form.shift']).click();
  await page.getByTitle(text['service.shift.day']).click();
  await form.getByRole('button', { name: text['service.form.submit'] }).click();
  const ref = await page.getByTestId('service-ref').textContent();
  await expect(page.getByTestId('service-match')).toContainText(text['service.name.rpo']);

  const card = page.getByTestId('service-request').filter({ hasText: ref! });
  await expect(card.getByTestId('service-status')).toHaveText(text['service.status.quoted']);
  await expect(card.getByTestId('service-quote')).toBeVisible();
  await card.getByRole('button', { name: text['service.quote.accept'] }).click();
  await expect(card.getByTestId('service-status')).toHaveText(text['service.status.signed']);
  await expect(card.getByTestId('service-status')).toHaveText(text['service.status.delivering']);
});

test('a dispatch request over 10% of the headcount is refused with the reason', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/dispens');
  await expect(page.getByTestId('dispatch-compliance')).toContainText('浙杭劳派202600001');
  const form = page.getByTestId('service-form-dispatch');
  await form.getByLabel(text['service.form.mobile']).fill('13912345678');
  await form.getByLabel(text['service.form.role'], { exact: true }).fill('仓库理货员');
  await form.getByLabel(text['service.form.headcount'], { exact: true }).fill('30');
  await form.getByLabel(text['service.form.city']).fill('杭州');
  await form.getByLabel(text['service.form.startDate']).fill(inDays(10));
  await form.getByLabel(text['service.form.totalHeadcount']).fill('100');
  await expect(form.getByTestId('dispatch-allowance')).toContainText('10');
  await form.getByLabel(text['service.form.positionKind']).click();
  await page.getByTitle(text['service.position.temporary']).click();
  await form.getByLabel(text['service.form.durationMonths']).fill('4');
  await form.getByRole('button', { name: text['service.form.submit'] }).click();
  await expect(form.getByText('被派遣劳动者不得超过用工总量的 10%：用工总量 100 人最多使用 10 名，本次申请 30 名超出 20 名')).toBeVisible();
  await expect(page.getByTestId('service-done')).toHaveCount(0);
});
