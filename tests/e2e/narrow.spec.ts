import { expect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Issue 26 item 22: a 1024 × 768 screen. The sider collapses below 1200 px (ProLayout's `breakpoint`, and
 * index.html's frame with it, so nothing shifts when one replaces the other), the first job of /jobpost is in
 * the first screen, and the chat's header stays on one line.
 */
test.use({ viewport: { width: 1024, height: 768 } });

test('at 1024 px the sider is collapsed from the first paint, and the first job is above the fold', async ({ page }) => {
  await page.goto('/pc/jobpost');
  // The static frame, if React has not replaced it yet (read without waiting: a locator would wait for it to
  // appear, and once the app has drawn it never does).
  const frameWidth = await page.evaluate(() => document.querySelector('#startup-frame .sf-sider')?.getBoundingClientRect().width ?? null);
  if (frameWidth !== null) expect(frameWidth).toBe(64);
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
  expect((await sider.boundingBox())!.width).toBe(64);
  const first = page.getByTestId('job-card').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  // The visitor's sign-in link fits the collapsed sider (its words stay its name).
  const signIn = page.locator('.header-login');
  const link = (await signIn.boundingBox())!;
  expect(link.x + link.width).toBeLessThanOrEqual(64);
});

test('at 1024 px the chat header is one line', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/communicate?conversation=conv-c1-1');
  const head = page.locator('.chat-thread-head');
  await expect(head).toBeVisible({ timeout: 30_000 });
  const boxes = await head.evaluate((el) =>
    [...el.querySelectorAll('.chat-thread-head > div:first-child, .chat-thread-actions > *')]
      .map((child) => child.getBoundingClientRect())
      .map((r) => ({ top: r.top, bottom: r.bottom, right: r.right })),
  );
  const headBox = (await head.boundingBox())!;
  const middle = (r: { top: number; bottom: number }) => (r.top + r.bottom) / 2;
  for (const box of boxes) {
    expect(Math.abs(middle(box) - middle(boxes[0]))).toBeLessThanOrEqual(4);
    expect(box.right).toBeLessThanOrEqual(headBox.x + headBox.width);
  }
  expect(headBox.height).toBeLessThanOrEqual(56);
  // Icons alone in a narrow thread, each still named by its words.
  await expect(head.getByRole('button', { name: text['center.chat.pin'], exact: true })).toBeVisible();
  await expect(head.getByRole('button', { name: text['shared.report.button'], exact: true })).toBeVisible();
});
