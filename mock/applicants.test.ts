// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Applicant, OwnJob } from '../src/contract/applicants.ts';
import type { Application } from '../src/contract/seeker.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const status = (token: string, id: string, body: Record<string, unknown>) =>
  t.mock.call('POST', `/enterprise/applicants/${id}/status`, { token, body, json: true });
const mine = async (token: string) => data<Page<Application>>(await t.mock.call('GET', '/me/applications?pageSize=20', { token })).list;

describe("the employer's side of applications", () => {
  it("lists the company's own jobs with their counts, and its applicants masked", async () => {
    const enterprise = await t.enterprise();
    const jobs = data<OwnJob[]>(await t.mock.call('GET', '/enterprise/jobs', { token: enterprise }));
    expect(jobs.filter((j) => j.status !== 'draft').length).toBe(t.db().recruiting.companyById.get('c1')!.jobIds.length);
    // The demo desk has a post in every state, and a draft.
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['open', 'pending', 'rejected', 'closed', 'expired', 'draft']));
    expect(jobs.reduce((n, j) => n + j.applications, 0)).toBeGreaterThan(0);
    const applicants = data<Page<Applicant>>(await t.mock.call('GET', '/enterprise/applicants', { token: enterprise })).list;
    const liMing = applicants.find((a) => a.id === 'ap-u1-3')!;
    expect(liMing).toMatchObject({
      status: 'shortlisted',
      candidate: { name: '李先生', gender: 'male', education: 'bachelor' },
      next: ['interviewing', 'rejected'],
    });
    expect(JSON.stringify(applicants)).not.toContain('李明');
  });

  it('a new application is viewed when the recruiter opens the resume, then moves on; the seeker sees every step and the reason', async () => {
    const enterprise = await t.enterprise();
    const seeker = await t.mock.signInBySms('13912370001');
    const resumeId = `cv-${[...t.db().users.values()].find((u) => u.mobile === '13912370001')!.id}-online`;
    await t.mock.call('POST', '/auth/perfect', {
      token: seeker,
      body: { role: 'seeker', name: '赵磊', gender: 'male', birthMonth: '1995-03', freshGraduate: false, workStart: '2017-07', workStatus: 'leaving' },
    });
    await t.mock.call('PUT', '/me/resume/strengths', { token: seeker, json: true, body: { text: '六年 Java 后端开发经验，熟悉高并发订单系统。' } });
    const job = t.db().recruiting.jobs.find((j) => j.companyId === 'c1' && t.isOpen(j) && !j.veteransOnly)!;
    expect((await t.mock.call('POST', `/jobs/${job.id}/apply`, { token: seeker, body: { resumeId } })).status).toBe(200);
    const [applied] = await mine(seeker);
    expect(applied.status).toBe('delivered');

    await t.mock.call('GET', `/resumes/${resumeId}`, { token: enterprise });
    expect((await mine(seeker))[0].status).toBe('viewed');
    expect((await status(enterprise, applied.id, { status: 'hired' })).status).toBe(409);
    expect((await status(enterprise, applied.id, { status: 'shortlisted' })).status).toBe(200);
    expect((await status(enterprise, applied.id, { status: 'rejected' })).body.errors?.[0].field).toBe('reason');
    expect(data<Applicant>(await status(enterprise, applied.id, { status: 'rejected', reason: 'experience' }))).toMatchObject({ status: 'rejected', next: [] });
    const seen = (await mine(seeker))[0];
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'experience', withdrawable: false });
    expect(seen.history.map((s) => s.status)).toEqual(['delivered', 'viewed', 'shortlisted', 'rejected']);
  });

  it('an interview needs a time within the next 60 days, which the seeker then sees', async () => {
    const enterprise = await t.enterprise();
    expect((await status(enterprise, 'ap-u1-3', { status: 'interviewing' })).body.errors?.[0].field).toBe('interviewAt');
    const at = new Date(t.clock.now + 3 * 24 * 3600 * 1000).toISOString();
    expect(data<Applicant>(await status(enterprise, 'ap-u1-3', { status: 'interviewing', interviewAt: at }))).toMatchObject({
      status: 'interviewing',
      interviewAt: at,
    });
    expect((await mine(await t.seeker())).find((a) => a.id === 'ap-u1-3')).toMatchObject({ status: 'interviewing', interviewAt: at, withdrawable: false });
  });

  it('keeps private notes and tags, validated, filterable by tag, and never shown to the seeker', async () => {
    const enterprise = await t.enterprise();
    const notes = (id: string, body: Record<string, unknown>, token = enterprise) =>
      t.mock.call('PUT', `/enterprise/applicants/${id}/notes`, { token, body, json: true });
    const refused = await notes('ap-u1-3', { note: '', tags: ['重点关注', '重点关注', 'x'.repeat(13)] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['tags', 'tags.2']));
    expect((await notes('ap-u1-3', { note: '很'.repeat(501), tags: [] })).body.errors?.[0].field).toBe('note');
    const saved = data<Applicant>(await notes('ap-u1-3', { note: '  周三下午方便电话  ', tags: ['待电话沟通', '本地'] }));
    expect(saved).toMatchObject({ note: '周三下午方便电话', tags: ['待电话沟通', '本地'] });
    const tagged = data<Page<Applicant>>(
      await t.mock.call('GET', `/enterprise/applicants?tag=${encodeURIComponent('待电话沟通')}`, { token: enterprise }),
    ).list;
    expect(tagged.map((a) => a.id)).toEqual(['ap-u1-3']);
    expect(JSON.stringify(await mine(await t.seeker()))).not.toContain('待电话沟通');
    expect((await notes('ap-u1-3', { note: '', tags: [] }, await t.mock.login('13800000004'))).status).toBe(404);
  });

  it('moves several applicants in one step, skipping (with why) those whose state does not allow it', async () => {
    const enterprise = await t.enterprise();
    const bulk = (body: Record<string, unknown>) => t.mock.call('POST', '/enterprise/applicants/bulk', { token: enterprise, body, json: true });
    const all = data<Page<Applicant>>(await t.mock.call('GET', '/enterprise/applicants?pageSize=50', { token: enterprise })).list;
    const fresh = all.filter((a) => a.status === 'delivered').map((a) => a.id);
    const hired = all.find((a) => a.status === 'hired')!;
    expect(fresh.length).toBeGreaterThan(1);
    expect((await bulk({ ids: fresh, status: 'rejected' })).body.errors?.[0].field).toBe('reason');
    expect((await bulk({ ids: fresh, status: 'offered' })).status).toBe(422);
    expect((await bulk({ ids: [], status: 'viewed' })).status).toBe(422);
    const result = data<{ moved: Applicant[]; skipped: Array<{ id: string; reason: string }> }>(
      await bulk({ ids: [...fresh, hired.id, 'ap-nowhere'], status: 'viewed' }),
    );
    expect(result.moved.map((a) => a.id).sort()).toEqual([...fresh].sort());
    expect(result.moved.every((a) => a.status === 'viewed')).toBe(true);
    expect(result.skipped.map((s) => s.id)).toEqual([hired.id, 'ap-nowhere']);
    expect(result.skipped[1].reason).toBe('投递记录不存在');
  });

  it("refuses seekers (403) and another company's recruiter (404, as if it did not exist)", async () => {
    expect((await t.mock.call('GET', '/enterprise/applicants', { token: await t.seeker() })).status).toBe(403);
    expect((await status(await t.mock.login('13800000004'), 'ap-u1-3', { status: 'offered' })).status).toBe(404);
  });
});

describe('answering an interview invitation', () => {
  it('the seeker accepts, declines or asks to reschedule; the employer sees the answer; nothing to answer otherwise', async () => {
    const seeker = await t.seeker();
    const list = await mine(seeker);
    const invited = list.find((a) => a.status === 'interviewing' && a.interviewResponse === 'pending')!;
    const answered = data<Application>(
      await t.mock.call('POST', `/me/applications/${invited.id}/interview`, { token: seeker, body: { response: 'reschedule' } }),
    );
    expect(answered.interviewResponse).toBe('reschedule');
    const other = list.find((a) => a.status === 'viewed')!;
    expect((await t.mock.call('POST', `/me/applications/${other.id}/interview`, { token: seeker, body: { response: 'accepted' } })).body.errorCode).toBe(
      'NO_INTERVIEW',
    );
    expect((await t.mock.call('POST', `/me/applications/${invited.id}/interview`, { token: seeker, body: { response: 'maybe' } })).status).toBe(422);
  });
});
