import type { Page } from '@playwright/test';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { GigCard, GigDetail, GigOrderPage } from '../../src/contract/gig.ts';
import { scan } from './axe.ts';
import { expect, test, type MockClient } from './fixtures.ts';
import { becomeSeeker, DEMO, freshMobile, signInWithSms, submitPasswordSignIn, text, watchConsole } from './helpers.ts';

/**
 * Finding gig work (issue 27): /hourlyworker's filters kept in the URL, a gig's shifts and signing up for them
 * (a visitor signs in and comes back to the same choice), the reasons a shift cannot be taken, shown before
 * anything is sent and when the API refuses, and the workplace video's snapshot poster.
 */

/** 聚才示范科技's open gig 展会现场协助: two shifts, photos and a video. */
async function demoCompanyGig(api: MockClient): Promise<GigCard> {
  const page = await api.data<PageResult<GigCard>>('GET', `/gigs?keyword=${encodeURIComponent('展会现场协助')}&pageSize=50`);
  const gig = page.list.find((g) => g.employer.id === 'c1');
  expect(gig, '聚才示范科技 has an open 展会现场协助').toBeTruthy();
  return gig!;
}

/** A shift of the gig the demo seeker may sign up for now (the API's own verdict). */
async function openShift(api: MockClient, gigId: string, token: string) {
  const gig = await api.data<GigDetail>('GET', `/gigs/${gigId}`, { token });
  const shift = gig.shifts.find((s) => s.refusal === null && s.myOrderId === null);
  expect(shift, `a shift of ${gigId} the demo seeker can take`).toBeTruthy();
  return shift!;
}

const shiftRow = (page: Page, shiftId: string) => page.locator(`[data-testid="gig-shift"][data-shift-id="${shiftId}"]`);

test('a visitor filters /hourlyworker and the filters stay in the URL on reload', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/pc/hourlyworker');
  await expect(page.getByRole('heading', { level: 1, name: text['menu.hourlyworker'] })).toBeVisible();
  await expect(page.getByTestId('gig-card').first()).toBeVisible();

  const row = (name: string) => page.getByRole('group', { name, exact: true });
  await row(text['gig.filter.city']).getByRole('button', { name: text['dict.city.hangzhou'], exact: true }).click();
  await row(text['gig.filter.category']).getByRole('button', { name: text['dict.gigCategory.event'], exact: true }).click();
  await row(text['gig.filter.settlement']).getByRole('button', { name: text['dict.gigSettlement.daily'], exact: true }).click();
  // The box follows the URL: it shows checked once the list's query has changed.
  await page.getByRole('checkbox', { name: text['gig.filter.verified'] }).click();
  await expect(page.getByRole('checkbox', { name: text['gig.filter.verified'] })).toBeChecked();
  await expect(page).toHaveURL(/city=hangzhou/);
  await expect(page).toHaveURL(/category=event/);
  await expect(page).toHaveURL(/settlement=daily/);
  await expect(page).toHaveURL(/verified=1/);
  const cards = page.getByTestId('gig-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(text['dict.gigCategory.event']);
    await expect(card).toContainText(text['dict.gigSettlement.daily']);
    await expect(card).toContainText(text['gig.card.verified']);
  }

  // A starting place offers the distance row; each card then says how far it is.
  await page.getByRole('combobox', { name: text['gig.filter.from'] }).click();
  // antd's listbox holds only the options near the active one for screen readers: pick from the drawn list.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text['dict.district.hangzhou-gongshu'] }).click();
  await row(text['gig.filter.within']).getByRole('button', { name: text['dict.gigDistance.20'], exact: true }).click();
  await expect(page).toHaveURL(/from=hangzhou-gongshu/);
  await expect(page).toHaveURL(/within=20/);
  await expect(cards.first()).toContainText(/\d+(\.\d)? (公里|米)/);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(row(text['gig.filter.category']).getByRole('button', { name: text['dict.gigCategory.event'], exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row(text['gig.filter.within']).getByRole('button', { name: text['dict.gigDistance.20'], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: text['gig.filter.verified'] })).toBeChecked();
  await expect(cards.first()).toContainText(text['dict.gigCategory.event']);
  expect(await scan(page)).toEqual([]);
  console.expectClean();
});

test('a visitor opens a gig, signs in on 报名, comes back to the same shift and signs up', async ({ page, api }) => {
  const gig = await demoCompanyGig(api);
  const { token } = await api.data<{ token: string }>('POST', '/auth/login', {
    form: { type: 'password', mobile: DEMO.seeker.mobile, password: DEMO.seeker.password },
  });
  const shift = await openShift(api, gig.id, token);

  await page.goto(`/pc/hourlyworker?keyword=${encodeURIComponent(gig.title)}`);
  await page.getByTestId('gig-card').filter({ hasText: gig.employer.name }).getByRole('link', { name: gig.title }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/hourlydetail\\?id=${gig.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: gig.title })).toBeVisible();
  expect(await scan(page)).toEqual([]);

  const row = shiftRow(page, shift.id);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain(`resume=signup.${shift.id}`);

  await submitPasswordSignIn(page, DEMO.seeker);
  await expect(page).toHaveURL(new RegExp(`/pc/hourlydetail\\?id=${gig.id}$`));
  const dialog = page.getByRole('dialog', { name: `报名“${gig.title}”` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text['gig.signup.employerHires']);
  await expect(dialog).toContainText(`录用后，在开工前 24 小时内取消`);
  await dialog.getByRole('button', { name: text['gig.signup.confirm'] }).click();

  await expect(page.getByRole('status').filter({ hasText: '已报名 1 个班次' })).toBeVisible();
  await expect(row).toContainText(text['gig.signup.mine']);
  const orders = await api.data<GigOrderPage>('GET', '/me/gig-orders?status=applied&pageSize=50', { token });
  expect(orders.list.some((o) => o.shift.id === shift.id)).toBe(true);
  expect(await scan(page)).toEqual([]);
});

test('a new worker gives the gig profile where the first sign-up needs it, then signs up', async ({ page, api }) => {
  const gig = await demoCompanyGig(api);
  const open = (await api.data<GigDetail>('GET', `/gigs/${gig.id}`)).shifts.find((s) => s.hired < s.headcount && Date.parse(s.signUpDeadline) > Date.now())!;
  await page.goto(`/pc/hourlydetail?id=${gig.id}`);
  await shiftRow(page, open.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/login\?redirect=/);
  await signInWithSms(page, freshMobile(), page.url());
  await becomeSeeker(page, '周敏');
  await expect(page).toHaveURL(new RegExp(`/pc/hourlydetail\\?id=${gig.id}$`));

  // Every shift is refused for want of a profile: it is asked for at once, and the choice survives it.
  const profile = page.getByRole('dialog', { name: text['gig.profile.title'] });
  await expect(profile).toBeVisible();
  await expect(shiftRow(page, open.id)).toContainText('请先填写零工资料');
  await profile.getByRole('radio', { name: text['dict.gigIdentity.worker'] }).check();
  await profile.getByLabel(text['gig.profile.birthYear']).fill('1998');
  await profile.getByRole('button', { name: text['gig.profile.save'] }).click();
  await expect(profile).toBeHidden();
  await expect(shiftRow(page, open.id).getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text['gig.signup.confirm'] }).click();
  await expect(page.getByRole('status').filter({ hasText: '已报名 1 个班次' })).toBeVisible();
});

test('a shift that overlaps an order says why before anything is sent', async ({ page, api, signIn }) => {
  const { token } = await signIn(DEMO.seeker);
  const hired = (await api.data<GigOrderPage>('GET', '/me/gig-orders?status=hired', { token })).list[0];
  expect(hired, 'the demo seeker has a hired order').toBeTruthy();
  // Another gig with a shift that day, which the API says overlaps the hired one.
  const sameDay = await api.data<PageResult<GigCard>>('GET', `/gigs?date=${hired.shift.date}&pageSize=50`);
  let found: { gigId: string; shiftId: string; reason: string } | null = null;
  for (const card of sameDay.list) {
    if (card.id === hired.gig.id) continue;
    const detail = await api.data<GigDetail>('GET', `/gigs/${card.id}`, { token });
    const shift = detail.shifts.find((s) => s.refusal?.code === 'SHIFT_OVERLAP');
    if (shift) {
      found = { gigId: card.id, shiftId: shift.id, reason: shift.refusal!.message };
      break;
    }
  }
  expect(found, `a gig overlapping ${hired.gig.title} on ${hired.shift.date}`).toBeTruthy();
  expect(found!.reason).toContain(hired.gig.title);

  await page.goto(`/pc/hourlydetail?id=${found!.gigId}`);
  const row = shiftRow(page, found!.shiftId);
  await expect(row).toContainText(found!.reason);
  const box = row.getByRole('checkbox');
  await expect(box).toBeDisabled();
  await expect(box).toHaveAccessibleDescription(found!.reason);
  expect(await scan(page)).toEqual([]);
});

test("the API's refusal is shown with its reason, and nothing is taken", async ({ page, api, signIn }) => {
  const gig = await demoCompanyGig(api);
  const { token } = await signIn(DEMO.seeker);
  const shift = await openShift(api, gig.id, token);
  await page.goto(`/pc/hourlydetail?id=${gig.id}`);
  await shiftRow(page, shift.id).getByRole('checkbox').check();
  // Meanwhile the same worker signs up for it elsewhere (another tab).
  await api.data('POST', `/gigs/${gig.id}/signups`, { token, json: { shiftIds: [shift.id] } });

  await page.getByRole('button', { name: text['gig.signup.button'], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text['gig.signup.confirm'] }).click();
  await expect(dialog.getByRole('alert')).toContainText(text['gig.signup.refused']);
  await expect(dialog.getByRole('alert')).toContainText('您已报名该班次');
  await dialog.getByRole('button', { name: text['shared.cancel'] }).click();
  await expect(shiftRow(page, shift.id)).toContainText(text['gig.signup.mine']);
  const orders = await api.data<GigOrderPage>('GET', '/me/gig-orders?status=applied&pageSize=50', { token });
  expect(orders.list.filter((o) => o.shift.id === shift.id)).toHaveLength(1);
});

test("the workplace video's poster is the storage host's snapshot", async ({ page, api, request }) => {
  const gig = await demoCompanyGig(api);
  await page.goto(`/pc/hourlydetail?id=${gig.id}`);
  const video = page.getByTestId('gig-video');
  await expect(video).toBeVisible();
  const poster = await video.getAttribute('poster');
  expect(poster).toContain('x-oss-process=video/snapshot,t_1000,m_fast');
  const frame = await request.get(poster!);
  expect(frame.ok()).toBe(true);
  expect(frame.headers()['content-type']).toContain('image/');
  await expect(page.getByRole('img', { name: '工作环境照片 1' })).toBeVisible();
  // The escrow is said plainly, as the simulation it is.
  await expect(page.getByRole('note', { name: text['gig.escrow.title'] })).toContainText(text['gig.escrow.simulated']);
});
