import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Chat between the demo seeker (李明) and the demo company (王芳), each in their own browser: messages both
 * ways over the live stream, read receipts, the fee warning, and a send that fails offline and is retried once.
 */

async function openFirstConversation(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');
  const first = page.locator('.chat-conversation').first();
  const id = (await first.getAttribute('data-conversation-id'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`conversation=${id}`));
  return id;
}

const say = async (page: Page, words: string) => {
  await page.getByLabel(text['center.chat.input']).fill(words);
  await page.getByLabel(text['center.chat.input']).press('Enter');
};

test('a seeker and a recruiter chat both ways live, with read receipts and the fee warning', async ({ page, signIn, openAs }) => {
  test.slow(); // two browsers
  await signIn(DEMO.seeker);
  const id = await openFirstConversation(page, '/pc/communicate');
  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto(`/pc/communicat?conversation=${id}`);
  await expect(recruiter.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');

  await say(page, '您好，请问这个岗位需要出差吗？');
  const seekerLine = recruiter.locator('.chat-message', { hasText: '请问这个岗位需要出差吗' });
  await expect(seekerLine).toBeVisible({ timeout: 10_000 });
  // The recruiter has the thread open: the seeker's last message shows as read.
  await expect(page.locator('.chat-own').last().getByTestId('chat-receipt')).toHaveText(` · ${text['center.chat.read']}`, { timeout: 10_000 });

  await say(recruiter, '基本不用出差，偶尔去上海客户现场。');
  await expect(page.locator('.chat-message', { hasText: '偶尔去上海客户现场' })).toBeVisible({ timeout: 10_000 });

  await say(recruiter, '入职前需要先交 500 元押金');
  const fee = page.locator('.chat-message', { hasText: '500 元押金' });
  await expect(fee).toBeVisible({ timeout: 10_000 });
  await expect(fee.getByRole('alert')).toContainText(text['center.chat.feeWarning'].slice(0, 10));
  // Only the recipient is warned.
  await expect(recruiter.locator('.chat-message', { hasText: '500 元押金' }).getByRole('alert')).toHaveCount(0);
});

test('a message that cannot be sent stays, marked unsent, and one retry delivers one copy', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  const id = await openFirstConversation(page, '/pc/communicate');
  await page.route(`**/user/conversations/${id}/messages`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await say(page, '我下周一可以到岗');
  const pending = page.locator('.chat-own[data-state="failed"]', { hasText: '我下周一可以到岗' });
  await expect(pending).toContainText(text['center.chat.unsent']);
  // A reload keeps it (the outbox is kept on the device).
  await page.reload();
  await expect(pending).toBeVisible();
  await page.unroute(`**/user/conversations/${id}/messages`);
  await pending.getByRole('button', { name: text['center.chat.retry'] }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.locator('.chat-message[data-seq]', { hasText: '我下周一可以到岗' })).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.chat-message[data-seq]', { hasText: '我下周一可以到岗' })).toHaveCount(1);
});

test('what is typed survives an expired session and signing in again', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  const id = await openFirstConversation(page, '/pc/communicate');
  await page.getByLabel(text['center.chat.input']).fill('想确认一下面试地点');
  // The session has expired: the next request (a search of the conversations) answers 401 and signs out.
  const listRequests = (url: URL) => url.pathname.endsWith('/user/conversations');
  await page.route(listRequests, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 'UNAUTHENTICATED', errorMessage: '登录已超时，请重新登录' }),
    }),
  );
  await page.getByLabel(text['center.chat.search']).fill('前端');
  await page.getByLabel(text['center.chat.search']).press('Enter');
  await expect(page).toHaveURL(/\/pc\/$/);
  await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
  await page.unroute(listRequests);
  await signIn(DEMO.seeker);
  await page.goto(`/pc/communicate?conversation=${id}`);
  await expect(page.getByLabel(text['center.chat.input'])).toHaveValue('想确认一下面试地点');
});

test('the header badge rises when a message arrives on another page and falls once it is read', async ({ page, signIn, openAs }) => {
  test.slow(); // two browsers
  await signIn(DEMO.enterprise);
  await page.goto('/pc/enterprisecenter');
  const badge = page.getByTestId('header-unread');
  await expect(badge).toHaveAttribute('aria-label', /\d/);
  const count = async () => Number((await badge.getAttribute('aria-label'))!.match(/(\d+)/)![1]);
  await expect.poll(count).toBeGreaterThan(0);
  const before = await count();

  const seeker = await openAs(DEMO.seeker);
  const id = await openFirstConversation(seeker, '/pc/communicate');
  await say(seeker, '您好，我想确认一下面试时间');
  await expect.poll(count, { timeout: 10_000 }).toBe(before + 1);

  // Opening the conversation reads it: the badge falls by what that conversation had unread.
  await page.goto(`/pc/communicat?conversation=${id}`);
  await expect(page.locator('.chat-message', { hasText: '我想确认一下面试时间' })).toBeVisible();
  await expect.poll(count, { timeout: 10_000 }).toBeLessThan(before + 1);
});

test('an open thread sends its read receipt once, not on every render', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  let receipts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/read')) receipts += 1;
  });
  // The company's conversation with unread messages from the candidate.
  await page.goto('/pc/communicat');
  await page
    .locator('.chat-conversation', { has: page.locator('.ant-badge-count') })
    .first()
    .click();
  await expect(page.locator('.chat-message').first()).toBeVisible();
  await page.waitForTimeout(2000);
  expect(receipts).toBe(1);
});

test('a long thread loads older messages as the reader scrolls up, keeping what was on screen in place', async ({ page, signIn, api }) => {
  const { token } = await signIn(DEMO.seeker);
  await page.goto('/pc/communicate');
  const id = (await page.locator('.chat-conversation').first().getAttribute('data-conversation-id'))!;
  // Three senders take turns (李明, the company's 王芳 and its sub-account 刘洋), 15 messages each: one sender's
  // 45 in a row would pass the chat's rate limit (CHAT_RATE_LIMIT, 20 per 10 s).
  const login = async ({ mobile, password }: { mobile: string; password: string }) =>
    (await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile, password } })).token;
  const senders = [token, await login(DEMO.enterprise), await login(DEMO.subAccount)];
  for (let i = 1; i <= 45; i++)
    await api.data('POST', `/conversations/${id}/messages`, { token: senders[i % 3], json: { clientId: `long-thread-${i}`, text: `第 ${i} 条补充说明` } });
  await page.goto(`/pc/communicate?conversation=${id}`);
  await expect(page.locator('.chat-message', { hasText: '第 45 条补充说明' })).toBeVisible();
  // The first page is the latest 30: the seeded opening is not loaded yet.
  const opening = page.locator('.chat-message[data-seq="1"]');
  await expect(opening).toHaveCount(0);
  const anchor = page.locator('.chat-message', { hasText: '第 16 条补充说明' });
  await page.locator('.chat-messages').evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(opening).toHaveCount(1);
  // What the reader was looking at did not jump to the bottom or off screen.
  await expect(anchor).toBeInViewport();
});
