import type { Locator, Page } from '@playwright/test';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, text, watchConsole } from './helpers.ts';

/**
 * Gig orders from both sides (issue 27): the demo recruiter posts a gig on /gigmanage (a discriminatory title is
 * refused on its field) and prepays it, the demo seeker signs up (through the API: /hourlydetail is another
 * page's), the recruiter hires, the worker checks in and out on /myodd with the code the recruiter's page shows,
 * the recruiter corrects and confirms the hours, settles out of escrow, and both rate; complaints are opened,
 * answered, decided, withdrawn and closed. Two browser contexts, one a side.
 */

interface LoginResult {
  token: string;
}

/** A shift starting within the check-in window (60 minutes before the start): 30-35 minutes from now, Beijing time. */
function soonShift() {
  const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / (5 * 60_000)) * 5 * 60_000);
  const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString();
  const end = new Date(start.getTime() + 2 * 3600_000);
  return { date: beijing(start).slice(0, 10), start: beijing(start).slice(11, 16), end: beijing(end).slice(11, 16) };
}

async function toast(page: Page, id: keyof typeof text) {
  await expect(page.getByText(text[id], { exact: true }).first()).toBeVisible();
}

/**
 * Two people at two browsers: the one acting is brought to the front, as a person would look at their own
 * screen (a page left in the background may hold back its rendering).
 */
async function at(page: Page) {
  await page.bringToFront();
  return page;
}

/** Sends again after a refusal, once the button has left its loading state (a click on a loading button is ignored). */
async function sendWhenReady(button: Locator) {
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
}

async function onSiteCode(page: Page) {
  const code = page.getByRole('status', { name: text['gig.manage.code'] });
  await expect(code).toHaveText(/^\d{6}$/);
  return (await code.textContent())!;
}

test('a gig from posting to both ratings: hire, on-site code, hours, settlement out of escrow', async ({ page, signIn, openAs, api }) => {
  // Two people's pages on the dev server, a dozen steps each: generous, as on a loaded machine.
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await signIn(DEMO.enterprise);
  const worker = await openAs(DEMO.seeker);
  const seeker = await api.data<LoginResult>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.seeker.mobile, password: DEMO.seeker.password } });

  // The recruiter posts: the form's refusals come back on their fields.
  await at(page);
  await page.goto('/pc/gigmanage');
  await page.getByRole('button', { name: text['gig.manage.post'] }).click();
  const form = page.getByRole('dialog', { name: text['gig.manage.postTitle'] });
  const shift = soonShift();
  await form.getByLabel(text['gig.form.title']).fill('会展签到引导限女性');
  await form.getByLabel(text['gig.form.duties']).fill('引导来宾签到\n发放会议资料');
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
  await form.getByLabel(text['gig.form.address']).fill('北京市朝阳区国际展览中心东门');
  await form.getByLabel(text['gig.form.prepay']).fill('500');
  await form.getByRole('button', { name: text['gig.form.submit'] }).click();
  await expect(form.getByText(/违反就业促进法/)).toBeVisible();
  await form.getByLabel(text['gig.form.title']).fill('会展签到引导');
  await sendWhenReady(form.getByRole('button', { name: text['gig.form.submit'] }));
  await toast(page, 'gig.manage.posted');
  await expect(page).toHaveURL(/gig=g\d+/);
  const gigId = new URL(page.url()).searchParams.get('gig')!;

  // The reviewer answers within seconds; then the worker signs up for the shift.
  await expect.poll(async () => (await api.call('GET', `/gigs/${gigId}`)).status, { timeout: 15_000 }).toBe(200);
  const detail = await api.data<{ shifts: Array<{ id: string }>; escrow: string }>('GET', `/gigs/${gigId}`);
  expect(detail.escrow).toBe('full');
  await api.data('POST', `/gigs/${gigId}/signups`, { token: seeker.token, json: { shiftIds: [detail.shifts[0].id] } });

  // The recruiter hires the sign-up.
  await page.reload();
  const drawer = page.getByRole('dialog', { name: '会展签到引导' });
  const row = drawer.getByRole('listitem', { name: '李先生' });
  await row.getByRole('button', { name: text['gig.manage.hire'] }).click();
  await toast(page, 'gig.manage.hired');
  await expect(row.getByText(text['dict.gigOrderStatus.hired'], { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: text['gig.manage.showCode'] }).click();

  // The worker checks in with the code on the recruiter's screen, then out.
  await at(worker);
  await worker.goto('/pc/myodd?status=hired');
  const order = worker.getByRole('listitem', { name: '会展签到引导' });
  await expect(order.getByRole('listitem').filter({ hasText: text['dict.gigPayTrack.toArrive'] })).toHaveAttribute('aria-current', 'step');
  for (const [button, done] of [
    ['gig.mine.checkIn', 'gig.mine.checkedIn'],
    ['gig.mine.checkOut', 'gig.mine.checkedOut'],
  ] as const) {
    await order.getByRole('button', { name: text[button] }).click();
    const dialog = worker.getByRole('dialog', { name: text[button] });
    const shown = await onSiteCode(page);
    await at(worker);
    await dialog.getByLabel(text['gig.mine.code']).fill(shown === '000000' ? '000001' : '000000');
    await dialog.getByRole('button', { name: text[button] }).click();
    await expect(dialog.getByText(/签到码不正确/)).toBeVisible(); // a wrong code is refused in the dialog
    const code = await onSiteCode(await at(page));
    await at(worker);
    await dialog.getByLabel(text['gig.mine.code']).fill(code);
    await sendWhenReady(dialog.getByRole('button', { name: text[button] }));
    await toast(worker, done);
  }
  await expect(order.getByRole('listitem').filter({ hasText: text['dict.gigPayTrack.finished'] })).toHaveAttribute('aria-current', 'step');

  // The recruiter corrects the hours (a figure that differs from the punches needs the reason the worker reads).
  await at(page);
  await page.reload();
  await row.getByRole('button', { name: text['gig.manage.confirmHours'] }).click();
  const hours = page.getByRole('dialog', { name: /李先生/ });
  await hours.getByLabel(text['gig.manage.regularMinutes']).fill('120');
  await hours.getByRole('button', { name: /OK|确/ }).click();
  await expect(hours.getByText(/请填写修改原因/)).toBeVisible();
  await hours.getByLabel(text['gig.manage.hoursReason']).fill('按排班计 2 小时');
  await sendWhenReady(hours.getByRole('button', { name: /OK|确/ }));
  await toast(page, 'gig.manage.hoursSaved');

  // The worker reads the reason and confirms.
  await at(worker);
  await worker.reload();
  await expect(order.getByText(/按排班计 2 小时/)).toBeVisible();
  await order.getByRole('button', { name: text['gig.mine.confirmHours'] }).click();
  await toast(worker, 'gig.mine.hoursConfirmed');

  // Settlement out of escrow (its balance shown first), then the slip; both rate.
  await at(page);
  await row.getByRole('button', { name: text['gig.manage.settle'] }).click();
  const settle = page.getByRole('dialog', { name: /李先生/ });
  await expect(settle.getByText(/500\.00/)).toBeVisible();
  await settle.getByRole('button', { name: text['gig.manage.settle'] }).click();
  await toast(page, 'gig.manage.settled');
  await expect(row.getByRole('table', { name: text['gig.slip.title'] })).toContainText('60.00');
  await row.getByRole('button', { name: text['gig.manage.rate'] }).click();
  await page.getByRole('dialog', { name: text['gig.manage.rateTitle'] }).getByRole('button', { name: text['gig.rate.send'] }).click();
  await toast(page, 'gig.rate.done');

  await at(worker);
  await worker.goto('/pc/myodd?status=toRate');
  await expect(order.getByRole('table', { name: text['gig.slip.title'] })).toContainText('60.00');
  await expect(order.getByRole('listitem').filter({ hasText: text['dict.gigPayTrack.settled'] })).toHaveAttribute('aria-current', 'step');
  await order.getByRole('button', { name: text['gig.mine.rate'] }).click();
  await worker.getByRole('dialog', { name: text['gig.mine.rateTitle'] }).getByRole('button', { name: text['gig.rate.send'] }).click();
  await toast(worker, 'gig.rate.done');
  await worker.goto('/pc/myodd?status=ended');
  await expect(worker.getByRole('radio', { name: new RegExp(`^${text['dict.gigOrderStatus.ended']} \\d+`) })).toBeChecked();
  await expect(order.getByText(text['dict.gigOrderStatus.ended'], { exact: true })).toBeVisible();
  // The two refusals the test provoked (the title's wording, hours without a reason) are the only errors.
  expect(console.errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  expect(console.errors).toHaveLength(2);
});

test('complaints: the recruiter answers the seeded case, the platform decides, the worker closes it; a new one is withdrawn', async ({
  page,
  signIn,
  openAs,
  api,
}) => {
  test.setTimeout(90_000);
  await signIn(DEMO.enterprise);
  const worker = await openAs(DEMO.seeker);

  // The recruiter answers the worker's complaint: not agreed, so the platform steps in.
  await at(page);
  await page.goto('/pc/gigmanage?tab=disputes');
  const seeded = page.getByRole('article').filter({ hasText: '夜班分拣员' });
  await seeded.getByRole('button', { name: text['gig.dispute.answer'] }).click();
  const answer = page.getByRole('dialog');
  await answer.getByLabel(text['gig.dispute.answerText']).fill('工时按打卡记录确认，6 点后的时间未经安排。');
  await answer.getByRole('button', { name: /OK|确/ }).click();
  await toast(page, 'gig.dispute.answered');
  await expect(seeded.getByText(text['dict.gigDisputeStatus.intervening'], { exact: true }).first()).toBeVisible();

  // The worker sees the case number and, once the platform has decided, closes the case.
  await at(worker);
  await worker.goto('/pc/myodd?tab=disputes');
  const mine = worker.getByRole('article').filter({ hasText: '夜班分拣员' });
  await expect(mine.getByRole('heading', { name: /JC-LG-\d{8}-\d{4}/ })).toBeVisible();
  await expect(mine.getByText(/工时按打卡记录确认/)).toBeVisible();
  const seeker = await api.data<LoginResult>('POST', '/auth/login', { form: { type: 'password', mobile: DEMO.seeker.mobile, password: DEMO.seeker.password } });
  const decided = async () =>
    (await api.data<Array<{ gigTitle: string; status: string }>>('GET', '/me/gig-disputes', { token: seeker.token })).find((d) => d.gigTitle === '夜班分拣员')
      ?.status;
  await expect.poll(decided, { timeout: 15_000 }).toBe('resolved');
  await worker.reload();
  await expect(mine.getByText(text['dict.gigDisputeStatus.resolved'], { exact: true }).first()).toBeVisible();
  await expect(mine.getByText(/平台处理结果/)).toBeVisible();
  await mine.getByRole('button', { name: text['gig.dispute.close'] }).click();
  await toast(worker, 'gig.dispute.closed');

  // A new complaint on an order still to rate: a case number at once, then withdrawn.
  await worker.goto('/pc/myodd?status=toRate');
  const order = worker.getByRole('list').first().getByRole('listitem').first();
  await order.getByRole('button', { name: text['gig.mine.dispute'], exact: true }).click();
  const dialog = worker.getByRole('dialog', { name: text['gig.mine.disputeTitle'] });
  await dialog.getByRole('radio', { name: text['dict.gigDisputeCategory.payShort'] }).check();
  await dialog.getByLabel(text['gig.mine.disputeText']).fill('结算单少算了半小时加班，请雇主核对。');
  await dialog.getByRole('button', { name: /OK|确/ }).click();
  await expect(worker.getByText(/投诉已提交，案件号 JC-LG-/)).toBeVisible();
  await worker.getByRole('tab', { name: text['gig.mine.tab.disputes'] }).click();
  const opened = worker.getByRole('article').filter({ hasText: '结算单少算了半小时加班' });
  await expect(opened.getByText(text['dict.gigDisputeStatus.complaint'], { exact: true }).first()).toBeVisible();
  await opened.getByRole('button', { name: text['gig.dispute.withdraw'] }).click();
  await toast(worker, 'gig.dispute.withdrawn');
  await expect(opened.getByText(text['dict.gigDisputeStatus.withdrawn'], { exact: true }).first()).toBeVisible();
});

test('the gig pages pass axe with no serious or critical violations, for their roles', async ({ page, signIn, openAs, api }) => {
  test.setTimeout(120_000);
  const { token } = await signIn(DEMO.enterprise);
  const open = await api.data<{ list: Array<{ id: string }> }>('GET', '/enterprise/gigs?status=open', { token });
  for (const path of ['/pc/gigmanage', '/pc/gigmanage?tab=disputes', `/pc/gigmanage?status=open&gig=${open.list[0].id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await scan(page), path).toEqual([]);
  }
  const worker = await at(await openAs(DEMO.seeker));
  for (const path of ['/pc/myodd', '/pc/myodd?tab=earnings', '/pc/myodd?tab=disputes']) {
    await worker.goto(path);
    await worker.waitForLoadState('networkidle');
    expect(await scan(worker), path).toEqual([]);
  }
});
