import { expect, test } from './fixtures.ts';

/**
 * docs/QA.md, "Live stream": the stream drops (as on a network loss) while the other side writes; the app
 * reconnects, catches up on what it missed, and shows each message once.
 */
test('a dropped live stream: the chat catches up with the message it missed, once', async ({ page, mock, signInAs, chat }) => {
  await signInAs('seeker');
  await chat.open('/pc/communicate');
  const first = chat.conversations.first();
  const id = (await first.getAttribute('data-conversation-id'))!;
  await first.click();
  await chat.say('请问面试地点在哪里？');
  await expect(chat.message('请问面试地点在哪里？')).toHaveCount(1);

  // The reconnection's ticket is slow, so the recruiter's answer is sent while the seeker has no stream.
  await mock.faults.add({ method: 'POST', path: '/stream/ticket', latencyMs: 1500, times: 1 });
  expect(await mock.stream.close()).toBeGreaterThan(0);
  const recruiter = await mock.api.data<{ token: string }>('POST', '/auth/login', {
    form: { type: 'password', mobile: '13800000002', password: 'Jucai@2026' },
  });
  await mock.api.data('POST', `/conversations/${id}/messages`, {
    token: recruiter.token,
    json: { clientId: 'qa-missed-0001', text: '在滨江区长河商务中心20层' },
  });

  await expect(chat.message('在滨江区长河商务中心20层')).toHaveCount(1);
  await expect(chat.live).toHaveAttribute('data-mode', 'live');
  await expect(chat.message('请问面试地点在哪里？')).toHaveCount(1);
  // Still once after a reload (the server has one copy).
  await page.reload();
  await expect(chat.message('在滨江区长河商务中心20层')).toHaveCount(1);
});
