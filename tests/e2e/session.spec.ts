import { expect, test } from './fixtures.ts';
import { DEMO, fillMonth, freshMobile, sessionStorageOf, signInWithPassword, signInWithSms, signOut, text, watchConsole } from './helpers.ts';

/**
 * Sessions across tabs, the end of a session (401), the sign-in limits on the login page, and the /perfect
 * wizard of a new job seeker.
 */
const UNAUTHORIZED = {
  status: 401,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, errorCode: 'UNAUTHENTICATED', errorMessage: '登录已超时' }),
};

test.describe('tabs', () => {
  test('a job opened in a new tab starts signed in; signing out there signs out the first tab too', async ({ page, context }) => {
    test.slow();
    await signInWithPassword(page, DEMO.seeker);
    await expect(page.getByTestId('user-menu')).toContainText(DEMO.seeker.name);
    const { token } = await sessionStorageOf(page);

    // A typed URL or Ctrl+click: a tab of its own, with an empty sessionStorage.
    const tab = await context.newPage();
    const console = watchConsole(tab);
    await tab.goto('/pc/jobdetail?id=j1');
    await expect(tab.getByTestId('user-menu')).toContainText(DEMO.seeker.name);
    expect((await sessionStorageOf(tab)).token).toBe(token);
    // The session travelled in memory: nothing in localStorage or cookies holds it.
    expect(await tab.evaluate(() => JSON.stringify(localStorage))).not.toContain(token);
    expect(JSON.stringify(await context.cookies())).not.toContain(token);

    await signOut(tab);
    await expect(tab.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
    // The user goes back to the first tab (a hidden tab's timers are throttled).
    await page.bringToFront();
    await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
    await expect(page.getByText(text['account.session.signedOutElsewhere.title'])).toBeVisible();
    expect((await sessionStorageOf(page)).token).toBeUndefined();
    console.expectClean();
  });

  test('a tab opened while nobody is signed in starts as a visitor', async ({ page, context }) => {
    await page.goto('/pc/');
    const tab = await context.newPage();
    await tab.goto('/pc/jobdetail?id=j1');
    await expect(tab.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
    expect(await sessionStorageOf(tab)).toEqual({});
  });
});

test.describe('the end of a session', () => {
  test('after a 401 the user lands on /pc/, signed out, with a message saying the session ended', async ({ page }) => {
    await signInWithPassword(page, DEMO.seeker);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.route('**/user/agreements/user', (route) => route.fulfill(UNAUTHORIZED));
    await page.getByRole('link', { name: text['menu.accept'] }).first().click();
    await expect(page).toHaveURL(/\/pc\/$/);
    const notice = page.locator('.ant-notification-notice');
    await expect(notice.locator('.ant-notification-notice-message')).toHaveText('401');
    await expect(notice).toContainText(text['account.session.expired.description']);
    await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
    expect(await sessionStorageOf(page)).toEqual({});
  });

  test('a 401 to a visitor (no token sent) reloads nothing and shows the failure', async ({ page }) => {
    // Document loads, not in-app navigations: a reload is a new load.
    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/user/agreements/user', (route) => route.fulfill(UNAUTHORIZED));
    await page.goto('/pc/accept');
    await expect(page.locator('.ant-notification-notice-message')).toHaveText('401');
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    await expect(page).toHaveURL(/\/pc\/accept$/);
    await expect(page.getByRole('button', { name: text['common.retry'] })).toBeVisible();
  });
});

test.describe('sign-in limits', () => {
  test('5 wrong passwords lock the number: the page says why, counts down, and lets the user try again when it ends', async ({ page }) => {
    await page.clock.install();
    const mobile = freshMobile('135');
    await page.goto('/pc/login');
    await page.getByRole('tab', { name: text['account.login.tab.password'] }).click();
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(mobile);
    await page.getByLabel(text['account.field.password'], { exact: true }).fill('not-the-password');
    await page.getByRole('checkbox').check();
    const submit = page.getByTestId('login-submit');
    for (let i = 0; i < 5; i++) {
      const answered = page.waitForResponse('**/user/auth/login');
      await submit.click();
      await answered;
    }
    const lock = page.getByTestId('login-lock');
    await expect(lock).toContainText(text['account.limit.LOGIN_LOCKED']);
    await expect(lock).toContainText(/1[45]:\d\d/);
    await expect(submit).toBeDisabled();
    await expect(submit).toContainText(/1[45]:\d\d/);

    // The countdown is live.
    const shown = await lock.textContent();
    await page.clock.runFor(2000);
    await expect(lock).not.toHaveText(shown!);

    // Another number is not locked.
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(DEMO.seeker.mobile);
    await expect(lock).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(mobile);
    await expect(lock).toBeVisible();

    // When the lock ends the button comes back.
    await page.clock.fastForward('15:00');
    await expect(lock).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText(text['account.login.submit']);
  });

  test('an SMS code is only accepted after one was sent', async ({ page }) => {
    const mobile = freshMobile('136');
    await page.goto('/pc/login');
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(mobile);
    await page.getByLabel(text['account.field.code'], { exact: true }).fill('123456');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
    await expect(page.getByRole('alert')).toContainText('请先获取验证码');
    expect(await sessionStorageOf(page)).toEqual({});
  });
});

test('a new job seeker completes the /perfect wizard: basics, education, preferences', async ({ page }) => {
  test.slow();
  const console = watchConsole(page);
  await signInWithSms(page, freshMobile('137'));
  await expect(page).toHaveURL(/\/pc\/perfect/);
  await page.getByTestId('role-seeker').click();

  // Nothing is filled in for the user.
  await expect(page.getByLabel(text['profile.birthMonth'], { exact: true })).toHaveValue('');
  await page.getByLabel(text['account.perfect.name'], { exact: true }).fill('周宁');
  await page.getByLabel(text['account.gender.female'], { exact: true }).check();
  await fillMonth(page, text['profile.birthMonth'], '1996-09');
  await page.getByLabel(text['profile.experience.working'], { exact: true }).check();
  await page.getByRole('button', { name: text['common.next'] }).click();
  await expect(page.getByText(text['profile.workStartRequired'])).toBeVisible();
  await fillMonth(page, text['profile.workStart'], '2019-07');
  await page.getByLabel(text['account.perfect.workStatus'], { exact: true }).click();
  await page.getByTitle(text['dict.workStatus.considering']).click();
  await page.getByRole('button', { name: text['common.next'] }).click();

  await expect(page.getByRole('heading', { name: text['profile.step.education'] })).toBeFocused();
  await page.getByLabel(text['profile.school'], { exact: true }).fill('杭州电子科技大学');
  await page.getByLabel(text['account.perfect.education'], { exact: true }).click();
  await page.getByTitle(text['dict.education.bachelor']).click();
  await fillMonth(page, text['profile.studyStart'], '2014-09');
  await fillMonth(page, text['profile.studyEnd'], '2018-06');
  // The API's reason (a bachelor names a major) lands on the field it is about.
  await page.getByRole('button', { name: text['common.next'] }).click();
  const major = page.locator('.ant-form-item').filter({ has: page.getByLabel(text['profile.major'], { exact: true }) });
  await expect(major.locator('.ant-form-item-explain-error')).toBeVisible();
  await page.getByLabel(text['profile.major'], { exact: true }).fill('软件工程');
  await page.getByRole('button', { name: text['common.next'] }).click();

  await expect(page.getByRole('heading', { name: text['profile.step.preferences'] })).toBeFocused();
  await page.getByLabel(text['profile.prefTitle'], { exact: true }).fill('测试工程师');
  await page.getByLabel(text['profile.category'], { exact: true }).click();
  await page.getByTitle(text['dict.jobCategory.tech']).click();
  await page.getByLabel(text['profile.city'], { exact: true }).click();
  await page.getByTitle(text['dict.city.hangzhou'], { exact: true }).click();
  await page.getByLabel(text['profile.salary'], { exact: true }).click();
  await page.getByTitle(text['dict.salaryBand.10-20k']).click();
  await page.getByRole('button', { name: text['account.perfect.submit'] }).click();

  await expect(page.getByText(text['profile.done.title'])).toBeVisible();
  await page.getByRole('button', { name: text['profile.done.continue'] }).click();
  await expect(page).toHaveURL(/\/pc\/?$/);
  await expect(page.getByTestId('user-menu')).toContainText('周宁');
  // The preference drives the recommendations.
  await page.goto('/pc/recommend');
  await expect(page.getByRole('tab', { name: /测试工程师/ })).toBeVisible();
  // Chromium logs the refused step's 422 response; nothing else may go wrong.
  expect(console.errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
});
