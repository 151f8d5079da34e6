import { expect, test, text } from './fixtures.ts';

/**
 * docs/QA.md, "The clock" and "Scenarios": a session that runs out while the app is open, and one that had run
 * out before the app started. Either way: 401, the session is cleared, and the app is on / saying why.
 */
test('two hours later the session has expired: the open app gets its 401, signs out and lands on /', async ({ page, mock, signInAs, notification }) => {
  await signInAs('seeker');
  await page.goto('/pc/percenter');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await mock.clock.advance('121m');
  // The header's live link closes with the session; buying a new ticket answers 401 and the app signs out.
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(notification.title).toHaveText('401');
  await expect(notification.description).toHaveText(text['account.session.expired.description']);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({});
});

test('the expired-session scenario: the app starts with a dead token and ends on / signed out', async ({ page, mock, signInAs, notification }) => {
  const { facts } = await mock.scenario('expired-session');
  await signInAs({ token: facts.token, user: facts.user });
  await page.goto('/pc/percenter');
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(notification.title).toHaveText('401');
  expect(await page.evaluate(() => ({ ...sessionStorage }))).toEqual({});
});
