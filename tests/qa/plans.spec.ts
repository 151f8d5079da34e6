import { expect, test, text } from './fixtures.ts';

/**
 * docs/QA.md, "Scenarios": a recruiter with no resume unlocks left tries to unlock one; the app offers the plans
 * instead of a failure, and the plans page is where it leads. (The task docs/QA.md was checked against.)
 */
test('a recruiter with no unlocks left sees the plans', async ({ page, mock, signInAs }) => {
  const { accounts, facts } = await mock.scenario('recruiter-quota-exhausted');
  await signInAs(accounts.recruiter.mobile);
  await page.goto(`/pc/cv?id=${facts.lockedResumeId}`);
  await page.getByRole('button', { name: text['resume.read.unlock'] }).click();
  const upsell = page.getByRole('dialog', { name: text['shared.quota.title'] });
  await expect(upsell).toBeVisible();
  await upsell.getByRole('button', { name: text['shared.quota.plans'] }).click();
  await expect(page).toHaveURL(/\/pc\/enterprisevip$/);
  await expect(page.getByRole('heading', { name: text['hiring.vip.plans.title'] })).toBeVisible();
});
