// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnCompany } from '../../src/contract/companyProfile.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { isBlockedBy } from '../db/recruiting/blocking.ts';
import { normaliseCompanyName, normaliseCode } from '../db/recruiting/companyIdentity.ts';
import { certify, createCompanyPage, freshCreditCode, frontEndPost, requestCertification, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 25, item 3: a seeker's block cannot be dodged by a second account. 李明 blocked his employer 峰达 (c142,
 * with its group). A new account that names 峰达's legal name (however it is spaced, bracketed or cased) or types
 * its credit code is 峰达 for his block, before certification and after: its recruiters find nothing of him.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const FENGDA = () => t.db().recruiting.companyById.get('c142')!;
const li = () => t.db().seekerStates.get('u1')!;
const blocksCompanyOf = (token: string) => isBlockedBy(t.db(), li(), t.db().users.get(t.db().sessions.get(token)!.userId)!.companyId!);
const talentIds = async (token: string) =>
  data<Page<TalentCard>>(await t.mock.call('GET', `/enterprise/talents?keyword=${encodeURIComponent('前端')}&city=hangzhou&pageSize=50`, { token })).list.map(
    (c) => c.resumeId,
  );
const company = async (token: string) => data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token }));

describe('who is the same company', () => {
  it('legal names compare without spaces, width, case or the kind of brackets', () => {
    const same = [
      '诺德森汽车零部件（深圳）有限公司',
      '诺德森汽车零部件(深圳)有限公司',
      ' 诺德森 汽车零部件 ( 深圳 ) 有限公司',
      '诺德森汽车零部件\u3000（深圳）有限公司',
    ];
    expect(new Set(same.map(normaliseCompanyName)).size).toBe(1);
    expect(normaliseCompanyName('ＡＢＣ科技有限公司')).toBe(normaliseCompanyName('abc科技有限公司'));
    expect(normaliseCompanyName('杭州峰达信息技术股份有限公司')).not.toBe(normaliseCompanyName('杭州峰达信息科技股份有限公司'));
    expect(normaliseCode(' 91330106ma00000011 ')).toBe('91330106MA00000011');
    expect(normaliseCode('９１３３０１０６ＭＡ００００００１１')).toBe('91330106MA00000011');
  });
});

describe('a second account of the company a seeker blocked', () => {
  it('naming its legal name differently spaced: blocked from sign-up on, and the reviewer refuses to certify it under a new code', async () => {
    const spaced = FENGDA().name.replace('信息技术', ' 信息 技术 ');
    const token = await signUpEmployer(t, '13912347701', spaced, '周强');
    expect(blocksCompanyOf(token)).toBe(true);
    await createCompanyPage(t, token);
    expect(blocksCompanyOf(token)).toBe(true);
    const refused = await certify(t, token, spaced, freshCreditCode(11));
    expect(refused.certification.status).toBe('rejected');
    expect(refused.certification.reason).toContain('其他企业');
    expect(blocksCompanyOf(token)).toBe(true);
    // Uncertified, it reads no one (COMPANY_NOT_CERTIFIED), 李明 included.
    expect((await t.mock.call('GET', '/resumes/cv-u1-online', { token })).status).toBe(403);
  });

  it('typing its credit code under another name: blocked while the request waits and after it is refused', async () => {
    const token = await signUpEmployer(t, '13912347702', '杭州青禾软件有限公司', '吴倩');
    await createCompanyPage(t, token);
    expect(blocksCompanyOf(token)).toBe(false);
    expect((await requestCertification(t, token, '杭州青禾软件有限公司', FENGDA().registration.creditCode.toLowerCase())).status).toBe(200);
    expect(blocksCompanyOf(token)).toBe(true);
    t.clock.now += REVIEW_MS;
    expect((await company(token)).certification.status).toBe('rejected');
    expect(blocksCompanyOf(token)).toBe(true);
  });

  it('certified all the same (should the reviewer ever let one through), its recruiters find nothing of him: pool, search, resume, greeting', async () => {
    // A control: an unrelated new company, certified, finds 李明 in the pool.
    const other = await signUpEmployer(t, '13912347703', '杭州远帆科技有限公司', '郑洁');
    await createCompanyPage(t, other);
    expect((await certify(t, other, '杭州远帆科技有限公司', freshCreditCode(12))).certification.status).toBe('verified');
    expect(await talentIds(other)).toContain('cv-u1-online');

    const name = FENGDA().name.replace('（', '(').replace('）', ')') + ' ';
    const token = await signUpEmployer(t, '13912347704', name.trim(), '周强');
    const { id } = await createCompanyPage(t, token);
    await certify(t, token, name.trim(), freshCreditCode(13));
    // The slip: the refused request recorded as passed, the company public like any certified one.
    const db = t.db();
    Object.assign(db.certifications.get(id)!, { status: 'verified', reason: null });
    const dup = db.recruiting.companyById.get(id)!;
    dup.verified = true;
    if (!db.recruiting.companies.includes(dup)) db.recruiting.companies.push(dup);
    expect((await company(token)).canPublish).toBe(true);
    const posted = await t.mock.call('POST', '/enterprise/jobs', { token, body: frontEndPost(), json: true });
    expect(posted.status).toBe(200);
    t.clock.now += REVIEW_MS;

    expect(await talentIds(token)).not.toContain('cv-u1-online');
    const everyone = data<Page<TalentCard>>(await t.mock.call('GET', '/enterprise/talents?pageSize=50&city=hangzhou', { token }));
    expect(everyone.total).toBeGreaterThan(0);
    expect(everyone.list.map((c) => c.resumeId)).not.toContain('cv-u1-online');
    for (const [method, path, body] of [
      ['GET', '/resumes/cv-u1-online'],
      ['GET', '/resumes/cv-u1-file'],
      ['POST', '/resumes/cv-u1-online/unlock'],
      ['POST', '/resumes/cv-u1-online/download'],
      ['PUT', '/enterprise/talents/cv-u1-online/mark', { mark: 'saved' }],
      ['POST', '/enterprise/talents/cv-u1-online/greet', { jobId: (posted.body.data as { id: string }).id }],
    ] as const) {
      const res = await t.mock.call(method, path, { token, body, json: !!body });
      // As for an unknown resume: the company cannot tell it is blocked.
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect([...db.conversations.values()].some((c) => c.seekerId === 'u1' && db.recruiting.jobById.get(c.jobId)?.companyId === id)).toBe(false);
  });

  it('the block also holds for the related company of the group, and a company that is neither is not blocked', async () => {
    expect(isBlockedBy(t.db(), li(), 'c511')).toBe(true);
    expect(isBlockedBy(t.db(), li(), 'c1')).toBe(false);
  });
});
