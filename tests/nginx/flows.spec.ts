import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, signInWithPassword, text, watchConsole } from '../e2e/helpers.ts';
import { cspViolations, recordCspViolations } from './csp.ts';

/**
 * The main flows through nginx: signing in with the form, a search, the chat's live stream through the /user
 * proxy (Server-Sent Events, which a buffering proxy would hold back), and the CSP refusing a script injected
 * into the page.
 */

test('the seeker signs in with the form', async ({ page }) => {
  await recordCspViolations(page);
  const console = watchConsole(page);
  await signInWithPassword(page, DEMO.seeker);
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.seeker.name);
  expect(await cspViolations(page)).toEqual([]);
  console.expectClean();
});

test('a search finds jobs by keyword', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/pc/jobpost');
  const box = page.getByRole('combobox', { name: text['job.list.keyword'] });
  await box.fill('Java');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=Java/);
  const cards = page.getByTestId('job-card');
  await expect(cards.first().locator('.job-card-title')).toContainText(/java/i);
  expect(await cspViolations(page)).toEqual([]);
});

async function openFirstConversation(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');
  const first = page.locator('.chat-conversation').first();
  const id = (await first.getAttribute('data-conversation-id'))!;
  await first.click();
  return id;
}

test('a chat message arrives live through the proxy, both ways', async ({ page, signIn, openAs }) => {
  await signIn(DEMO.seeker);
  const id = await openFirstConversation(page, '/pc/communicate');
  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto(`/pc/communicat?conversation=${id}`);
  await expect(recruiter.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');
  const say = async (from: Page, words: string) => {
    await from.getByLabel(text['center.chat.input']).fill(words);
    await from.getByLabel(text['center.chat.input']).press('Enter');
  };
  // Well under the app's fallback poll: only the stream can bring it this fast.
  await say(page, '您好，经 nginx 转发的消息');
  await expect(recruiter.locator('.chat-message', { hasText: '经 nginx 转发的消息' })).toBeVisible({ timeout: 5_000 });
  await say(recruiter, '收到，实时送达');
  await expect(page.locator('.chat-message', { hasText: '收到，实时送达' })).toBeVisible({ timeout: 5_000 });
});

test('an injected inline script and inline handler are refused by the CSP', async ({ page }) => {
  await recordCspViolations(page);
  await page.goto('/pc/');
  await expect(page.getByRole('navigation', { name: text['layout.nav'] })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script"';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__injected = \'handler\'">';
    document.body.append(holder);
  });
  await expect.poll(() => cspViolations(page).then((v) => v.length)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect((await cspViolations(page)).join('\n')).toMatch(/script-src-(elem|attr)/);
});
