import { expect, test } from './fixtures.ts';
import { becomeSeeker, DEMO, sessionStorageOf, signInWithPassword, signInWithSms, signOut, submitPasswordSignIn, text, watchConsole } from './helpers.ts';

test.describe('signing in and out', () => {
  for (const role of ['seeker', 'enterprise'] as const) {
    test(`the demo ${role} signs in by password and out again`, async ({ page }) => {
      const console = watchConsole(page);
      await signInWithPassword(page, DEMO[role]);
      const menu = page.getByTestId('user-menu');
      await expect(menu).toContainText(DEMO[role].name);
      await expect(menu).toContainText(text[role === 'seeker' ? 'layout.role.seeker' : 'layout.role.enterprise']);
      const stored = await sessionStorageOf(page);
      expect(stored.token).toMatch(/^[0-9a-f]{48}$/);
      expect(JSON.parse(stored.unionuser)).toMatchObject({ mobile: DEMO[role].mobile, role });
      // The token lives in sessionStorage only.
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(stored.token);

      await signOut(page);
      await expect(page.getByRole('link', { name: text['layout.signIn'] })).toBeVisible();
      expect(await sessionStorageOf(page)).toEqual({});
      console.expectClean();
    });
  }

  test('the seeker signs in with an SMS code', async ({ page }) => {
    await page.goto('/pc/login');
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill(DEMO.seeker.mobile);
    await page.getByTestId('send-code').click();
    await expect(page.getByText(text['account.login.codeSent'])).toBeVisible();
    await expect(page.getByTestId('send-code')).toBeDisabled();
    await page.getByLabel(text['account.field.code'], { exact: true }).fill('123456');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
    await expect(page.getByTestId('user-menu')).toContainText(DEMO.seeker.name);
  });

  test('a wrong password or code gets a clear message and changes nothing', async ({ page }) => {
    await signInWithPassword(page, { mobile: DEMO.seeker.mobile, password: 'wrong-one' });
    await expect(page.getByRole('alert')).toContainText('手机号或密码错误');
    expect(await sessionStorageOf(page)).toEqual({});
    await page.getByRole('tab', { name: text['account.login.tab.sms'] }).click();
    await page.getByLabel(text['account.field.code'], { exact: true }).fill('000000');
    await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
    await expect(page.getByRole('alert')).toContainText('验证码错误');
    expect(await sessionStorageOf(page)).toEqual({});
  });

  test('the form explains bad input before sending it', async ({ page }) => {
    await page.goto('/pc/login');
    await page.getByLabel(text['account.field.mobile'], { exact: true }).fill('12345');
    await page.getByRole('button', { name: text['account.login.submitSms'] }).click();
    await expect(page.getByText(text['account.validation.mobileFormat'])).toBeVisible();
    await expect(page.getByText(text['account.validation.codeRequired'])).toBeVisible();
    await expect(page.getByText(text['account.validation.agreeRequired'])).toBeVisible();
  });

  test('a new number signs up, chooses a role on /perfect and continues where it was going', async ({ page }) => {
    await signInWithSms(page, '13600000999', '/pc/login?redirect=%2Fjobpost%3Fcity%3Dhangzhou');
    await expect(page).toHaveURL(/\/pc\/perfect\?redirect=/);
    await page.getByTestId('role-seeker').click();
    await page.getByRole('button', { name: text['common.next'] }).click();
    await expect(page.getByText(text['account.perfect.nameRequired'])).toBeVisible();
    await becomeSeeker(page, '陈静', 'female', { roleChosen: true });
    await expect(page).toHaveURL(/\/pc\/jobpost\?city=hangzhou$/);
    await expect(page.getByTestId('user-menu')).toContainText('陈静');
    expect(JSON.parse((await sessionStorageOf(page)).unionuser)).toMatchObject({ role: 'seeker', name: '陈静' });
    // Issue 26.18: what /perfect asked is the resume's 基本信息 (one source, the profile).
    await page.goto('/pc/onlinecv');
    const basic = page.getByRole('region', { name: text['resume.module.basic'] });
    await expect(basic).toContainText('陈静', { timeout: 30_000 });
    await expect(basic).toContainText(text['dict.workStatus.graduate']);
  });
});

test.describe('access', () => {
  test('a visitor opening a signed-in page is sent to sign in and brought back', async ({ page }) => {
    await page.goto('/pc/percenter');
    await expect(page).toHaveURL(/\/pc\/login\?redirect=%2Fpercenter$/);
    await submitPasswordSignIn(page, DEMO.seeker);
    await expect(page).toHaveURL(/\/pc\/percenter$/);
  });

  test('a page of the other role shows 403 with the reason and a way on', async ({ page, signIn }) => {
    await signIn(DEMO.seeker);
    await page.goto('/pc/position');
    await expect(page.getByRole('heading', { name: text['exception.403.title'] })).toBeVisible();
    await expect(page.getByText(text['exception.403.enterpriseOnly'])).toBeVisible();
    await expect(page.getByRole('link', { name: text['exception.403.toEnterprise'] })).toBeVisible();

    await signIn(DEMO.enterprise);
    await page.goto('/pc/onlinecv');
    await expect(page.getByText(text['exception.403.seekerOnly'])).toBeVisible();
  });

  test('an open redirect is refused: ?redirect to another site lands on the home page', async ({ page }) => {
    await signInWithPassword(page, DEMO.seeker, '/pc/login?redirect=%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pc\/?$/);
  });
});
