import type { Page } from '@playwright/test';
import { scan } from './axe.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Referrals on /joinUs (issue 28): 李明 refers 王婷 to a job with a bounty; the referral waits for her consent
 * (nothing moves, nothing is paid) until she agrees from the link in the text she got; then the simulation moves
 * it 查看 → 面试 → 入职 → 稳定30天 and his earnings show every stage paid.
 */

/** Two browsers on a dev server, and a simulation that takes four steps of 2 s after the consent. */
const expect = baseExpect.configure({ timeout: 30_000 });

const item = (page: Page) => page.getByTestId('referral-item').first();

test('a referral waits for consent, then moves through its stages and the earnings show the stages paid', async ({ page, signIn, openAs }) => {
  test.slow(); // two browsers and the simulated stages
  await signIn(DEMO.seeker);
  await page.goto('/pc/joinUs');
  await expect(page.getByTestId('referral-simulated')).toBeVisible();
  const card = page.getByTestId('bounty-card').first();
  const amount = (await card.getByTestId('bounty-amount').textContent())!;
  await card.getByRole('button', { name: text['referral.action.referOther'] }).click();

  const dialog = page.getByRole('dialog');
  // What happens next is said before anything is sent; the fields are checked as they are typed.
  await expect(dialog.getByText(text['referral.form.consentNote'])).toBeVisible();
  await dialog.getByLabel(text['referral.form.name']).fill('王婷');
  const mobile = dialog.getByLabel(text['referral.form.mobile']);
  await mobile.fill('1380000');
  await expect(dialog.getByText(text['referral.form.mobileInvalid'])).toBeVisible();
  await mobile.fill(DEMO.seeker.mobile);
  await expect(dialog.getByText(text['referral.form.mobileOwn'])).toBeVisible();
  await mobile.fill(DEMO.hiddenSeeker.mobile);
  await expect(dialog.getByText(text['referral.form.mobileOwn'])).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: text['referral.form.informed'] }).check();
  await dialog.getByRole('button', { name: text['referral.form.send'] }).click();
  await expect(dialog).toHaveCount(0);

  // 我的推荐: waiting for her answer; nothing reached past 推荐, nothing paid.
  await expect(item(page).getByTestId('referral-status')).toHaveText(text['referral.status.awaitingConsent']);
  await expect(page.getByTestId('stage-referred')).toHaveAttribute('data-reached', 'false');
  await expect(page.getByTestId('earnings-paid')).toHaveText('¥0');
  expect(await scan(page)).toEqual([]);

  // 王婷 reads the text the mock "sent" to her number, opens its link and agrees.
  const person = await openAs(DEMO.hiddenSeeker);
  await person.goto('/pc/joinUs?tab=invites');
  const sms = (await person.getByTestId('referral-sms').first().textContent())!;
  const code = /consent=(RC[0-9A-F]+)/.exec(sms)![1];
  // Seconds have passed since it was sent, more than a step of the simulation: without her answer nothing moved.
  await expect(item(page).getByTestId('referral-status')).toHaveText(text['referral.status.awaitingConsent']);
  await expect(page.getByTestId('earnings-paid')).toHaveText('¥0');
  await person.goto(`/pc/joinUs?consent=${code}`);
  const invite = person.getByTestId('referral-invite').first();
  await expect(invite).toContainText('李明');
  await invite.getByRole('button', { name: text['referral.invite.accept'] }).click();
  await expect(person.getByText(text['referral.invite.accepted'])).toBeVisible();

  // His page moves on its own: in progress, then every stage reached and paid.
  await expect(item(page).getByTestId('referral-status')).toHaveText(text['referral.status.inProgress']);
  await expect(item(page).getByTestId('referral-status')).toHaveText(text['referral.status.completed']);
  for (const stage of ['referred', 'viewed', 'interviewed', 'hired', 'stayed30'])
    await expect(page.getByTestId(`stage-${stage}`)).toHaveAttribute('data-reached', 'true');
  await expect(page.getByTestId('earnings-paid')).toHaveText(amount);
  await expect(page.getByTestId('earnings-pending')).toHaveText('¥0');
});

test('a visitor sees the bounties and is asked to sign in to refer', async ({ page }) => {
  await page.goto('/pc/joinUs');
  const card = page.getByTestId('bounty-card').first();
  await expect(card.getByTestId('bounty-amount')).toHaveText(/^¥[\d,]+$/);
  await expect(card.getByRole('button', { name: text['referral.action.referOther'] })).toHaveCount(0);
  expect(await scan(page)).toEqual([]);
  await card.getByRole('link', { name: text['referral.action.signIn'] }).click();
  await expect(page).toHaveURL(/\/pc\/login\?redirect=%2FjoinUs/);
});
