import type { Page } from '@playwright/test';
import { growthPost } from '../../mock/test/posts.ts';
import type { OwnJob } from '../../src/contract/applicants.ts';
import type { ConversationSummary } from '../../src/contract/chat.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { expect, test, type MockClient } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Issue 26.24 (live where the README says live) and 26.4 (the note reaches the candidate), with the demo
 * seeker (李明) and the demo company (王芳) in two browsers: each update must arrive within 5 s, with no reload.
 */

const LIVE_MS = 5000;
const NOTE = '请携带作品集，到 20 层前台找王芳';

const enterpriseToken = async (api: MockClient) =>
  (await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password } }))
    .token;

/** Navigates and waits until the page's live stream is open, so what follows is only what the stream brings. */
async function openLive(page: Page, path: string) {
  // The first visit of a page may wait for the dev server to build it. An event stream's response may not be
  // reported before its first event: the request, and a moment for the server to register it, are the sign.
  const stream = page.waitForRequest((r) => r.url().includes('/user/stream?ticket='), { timeout: 40_000 });
  await page.goto(path);
  await stream;
  await page.waitForTimeout(1000);
}

test("/interview follows the seeker's answer from /percenter, and the seeker's row shows the note", async ({ page, signIn, openAs, api }) => {
  test.slow(); // two browsers
  await signIn(DEMO.seeker);
  const token = await enterpriseToken(api);
  const at = new Date(Date.now() + 3 * 86_400_000);
  at.setUTCHours(2, 0, 0, 0);
  const invited = await api.data<{ id: string }>('POST', '/enterprise/interviews', {
    token,
    json: { applicationId: 'ap-u1-3', at: at.toISOString(), format: 'video', place: 'https://meeting.example/jucai-e2e', interviewers: ['陆工'], notes: NOTE },
  });

  const recruiter = await openAs(DEMO.enterprise);
  await openLive(recruiter, '/pc/interview');
  const item = recruiter.locator(`[data-interview-id="${invited.id}"]`);
  await expect(item).toHaveAttribute('data-status', 'invited', { timeout: 30_000 });

  await page.goto('/pc/percenter?tab=applications');
  const row = page.locator('[data-application-id="ap-u1-3"]');
  // The first visit of a page may wait for the dev server to build it; only the live update is timed.
  await expect(row.getByTestId('interview-notes')).toHaveText(NOTE, { timeout: 30_000 });
  await expect(row.getByRole('link', { name: 'https://meeting.example/jucai-e2e' })).toBeVisible();
  await row.getByRole('button', { name: text['center.app.answer.accepted'] }).click();
  await expect(item).toHaveAttribute('data-status', 'accepted', { timeout: LIVE_MS });
});

test('交换 becomes possible once both have written, on both sides, without a reload', async ({ page, signIn, openAs, api }) => {
  test.slow(); // two browsers
  const seeker = await signIn(DEMO.seeker);
  const token = await enterpriseToken(api);
  // A conversation of 李明 with the demo company that nobody has written in yet.
  const held = new Set((await api.data<ConversationSummary[]>('GET', '/conversations', { token: seeker.token })).map((c) => c.id));
  let id = '';
  for (const job of (await api.data<OwnJob[]>('GET', '/enterprise/jobs', { token })).filter((j) => j.status === 'open')) {
    const opened = await api.data<{ conversationId: string; created: boolean }>('POST', `/jobs/${job.id}/chat`, { token: seeker.token });
    if (opened.created && !held.has(opened.conversationId)) {
      id = opened.conversationId;
      break;
    }
  }
  expect(id, 'a fresh conversation with the demo company').not.toBe('');
  await api.data('POST', `/conversations/${id}/messages`, {
    token: seeker.token,
    json: { clientId: `e2e-live-${Date.now()}`, text: '您好，想了解一下这个职位' },
  });

  await page.goto(`/pc/communicate?conversation=${id}`);
  await expect(page.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live', { timeout: 40_000 });
  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto(`/pc/communicat?conversation=${id}`);
  await expect(recruiter.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live', { timeout: 40_000 });
  const seekerExchange = page.getByRole('button', { name: text['center.chat.exchange.button'] });
  const recruiterExchange = recruiter.getByRole('button', { name: text['center.chat.exchange.button'] });
  await expect(seekerExchange).toBeDisabled();
  await expect(recruiterExchange).toBeDisabled();

  await recruiter.getByLabel(text['center.chat.input']).fill('您好，方便聊聊吗？');
  await recruiter.getByLabel(text['center.chat.input']).press('Enter');
  await expect(recruiterExchange).toBeEnabled({ timeout: LIVE_MS });
  await expect(seekerExchange).toBeEnabled({ timeout: LIVE_MS });
});

test('an approved post leaves 待审核 on the open /position', async ({ openAs, api }) => {
  test.slow();
  const token = await enterpriseToken(api);
  const recruiter = await openAs(DEMO.enterprise);
  await openLive(recruiter, '/pc/position?state=pending');
  await expect(recruiter.locator('.record-item').first()).toBeVisible({ timeout: 30_000 });
  // Past the quiet refresh's 5 s spacing since the page's first read (FOCUS_REFRESH_TIMESPAN_MS), so that the
  // return below reads the list again.
  await recruiter.waitForTimeout(5500);
  const title = `增长运营专员${Date.now() % 1000}`;
  await api.data('POST', '/enterprise/jobs', { token, json: growthPost({ title }) });
  // The page learns of the new post the way it does of any change made elsewhere: the user comes back to it.
  await recruiter.evaluate(() => window.dispatchEvent(new Event('focus')));
  const pending = recruiter.locator('.record-item', { hasText: title });
  await expect(pending).toBeVisible({ timeout: REVIEW_MS });
  // The reviewer answers REVIEW_MS after the post was sent; the page hears it on its stream.
  await expect(pending).toHaveCount(0, { timeout: REVIEW_MS + LIVE_MS });
  await recruiter.locator('label.ant-radio-button-wrapper').filter({ hasText: text['dict.positionTab.open'] }).click();
  await expect(recruiter.locator('.record-item', { hasText: title })).toBeVisible();
});
