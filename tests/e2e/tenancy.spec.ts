import { expect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Tenant rules on the pages (docs/API.md): a company that is not certified reads no one. Where the talent pool or
 * a resume would be, its recruiter is told why and led to certification, with no error notification.
 */
test('an uncertified company is shown the way to certify on /jobhunter and /cv, not an error', async ({ page, signIn }) => {
  await signIn(DEMO.unverifiedRecruiter);
  await page.goto('/pc/jobhunter');
  const certify = page.getByTestId('certify-first');
  await expect(certify).toContainText(text['hiring.certifyFirst.title']);
  await expect(certify.getByTestId('certify-first-reason')).toContainText('认证');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.jobhunter'] })).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  await page.goto('/pc/cv?id=cv-u1-online');
  await expect(certify).toBeVisible();
  await expect(page.getByTestId('detail-failure')).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await certify.getByRole('link', { name: text['hiring.certifyFirst.action'] }).click();
  await expect(page).toHaveURL(/\/companyInformation$/);
});
