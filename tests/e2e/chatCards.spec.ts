import type { Page } from '@playwright/test';
import type { ConversationSummary } from '../../src/contract/chat.ts';
import type { OwnJob } from '../../src/contract/applicants.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import { DEMO, fill, text } from './helpers.ts';

/**
 * What a chat carries besides text, with the demo seeker (李明) and the demo company (王芳) in their own
 * browsers: exchange cards (refused until both have written, then accepted by the other side), an interview
 * invitation answered from the chat, pictures, saved replies, blocking, and the recruiter's daily greeting cap.
 */

const say = async (page: Page, words: string) => {
  await page.getByLabel(text['center.chat.input']).fill(words);
  await page.getByLabel(text['center.chat.input']).press('Enter');
};

/** The conversation 李明 and 王芳's company share (seeded from his application), and 李明's session. */
async function sharedConversation(api: Parameters<Parameters<typeof test>[2]>[0]['api'], seekerToken: string, enterpriseToken: string) {
  const theirs = new Set((await api.data<ConversationSummary[]>('GET', '/conversations', { token: enterpriseToken })).map((c) => c.id));
  return (await api.data<ConversationSummary[]>('GET', '/conversations', { token: seekerToken })).find((c) => theirs.has(c.id))!.id;
}

test('exchange cards wait until both sides have written; then the other side accepts and both see the numbers', async ({ page, signIn, openAs, api }) => {
  test.slow(); // two browsers
  const seeker = await signIn(DEMO.seeker);
  // A new conversation nobody has written in: the exchange waits, and says why.
  const jobs = await api.data<{ list: Array<{ id: string; company: { id: string }; status: string; locked: boolean }> }>('GET', '/jobs?pageSize=20', {
    token: seeker.token,
  });
  const other = jobs.list.find((j) => j.company.id !== 'c1' && j.status === 'open' && !j.locked)!;
  const { conversationId: fresh } = await api.data<{ conversationId: string }>('POST', `/jobs/${other.id}/chat`, { token: seeker.token });
  await page.goto(`/pc/communicate?conversation=${fresh}`);
  await expect(page.getByRole('button', { name: text['center.chat.exchange.button'] })).toBeDisabled();
  await expect(page.getByText(text['center.chat.exchange.tooEarly'])).toBeVisible();

  const enterpriseToken = (
    await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password } })
  ).token;
  const id = await sharedConversation(api, seeker.token, enterpriseToken);
  await page.goto(`/pc/communicate?conversation=${id}`);
  await expect(page.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');
  await say(page, '王经理您好，方便留个电话吗？');
  await page.getByRole('button', { name: text['center.chat.exchange.button'] }).click();
  await page.getByRole('menuitem', { name: text['center.chat.exchange.phone.seeker'] }).click();
  const mine = page.locator('[data-testid="chat-card"][data-card="phone"]').last();
  await expect(mine).toHaveAttribute('data-state', 'pending');
  // The asking side cannot answer its own card.
  await expect(mine.getByRole('button', { name: text['center.chat.card.accept'] })).toHaveCount(0);

  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto(`/pc/communicate?conversation=${id}`.replace('communicate', 'communicat'));
  const theirs = recruiter.locator('[data-testid="chat-card"][data-card="phone"]').last();
  await theirs.getByRole('button', { name: text['center.chat.card.accept'] }).click();
  await expect(theirs).toHaveAttribute('data-state', 'accepted');
  // Live on the seeker's side: accepted, with the recruiter's number.
  await expect(mine).toHaveAttribute('data-state', 'accepted', { timeout: 10_000 });
  await expect(mine.getByTestId('chat-card-theirs')).toHaveText(DEMO.enterprise.mobile);
  expect(await scan(page)).toEqual([]);
  // The conversation is now under 已交换联系方式.
  await page.getByText(text['center.chat.filter.exchanged'], { exact: true }).click();
  await expect(page.locator(`[data-conversation-id="${id}"]`)).toBeVisible();
});

test('an interview invitation accepted from the chat shows as accepted on /interview', async ({ page, signIn, openAs, api }) => {
  test.slow(); // two browsers
  await signIn(DEMO.seeker);
  const recruiter = await openAs(DEMO.enterprise);
  const enterpriseToken = (
    await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password } })
  ).token;
  const at = new Date(Date.now() + 3 * 86_400_000);
  at.setUTCHours(2, 0, 0, 0); // 10:00 in Beijing
  const invited = await api.data<{ id: string }>('POST', '/enterprise/interviews', {
    token: enterpriseToken,
    json: { applicationId: 'ap-u1-3', at: at.toISOString(), format: 'video', place: 'https://meeting.example/jucai-e2e', interviewers: ['陆工'] },
  });

  await page.goto('/pc/communicate');
  await page.getByText(text['center.chat.filter.interview'], { exact: true }).click();
  await page.locator('.chat-conversation').first().click();
  const card = page.locator('[data-testid="chat-card"][data-card="interview"]').last();
  await expect(card.getByTestId('chat-interview-status')).toHaveText(text['dict.interviewStatus.invited']);
  expect(await scan(page)).toEqual([]);
  await card.getByRole('button', { name: text['center.chat.interview.accepted'] }).click();
  await expect(card.getByTestId('chat-interview-status')).toHaveText(text['dict.interviewStatus.accepted']);
  await expect(card.getByRole('button', { name: text['center.chat.interview.accepted'] })).toHaveCount(0);

  await recruiter.goto('/pc/interview');
  await expect(recruiter.locator(`[data-interview-id="${invited.id}"]`)).toHaveAttribute('data-status', 'accepted');
});

test('a picture is sent with its checks; a saved reply goes into the box; a block stops the other side with a reason', async ({
  page,
  signIn,
  openAs,
  api,
}) => {
  test.slow(); // two browsers
  const seeker = await signIn(DEMO.seeker);
  const enterpriseToken = (
    await api.data<{ token: string }>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password } })
  ).token;
  const id = await sharedConversation(api, seeker.token, enterpriseToken);
  await page.goto(`/pc/communicate?conversation=${id}`);
  await expect(page.getByTestId('chat-live')).toHaveAttribute('data-mode', 'live');

  // A file of a type attachment resumes refuse is stopped before it is sent.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text['center.chat.file.button'] }).click();
  await (await chooser).setFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'setup.exe' })).toBeVisible();
  // A real PNG goes through and shows on both sides.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text['center.chat.file.button'] }).click();
  await (await chooser2).setFiles({ name: '作品截图.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.chat-own [data-testid="chat-image"] img')).toBeVisible();
  const recruiter = await openAs(DEMO.enterprise);
  await recruiter.goto(`/pc/communicat?conversation=${id}`);
  await expect(recruiter.locator('[data-testid="chat-image"] img').last()).toBeVisible();

  // Saved replies: one click puts it into the message box, to edit before sending.
  await page.getByRole('button', { name: text['center.chat.replies.button'] }).click();
  const reply = page.locator('.ant-dropdown:visible').getByRole('menuitem').first();
  const replyText = (await reply.innerText()).trim();
  await reply.click();
  await expect(page.getByLabel(text['center.chat.input'])).toHaveValue(replyText);

  // 屏蔽: the recruiter's open composer closes at once (pushed live, issue 26.12), and says why.
  await page.getByRole('button', { name: text['center.chat.block.button'] }).click();
  await page.getByRole('tooltip').getByRole('button', { name: text['center.chat.block.button'] }).click();
  await expect(page.getByText(text['center.chat.block.byMe'])).toBeVisible();
  await expect(recruiter.getByText(text['center.chat.block.byThem'])).toBeVisible();
  await expect(recruiter.getByLabel(text['center.chat.input'])).toHaveCount(0);
  // Lifted: the composer is back on the other side, and a message goes through.
  await page.getByRole('button', { name: text['center.chat.block.unblock'] }).click();
  await say(recruiter, '还在考虑吗？');
  await expect(page.locator('.chat-message', { hasText: '还在考虑吗？' })).toBeVisible({ timeout: 10_000 });
});

test("at the day's greeting cap the recruiter is told the cap, in the chat and when greeting", async ({ page, signIn, api }) => {
  test.slow(); // fifty greetings first
  const { token } = await signIn(DEMO.enterprise);
  const open = (await api.data<OwnJob[]>('GET', '/enterprise/jobs', { token })).find((j) => j.status === 'open')!;
  let refusal: { errorCode?: string; errorMessage?: string } | null = null;
  for (let current = 1; !refusal && current <= 4; current++) {
    const { list } = await api.data<{ list: TalentCard[] }>('GET', `/enterprise/talents?pageSize=50&current=${current}`, { token });
    for (const talent of list) {
      const res = await api.call('POST', `/enterprise/talents/${talent.resumeId}/greet`, { token, json: { jobId: open.id } });
      if (res.status === 429) {
        refusal = res.body;
        break;
      }
    }
  }
  expect(refusal?.errorCode).toBe('GREETING_CAP');
  const { used, cap } = await api.data<{ used: number; cap: number }>('GET', '/conversations/greetings', { token });
  expect(used).toBe(cap);
  expect(refusal?.errorMessage).toContain(String(cap));

  await page.goto('/pc/communicat');
  await expect(page.getByTestId('greeting-allowance')).toHaveText(fill(text['center.chat.greetings.out'], { cap }));
  // Greeting one more from the talent pool: the dialog says so before anything is sent, and will not send.
  await page.goto('/pc/jobhunter?city=shanghai');
  const cards = page.locator('[data-resume-id]');
  await expect(cards.first()).toBeVisible();
  const next = cards.filter({ hasNot: page.getByRole('button', { name: text['hiring.talent.greeted'] }) }).first();
  const name = (await next.locator('.talent-name').innerText()).trim();
  await next.getByRole('button', { name: fill(text['hiring.talent.greetFor'], { name }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(text['hiring.talent.greetTitle'], { name }) });
  await expect(dialog.getByTestId('greeting-allowance')).toHaveText(fill(text['center.chat.greetings.out'], { cap }));
  await expect(dialog.locator('.ant-btn-primary')).toBeDisabled();
});

test('a pinned conversation moves to the top of the list and stays there after a reload', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/communicat');
  const items = page.locator('.chat-conversation');
  await expect(items.first()).toBeVisible();
  const last = items.last();
  const id = (await last.getAttribute('data-conversation-id'))!;
  await page.goto(`/pc/communicate?conversation=${id}`.replace('communicate', 'communicat'));
  await page.getByRole('button', { name: text['center.chat.pin'] }).click();
  await expect(page.getByRole('button', { name: text['center.chat.unpin'] })).toHaveAttribute('aria-pressed', 'true');
  await expect(items.first()).toHaveAttribute('data-conversation-id', id);
  await page.reload();
  await expect(items.first()).toHaveAttribute('data-conversation-id', id);
  await expect(items.first().getByLabel(text['center.chat.pinned'])).toBeVisible();
});
