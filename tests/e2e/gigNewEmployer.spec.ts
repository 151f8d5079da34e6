import type { Locator, Page } from '@playwright/test';
import { expect, test, type MockClient } from './fixtures.ts';
import { creditCheckChar } from '../../src/contract/creditCode.ts';
import { companyProfile } from '../../mock/test/newEmployer.ts';
import { PNG, signUpNewEmployer } from './flows.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Issue 27's loop with an employer new to the platform (signed up in the test, not a seeded account): it certifies,
 * posts and prepays a gig on /gigmanage; the demo worker finds it through /hourlyworker's filters, signs up on
 * /hourlydetail; the employer hires; the worker reads the 录用 notice, checks in and out with the on-site code and
 * confirms the hours; the employer settles; the worker reads the 结算 notice. Two browsers, one a side.
 */
const COMPANY = '澄明零工服务有限公司';
const TITLE = '新店开业引导员';

/** A shift starting within the check-in window (60 minutes before the start): 30-35 minutes from now, Beijing time. */
function soonShift() {
  const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / (5 * 60_000)) * 5 * 60_000);
  const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString();
  const end = new Date(start.getTime() + 2 * 3600_000);
  return { date: beijing(start).slice(0, 10), start: beijing(start).slice(11, 16), end: beijing(end).slice(11, 16) };
}

async function at(page: Page) {
  await page.bringToFront();
  return page;
}

async function toast(page: Page, id: keyof typeof text) {
  await expect(page.getByText(text[id], { exact: true }).first()).toBeVisible();
}

async function sendWhenReady(button: Locator) {
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
}

async function onSiteCode(page: Page) {
  const code = page.getByRole('status', { name: text['gig.manage.code'] });
  await expect(code).toHaveText(/^\d{6}$/);
  return (await code.textContent())!;
}

/** Sign-up by SMS, /perfect as a recruiter, the company page, certification (the reviewer answers in seconds). */
async function newCertifiedEmployer(page: Page, api: MockClient) {
  await signUpNewEmployer(page, { company: COMPANY });
  await expect(page).toHaveURL(/\/enterprisecenter$/);
  const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
  await api.data('PUT', '/enterprise/company', { token, json: companyProfile({ shortName: '澄明零工' }) });
  const { path } = await api.data<{ path: string }>('POST', '/uploads', {
    token,
    json: { fileName: '营业执照.png', contentType: 'image/png', data: PNG.toString('base64') },
  });
  const first17 = '91330106MA2K7G9Y5';
  await api.data('POST', '/enterprise/company/certification', {
    token,
    json: { legalName: COMPANY, creditCode: first17 + creditCheckChar(first17), licence: path },
  });
  await expect
    .poll(async () => (await api.data<{ certification: { status: string } }>('GET', '/enterprise/company', { token })).certification.status, {
      timeout: 20_000,
    })
    .toBe('verified');
  return token;
}

test('a new employer posts a gig; a worker finds it with the filters, signs up, is hired and paid, with the notices', async ({ page, openAs, api }) => {
  test.setTimeout(300_000);
  await newCertifiedEmployer(page, api);

  // The employer posts and prepays a gig in 北京朝阳.
  await page.goto('/pc/gigmanage');
  await page.getByRole('button', { name: text['gig.manage.post'] }).click();
  const form = page.getByRole('dialog', { name: text['gig.manage.postTitle'] });
  const shift = soonShift();
  await form.getByLabel(text['gig.form.title']).fill(TITLE);
  await form.getByLabel(text['gig.form.duties']).fill('门店开业当天引导顾客\n发放开业传单');
  await form.getByLabel(text['gig.form.amount']).fill('30');
  await form.getByLabel(text['gig.form.date']).fill(shift.date);
  await form.getByLabel(text['gig.form.start']).fill(shift.start);
  await form.getByLabel(text['gig.form.end']).fill(shift.end);
  await form.getByLabel(text['gig.form.break']).fill('0');
  await form.getByLabel(text['gig.form.headcount']).fill('2');
  await form.getByLabel(text['gig.form.signUpClose']).fill('0');
  await form.getByLabel(text['gig.form.district']).first().click();
  await page.keyboard.type('朝阳');
  await page.getByRole('menuitemcheckbox').filter({ hasText: '朝阳区' }).first().click();
  await form.getByLabel(text['gig.form.address']).fill('北京市朝阳区三里屯路19号');
  await form.getByLabel(text['gig.form.prepay']).fill('500');
  await form.getByRole('button', { name: text['gig.form.submit'] }).click();
  await toast(page, 'gig.manage.posted');
  await expect(page).toHaveURL(/gig=g\d+/);
  const gigId = new URL(page.url()).searchParams.get('gig')!;
  await expect.poll(async () => (await api.call('GET', `/gigs/${gigId}`)).status, { timeout: 20_000 }).toBe(200);

  // The worker finds it through the filters (city, category, settlement) and signs up for the shift.
  const worker = await at(await openAs(DEMO.seeker));
  await worker.goto('/pc/hourlyworker');
  const row = (name: string) => worker.getByRole('group', { name, exact: true });
  await row(text['gig.filter.city']).getByRole('button', { name: text['dict.city.beijing'], exact: true }).click();
  await row(text['gig.filter.category']).getByRole('button', { name: text['dict.gigCategory.event'], exact: true }).click();
  await row(text['gig.filter.settlement']).getByRole('button', { name: text['dict.gigSettlement.daily'], exact: true }).click();
  await expect(worker).toHaveURL(/city=beijing/);
  const keyword = worker.getByRole('searchbox', { name: text['gig.filter.keyword'], exact: true });
  await keyword.fill(TITLE);
  await keyword.press('Enter');
  await expect(worker).toHaveURL(/keyword=/);
  await worker.getByTestId('gig-card').filter({ hasText: COMPANY }).getByRole('link', { name: TITLE }).click();
  await expect(worker).toHaveURL(new RegExp(`/pc/hourlydetail\\?id=${gigId}$`));
  await worker.locator('[data-testid="gig-shift"]').first().getByRole('checkbox').check();
  await worker.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
  await worker.getByRole('dialog').getByRole('button', { name: text['gig.signup.confirm'] }).click();
  await expect(worker.getByRole('status').filter({ hasText: '已报名 1 个班次' })).toBeVisible();

  // The employer hires; the worker reads the notice.
  await at(page);
  await page.reload();
  const drawer = page.getByRole('dialog', { name: TITLE });
  const signup = drawer.getByRole('listitem', { name: '李先生' });
  await signup.getByRole('button', { name: text['gig.manage.hire'] }).click();
  await toast(page, 'gig.manage.hired');
  await drawer.getByRole('button', { name: text['gig.manage.showCode'] }).click();
  await at(worker);
  await worker.goto('/pc/notify');
  await expect(worker.getByText('零工录用通知').first()).toBeVisible();

  // Check-in and check-out with the code on the employer's screen.
  await worker.goto('/pc/myodd?status=hired');
  const order = worker.getByRole('listitem', { name: TITLE });
  for (const [button, done] of [
    ['gig.mine.checkIn', 'gig.mine.checkedIn'],
    ['gig.mine.checkOut', 'gig.mine.checkedOut'],
  ] as const) {
    await order.getByRole('button', { name: text[button] }).click();
    const dialog = worker.getByRole('dialog', { name: text[button] });
    const code = await onSiteCode(await at(page));
    await at(worker);
    await dialog.getByLabel(text['gig.mine.code']).fill(code);
    await sendWhenReady(dialog.getByRole('button', { name: text[button] }));
    await toast(worker, done);
  }

  // Hours (set by the roster, with the reason), confirmed by the worker; settled out of escrow.
  await at(page);
  await page.reload();
  await signup.getByRole('button', { name: text['gig.manage.confirmHours'] }).click();
  const hours = page.getByRole('dialog', { name: /李先生/ });
  await hours.getByLabel(text['gig.manage.regularMinutes']).fill('120');
  await hours.getByLabel(text['gig.manage.hoursReason']).fill('按排班计 2 小时');
  await sendWhenReady(hours.getByRole('button', { name: /OK|确/ }));
  await toast(page, 'gig.manage.hoursSaved');
  await at(worker);
  await worker.reload();
  await order.getByRole('button', { name: text['gig.mine.confirmHours'] }).click();
  await toast(worker, 'gig.mine.hoursConfirmed');
  await at(page);
  await signup.getByRole('button', { name: text['gig.manage.settle'] }).click();
  await page
    .getByRole('dialog', { name: /李先生/ })
    .getByRole('button', { name: text['gig.manage.settle'] })
    .click();
  await toast(page, 'gig.manage.settled');

  // The worker is told, with the net pay.
  await at(worker);
  await worker.goto('/pc/notify');
  await expect(worker.getByText('零工工资已结算').first()).toBeVisible();
  await expect(worker.getByText(/实发 60\.00 元/).first()).toBeVisible();
});
