// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnCompany } from '../../src/contract/companyProfile.ts';
import type { Membership } from '../../src/contract/membership.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { DEMO_ATTACHMENT_PATH } from '../db/recruiting/demoSeekers.ts';
import { chargeOnlyOnSuccess } from '../db/charges.ts';
import { consumeQuota, membershipRecord } from '../db/recruiting/membership.ts';
import { createCompanyPage, freshCreditCode, requestCertification, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 25, items 1, 2 and 13: a hostile employer against every route that reads people. A company page that
 * does not exist yet (`pending-…`), a page not yet certified, a certification in review and the seeded
 * uncertified company (赵磊, c92) all get 403 COMPANY_NOT_CERTIFIED with the reason, are charged nothing, and leave
 * nothing behind that could break the seeker's own pages; a certified company reads as before.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

type Res = Awaited<ReturnType<typeof t.mock.call>>;
const NOT_CERTIFIED = 'COMPANY_NOT_CERTIFIED';
const ONLINE = 'cv-u1-online';
const FILE = 'cv-u1-file';

/** Every route by which an employer reads a seeker: the talent pool, a resume, its download, unlock and file. */
const readingRoutes = (resumeId = ONLINE): Array<[string, string, Record<string, unknown>?]> => [
  ['GET', '/enterprise/talents?city=hangzhou'],
  ['GET', '/enterprise/talents?keyword=前端'],
  ['PUT', `/enterprise/talents/${resumeId}/mark`, { mark: 'saved' }],
  ['POST', `/enterprise/talents/${resumeId}/greet`, { jobId: 'j1' }],
  ['GET', `/resumes/${resumeId}`],
  ['GET', `/resumes/${FILE}`],
  ['GET', '/resumes/cv-nobody'],
  ['POST', `/resumes/${resumeId}/download`],
  ['POST', `/resumes/${resumeId}/unlock`],
  ['GET', `/media/${DEMO_ATTACHMENT_PATH}`],
];

async function expectRefusedEverywhere(token: string) {
  for (const [method, path, body] of readingRoutes()) {
    const res: Res = await t.mock.call(method, path, { token, body, json: !!body });
    expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(403);
    expect(res.body.errorCode, `${method} ${path}`).toBe(NOT_CERTIFIED);
    // The reason, in the user's words, names the way in (认证).
    expect(res.body.errorMessage, `${method} ${path}`).toMatch(/认证/);
  }
}

/** What the seeker's own pages answer, and what his logs hold, after the hostile requests. */
async function seekersPagesStillWork() {
  const seeker = await t.seeker();
  for (const path of ['/me/resume-events', '/me/export', '/me/overview', '/notifications']) {
    const res = await t.mock.call('GET', path, { token: seeker });
    expect(res.status, `${path} → ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  }
  return seeker;
}

const unlocksUsed = async (token: string) =>
  data<Membership>(await t.mock.call('GET', '/enterprise/membership', { token })).quotas.find((q) => q.kind === 'unlock')!.used;

describe('a company page that does not exist yet (pending-…)', () => {
  it('is refused on every resume and talent route, is charged nothing, and the seeker’s pages keep working', async () => {
    const token = await signUpEmployer(t, '13912346601', '杭州远山网络科技有限公司');
    const eventsBefore = t.db().seekerStates.get('u1')!.resumeEvents.length;
    await expectRefusedEverywhere(token);
    expect(await unlocksUsed(token)).toBe(0);
    expect(t.db().seekerStates.get('u1')!.resumeEvents).toHaveLength(eventsBefore);
    expect(
      t
        .db()
        .seekerStates.get('u1')!
        .unlockedBy.has(`pending-${t.db().sessions.get(token)!.userId}`),
    ).toBe(false);
    await seekersPagesStillWork();
  });

  it('the seeker’s log reads even an entry whose company is missing (it shows the name it read under)', async () => {
    const state = t.db().seekerStates.get('u1')!;
    state.resumeEvents.unshift({
      id: 'rv-ghost',
      kind: 'view',
      at: t.clock.now,
      resumeId: ONLINE,
      companyId: 'pending-u999',
      companyName: '杭州远山网络科技有限公司',
      viewerName: '孙悦',
      viewerTitle: 'HR',
    });
    state.resumeEvents.unshift({
      id: 'rv-ghost-2',
      kind: 'download',
      at: t.clock.now,
      resumeId: ONLINE,
      companyId: 'c-gone',
      viewerName: '某人',
      viewerTitle: '',
    });
    const seeker = await seekersPagesStillWork();
    const events = data<Page<{ id: string; company: { name: string } }>>(await t.mock.call('GET', '/me/resume-events', { token: seeker }));
    expect(events.list.find((e) => e.id === 'rv-ghost')?.company.name).toBe('杭州远山网络科技有限公司');
    expect(events.list.find((e) => e.id === 'rv-ghost-2')?.company.name).toBe('未知企业');
  });
});

describe('an uncertified company', () => {
  it('赵磊 (c92, never certified) is refused with the reason and charged nothing', async () => {
    const token = await t.mock.login('13800000005');
    const before = await unlocksUsed(token);
    await expectRefusedEverywhere(token);
    expect(await unlocksUsed(token)).toBe(before);
    await seekersPagesStillWork();
  });

  it('a new company page, then its certification in review, are refused; once certified it reads', async () => {
    const token = await signUpEmployer(t, '13912346602', '杭州远山网络科技有限公司');
    await createCompanyPage(t, token);
    await expectRefusedEverywhere(token);
    expect((await requestCertification(t, token, '杭州远山网络科技有限公司', freshCreditCode(2))).status).toBe(200);
    const inReview = await t.mock.call('GET', '/enterprise/talents', { token });
    expect(inReview.body).toMatchObject({ errorCode: NOT_CERTIFIED, errorMessage: expect.stringContaining('审核中') });
    t.clock.now += REVIEW_MS;
    expect(data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token })).certification.status).toBe('verified');
    expect(data<Page<unknown>>(await t.mock.call('GET', '/enterprise/talents?city=hangzhou', { token })).total).toBeGreaterThan(0);
    expect((await t.mock.call('GET', `/resumes/${ONLINE}`, { token })).status).toBe(200);
    expect((await t.mock.call('POST', `/resumes/${ONLINE}/unlock`, { token })).status).toBe(200);
    expect(await unlocksUsed(token)).toBe(1);
    await seekersPagesStillWork();
  });

  it('a certified company (王芳) and one due for its re-check still read', async () => {
    expect((await t.mock.call('GET', `/resumes/${ONLINE}`, { token: await t.enterprise() })).status).toBe(200);
    expect((await t.mock.call('GET', '/enterprise/talents', { token: await t.enterprise() })).status).toBe(200);
    // 陈静's 峰达 (c142) was verified long ago: its posts are online and it reads, though 李明 blocked it.
    const blocked = await t.mock.login('13800000004');
    expect((await t.mock.call('GET', '/enterprise/talents', { token: blocked })).status).toBe(200);
    expect((await t.mock.call('GET', `/resumes/${ONLINE}`, { token: blocked })).status).toBe(404);
  });
});

describe('a charge happens only with a success', () => {
  it('a request that fails after drawing a quota gets the draw back, usage log and sub-account share included', () => {
    const db = t.db();
    const now = t.clock.now;
    const record = membershipRecord(db, 'c1', now);
    const sub = [...db.subAccounts.values()].find((s) => s.companyId === 'c1')!;
    const before = { used: record.quotas.unlock.used, usage: record.usage.length, sub: JSON.stringify(sub.used) };
    expect(() =>
      chargeOnlyOnSuccess(db, () => {
        consumeQuota(db, 'c1', 'unlock', 1, '张先生的简历', now, sub.userId);
        throw new Error('fails after the draw');
      }),
    ).toThrow('fails after the draw');
    expect({ used: record.quotas.unlock.used, usage: record.usage.length, sub: JSON.stringify(sub.used) }).toEqual(before);
    chargeOnlyOnSuccess(db, () => consumeQuota(db, 'c1', 'unlock', 1, '张先生的简历', now, sub.userId));
    expect(record.quotas.unlock.used).toBe(before.used + 1);
  });
});

describe('a seeker reading resumes', () => {
  it('another seeker’s resume and an unknown id answer the same 404', async () => {
    const seeker = await t.seeker();
    const other = await t.mock.call('GET', '/resumes/cv-u3-online', { token: seeker });
    const unknown = await t.mock.call('GET', '/resumes/cv-nobody', { token: seeker });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    for (const path of ['/resumes/cv-u3-online/download', '/resumes/cv-nobody/download']) {
      const res = await t.mock.call('POST', path, { token: seeker });
      expect([res.status, res.body]).toEqual([404, unknown.body]);
    }
    expect((await t.mock.call('GET', `/resumes/${ONLINE}`, { token: seeker })).status).toBe(200);
  });
});
