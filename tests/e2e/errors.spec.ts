import { expect, test } from './fixtures.ts';
import { DEMO, sessionStorageOf, text } from './helpers.ts';

/** Fault injection with page.route: each catalogue status, a dropped connection, and a 401 mid-session. */
const AGREEMENT_API = '**/user/agreements/user';
const STATUSES = [400, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;

for (const status of STATUSES) {
  test(`status ${status} shows its notification`, async ({ page }) => {
    await page.route(AGREEMENT_API, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, errorCode: 'X', errorMessage: 'x' }) }),
    );
    await page.goto('/pc/accept');
    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toHaveCount(1);
    await expect(notice.locator('.ant-notification-notice-message')).toHaveText(String(status));
    // The API's words first, then the catalogue's meaning of the status (SPEC §8), one per line.
    await expect(notice.locator('.ant-notification-notice-description')).toHaveText(`x\n${text[`request.error.${status}`]}`);
    // The page itself offers a retry rather than a blank card.
    await expect(page.getByRole('button', { name: text['common.retry'] })).toBeVisible();
  });
}

test('notifications share one key: a second failure replaces the first', async ({ page }) => {
  let status = 500;
  await page.route(AGREEMENT_API, (route) => route.fulfill({ status, contentType: 'application/json', body: '{}' }));
  await page.goto('/pc/accept');
  await expect(page.locator('.ant-notification-notice-message')).toHaveText('500');
  status = 503;
  await page.getByRole('button', { name: text['common.retry'] }).click();
  await expect(page.locator('.ant-notification-notice-message')).toHaveText('503');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(1);
});

test('a dropped connection shows 网络异常', async ({ page }) => {
  await page.route(AGREEMENT_API, (route) => route.abort('connectionreset'));
  await page.goto('/pc/accept');
  await expect(page.locator('.ant-notification-notice-message')).toHaveText(text['request.error.network.title']);
  await expect(page.locator('.ant-notification-notice-description')).toHaveText(text['request.error.network']);
});

test('a 401 mid-session empties the session and lands on /pc/', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await sessionStorageOf(page)).token).toBeTruthy();
  await page.route(AGREEMENT_API, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 'UNAUTHENTICATED', errorMessage: '登录已超时' }),
    }),
  );
  await page.getByRole('link', { name: text['menu.accept'] }).first().click();
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  // The reload says why once (the notice), and the reason leaves sessionStorage as it is shown.
  // A 401 is a failed response like any other: titled with its status code, the words below (SPEC §8).
  await expect(page.locator('.ant-notification-notice-message')).toHaveText('401');
  await expect(page.locator('.ant-notification-notice-description')).toHaveText(text['account.session.expired.description']);
  expect(await sessionStorageOf(page)).toEqual({});
});

test('a session the API no longer knows at start-up lands on /pc/ and says it ended, like any other 401', async ({ page }) => {
  await page.goto('/pc/accept');
  // The app has started as a visitor before the token is planted: planted mid-start-up, the start-up itself
  // reads it, meets the 401 and navigates, racing the reload below.
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'f'.repeat(48));
    sessionStorage.setItem('unionuser', JSON.stringify({ id: 'u1', name: 'x', role: 'seeker' }));
  });
  // Watched from before the reload: the notice shows for 4.5 s on the page the 401 lands on, and the reload's own
  // "load" may never come (the app leaves for /pc/ first), so the reload waits only for its commit.
  const told = expect(page.locator('.ant-notification-notice-message')).toHaveText('401', { timeout: 30_000 });
  await page.reload({ waitUntil: 'commit' });
  await told;
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  expect(await sessionStorageOf(page)).toEqual({});
});

test('signed out on the server (another device, a password change), the open app finds out by itself and lands on /pc/', async ({ page, signIn, api }) => {
  const { token } = await signIn(DEMO.seeker);
  await page.goto('/pc/accept');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The session ends on the server: its live stream (the header's unread badge) closes at once, the app asks for a
  // new ticket with the dead token, is refused (401), and signs out like on any other 401. No click needed.
  // The notice shows for 4.5 s after the reload: watched from before the trigger, so a busy test runner that
  // comes late to the new page does not miss it.
  const told = expect(page.locator('.ant-notification-notice-message')).toHaveText('401', { timeout: 30_000 });
  await api.data('POST', '/auth/logout', { token });
  await told;
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  expect(await sessionStorageOf(page)).toEqual({});
});
