import { expect, test, text } from './fixtures.ts';

/**
 * docs/QA.md, "Faults": every status of SPEC §8's catalogue, injected by the mock, turned into its notification
 * (titled with the status, the API's words then the catalogue's meaning), and no answer at all → 网络异常.
 * One page and one retry button for all of them: each status replaces the last fault (`set`), and the retry
 * sends the request again. The faults answer every matching request (no `times`): the page may ask more than once
 * (the dev server's React StrictMode runs effects twice).
 */
const FAILURES = [400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504] as const;

const AGREEMENT = { method: 'GET', path: '/agreements/user' } as const;

test('each catalogue status the API answers becomes its notification', async ({ page, mock, notification }) => {
  // The 2xx statuses are successes; only a `success: false` envelope makes one a failure: the API's words alone.
  const set = async (fault: Parameters<typeof mock.faults.add>[0]) => {
    await mock.faults.clear();
    await mock.faults.add(fault);
  };
  await set({ ...AGREEMENT, status: 200, errorMessage: '服务繁忙' });
  await page.goto('/pc/accept');
  await expect(notification.title).toHaveText('200');
  await expect(notification.description).toHaveText('服务繁忙');
  const retry = page.getByRole('button', { name: text['common.retry'] });

  for (const status of FAILURES) {
    await set({ ...AGREEMENT, status, errorMessage: 'x' });
    await retry.click();
    await expect(notification.title).toHaveText(String(status));
    await expect(notification.description).toHaveText(`x\n${text[`request.error.${status}`]}`);
    // One key for every request notification: the new one replaced the last.
    await expect(notification.notice).toHaveCount(1);
  }

  // Without a body: the catalogue's meaning alone.
  await set({ ...AGREEMENT, status: 502, body: 'none' });
  await retry.click();
  await expect(notification.description).toHaveText(text['request.error.502']);

  // No answer at all.
  await set({ ...AGREEMENT, abort: true });
  await retry.click();
  await expect(notification.title).toHaveText(text['request.error.network.title']);
  await expect(notification.description).toHaveText(text['request.error.network']);

  // Without faults, the retry shows the agreement.
  await mock.faults.clear();
  await retry.click();
  await expect(page.getByRole('heading', { name: '聚才用户服务协议' })).toBeVisible();
});
