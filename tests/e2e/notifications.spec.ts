import type { Page } from '@playwright/test';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { OwnJob } from '../../src/contract/applicants.ts';
import { expect, test, type MockClient } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * The notice centre on both sides: 李明's seeded notices by category, reading one and then a whole category (the
 * header badge falls with each), an employer's step arriving live on /notify and on the badge, and the demo
 * company's new applicants on /message, a new one arriving live.
 */

/** The demo seeker's application to the demo company, seeded as shortlisted. */
const OWN_APPLICATION = 'ap-u1-3';

const badge = (page: Page) => page.getByTestId('header-unread');
const noticesOnBadge = async (page: Page) => Number(await badge(page).getAttribute('data-notifications'));
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const notices = (page: Page) => page.getByRole('list', { name: text['center.notice.list'] }).getByRole('listitem');

async function tokenOf(api: MockClient, account: { mobile: string; password: string }) {
  return (await api.data<LoginResult>('POST', '/auth/login', { form: { type: 'password', ...account } })).token;
}

test('a seeker reads notices by category; reading one, then all of a category, lowers the badge', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/notify');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.notify'] })).toBeVisible();
  await expect(notices(page).first()).toBeVisible();
  await expect(notices(page).filter({ hasText: '面试邀请' })).toHaveCount(1);
  await expect.poll(() => noticesOnBadge(page)).toBe(5);

  await tab(page, text['center.notice.category.application']).click();
  await expect(page).toHaveURL(/category=application/);
  await expect(page.locator('.notice-tab[data-unread="2"]', { hasText: text['center.notice.category.application'] })).toBeVisible();
  await expect(notices(page).filter({ hasText: '招聘方对你感兴趣' })).toBeVisible();
  await expect(notices(page).filter({ hasText: '面试邀请' })).toHaveCount(0);

  const unread = page.locator('.notice-item[data-read="false"]');
  await expect(unread).toHaveCount(2);
  await unread
    .first()
    .getByRole('button', { name: new RegExp(text['center.notice.markRead']) })
    .click();
  await expect(unread).toHaveCount(1);
  await expect.poll(() => noticesOnBadge(page)).toBe(4);

  await page.getByRole('button', { name: text['center.notice.readAll'] }).click();
  await expect(unread).toHaveCount(0);
  await expect(page.getByRole('button', { name: text['center.notice.readAll'] })).toBeDisabled();
  await expect.poll(() => noticesOnBadge(page)).toBe(3);
  await expect(page.locator('.notice-tab[data-unread="3"]', { hasText: text['center.notice.category.all'] })).toBeVisible();
  await expect(badge(page)).toHaveAttribute('aria-label', /通知 3 条/);

  // The channel settings are saved, and the quiet hours are shown with the way to change them.
  await page.getByRole('switch', { name: `${text['center.notice.category.views']}：${text['center.notice.channel.sms']}通知` }).click();
  await expect(page.getByText(text['center.notice.saved'])).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: `${text['center.notice.category.views']}：${text['center.notice.channel.sms']}通知` })).toBeChecked();
  await expect(page.getByTestId('notice-dnd').getByRole('link', { name: text['center.notice.dndLink'] })).toHaveAttribute('href', '/pc/privacySet');
});

test('an employer’s step reaches the seeker’s /notify and badge live', async ({ page, signIn, api }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/notify');
  await expect(notices(page).first()).toBeVisible();
  await expect.poll(() => noticesOnBadge(page)).toBe(5);

  const employer = await tokenOf(api, DEMO.enterprise);
  await api.data('POST', `/enterprise/applicants/${OWN_APPLICATION}/status`, { token: employer, form: { status: 'rejected', reason: 'skills' } });
  const arrived = notices(page).first();
  await expect(arrived).toContainText('投递反馈：暂不合适', { timeout: 15_000 });
  await expect(arrived).toContainText('技能与岗位要求不匹配');
  await expect(arrived).toHaveAttribute('data-read', 'false');
  await expect.poll(() => noticesOnBadge(page), { timeout: 15_000 }).toBe(6);

  // Opening it (its link leads to the applications) reads it.
  await arrived.getByRole('link').click();
  await expect(page).toHaveURL(/\/pc\/percenter/);
  await expect.poll(() => noticesOnBadge(page)).toBe(5);
});

test('the company’s /message lists its new applicants, and a new application arrives live', async ({ page, signIn, api }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/message?category=applicants');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.message'] })).toBeVisible();
  await expect(notices(page).filter({ hasText: '收到新的投递' })).toHaveCount(3);
  await expect(tab(page, text['center.notice.category.applicants'])).toHaveAttribute('aria-selected', 'true');
  const before = await notices(page).count();

  const employer = await tokenOf(api, DEMO.enterprise);
  const seeker = await tokenOf(api, DEMO.seeker);
  const open = (await api.data<OwnJob[]>('GET', '/enterprise/jobs', { token: employer })).filter((j) => j.status === 'open');
  let applied: OwnJob | undefined;
  for (const job of open) {
    const res = await api.call('POST', `/jobs/${job.id}/apply`, { token: seeker, form: { resumeId: 'cv-u1-online' } });
    if (res.status === 200) {
      applied = job;
      break;
    }
  }
  expect(applied).toBeDefined();
  const arrived = notices(page).first();
  await expect(arrived).toContainText(applied!.title, { timeout: 15_000 });
  await expect(notices(page)).toHaveCount(before + 1);
  // The link opens that post's new applicants.
  await expect(arrived.getByRole('link')).toHaveAttribute('href', `/pc/position?tab=applicants&job=${applied!.id}&status=delivered`);
  // No quiet hours for a company.
  await expect(page.getByTestId('notice-dnd')).toHaveCount(0);
});
