import { expect, type Locator, type Page } from '@playwright/test';
import zhCN from '../../src/locales/zh-CN/index.ts';

/**
 * Shared steps for the e2e specs: expected texts come from the zh-CN bundle, not retyped.
 *
 * Specs import `test` and `expect` from './fixtures.ts' (not '@playwright/test'): every test then starts from
 * the mock's seed, in a mock state of its worker's own, and gets two fixtures:
 *   - `signIn(DEMO.seeker)` signs in through the API and puts the session in the page's sessionStorage (where
 *     the app keeps it; Playwright's storageState does not carry sessionStorage); then `page.goto(...)`;
 *   - `api` makes signed calls to the mock as a visitor or with `{ token }`.
 * `signInWithPassword` / `submitPasswordSignIn` below fill in the sign-in form: only for tests of signing in
 * itself (the form, the redirect back after it).
 */
export const text = zhCN;

/** A message template with its `{placeholders}` filled, as the page shows it. */
export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

export const DEMO = {
  seeker: { mobile: '13800000001', password: 'Jucai@2026', name: '李明' },
  enterprise: { mobile: '13800000002', password: 'Jucai@2026', name: '王芳' },
  /** 王婷, whose resume is hidden from every employer. */
  hiddenSeeker: { mobile: '13800000003', password: 'Jucai@2026', name: '王婷' },
  /** A recruiter of 杭州峰达信息技术 (c142), the company 李明 blocked. */
  blockedRecruiter: { mobile: '13800000004', password: 'Jucai@2026', name: '陈静' },
  /** A recruiter of 广州峰禾教育科技 (c92), never certified. */
  unverifiedRecruiter: { mobile: '13800000005', password: 'Jucai@2026', name: '赵磊' },
  /** 刘洋, a sub-account of the demo company with a share of its refreshes and unlocks. */
  subAccount: { mobile: '13800000006', password: 'Jucai@2026', name: '刘洋' },
} as const;

/** Collects console errors and page crashes; call `expectClean()` at the end of a test. */
/** The side menu (the sider's navigation landmark). */
export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: text['layout.nav'] });
}

export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    errors,
    expectClean: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

/** Opens the sign-in page (`path`, e.g. with ?redirect=) and signs in there with the form. */
export async function signInWithPassword(page: Page, account: { mobile: string; password: string }, path = '/pc/login') {
  await page.goto(path);
  await submitPasswordSignIn(page, account);
}

/** Signs in with the form of the sign-in page the page is on (e.g. where the app sent a visitor). */
export async function submitPasswordSignIn(page: Page, account: { mobile: string; password: string }) {
  await page.getByRole('tab', { name: text['account.login.tab.password'] }).click();
  await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(account.mobile);
  await page.getByLabel(text['account.field.password'], { exact: true }).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text['account.login.submit'], exact: true }).click();
}

/**
 * Signs in (a new number: signs up) by SMS code the way a person does: asks for a code, then types the mock's
 * code, which is only accepted after a send. Leaves the page where the app goes next (/perfect for a new number).
 */
export async function signInWithSms(page: Page, mobile: string, path = '/pc/login') {
  await page.goto(path);
  await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(mobile);
  await page.getByTestId('send-code').click();
  await expect(page.getByText(text['account.login.codeSent'])).toBeVisible();
  await page.getByLabel(text['account.field.code'], { exact: true }).fill('123456');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
}

/** A fresh mobile number per call, so specs running side by side never share an account or its limits. */
export function freshMobile(prefix = '139') {
  freshMobile.count = (freshMobile.count + 1) % 1000;
  return `${prefix}${String(Date.now()).slice(-5)}${String(freshMobile.count).padStart(3, '0')}`;
}
freshMobile.count = Math.floor(Math.random() * 1000);

/** Fills an antd month picker by typing, as a keyboard user can. */
export async function fillMonth(page: Page, label: string, month: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(month);
  await input.press('Enter');
}

/**
 * On /perfect: becomes a job seeker with the required basics (a new graduate, status 应届毕业生), skips education and
 * preferences, and continues to where the sign-in was going. `roleChosen`: the seeker card was already clicked.
 */
export async function becomeSeeker(page: Page, name: string, gender: 'male' | 'female' = 'female', { roleChosen = false } = {}) {
  if (!roleChosen) await page.getByTestId('role-seeker').click();
  await page.getByLabel(text['account.perfect.name'], { exact: true }).fill(name);
  await page.getByLabel(text[`account.gender.${gender}`], { exact: true }).check();
  await fillMonth(page, text['profile.birthMonth'], '2000-05');
  await page.getByLabel(text['profile.experience.graduate'], { exact: true }).check();
  // A fresh graduate starts on 应届毕业生 (issue 26.18): nothing to choose.
  await expect(page.getByTitle(text['dict.workStatus.graduate'], { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text['common.next'] }).click();
  await page.getByRole('button', { name: text['profile.skip'] }).click();
  await page.getByRole('button', { name: text['profile.skip'] }).click();
  await page.getByRole('button', { name: text['profile.done.continue'] }).click();
}

/**
 * Waits until a popup (antd's dropdowns and flyout menus zoom or slide in) has finished opening. A click timed
 * against an item's box mid-animation can land beside it on a busy machine: the language choice was then lost,
 * and a flyout closed under a pointer that never entered it.
 */
export async function openedPopup(popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)\b/);
}

/**
 * Picks an option of an antd select by the select's label, once its list has finished opening. A searchable
 * select is typed into first: its list is virtual, so an option far down is not rendered, and one just out of
 * the list's view can keep scrolling away from the click.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string, { search = false } = {}) {
  const page = 'goto' in scope ? scope : scope.page();
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search) await box.fill(option);
  // This select's own list (the one before may still be closing): the box names its listbox.
  const list = await box.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
  await openedPopup(popup);
  await popup.getByTitle(option, { exact: true }).click();
}

/**
 * Opens a header dropdown and picks one of its menu items once the menu has finished opening (a click mid-zoom
 * can miss it). Returns the menu, to wait for it to close.
 */
async function chooseInDropdown(page: Page, trigger: Locator, label: string, { exact = false } = {}) {
  await trigger.click();
  const item = page.getByRole('menuitem', { name: label, exact });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)', { has: item });
  await openedPopup(menu);
  await item.click();
  return menu;
}

/** Picks a language in the layout's selector; returns once the menu has closed, so a next choice starts afresh. */
export async function chooseLanguage(page: Page, label: string) {
  const menu = await chooseInDropdown(page, page.getByTestId('language-select'), label, { exact: true });
  await expect(menu).toBeHidden();
}

/** Picks an item of the header's user menu (its items' names start with their icons'). */
export async function chooseInUserMenu(page: Page, label: string) {
  await chooseInDropdown(page, page.getByTestId('user-menu'), label);
}

export async function signOut(page: Page) {
  await chooseInUserMenu(page, text['layout.signOut']);
}

export async function sessionStorageOf(page: Page) {
  return page.evaluate(() => ({ ...sessionStorage }));
}
