// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnJob } from '../../src/contract/applicants.ts';
import type { JobCard } from '../../src/contract/job.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { certify, createCompanyPage, freshCreditCode, frontEndPost, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * Issue 26, blocker 1: one new employer's approved post broke search for everyone, because the post pointed at a
 * recruiter record nobody had made. Every record a new user creates must be as complete as a seeded one: this
 * runs the README's new-employer path through the API, then reads every list and detail that can include its
 * post, its company or an application to it, as a visitor, a seeker and the recruiter, and expects no 5xx.
 */

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const COMPANY = '杭州澄明光电科技有限公司';

type Res = Awaited<ReturnType<typeof t.mock.call>>;
/** The answer must be a success; the message names the request and what came back instead. */
function ok<T>(label: string, res: Res): T {
  expect(res.status, `${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return data<T>(res);
}
const ids = (page: { list: Array<{ id: string }> }) => page.list.map((j) => j.id);

describe('a new employer, from sign-up to an approved post, and everyone who can see it', () => {
  let recruiter: string;
  let seeker: string;
  let jobId: string;
  let companyId: string;

  beforeAll(async () => {
    recruiter = await signUpEmployer(t, '13912345601', COMPANY, '孙悦');
    companyId = (await createCompanyPage(t, recruiter)).id;
    expect((await certify(t, recruiter, COMPANY, freshCreditCode(1))).certification.status).toBe('verified');
    jobId = ok<OwnJob>('post', await t.mock.call('POST', '/enterprise/jobs', { token: recruiter, body: frontEndPost(), json: true })).id;
    t.clock.now += REVIEW_MS;
    seeker = await t.seeker();
  });

  it('the post is open, and its card names the recruiter who signed up, as a seeded card does', async () => {
    const own = ok<OwnJob[]>('own posts', await t.mock.call('GET', '/enterprise/jobs', { token: recruiter }));
    expect(own.find((j) => j.id === jobId)?.status).toBe('open');
    const detail = ok<JobCard>('detail', await t.mock.call('GET', `/jobs/${jobId}`));
    expect(detail.recruiter).toMatchObject({ name: '孙悦', title: 'HR经理' });
    expect(detail.company).toMatchObject({ id: companyId, name: COMPANY, verified: true });
  });

  it('search: newest first, by keyword and by company name, for a visitor and a seeker', async () => {
    for (const token of [undefined, seeker, recruiter]) {
      expect(ids(ok<Page<JobCard>>('newest', await t.mock.call('GET', '/jobs?sort=newest', { token }))).slice(0, 5)).toContain(jobId);
      expect(ids(ok<Page<JobCard>>('keyword', await t.mock.call('GET', `/jobs?keyword=${encodeURIComponent('前端')}&sort=newest`, { token })))).toContain(
        jobId,
      );
      expect(ids(ok<Page<JobCard>>('company name', await t.mock.call('GET', `/jobs?keyword=${encodeURIComponent('澄明')}`, { token })))).toContain(jobId);
      ok('suggest', await t.mock.call('GET', `/search/suggest?keyword=${encodeURIComponent('前端')}`, { token }));
      ok('similar', await t.mock.call('GET', `/jobs/${jobId}/similar`, { token }));
      ok('detail', await t.mock.call('GET', `/jobs/${jobId}`, { token }));
    }
  });

  it('home and recommendations, signed in and not', async () => {
    for (const token of [undefined, seeker, recruiter]) {
      ok('home', await t.mock.call('GET', '/home', { token }));
      ok('home in 杭州', await t.mock.call('GET', '/home?city=hangzhou', { token }));
      ok('recommend', await t.mock.call('GET', '/recommend', { token }));
      ok('recommend newest', await t.mock.call('GET', '/recommend?tab=newest', { token }));
    }
    // 李明's first preference is a 前端 role in 杭州 at 15–25k: the new post is among his newest matches.
    const newest = ok<Page<JobCard>>('his newest matches', await t.mock.call('GET', '/recommend?tab=newest', { token: seeker }));
    expect(ids(newest)).toContain(jobId);
  });

  it('the company: in the list, its page and its open jobs', async () => {
    const list = ok<Page<{ id: string }>>('companies', await t.mock.call('GET', `/companies?keyword=${encodeURIComponent('澄明')}`));
    expect(ids(list)).toContain(companyId);
    ok('companies in 杭州', await t.mock.call('GET', '/companies?city=hangzhou', { token: seeker }));
    ok('company', await t.mock.call('GET', `/companies/${companyId}`, { token: seeker }));
    expect(ids(ok<Page<JobCard>>('its jobs', await t.mock.call('GET', `/companies/${companyId}/jobs`)))).toContain(jobId);
    ok('follow', await t.mock.call('POST', `/companies/${companyId}/follow`, { token: seeker }));
    ok('followed', await t.mock.call('GET', '/me/followed-companies', { token: seeker }));
  });

  it('a seeker saves, applies and talks about it; every page of his that lists it answers', async () => {
    ok('save', await t.mock.call('POST', `/jobs/${jobId}/save`, { token: seeker }));
    ok('apply', await t.mock.call('POST', `/jobs/${jobId}/apply`, { token: seeker, body: { resumeId: 'cv-u1-online' } }));
    const applications = ok<Page<{ job: { id: string } }>>('applications', await t.mock.call('GET', '/me/applications', { token: seeker }));
    expect(applications.list.map((a) => a.job.id)).toContain(jobId);
    ok('saved jobs', await t.mock.call('GET', '/me/saved-jobs', { token: seeker }));
    const chat = ok<{ conversationId: string }>('立即沟通', await t.mock.call('POST', `/jobs/${jobId}/chat`, { token: seeker }));
    const conversations = ok<Array<{ id: string; peer: { name: string } }>>('his conversations', await t.mock.call('GET', '/conversations', { token: seeker }));
    expect(conversations.find((c) => c.id === chat.conversationId)?.peer.name).toBe('孙悦');
    ok('thread', await t.mock.call('GET', `/conversations/${chat.conversationId}/messages`, { token: seeker }));
    ok(
      'send',
      await t.mock.call('POST', `/conversations/${chat.conversationId}/messages`, {
        token: seeker,
        body: { text: '您好，想了解一下这个职位', clientId: 'client-new-1' },
        json: true,
      }),
    );
    for (const path of ['/me/overview', '/me/export', '/me/resume-events', '/notifications', '/unread', '/conversations/unread'])
      ok(path, await t.mock.call('GET', path, { token: seeker }));
  });

  it('the recruiter sees the applicant, reads the resume, and greets from the talent pool about the post', async () => {
    const applicants = ok<Page<{ id: string; job: { id: string }; resumeId: string }>>(
      'applicants',
      await t.mock.call('GET', '/enterprise/applicants', { token: recruiter }),
    );
    const mine = applicants.list.find((a) => a.job.id === jobId)!;
    expect(mine).toBeDefined();
    ok('resume', await t.mock.call('GET', `/resumes/${mine.resumeId}`, { token: recruiter }));
    ok('his views', await t.mock.call('GET', '/me/resume-events', { token: seeker }));
    const pool = ok<Page<{ resumeId: string }>>('talent pool', await t.mock.call('GET', '/enterprise/talents?city=hangzhou', { token: recruiter }));
    const greeted = ok<{ conversationId: string }>(
      'greet',
      await t.mock.call('POST', `/enterprise/talents/${pool.list[0].resumeId}/greet`, { token: recruiter, body: { jobId }, json: true }),
    );
    const inbox = ok<Array<{ id: string }>>('the company inbox', await t.mock.call('GET', '/conversations', { token: recruiter }));
    expect(inbox.map((c) => c.id)).toContain(greeted.conversationId);
    for (const path of ['/enterprise/overview', '/enterprise/membership', '/enterprise/interviews', '/notifications', '/enterprise/company'])
      ok(path, await t.mock.call('GET', path, { token: recruiter }));
  });
});
