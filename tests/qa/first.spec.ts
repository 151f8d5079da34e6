import { expect, test, text } from './fixtures.ts';

/** docs/QA.md, step 4: the first test. A fresh state, a demo seeker signed in, a page of the app. */
test('the demo seeker, signed in, finds jobs and sees their name in the header', async ({ page, signInAs, jobs }) => {
  await signInAs('seeker');
  await jobs.search({ keyword: 'Java' });
  await expect(jobs.results.first()).toBeVisible();
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toContainText('李明');
});
