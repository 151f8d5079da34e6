// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnJob } from '../src/contract/applicants.ts';
import type { OwnCompany } from '../src/contract/companyProfile.ts';
import { creditCheckChar } from '../src/contract/creditCode.ts';
import type { PostingValues } from '../src/contract/posting.ts';
import { REVIEW_MS } from '../src/contract/postingValues.ts';
import { growthPost as post, postApproved } from './test/posts.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const send = (token: string, body: PostingValues) => t.mock.call('POST', '/enterprise/jobs', { token, body, json: true });
const fields = (res: { body: { errors?: Array<{ field: string; message: string }> } }) =>
  Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));
const own = async (token: string) => data<OwnJob[]>(await t.mock.call('GET', '/enterprise/jobs', { token }));

describe('job posts', () => {
  it('a post goes to review, is approved after the reviewer answers, and then a seeker finds it', async () => {
    const enterprise = await t.enterprise();
    const created = data<OwnJob>(await send(enterprise, post()));
    expect(created).toMatchObject({ status: 'pending', expiresAt: null });
    expect((await t.mock.call('GET', `/jobs/${created.id}`)).status).toBe(404);
    t.clock.now += REVIEW_MS;
    const mine = (await own(enterprise)).find((j) => j.id === created.id)!;
    expect(mine.status).toBe('open');
    const found = data<Page<{ id: string }>>(await t.mock.call('GET', '/jobs?keyword=增长运营专员&city=hangzhou'));
    expect(found.list.map((j) => j.id)).toContain(created.id);
    expect((await t.mock.call('GET', `/jobs/${created.id}`)).status).toBe(200);
  });

  it('refuses discriminatory wording, pay in the title and a too-wide range, each on its field', async () => {
    const enterprise = await t.enterprise();
    const res = await send(
      enterprise,
      post({
        title: '运营专员（8K）',
        requirements: ['本科学历', '限男性，35岁以下', '本地户口优先'],
        salary: { min: 8000, max: 20000, unit: 'month', months: 12 },
      }),
    );
    expect(res.status).toBe(422);
    const reasons = fields(res);
    expect(reasons.title).toContain('薪资');
    expect(reasons['requirements.1']).toContain('性别');
    expect(reasons['requirements.2']).toContain('户籍');
    expect(reasons['salary.max']).toContain('2 倍');
    // "男女不限" says there is no condition.
    expect((await send(enterprise, post({ requirements: ['男女不限，本科及以上学历'] }))).status).toBe(200);
  });

  it('refuses an identical open post, and a post from an uncertified company', async () => {
    const enterprise = await t.enterprise();
    const j1 = t.db().recruiting.jobById.get('j1')!;
    const dup = await send(enterprise, post({ title: j1.title, category: j1.category, district: j1.district }));
    expect(dup.status).toBe(409);
    expect(dup.body.errorMessage).toContain('请勿重复发布');
    const unverified = await t.mock.login('13800000005');
    const refused = await send(unverified, post());
    expect(refused.status).toBe(403);
    // The permission map's refusal (src/contract/permissions.ts, canPublish): its code and reason.
    expect([refused.body.errorCode, refused.body.errorMessage]).toEqual(['COMPANY_NOT_CERTIFIED', '企业认证通过后才能发布职位：请先在“企业信息”提交营业执照']);
  });

  it('contact details in a post are refused on their field when it is sent; a post held to a rule added later is rejected by the reviewer', async () => {
    const enterprise = await t.enterprise();
    const refused = await send(enterprise, post({ requirements: ['本科学历', '简历请加微信 hr_jucai2026'] }));
    expect(refused.status).toBe(422);
    expect(fields(refused)['requirements.1']).toContain('联系方式');
    // A post already in review whose text the list now refuses (written into the store, as a post sent before
    // the rule existed would be): the reviewer reads it against the same list.
    const created = data<OwnJob>(await send(enterprise, post()));
    t.db().recruiting.jobById.get(created.id)!.requirements.push('简历请加微信 hr_jucai2026');
    t.clock.now += REVIEW_MS;
    const rejected = (await own(enterprise)).find((j) => j.id === created.id)!;
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectReason).toContain('联系方式');
    const fixed = await t.mock.call('PUT', `/enterprise/jobs/${created.id}`, { token: enterprise, body: post(), json: true });
    expect(data<OwnJob>(fixed).status).toBe('pending');
  });

  it('editing a reviewed field sends an open post back to review; other fields apply at once', async () => {
    const enterprise = await t.enterprise();
    const created = await postApproved(t, enterprise);
    const headcount = await t.mock.call('PUT', `/enterprise/jobs/${created.id}`, { token: enterprise, body: post({ headcount: 5 }), json: true });
    expect(data<OwnJob>(headcount).status).toBe('open');
    const retitled = await t.mock.call('PUT', `/enterprise/jobs/${created.id}`, { token: enterprise, body: post({ title: '用户增长运营' }), json: true });
    expect(data<OwnJob>(retitled).status).toBe('pending');
    expect((await t.mock.call('GET', `/jobs/${created.id}`)).status).toBe(404);
  });

  it('closes, reopens, and deletes only a post without applications; another company gets 404, a seeker 403', async () => {
    const enterprise = await t.enterprise();
    const created = await postApproved(t, enterprise);
    expect(data<OwnJob>(await t.mock.call('POST', `/enterprise/jobs/${created.id}/close`, { token: enterprise })).status).toBe('closed');
    expect(
      data<OwnJob>(await t.mock.call('POST', `/enterprise/jobs/${created.id}/reopen`, { token: enterprise, body: { validDays: 15 }, json: true })).status,
    ).toBe('open');
    const withApplicants = (await own(enterprise)).find((j) => j.applications > 0)!;
    expect((await t.mock.call('DELETE', `/enterprise/jobs/${withApplicants.id}`, { token: enterprise })).status).toBe(409);
    const other = await t.mock.login('13800000004');
    expect((await t.mock.call('POST', `/enterprise/jobs/${created.id}/close`, { token: other })).status).toBe(404);
    const seeker = await t.seeker();
    expect((await t.mock.call('GET', '/enterprise/jobs', { token: seeker })).status).toBe(403);
    expect((await t.mock.call('DELETE', `/enterprise/jobs/${created.id}`, { token: enterprise })).status).toBe(200);
    expect((await own(enterprise)).some((j) => j.id === created.id)).toBe(false);
  });

  it('keeps drafts, listed with the posts', async () => {
    const enterprise = await t.enterprise();
    const saved = data<OwnJob>(await t.mock.call('POST', '/enterprise/job-drafts', { token: enterprise, body: { values: { title: '渠道经理' } }, json: true }));
    expect(saved).toMatchObject({ status: 'draft', title: '渠道经理' });
    expect((await own(enterprise)).find((j) => j.id === saved.id)?.status).toBe('draft');
    const other = await t.mock.login('13800000004');
    expect((await t.mock.call('GET', `/enterprise/job-drafts/${saved.id}`, { token: other })).status).toBe(404);
  });
});

describe('company certification', () => {
  const upload = async (token: string) => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d40000000049454e44ae426082',
      'hex',
    );
    return data<{ path: string }>(
      await t.mock.call('POST', '/uploads', { token, body: { fileName: '营业执照.png', contentType: 'image/png', data: png.toString('base64') }, json: true }),
    ).path;
  };
  const certify = (token: string, body: Record<string, string>) => t.mock.call('POST', '/enterprise/company/certification', { token, body, json: true });
  const company = async (token: string) => data<OwnCompany>(await t.mock.call('GET', '/enterprise/company', { token }));

  it('checks the credit code, then the reviewer verifies a code and name that match the registry', async () => {
    const recruiter = await t.mock.login('13800000005');
    const before = await company(recruiter);
    expect(before.certification.status).toBe('unverified');
    expect(before.canPublish).toBe(false);
    const code = t.db().recruiting.companyById.get('c92')!.registration.creditCode;
    const licence = await upload(recruiter);
    const wrongCheck = code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
    expect(fields(await certify(recruiter, { legalName: before.name, creditCode: wrongCheck, licence })).creditCode).toContain('校验位');
    expect(fields(await certify(recruiter, { legalName: before.name, creditCode: '123', licence })).creditCode).toContain('18 位');
    expect(data<OwnCompany>(await certify(recruiter, { legalName: before.name, creditCode: code.toLowerCase(), licence })).certification.status).toBe(
      'pending',
    );
    t.clock.now += REVIEW_MS;
    const after = await company(recruiter);
    expect(after.certification).toMatchObject({ status: 'verified', creditCode: code });
    expect(after.canPublish).toBe(true);
    expect((await send(recruiter, post({ district: 'guangzhou-tianhe', address: '天河路385号太古汇一座12层', category: 'operations' }))).status).toBe(200);
  });

  it("rejects another company's code with the reason", async () => {
    const recruiter = await t.mock.login('13800000005');
    const licence = await upload(recruiter);
    const first17 = t.db().recruiting.companyById.get('c1')!.registration.creditCode.slice(0, 17);
    await certify(recruiter, { legalName: '广州峰禾教育科技有限公司', creditCode: first17 + creditCheckChar(first17), licence });
    t.clock.now += REVIEW_MS;
    const after = await company(recruiter);
    expect(after.certification.status).toBe('rejected');
    expect(after.certification.reason).toContain('其他企业');
  });

  it('a recruiter new to the platform creates the company page, certifies it, and it becomes public', async () => {
    const token = await t.mock.signInBySms('13912370088');
    await t.mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'enterprise', name: '孙悦', companyName: '苏州澄明光电科技有限公司', title: '人事经理', email: 'hr@chengming.example' },
    });
    const fresh = await company(token);
    expect(fresh).toMatchObject({ id: '', name: '苏州澄明光电科技有限公司', profile: null, canPublish: false });
    const profile = {
      shortName: '澄明光电',
      industry: 'electronics',
      size: '20-99',
      stage: 'angel',
      about: '澄明光电专注于工业视觉用光学镜头与光源模组，服务长三角的智能制造客户。',
      benefits: ['insurance'],
      workHours: '08:30-17:30',
      restSchedule: 'weekends',
      addresses: [{ district: 'suzhou-wuzhong', address: '吴中大道1188号创意产业园5栋' }],
    };
    const created = data<OwnCompany>(await t.mock.call('PUT', '/enterprise/company', { token, body: profile, json: true }));
    expect(created.id).toMatch(/^c\d+$/);
    expect((await t.mock.call('GET', `/companies/${created.id}`)).status).toBe(404);
    const first17 = '91320594MA1XYZ12'.replace(/[IOSVZ]/g, 'A') + '3';
    await certify(token, { legalName: '苏州澄明光电科技有限公司', creditCode: first17 + creditCheckChar(first17), licence: await upload(token) });
    t.clock.now += REVIEW_MS;
    expect((await company(token)).certification.status).toBe('verified');
    expect((await t.mock.call('GET', `/companies/${created.id}`)).status).toBe(200);
  });

  it('saves the profile /comdetail shows', async () => {
    const enterprise = await t.enterprise();
    const { profile } = await company(enterprise);
    const res = await t.mock.call('PUT', '/enterprise/company', {
      token: enterprise,
      body: { ...profile, shortName: '聚才', about: '聚才示范科技专注于招聘 SaaS，服务三千多家企业的人才招聘与外包管理。' },
      json: true,
    });
    expect(res.status).toBe(200);
    const detail = data<{ shortName: string; about: string }>(await t.mock.call('GET', '/companies/c1'));
    expect(detail.shortName).toBe('聚才');
    expect(fields(await t.mock.call('PUT', '/enterprise/company', { token: enterprise, body: { ...profile, about: '太短' }, json: true })).about).toContain(
      '至少',
    );
  });
});
