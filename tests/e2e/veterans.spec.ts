import { expect, test } from './fixtures.ts';
import { becomeSeeker, signInWithSms, text, watchConsole } from './helpers.ts';

/**
 * /veterans: jobs (reserved ones locked), veteran-friendly employers, policies, and the identity application
 * of a fresh seeker (the demo account stays untouched) up to the mock's approval unlocking reserved jobs.
 */

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('the tabs show jobs, veteran-friendly employers and policies', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/veterans');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: text['menu.veterans'] })).toBeVisible();
  await expect(page.getByTestId('job-card').first()).toBeVisible();

  // Reserved jobs only: each says it needs a verified identity.
  // check() expects the box ticked in the click's own frame: the filter panel shows a choice before the URL's
  // navigation (a transition) has drawn the new list.
  const only = page.getByRole('checkbox', { name: text['zone.vet.jobs.only'] });
  await only.check();
  await expect(only).toBeChecked();
  await expect(page).toHaveURL(/\/veterans\?only=1$/);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toContainText(text['shared.job.veteransOnly']);
  await expect(cards.first().getByTestId('vet-locked-note')).toContainText(text['zone.vet.jobs.locked']);

  await page.getByRole('tab', { name: text['zone.vet.tab.companies'] }).click();
  await expect(page).toHaveURL(/\/veterans\?tab=companies$/);
  const employer = page.getByTestId('company-card').first();
  await expect(employer).toContainText(text['company.badge.veteranFriendly']);
  // The open-job count leads to the employer's open jobs.
  const openJobs = employer.getByRole('link', { name: new RegExp(text['company.card.openJobs'].replace(/\{count\}.*$/, '')) });
  await expect(openJobs).toHaveAttribute('href', /\/pc\/comdetail\?id=c\d+&tab=jobs$/);
  await expect(openJobs).toHaveText(/\d+/);

  await page.getByRole('tab', { name: text['zone.vet.tab.policies'] }).click();
  await expect(page).toHaveURL(/\/veterans\?tab=policies$/);
  await expect(page.getByRole('heading', { name: text['zone.vet.policy.title'] })).toBeVisible();
  await expect(page.getByTestId('vet-policy').first()).toContainText('6000');
  await expect(page.getByTestId('vet-fair').first()).toBeVisible();
  await expect(page.getByTestId('vet-station').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: text['zone.vet.tab.policies'], selected: true })).toBeVisible();
  console.expectClean();
});

test('a fresh seeker applies for veteran identity with a photo; once approved, reserved jobs unlock', async ({ page }) => {
  test.slow();
  const console = watchConsole(page);
  const mobile = `139${String(Date.now()).slice(-8)}`;

  // Sign up with an SMS code and become a job seeker, coming back to the reserved jobs.
  await signInWithSms(page, mobile, '/pc/login?redirect=%2Fveterans%3Fonly%3D1');
  await expect(page).toHaveURL(/\/pc\/perfect\?redirect=/);
  await becomeSeeker(page, '赵卫国', 'male');
  await expect(page).toHaveURL(/\/pc\/veterans\?only=1$/);

  const locked = page.getByTestId('vet-locked-note');
  await expect(locked.first()).toBeVisible();
  await locked.first().getByRole('button', { name: text['zone.vet.jobs.verify'] }).click();
  await expect(page).toHaveURL(/\/veterans\?tab=identity$/);

  // A malformed number is refused with the format it needs.
  const number = page.getByLabel(text['zone.vet.form.no'], { exact: true });
  await number.fill('TY12345');
  await page.getByLabel(text['zone.vet.form.name'], { exact: true }).fill('赵卫国');
  await expect(page.getByText(text['zone.vet.form.noFormat.discharge'])).toBeVisible();
  await page.getByRole('button', { name: text['zone.vet.form.submit'] }).click();
  await expect(page.getByText(text['zone.vet.form.photoRequired'])).toBeVisible();

  // A file that is not an image is refused before upload; a PNG uploads and shows a preview.
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(text['shared.upload.type'])).toBeVisible();
  await input.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('image-upload-preview')).toBeVisible();
  await expect(page.getByText(text['shared.upload.type'])).toHaveCount(0);

  await number.fill('TY2019012345');
  await page.getByRole('button', { name: text['zone.vet.form.submit'] }).click();
  const status = page.getByTestId('vet-identity-status');
  await expect(status).toHaveText(text['dict.veteranStatus.pending']);
  await expect(page.getByText(text['zone.vet.identity.pending'])).toBeVisible();
  await expect(page.getByText('TY******2345')).toBeVisible();

  // The mock reviews it within seconds; the page updates by itself.
  await expect(status).toHaveText(text['dict.veteranStatus.verified'], { timeout: 15_000 });
  await page.getByRole('button', { name: text['zone.vet.identity.showJobs'] }).click();
  await expect(page).toHaveURL(/\/veterans\?only=1$/);
  await expect(page.getByTestId('vet-banner')).toContainText(text['zone.vet.banner.verified']);
  await expect(page.getByTestId('job-card').first()).toContainText(text['shared.job.veteransOnly']);
  await expect(page.getByTestId('vet-locked-note')).toHaveCount(0);
  console.expectClean();
});

test('a visitor is asked to sign in before applying', async ({ page }) => {
  await page.goto('/pc/veterans?tab=identity');
  await expect(page.getByText(text['zone.vet.identity.signIn'])).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: text['zone.vet.banner.signIn'] }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fveterans%3Ftab%3Didentity$/);
});
