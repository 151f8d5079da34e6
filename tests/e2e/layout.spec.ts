import { expect, test } from './fixtures.ts';
import { scan } from './axe.ts';
import { sideNav, text } from './helpers.ts';

/** The layout frame's sider: a menu of links and disclosure groups, collapsible on a desktop, a drawer on a phone. */
test('the side menu marks the current page, opens its group, and collapses to icons that keep their names', async ({ page }) => {
  await page.goto('/pc/jobpost');
  const nav = sideNav(page);
  const seek = nav.getByRole('button', { name: text['menu.group.seek'] });
  const zone = nav.getByRole('button', { name: text['menu.group.zone'] });
  // Arriving on a page opens its group and marks its link; other groups stay closed.
  await expect(seek).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: text['menu.jobpost'], exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(zone).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: text['menu.graduate'] })).toBeHidden();
  await zone.click();
  await expect(zone).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: text['menu.graduate'] }).click();
  await expect(page).toHaveURL(/\/pc\/graduate$/);
  await expect(nav.getByRole('link', { name: text['menu.graduate'] })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: text['menu.jobpost'], exact: true })).not.toHaveAttribute('aria-current', 'page');

  // Collapsed: 64 px of icons, the page column follows, every link keeps its accessible name.
  const sider = page.getByRole('complementary', { name: text['layout.sider'] });
  await page.getByRole('button', { name: text['layout.siderCollapse'] }).click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
  await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(64);
  await expect(nav.getByRole('link', { name: text['menu.home'], exact: true })).toBeVisible();
  // A group's icon expands the sider with that group open.
  await nav.getByRole('button', { name: text['menu.group.enterprise'] }).click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
  await expect(nav.getByRole('link', { name: text['menu.enterprise'], exact: true })).toBeVisible();
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
    await expect(nav.getByRole('link', { name: text['menu.home'], exact: true })).toBeFocused();
    expect(await scan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('button', { name: text['menu.group.seek'] }).click();
    await nav.getByRole('link', { name: text['menu.company'], exact: true }).click();
    await expect(page).toHaveURL(/\/pc\/company/);
    await expect(nav).toBeHidden();
  });
});
