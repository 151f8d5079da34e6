// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeekerProfile } from '../src/contract/authProfile.ts';
import type { OnlineResume } from '../src/contract/resume.ts';
import type { Resume } from '../src/contract/seeker.ts';
import { data, startRecruitingMock, START } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const work = {
  company: '苏州园区物流有限公司',
  title: '仓储主管',
  start: '2020-03',
  end: '2023-08',
  duties: '负责 3 个仓库的收发存管理与 20 人班组排班。',
  skills: ['WMS', '库存管理'],
};

/** A new seeker, signed up by SMS and through /perfect, as the app does it. */
async function newSeeker(mobile: string) {
  const token = await t.mock.signInBySms(mobile);
  await t.mock.call('POST', '/auth/perfect', {
    token,
    body: { role: 'seeker', name: '陈静', gender: 'female', birthMonth: '1995-08', freshGraduate: false, workStart: '2017-07', workStatus: 'considering' },
  });
  return token;
}

const put = (token: string, module: string, body: Record<string, unknown>, lang = 'zh-CN') =>
  t.mock.call('PUT', `/me/resume/${module}?lang=${lang}`, { token, body, json: true });

describe('the online resume', () => {
  it('the demo seeker has a complete Chinese resume, listed for applications with its score', async () => {
    const token = await t.seeker();
    const resume = data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token }));
    expect(resume).toMatchObject({ id: 'cv-u1-online', lang: 'zh-CN', completeness: { score: 100, missing: [] } });
    expect(Date.parse(resume.updatedAt!)).toBeLessThan(START);
    expect(resume.content.basic).toMatchObject({ name: '李明', phone: '13800000001', birthMonth: '1996-04' });
    expect(resume.content.work.every((w) => w.start >= resume.content.basic!.workStart!)).toBe(true);
    const listed = data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token }));
    expect(listed.find((r) => r.id === resume.id)).toMatchObject({ kind: 'online', completeness: 100, isDefault: true });
  });

  it('a new seeker starts with only what /perfect saved, and each saved module raises the score and says what is still missing', async () => {
    const token = await newSeeker('13912340001');
    const empty = data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token }));
    // The basics are /perfect's (issue 26.18), without the resume's own city and email: nothing scores yet.
    expect(empty).toMatchObject({ completeness: { score: 0 }, updatedAt: null, content: { basic: { name: '陈静', city: '', email: '' }, work: [] } });
    expect(data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token }))).toEqual([]);

    const basic = {
      name: '陈静',
      gender: 'female',
      birthMonth: '1995-08',
      freshGraduate: false,
      workStart: '2017-07',
      workStatus: 'considering',
      phone: '13912340001',
      email: 'chenjing@example.com',
      city: 'suzhou',
    };
    expect(data<OnlineResume>(await put(token, 'basic', basic)).completeness).toEqual({
      score: 20,
      missing: ['work', 'education', 'preferences', 'strengths', 'projects', 'certificates', 'languages', 'links'],
    });
    const saved = data<OnlineResume>(await put(token, 'work', { entries: [work, { ...work, company: '苏州港集团有限公司', start: '2023-09', end: null }] }));
    expect(saved.completeness.score).toBe(40);
    expect(saved.content.work[1].end).toBeNull();
    expect(saved.content.work[1]).not.toHaveProperty('department');
    expect(data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token }))).toEqual([
      expect.objectContaining({ id: saved.id, kind: 'online', name: '陈静的在线简历', completeness: 40, isDefault: true }),
    ]);
  });

  it('refuses a bad module with a reason per field and changes nothing', async () => {
    const token = await t.seeker();
    const before = data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token }));
    const refused = await put(token, 'work', {
      entries: [
        { ...work, end: '2019-01' },
        { ...work, duties: '', skills: ['WMS', 'WMS'] },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'entries.0.end', message: '离职时间不能早于开始时间' },
      { field: 'entries.1.duties', message: '请填写工作内容' },
      { field: 'entries.1.skills', message: '技能标签不能重复' },
    ]);
    const email = await put(token, 'basic', { ...before.content.basic, email: 'liming@@example.com' });
    expect(email.body.errors).toEqual([{ field: 'email', message: '邮箱格式不正确' }]);
    expect(data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token }))).toEqual(before);
  });

  it('the Chinese education and preferences are the profile that /perfect and /recommend use', async () => {
    const token = await newSeeker('13912340002');
    await put(token, 'education', { entries: [{ school: '苏州大学', degree: 'master', major: '物流工程', start: '2014-09', end: '2017-06', fullTime: true }] });
    await put(token, 'preferences', { entries: [{ title: '供应链经理', category: 'operations', city: 'suzhou', jobType: 'fulltime', salary: '10-20k' }] });
    const profile = data<SeekerProfile>(await t.mock.call('GET', '/me/profile', { token }));
    expect(profile.education).toEqual([{ school: '苏州大学', degree: 'master', major: '物流工程', start: '2014-09', end: '2017-06' }]);
    expect(profile.preferences).toEqual([expect.objectContaining({ title: '供应链经理', city: 'suzhou', salaryMin: 10000, salaryMax: 20000 })]);
  });

  it('keeps an English version beside the Chinese one', async () => {
    const token = await newSeeker('13912340003');
    const english = data<OnlineResume>(
      await put(token, 'strengths', { text: 'Eight years in warehouse operations; cut picking errors by half with a scanning rollout.' }, 'en-US'),
    );
    expect(english).toMatchObject({ id: expect.stringMatching(/-online-en$/), lang: 'en-US', completeness: { score: 10 } });
    expect(data<OnlineResume>(await t.mock.call('GET', '/me/resume?lang=zh-CN', { token })).content.strengths).toBeNull();
    expect((await t.mock.call('GET', '/me/resume?lang=fr-FR', { token })).status).toBe(422);
  });

  it('is a job seeker’s: 401 signed out, 403 for an enterprise account, 404 for a module that does not exist', async () => {
    expect((await t.mock.call('GET', '/me/resume')).status).toBe(401);
    expect((await t.mock.call('GET', '/me/resume', { token: await t.enterprise() })).status).toBe(403);
    expect((await put(await t.seeker(), 'hobbies', { text: '登山' })).status).toBe(404);
  });
});
