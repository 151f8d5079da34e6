// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnJob } from '../../src/contract/applicants.ts';
import type { OwnJobForm } from '../../src/contract/posting.ts';
import type { JobCard } from '../../src/contract/job.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import { placeOfPosition } from '../../src/dicts/jobPositions.ts';
import { certify, createCompanyPage, freshCreditCode, frontEndPost, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 26, item 9: three-level job categories (技术 › 前端/移动开发 › 前端开发工程师). A post's `position` must be
 * one of its category's; the job search and the talent pool filter by subcategory and position; a NEW employer's
 * post is found by the filter like a seeded one.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

type Errors = { errorCode?: string; errors?: Array<{ field: string; message: string }> };
const reasons = (res: { body: Errors }) => Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));
const search = async (query: string) => data<Page<JobCard>>(await t.mock.call('GET', `/jobs?pageSize=50&${query}`));

describe('a post’s position', () => {
  let recruiter: string;
  let jobId: string;

  beforeAll(async () => {
    recruiter = await signUpEmployer(t, '13912345671', '杭州澄明光电科技有限公司', '孙悦');
    await createCompanyPage(t, recruiter);
    expect((await certify(t, recruiter, '杭州澄明光电科技有限公司', freshCreditCode(7))).certification.status).toBe('verified');
  });

  it('a position of another category is refused with 422 and a reason on `position`', async () => {
    const res = await t.mock.call('POST', '/enterprise/jobs', { token: recruiter, body: frontEndPost({ position: 'nurse' }), json: true });
    expect(res.status).toBe(422);
    expect(reasons(res as { body: Errors }).position).toMatch(/不属于该职位类别/);
  });

  it('an unknown position, a number or an object is a 422 on `position`, never a 500', async () => {
    for (const position of ['frontend', '前端开发工程师<script>', 42, { id: 'frontendDev' }, ['frontendDev']]) {
      const res = await t.mock.call('POST', '/enterprise/jobs', { token: recruiter, body: frontEndPost({ position }), json: true });
      expect(res.status, JSON.stringify(position)).toBe(422);
      expect(reasons(res as { body: Errors }).position).toBeTruthy();
    }
  });

  it('editing an open post to a position outside its category is refused too', async () => {
    const created = await t.mock.call('POST', '/enterprise/jobs', { token: recruiter, body: frontEndPost({ position: 'frontendDev' }), json: true });
    expect(created.status).toBe(200);
    jobId = data<OwnJob>(created).id;
    const res = await t.mock.call('PUT', `/enterprise/jobs/${jobId}`, { token: recruiter, body: frontEndPost({ position: 'cook' }), json: true });
    expect(res.status).toBe(422);
    expect(reasons(res as { body: Errors }).position).toBeTruthy();
    const form = data<OwnJobForm>(await t.mock.call('GET', `/enterprise/jobs/${jobId}`, { token: recruiter }));
    expect(form.values.position).toBe('frontendDev');
  });

  it('the filters return only matching posts, the new employer’s approved post among them', async () => {
    t.clock.now += REVIEW_MS;
    const byPosition = await search('category=tech&position=frontendDev');
    expect(byPosition.total).toBeGreaterThan(5);
    expect(byPosition.list.map((j) => j.id)).toContain(jobId);
    const db = t.db().recruiting.jobById;
    for (const card of byPosition.list) expect(db.get(card.id)!.position).toBe('frontendDev');

    const bySub = await search('category=tech&subcategory=frontendMobile');
    expect(bySub.total).toBeGreaterThan(byPosition.total);
    for (const card of bySub.list) expect(placeOfPosition(db.get(card.id)!.position)?.subcategory).toBe('frontendMobile');
    expect(new Set(bySub.list.map((c) => db.get(c.id)!.position)).size).toBeGreaterThan(1);
    // A position under another category than the one chosen matches nothing rather than everything.
    expect((await search('category=sales&position=frontendDev')).total).toBe(0);
  });

  it('a post without a chosen position gets the one its title names', async () => {
    const res = await t.mock.call('POST', '/enterprise/jobs', {
      token: recruiter,
      body: frontEndPost({ title: 'Android开发工程师', district: 'hangzhou-xihu', address: '文三路90号东部软件园' }),
      json: true,
    });
    expect(res.status).toBe(200);
    expect(t.db().recruiting.jobById.get(data<OwnJob>(res).id)!.position).toBe('androidDev');
  });

  it('unknown filter values are a 422 with the filter’s name, not an empty list or a 500', async () => {
    for (const query of ['position=frontend', 'subcategory=nope', 'position=1&position=2']) {
      const res = await t.mock.call('GET', `/jobs?${query}`);
      expect(res.status, query).toBe(422);
    }
  });
});

describe('the talent pool by wanted position', () => {
  it('returns only seekers whose 求职期望 is that position', async () => {
    const token = await t.enterprise();
    const get = async (query: string) => data<Page<TalentCard>>(await t.mock.call('GET', `/enterprise/talents?pageSize=50&${query}`, { token }));
    const all = await get('');
    const tech = await get('category=tech');
    const front = await get('category=tech&subcategory=frontendMobile&position=frontendDev');
    expect(tech.total).toBeGreaterThan(front.total);
    expect(front.total).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(tech.total);
    const states = t.db().seekerStates;
    for (const card of front.list) {
      const state = [...states.values()].find((s) => s.resumes.some((r) => r.id === card.resumeId))!;
      expect(state.onlineResumes['zh-CN']!.content.preferences.some((p) => p.category === 'tech' && /前端|Web|H5/i.test(p.title))).toBe(true);
    }
  });
});
