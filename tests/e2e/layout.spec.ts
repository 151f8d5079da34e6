import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import { DEMO, freshMobile, openedPopup, sideNav, signInWithSms, text } from './helpers.ts';

/**
 * The root layout is Ant Design Pro's ProLayout (src/shell/layouts/BasicLayout.tsx): its sider and menu built from
 * config/routes.ts and filtered by role, collapsible with flyout submenus on a desktop, a drawer on a phone, and
 * its breadcrumbs on a page below a list.
 */
const menuItem = (page: Page, name: string) => sideNav(page).getByRole('menuitem', { name, exact: true });

test('the DOM is ProLayout’s on every page but /perfect', async ({ page }) => {
  await page.goto('/pc/jobpost');
  await expect(page.locator('.ant-pro-layout .ant-pro-sider')).toBeVisible();
  await expect(page.locator('.ant-pro-layout main.ant-pro-layout-content #main-content')).toBeAttached();
  // A new number lands on /perfect, which stands alone (and leaves no static frame over it).
  await signInWithSms(page, freshMobile());
  await expect(page).toHaveURL(/\/pc\/perfect/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.ant-pro-layout')).toHaveCount(0);
  await expect(page.locator('#startup-frame')).toHaveCount(0);
  // Reloaded there (no root layout to take the static frame away), the frame goes all the same and the page
  // takes clicks (issue 26.2: it stayed on top, catching them).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#startup-frame')).toHaveCount(0);
  // A trial click fails when another element would receive it.
  await page.getByTestId('role-seeker').click({ trial: true, timeout: 5_000 });
});

test('the side menu comes from the route table, filtered by what the user may open', async ({ page, signIn }) => {
  // A visitor: public pages; the enterprise group offers only its public landing page.
  await page.goto('/pc/jobpost');
  await menuItem(page, text['menu.group.enterprise']).click();
  await expect(menuItem(page, text['menu.enterprise'])).toBeVisible();
  await expect(menuItem(page, text['menu.position'])).toHaveCount(0);
  await expect(menuItem(page, text['menu.group.mine'])).toHaveCount(0);
  // Detail pages are never in the menu.
  await expect(menuItem(page, text['menu.jobdetail'])).toHaveCount(0);

  // A job seeker: their own group, no employer pages.
  await signIn(DEMO.seeker);
  await page.goto('/pc/jobpost');
  await menuItem(page, text['menu.group.mine']).click();
  await expect(menuItem(page, text['menu.onlinecv'])).toBeVisible();
  await expect(menuItem(page, text['menu.position'])).toHaveCount(0);

  // A recruiter: the employer pages, none of the seeker's.
  await signIn(DEMO.enterprise);
  await page.goto('/pc/position');
  await expect(menuItem(page, text['menu.position'])).toBeVisible();
  await expect(menuItem(page, text['menu.group.mine'])).toHaveCount(0);
});

test('the current page is marked and its group open; a menu entry is a link that follows', async ({ page }) => {
  await page.goto('/pc/jobpost');
  const nav = sideNav(page);
  await expect(menuItem(page, text['menu.group.seek'])).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: text['menu.jobpost'], exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menuItem(page, text['menu.group.zone'])).toHaveAttribute('aria-expanded', 'false');
  await menuItem(page, text['menu.group.zone']).click();
  await menuItem(page, text['menu.graduate']).click();
  await expect(page).toHaveURL(/\/pc\/graduate$/);
  await expect(nav.getByRole('link', { name: text['menu.graduate'], exact: true })).toHaveAttribute('aria-current', 'page');
  // Keyboard: the menu is one tab stop, the arrow keys move within it, Enter follows.
  await menuItem(page, text['menu.home']).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/?$/);
});

test('collapsed, the sider is 64 px of icons, the page follows, and a group opens as a flyout', async ({ page }) => {
  await page.goto('/pc/jobpost');
  const sider = page.getByRole('complementary', { name: text['layout.sider'] });
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: text['layout.siderCollapse'] }).click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
  await expect.poll(async () => (await page.locator('#main-content').boundingBox())?.x).toBe(64);
  // A group's icon opens its entries beside the sider, in a popup menu.
  await menuItem(page, text['menu.group.enterprise']).hover();
  const flyout = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  await openedPopup(flyout);
  await expect(flyout.getByRole('menuitem', { name: text['menu.enterprise'], exact: true })).toBeVisible();
  await flyout.getByRole('menuitem', { name: text['menu.enterprise'], exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/enterprise$/);
  await page.getByRole('button', { name: text['layout.siderExpand'] }).click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
});

test('a page below a list has ProLayout’s breadcrumbs back to it', async ({ page }) => {
  await page.goto('/pc/jobdetail?id=j1');
  const trail = page.getByRole('navigation', { name: text['layout.breadcrumb'] });
  await expect(trail).toContainText(text['menu.home']);
  await expect(trail).toContainText(text['menu.jobdetail']);
  await trail.getByRole('link', { name: text['menu.jobpost'] }).click();
  await expect(page).toHaveURL(/\/pc\/jobpost$/);
  // A page in the menu shows none: the menu already says where the user is.
  await expect(page.getByRole('navigation', { name: text['layout.breadcrumb'] })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer: opened from the header, it takes the focus; Escape or choosing a page closes it', async ({ page }) => {
    await page.goto('/pc/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = sideNav(page);
    const toggle = page.getByRole('button', { name: text['layout.menuToggle'] });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-drawer'))).toBe(true);
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menuItem(page, text['menu.group.seek']).click();
    await menuItem(page, text['menu.company']).click();
    await expect(page).toHaveURL(/\/pc\/company/);
    await expect(nav).toBeHidden();
  });
});

test('printing a resume prints the resume alone: no sider, no footer (issue 26.3)', async ({ page, signIn }) => {
  await signIn(DEMO.seeker);
  await page.goto('/pc/onlinecv');
  await expect(page.getByRole('heading', { level: 1, name: text['resume.title'] })).toBeVisible({ timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: text['layout.sider'] })).toBeHidden();
  await expect(page.locator('footer.app-footer')).toBeHidden();
  const printed = await page.locator('.resume-print-page').boundingBox();
  expect(printed?.x).toBe(0);
});
