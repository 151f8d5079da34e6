import type { EmployerGigOrderView, GigOrderView, OwnGigView } from '../../src/contract/gig.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { codeAt, periodOf } from '../db/gigs/records.ts';
import { data, type startRecruitingMock } from './recruiting.ts';

/**
 * Shared set-up of the gig tests: the recruiting mock on its ticking clock (START is 16:00 in Beijing on
 * 2026-11-22), a gig posted by the demo company and approved by the reviewer, new workers with a gig profile,
 * and the employer's current on-site code.
 */
export type GigMock = Awaited<ReturnType<typeof startRecruitingMock>>;
export const HOUR = 3_600_000;

/** A valid gig for tomorrow (2026-11-23, 09:00-17:00 with an hour's break: 420 paid minutes at 25 元/时). */
export function gigBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '展会现场协助',
    category: 'event',
    duties: ['活动现场签到、检票与人流引导', '协助搭建和撤除展台物料'],
    pay: { basis: 'hour', amountFen: 2500 },
    settlement: 'daily',
    shifts: [{ date: '2026-11-23', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 2 }],
    signUpCloseHours: 2,
    requirements: { identity: 'any', minAge: 16, maxAge: null, healthCertificate: false, notes: [] },
    district: 'hangzhou-xihu',
    address: '浙江省杭州市西湖区文三路188号',
    howToGetThere: '地铁站出口步行约 5 分钟',
    mealsHousing: false,
    remote: false,
    urgent: true,
    autoHire: false,
    photos: [],
    video: null,
    prepayFen: 100_000,
    ...overrides,
  };
}

export function gigHelpers(t: GigMock) {
  const call = t.mock.call;
  let workers = 0;
  /** Posts as the demo company and lets the reviewer approve it. */
  async function postGig(token: string, overrides: Record<string, unknown> = {}): Promise<OwnGigView> {
    const res = await call('POST', '/enterprise/gigs', { token, json: true, body: gigBody(overrides) });
    if (res.status !== 200) throw new Error(`post failed: ${JSON.stringify(res.body)}`);
    t.clock.now += REVIEW_MS + 1;
    const own = await call('GET', `/enterprise/gigs/${data<OwnGigView>(res).id}`, { token });
    return data<OwnGigView>(own);
  }
  /** A new seeker with a gig profile (a worker unless told otherwise). */
  async function newWorker(profile: Record<string, unknown> = {}) {
    const mobile = `1391240${String(++workers).padStart(4, '0')}`;
    const token = await t.mock.signInBySms(mobile);
    await call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '周强', gender: 'male', birthMonth: '1998-05', freshGraduate: false, workStart: '2019-07', workStatus: 'leaving' },
    });
    const res = await call('PUT', '/me/gig-profile', { token, json: true, body: { identity: 'worker', healthCertificate: true, birthYear: 1998, ...profile } });
    if (res.status !== 200) throw new Error(`profile failed: ${JSON.stringify(res.body)}`);
    return token;
  }
  const signUp = (token: string, gigId: string, shiftIds: string[]) => call('POST', `/gigs/${gigId}/signups`, { token, json: true, body: { shiftIds } });
  const post = (token: string, path: string, body?: Record<string, unknown>) => call('POST', path, { token, json: true, body: body ?? {} });
  const code = (gigId: string) => codeAt(t.db().gigs.gigs.get(gigId)!, periodOf(t.clock.now));
  const order = async (token: string, id: string) => data<GigOrderView>(await call('GET', `/me/gig-orders/${id}`, { token }));
  const employerOrders = async (token: string, gigId: string) =>
    data<EmployerGigOrderView[]>(await call('GET', `/enterprise/gigs/${gigId}/signups`, { token }));
  /**
   * Moves the clock to an instant (ISO), never back. Sessions last two hours and a shift is hours away, so the
   * signed-in people's sessions move along (as if they had signed in again).
   */
  const at = (time: string) => {
    const target = Date.parse(time);
    if (target <= t.clock.now) return;
    for (const session of t.db().sessions.values()) session.expiresAt += target - t.clock.now;
    t.clock.now = target;
  };
  return { postGig, newWorker, signUp, post, code, order, employerOrders, at };
}
