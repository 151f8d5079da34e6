import { expect, test } from './fixtures.ts';
import { becomeSeeker, chooseInUserMenu, DEMO, fill, freshMobile, signInWithSms, text, watchConsole } from './helpers.ts';

/**
 * One number, both identities (issue 26, item 16): a company adds a colleague whose number already holds a new
 * job seeker's account; the seeker accepts on /percenter and switches between 求职者 and 招聘者 in the user menu.
 */
test('a job seeker invited by a company accepts, then switches to recruiter and back with the same number', async ({ page, openAs }) => {
  test.slow(); // two people in two browsers
  const console = watchConsole(page);
  const mobile = freshMobile('137');
  await signInWithSms(page, mobile);
  await becomeSeeker(page, '孙悦');
  await expect(page.getByTestId('user-menu')).toContainText('孙悦');

  const employer = await openAs(DEMO.enterprise);
  await employer.goto('/pc/enterprisecenter');
  const card = employer.locator('.center-team');
  await card.getByRole('button', { name: text['hiring.team.add'] }).click();
  const add = employer.getByRole('dialog', { name: text['hiring.team.add'] });
  await add.getByLabel(text['hiring.team.name']).fill('孙经理');
  await add.getByLabel(text['hiring.team.mobile']).fill(mobile);
  await add.getByLabel(text['hiring.team.jobTitle']).fill('技术面试官');
  await add.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(employer.getByText(fill(text['hiring.team.invitationSent'], { name: '孙经理' }))).toBeVisible();
  // Invited, not added: listed under the name the company typed, waiting for an answer.
  await expect(card.locator('[data-status="invited"]')).toContainText('孙经理');

  await page.goto('/pc/percenter?tab=account');
  const invitation = page.getByTestId('recruiter-invitation');
  await expect(invitation).toContainText('技术面试官');
  await invitation.getByRole('button', { name: text['center.account.recruiter.accept'] }).click();
  await expect(page.getByTestId('recruiter-switch-hint')).toBeVisible();

  await chooseInUserMenu(page, text['layout.switchTo.enterprise']);
  await expect(page).toHaveURL(/\/pc\/enterprisecenter/);
  await expect(page.getByTestId('user-menu')).toContainText(text['layout.role.enterprise']);
  // The company's own screens, as its recruiter: the team lists the colleague under their own name now.
  await expect(page.locator('.center-team')).toContainText('孙悦');

  await chooseInUserMenu(page, text['layout.switchTo.seeker']);
  await expect(page).toHaveURL(/\/pc\/percenter/);
  await expect(page.getByTestId('user-menu')).toContainText(text['layout.role.seeker']);
  console.expectClean();
});
