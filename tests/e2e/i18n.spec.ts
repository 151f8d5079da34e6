import enUS from '../../src/locales/en-US/index.ts';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, DEMO, text } from './helpers.ts';

test('switching to English translates the app and persists across reloads', async ({ page }) => {
  await page.goto('/pc/login');
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: enUS['account.login.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en-US');
  await page.reload();
  await expect(page.getByRole('heading', { name: enUS['account.login.title'] })).toBeVisible();
  await expect(page).toHaveTitle(`${enUS['menu.login']} - ${enUS['layout.title']}`);
});

test('ar-EG flips the layout right-to-left and falls back to zh-CN text', async ({ page }) => {
  await page.goto('/pc/login');
  // The page is up before the language changes (as in the English test above), so the choice is not made while
  // the app is still mounting under a loaded machine.
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The sider moves to the right-hand side.
  const sider = await page.getByRole('complementary', { name: text['layout.sider'] }).boundingBox();
  expect(sider!.x + sider!.width).toBe(page.viewportSize()!.width);
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await chooseLanguage(page, '简体中文');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the selector offers all 54 languages', async ({ page }) => {
  await page.goto('/pc/');
  await page.getByTestId('language-select').click();
  await expect(page.locator('.language-menu').getByRole('menuitem')).toHaveCount(54);
});

test('texts the API writes follow English: a notice and a usage-log line (issue 26 item 19)', async ({ page, signIn }) => {
  await page.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
  await signIn(DEMO.subAccount);
  await page.goto('/pc/message');
  // A seeded new application: the notice's id is worded in English; the job's title stays as the company wrote it.
  const applied = page.locator('.notice-item', { hasText: enUS['serverText.notice.newApplication.title'] }).first();
  await expect(applied).toContainText(' applied for "');
  await expect(page.locator('.notice-title').filter({ hasText: '收到新的投递' })).toHaveCount(0);
  await page.goto('/pc/enterprisevip');
  // 刘洋's own log: his unlocks, "Mr. 张's resume (刘洋)" rather than 张先生的简历（刘洋）.
  const log = page.locator('table.vip-usage');
  await expect(log.getByRole('cell', { name: /^(Mr|Ms)\. \S+'s resume \(刘洋\)$/ }).first()).toBeVisible();
  await expect(log).not.toContainText('的简历');
});
