import { readFileSync } from 'node:fs';
import type { AccountExport } from '../../src/contract/center.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, fill, submitPasswordSignIn, text } from './helpers.ts';

/** /percenter: the seeker's applications and their progress, who viewed the resume, export and deletion. */

test.beforeEach(async ({ page }) => {
  await page.goto('/pc/');
});

test("applications show their state and the employer's reason; one is withdrawn before its interview", async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/percenter');
  const rejected = page.locator('[data-application-status="rejected"]').first();
  await expect(rejected).toContainText(text['dict.applicationStatus.rejected']);
  await expect(rejected).toContainText(fill(text['center.app.reason'], { reason: text['dict.rejectReason.skills'] }));
  await expect(page.locator('[data-application-status="interviewing"]')).toContainText(fill(text['center.app.interviewAt'], { time: '' }).trim());
  await expect(page.locator('[data-application-status="interviewing"]').getByRole('button', { name: text['center.app.withdraw'] })).toHaveCount(0);

  const viewed = page.locator('[data-application-status="viewed"]');
  const title = (await viewed.locator('.record-item-title a').textContent())!;
  await viewed.getByRole('button', { name: text['center.app.showTimeline'] }).click();
  await expect(page.getByRole('list', { name: fill(text['center.app.timelineOf'], { title }) }).getByRole('listitem')).toHaveCount(2);
  await viewed.getByRole('button', { name: text['center.app.withdraw'] }).click();
  await page.getByRole('tooltip').getByRole('button', { name: text['center.app.withdraw'] }).click();
  await expect(page.getByText(fill(text['center.app.withdrawn'], { title }))).toBeVisible();
  await page.reload();
  await expect(page.locator('.record-item', { hasText: title }).first()).toContainText(text['dict.applicationStatus.withdrawn']);
});

test('the demo employer opens 李明\'s resume, and 李明 sees it in "who viewed me"', async ({ page, signIn }) => {
  await signIn(DEMO.enterprise);
  await page.goto('/pc/cv?id=cv-u1-online');
  await expect(page.getByRole('heading', { level: 1, name: '李先生的简历' })).toBeVisible();

  await signIn(DEMO.seeker);
  await page.goto('/pc/percenter?tab=views');
  const latest = page.locator('[data-event-kind]').first();
  await expect(latest).toContainText('聚才示范科技有限公司');
  await expect(latest).toContainText(fill(text['center.views.viewer'], { name: '王芳', title: '招聘经理' }));
  await expect(latest).toContainText(fill(text['center.views.view'], { resume: '李明的在线简历' }));
});

test('export downloads every kept fact as JSON', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/percenter?tab=account');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text['center.account.exportButton'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jucai-u1-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as AccountExport;
  expect(exported.account.name).toBe('李明');
  expect(exported.applications).toHaveLength(10);
  expect(exported.onlineResumes[0].content.basic?.phone).toBe('13800000001');
});

test('a deleted account is signed out and cannot sign in again', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/percenter?tab=account');
  await page.getByRole('button', { name: text['center.account.deleteButton'] }).click();
  const dialog = page.getByRole('dialog', { name: text['center.account.deleteTitle'] });
  await dialog.getByLabel(text['center.account.deleteConfirm']).fill('注销');
  await dialog.getByTestId('send-code').click();
  await dialog.getByLabel(text['center.account.code']).fill('123456');
  await dialog.getByRole('button', { name: text['center.account.deleteSubmit'] }).click();
  await expect(dialog.getByText(fill(text['center.account.deleteConfirmWrong'], { phrase: '注销账号' }), { exact: true })).toBeVisible();
  await dialog.getByLabel(text['center.account.deleteConfirm']).fill('注销账号');
  await dialog.getByRole('button', { name: text['center.account.deleteSubmit'] }).click();
  await expect(page.getByText(text['center.account.deleted'])).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/?$/);

  await page.goto('/pc/login');
  await submitPasswordSignIn(page, DEMO.seeker);
  await expect(page.getByRole('alert').filter({ hasText: '手机号或密码错误' })).toBeVisible();
});
