// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobAlert } from '../src/contract/alert.ts';
import type { CompanyCard, CompanyDetail, FollowResult } from '../src/contract/company.ts';
import type { JobCard } from '../src/contract/job.ts';
import type { HomeData, RecommendPage } from '../src/contract/recommend.ts';
import type { ReportCase, ReportCreated } from '../src/contract/report.ts';
import { MAX_PAGE_SIZE } from '../src/contract/jobValues.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

describe('companies', () => {
  it('filters by city, industry, stage and size', async () => {
    const page = data<Page<CompanyCard>>(await t.mock.call('GET', `/companies?city=shenzhen&industry=internet&pageSize=${MAX_PAGE_SIZE}`));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((c) => c.city === 'shenzhen' && c.industryTop === 'internet')).toBe(true);
    expect(page.list.every((c) => c.hotJobs.length <= 3 && c.followed === null)).toBe(true);
    const listed = data<Page<CompanyCard>>(await t.mock.call('GET', `/companies?stage=listed&size=above10000&pageSize=${MAX_PAGE_SIZE}`));
    expect(listed.list.every((c) => c.stage === 'listed' && c.size === 'above10000')).toBe(true);
    expect((await t.mock.call('GET', '/companies?size=huge')).status).toBe(422);
  });

  it('shows the demo company with registration data, its jobs, and 404 for unknown ids', async () => {
    const c1 = data<CompanyDetail>(await t.mock.call('GET', '/companies/c1'));
    expect(c1).toMatchObject({ name: '聚才示范科技有限公司', verified: true });
    expect(c1.openJobCount).toBeGreaterThan(10);
    expect(c1.registration.creditCode).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
    const jobs = data<Page<JobCard>>(await t.mock.call('GET', `/companies/c1/jobs?jobType=fulltime&pageSize=${MAX_PAGE_SIZE}`));
    expect(jobs.list.every((j) => j.company.id === 'c1' && j.jobType === 'fulltime')).toBe(true);
    expect((await t.mock.call('GET', '/companies/c0')).status).toBe(404);
  });

  it('follows and unfollows', async () => {
    const token = await t.seeker();
    const before = data<CompanyDetail>(await t.mock.call('GET', '/companies/c2', { token }));
    const alreadyFollowed = data<Page<unknown>>(await t.mock.call('GET', '/me/followed-companies', { token })).total;
    const followed = data<FollowResult>(await t.mock.call('POST', '/companies/c2/follow', { token }));
    expect(followed).toEqual({ followed: true, followerCount: before.followerCount + 1 });
    expect(data<Page<unknown>>(await t.mock.call('GET', '/me/followed-companies', { token })).total).toBe(alreadyFollowed + 1);
    expect(data<FollowResult>(await t.mock.call('DELETE', '/companies/c2/follow', { token })).followed).toBe(false);
  });
});

describe('home and recommendations', () => {
  it('serves the home page, personalised only for a seeker', async () => {
    const visitor = data<HomeData>(await t.mock.call('GET', '/home?city=hangzhou'));
    expect(visitor.recommended).toBeNull();
    expect(visitor.hotSearches.length).toBeGreaterThan(5);
    expect(visitor.hotJobs.every((tab) => tab.jobs.every((j) => j.city === 'hangzhou' && j.category === tab.category))).toBe(true);
    expect(visitor.featuredEmployers.length).toBeGreaterThan(0);
    expect(visitor.zones.govwork).toBeGreaterThan(0);
    const seeker = data<HomeData>(await t.mock.call('GET', '/home', { token: await t.seeker() }));
    expect(seeker.recommended!.length).toBeGreaterThan(0);
  });

  it('recommends by preference with reasons, pages as a feed, and falls back to popular jobs', async () => {
    const token = await t.seeker();
    const prefs = data<Array<{ id: string }>>(await t.mock.call('GET', '/me/preferences', { token }));
    expect(prefs).toHaveLength(3);
    const first = data<RecommendPage>(await t.mock.call('GET', '/recommend?preference=pref-2', { token }));
    expect(first).toMatchObject({ personalised: true, preferenceId: 'pref-2' });
    expect(first.list[0].reasons).toEqual(expect.arrayContaining(['title', 'city']));
    const second = data<RecommendPage>(await t.mock.call('GET', '/recommend?preference=pref-2&current=2', { token }));
    expect(second.list.map((j) => j.id)).not.toContain(first.list[0].id);
    const off = data<RecommendPage>(await t.mock.call('GET', '/recommend?personalised=false', { token }));
    expect(off).toMatchObject({ personalised: false, preferenceId: null });
    expect(off.list.every((j) => j.reasons.join() === 'popular')).toBe(true);
    const visitor = data<RecommendPage>(await t.mock.call('GET', '/recommend'));
    expect(visitor.personalised).toBe(false);
    expect((await t.mock.call('GET', '/recommend?preference=pref-9', { token })).status).toBe(404);
  });
});

describe('reports', () => {
  it('creates a numbered case the reporter can follow, and validates the description', async () => {
    const token = await t.seeker();
    const short = await t.mock.call('POST', '/reports', { token, body: { targetType: 'job', targetId: 'j3', category: 'fee', description: '太短' } });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'description' })]);
    const created = data<ReportCreated>(
      await t.mock.call('POST', '/reports', {
        token,
        body: { targetType: 'job', targetId: 'j3', category: 'trainingLoan', description: '面试时要求办理培训贷款，否则不予录用' },
      }),
    );
    expect(created.caseNo).toMatch(/^JB20261122\d{4}$/);
    expect(created.status).toBe('received');
    const dup = await t.mock.call('POST', '/reports', {
      token,
      body: { targetType: 'job', targetId: 'j3', category: 'fee', description: '再次举报同一个职位的收费问题' },
    });
    expect(dup.status).toBe(409);
    expect(
      (
        await t.mock.call('POST', '/reports', {
          token,
          body: { targetType: 'company', targetId: 'c9999', category: 'other', description: '这家公司不存在但我想举报它' },
        })
      ).status,
    ).toBe(404);
    const mine = data<Page<ReportCase>>(await t.mock.call('GET', '/me/reports', { token }));
    expect(mine.list[0]).toMatchObject({ caseNo: created.caseNo, targetName: t.db().recruiting.jobById.get('j3')!.title, status: 'received' });
  });

  it("refuses a recruiter's report of their own company or its jobs, and takes one of another company's", async () => {
    const token = await t.enterprise();
    const db = t.db().recruiting;
    const own = db.jobs.find((j) => j.companyId === 'c1')!;
    const other = db.jobs.find((j) => j.companyId !== 'c1')!;
    const description = '职位描述与面试时所说的工作内容不符';
    for (const target of [
      { targetType: 'job', targetId: own.id },
      { targetType: 'company', targetId: 'c1' },
    ]) {
      const refused = await t.mock.call('POST', '/reports', { token, body: { ...target, category: 'other', description } });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('OWN_COMPANY_REPORT');
    }
    expect((await t.mock.call('POST', '/reports', { token, body: { targetType: 'job', targetId: other.id, category: 'other', description } })).status).toBe(
      200,
    );
  });
});

describe('job alerts', () => {
  it('counts new matches since last opened; opening resets the count', async () => {
    const token = await t.seeker();
    const [seeded] = data<JobAlert[]>(await t.mock.call('GET', '/me/alerts', { token }));
    expect(seeded.newCount).toBeGreaterThan(0);
    const expected = t
      .db()
      .recruiting.jobs.filter(
        (j) =>
          t.isOpen(j) &&
          !j.veteransOnly &&
          j.city === 'hangzhou' &&
          [j.hay, ...j.duties, ...j.requirements].join(' ').includes('前端') &&
          j.monthMax >= 10000 &&
          j.monthMin < 50000 &&
          j.refreshedAt > Date.parse(seeded.lastOpenedAt),
      ).length;
    expect(seeded.newCount).toBe(expected);
    const opened = data<JobAlert>(await t.mock.call('POST', `/me/alerts/${seeded.id}/open`, { token }));
    expect(opened.newCount).toBe(0);
  });

  it('saves a /jobpost query (422 naming query.<field> when invalid), lists and deletes it', async () => {
    const token = await t.seeker();
    const bad = await t.mock.call('POST', '/me/alerts', { token, body: { name: '坏的', query: 'salary=abc' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'query.salary' })]);
    const alert = data<JobAlert>(
      await t.mock.call('POST', '/me/alerts', { token, body: { name: '深圳数据', query: '?keyword=数据&city=shenzhen&current=3' } }),
    );
    expect(alert).toMatchObject({ query: 'keyword=%E6%95%B0%E6%8D%AE&city=shenzhen', filters: { keyword: '数据', city: 'shenzhen' }, newCount: 0 });
    expect(data<JobAlert[]>(await t.mock.call('GET', '/me/alerts', { token }))).toHaveLength(2);
    expect((await t.mock.call('DELETE', `/me/alerts/${alert.id}`, { token })).status).toBe(200);
    expect((await t.mock.call('DELETE', `/me/alerts/${alert.id}`, { token })).status).toBe(404);
  });
});
