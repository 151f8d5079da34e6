import type { Page } from '@playwright/test';
import enUS from '../../src/locales/en-US/index.ts';
import { expect, test } from './fixtures.ts';
import { text } from './helpers.ts';

async function choose(page: Page, label: string) {
  await page.getByTestId('language-select').click();
  await page.locator('.language-menu').getByRole('menuitem', { name: label, exact: true }).click();
}

test('switching to English translates the app and persists across reloads', async ({ page }) => {
  await page.goto('/pc/login');
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
  await choose(page, 'English');
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
  await choose(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The sider moves to the right-hand side.
  const sider = await page.getByRole('complementary', { name: text['layout.sider'] }).boundingBox();
  expect(sider!.x + sider!.width).toBe(page.viewportSize()!.width);
  await expect(page.getByRole('heading', { name: text['account.login.title'] })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await choose(page, '简体中文');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the selector offers all 54 languages', async ({ page }) => {
  await page.goto('/pc/');
  await page.getByTestId('language-select').click();
  await expect(page.locator('.language-menu').getByRole('menuitem')).toHaveCount(54);
});
