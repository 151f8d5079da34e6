// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobCard, JobDetail } from '../src/contract/job.ts';
import type { ApplyResult } from '../src/contract/seeker.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../src/contract/jobValues.ts';
import type { JobRecord } from './db/recruiting/types.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const search = async (qs: string, token?: string) => data<Page<JobCard>>(await t.mock.call('GET', `/jobs?${qs}`, { token }));

describe('GET /jobs', () => {
  it('combines filters and counts every match', async () => {
    const expected = t
      .db()
      .recruiting.jobs.filter(
        (j: JobRecord) =>
          t.isOpen(j) &&
          !j.veteransOnly &&
          j.city === 'shanghai' &&
          ['3-5', '5-10'].includes(j.experience) &&
          j.monthMax >= 10000 &&
          j.monthMin < 20000 &&
          j.benefits.includes('insurance'),
      );
    const page = await search(`city=shanghai&experience=3-5&experience=5-10&salary=10-20k&benefits=insurance&pageSize=${MAX_PAGE_SIZE}`);
    expect(page.total).toBe(expected.length);
    expect(page.total).toBeGreaterThan(20);
    for (const job of page.list) {
      expect(job.city).toBe('shanghai');
      expect(['3-5', '5-10']).toContain(job.experience);
      expect(job.benefits).toContain('insurance');
      expect(job.status).toBe('open');
    }
  });

  it('matches the keyword on title, company and tags, and an industry at either level', async () => {
    const byKeyword = await search(`keyword=java&pageSize=${MAX_PAGE_SIZE}`);
    expect(byKeyword.total).toBeGreaterThan(50);
    for (const job of byKeyword.list) expect(`${job.title}${job.company.name}${job.tags.join()}`.toLowerCase()).toContain('java');
    const top = await search('industry=internet');
    const sub = await search('industry=ai');
    expect(top.total).toBeGreaterThan(sub.total);
    expect(sub.list.every((j) => j.company.industry === 'ai')).toBe(true);
  });

  it('hides agencies on request and honours the publisher type filter', async () => {
    const direct = await search(`hideAgencies=true&pageSize=${MAX_PAGE_SIZE}`);
    expect(direct.list.every((j) => j.publisherType === 'direct')).toBe(true);
    const hunters = await search(`publisherType=headhunter&pageSize=${MAX_PAGE_SIZE}`);
    expect(hunters.total).toBeGreaterThan(0);
    expect(hunters.list.every((j) => j.publisherType === 'headhunter' && j.agency?.licenceNo)).toBe(true);
  });

  it('pages: the default page size, the last page is short, pageSize capped', async () => {
    const first = await search('city=kunming');
    expect(first.pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(first.list).toHaveLength(DEFAULT_PAGE_SIZE);
    const lastPage = Math.ceil(first.total / DEFAULT_PAGE_SIZE);
    const last = await search(`city=kunming&current=${lastPage}`);
    expect(last.list).toHaveLength(first.total - (lastPage - 1) * DEFAULT_PAGE_SIZE);
    const second = await search('city=kunming&current=2');
    expect(second.list[0].id).not.toBe(first.list[0].id);
    const tooBig = await t.mock.call('GET', `/jobs?pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual([expect.objectContaining({ field: 'pageSize' })]);
  });

  it('sorts newest first on request', async () => {
    const page = await search('sort=newest&pageSize=20');
    const times = page.list.map((j) => Date.parse(j.refreshedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers bad values with 422 naming each field', async () => {
    const res = await t.mock.call('GET', '/jobs?salary=abc&city=atlantis&current=0&hideAgencies=maybe');
    expect(res.status).toBe(422);
    const fields = res.body.errors!.map((e) => e.field).sort();
    expect(fields).toEqual(['city', 'current', 'hideAgencies', 'salary']);
    expect(res.body.errors!.find((e) => e.field === 'salary')!.message).toContain('薪资');
    const district = await t.mock.call('GET', '/jobs?city=beijing&district=shanghai-pudong');
    expect(district.body.errors).toEqual([expect.objectContaining({ field: 'district' })]);
  });

  it('leaves closed and expired jobs out unless asked', async () => {
    const all = await search('includeClosed=true&pageSize=1');
    const open = await search('pageSize=1');
    const hidden = t.db().recruiting.jobs.filter((j) => !t.isOpen(j) && !j.veteransOnly).length;
    expect(all.total - open.total).toBe(hidden);
  });
});

describe('GET /jobs/:id', () => {
  it('returns the compliance fields and 404 for an unknown id', async () => {
    const job = data<JobDetail>(await t.mock.call('GET', '/jobs/j1'));
    expect(job).toMatchObject({ id: 'j1', company: { id: 'c1', name: '聚才示范科技有限公司' }, viewer: null, conversationId: null });
    expect(job.duties.length).toBeGreaterThan(0);
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(job.employer.registration.creditCode).toHaveLength(18);
    expect(job.headcount).toBeGreaterThan(0);
    expect(Date.parse(job.expiresAt)).toBeGreaterThan(t.clock.now);
    expect((await t.mock.call('GET', '/jobs/j999999')).status).toBe(404);
  });

  it('lists similar jobs, never the job itself', async () => {
    const similar = data<JobCard[]>(await t.mock.call('GET', '/jobs/j1/similar'));
    expect(similar).toHaveLength(6);
    expect(similar.map((j) => j.id)).not.toContain('j1');
  });
});

describe('seeker actions', () => {
  const openJob = () => t.db().recruiting.jobs.find((j) => t.isOpen(j) && !j.veteransOnly && j.companyId !== 'c1')!;

  it('saves and unsaves, reflected in the flags and /me/saved-jobs', async () => {
    const token = await t.seeker();
    const before = data<Page<unknown>>(await t.mock.call('GET', '/me/saved-jobs', { token })).total;
    expect((await t.mock.call('POST', '/jobs/j5/save', { token })).status).toBe(200);
    expect(data<JobDetail>(await t.mock.call('GET', '/jobs/j5', { token })).viewer).toMatchObject({ saved: true });
    const saved = data<Page<{ job: JobCard }>>(await t.mock.call('GET', '/me/saved-jobs', { token }));
    expect(saved.list.map((s) => s.job.id)).toContain('j5');
    await t.mock.call('DELETE', '/jobs/j5/save', { token });
    expect(data<Page<unknown>>(await t.mock.call('GET', '/me/saved-jobs', { token })).total).toBe(before);
  });

  it('refuses seeker actions to visitors (401) and employers (403)', async () => {
    expect((await t.mock.call('POST', '/jobs/j5/save')).status).toBe(401);
    expect((await t.mock.call('POST', '/jobs/j5/save', { token: await t.enterprise() })).status).toBe(403);
  });

  it('drops a not-interested job from search, and requires a reason', async () => {
    const token = await t.seeker();
    const before = await search(`city=kunming&pageSize=${MAX_PAGE_SIZE}`, token);
    const target = before.list[0].id;
    const noReason = await t.mock.call('POST', `/jobs/${target}/not-interested`, { token, body: { reason: 'nope' } });
    expect(noReason.status).toBe(422);
    await t.mock.call('POST', `/jobs/${target}/not-interested`, { token, body: { reason: 'distance' } });
    const after = await search(`city=kunming&pageSize=${MAX_PAGE_SIZE}`, token);
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((j) => j.id)).not.toContain(target);
    // Visitors are unaffected.
    expect((await search('city=kunming')).total).toBe(before.total);
  });

  it('applies once; a second apply is refused with a reason', async () => {
    const token = await t.seeker();
    const job = openJob();
    const first = await t.mock.call('POST', `/jobs/${job.id}/apply`, { token, body: { resumeId: 'cv-u1-file' } });
    expect(first.status).toBe(200);
    expect(data<ApplyResult>(first).applicationId).toMatch(/^ap\d+$/);
    const again = await t.mock.call('POST', `/jobs/${job.id}/apply`, { token, body: { resumeId: 'cv-u1-file' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_APPLIED' });
    expect(again.body.errorMessage).toContain('请勿重复投递');
    const apps = data<Page<{ job: JobCard; resumeName: string }>>(await t.mock.call('GET', '/me/applications', { token }));
    expect(apps.list[0]).toMatchObject({ job: { id: job.id, viewer: { applied: true } }, resumeName: '李明-前端开发-8年.pdf' });
  });

  it('refuses closed and expired jobs, and an unknown resume', async () => {
    const token = await t.seeker();
    const closed = t.db().recruiting.jobs.find((j) => j.closed)!;
    const expired = t.db().recruiting.jobs.find((j) => !j.closed && j.expiresAt < t.clock.now)!;
    const a = await t.mock.call('POST', `/jobs/${closed.id}/apply`, { token, body: { resumeId: 'cv-u1-online' } });
    expect(a.status).toBe(400);
    expect(a.body.errorCode).toBe('JOB_CLOSED');
    const b = await t.mock.call('POST', `/jobs/${expired.id}/apply`, { token, body: { resumeId: 'cv-u1-online' } });
    expect(b.body.errorCode).toBe('JOB_EXPIRED');
    const c = await t.mock.call('POST', '/jobs/j3/apply', { token, body: { resumeId: 'cv-someone-else' } });
    expect(c.status).toBe(422);
    expect(c.body.errors).toEqual([expect.objectContaining({ field: 'resumeId' })]);
  });

  it('starts a conversation once and reuses it; the job then shows it', async () => {
    const token = await t.seeker();
    const first = data<{ conversationId: string; created: boolean }>(await t.mock.call('POST', '/jobs/j7/chat', { token }));
    expect(first.created).toBe(true);
    const second = data<{ conversationId: string; created: boolean }>(await t.mock.call('POST', '/jobs/j7/chat', { token }));
    expect(second).toEqual({ conversationId: first.conversationId, created: false });
    const detail = data<JobDetail>(await t.mock.call('GET', '/jobs/j7', { token }));
    expect(detail.conversationId).toBe(first.conversationId);
    expect(detail.viewer?.contacted).toBe(true);
    const hidden = await search(`hideContacted=true&city=${detail.city}&pageSize=${MAX_PAGE_SIZE}`, token);
    expect(hidden.list.every((j) => j.recruiter.id !== detail.recruiter.id)).toBe(true);
  });
});
