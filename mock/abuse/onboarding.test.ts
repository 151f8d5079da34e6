// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPLOYER_ERROR_CODES } from '../../src/contract/codes.ts';
import type { EmployerOverview } from '../../src/contract/employerOverview.ts';
import type { InterviewView } from '../../src/contract/interview.ts';
import type { TeamView } from '../../src/contract/subAccounts.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { startMock } from '../test/client.ts';
import { companyProfile, createCompanyPage, freshCreditCode, frontEndPost, requestCertification, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';
import { openStream } from '../test/stream.ts';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/**
 * Issue 26, item 5: a recruiter new to the platform (SMS sign-up, enterprise on /perfect, no company page yet) saw
 * a red "409 … 请联系客服开通企业主页" on the employer centre and "加载失败" on /interview, though making the
 * company page is their own first step. What an employer page reads answers the honest empty result; what needs
 * the page is refused with its own code and the way forward (企业信息), never "contact support".
 */

// Each test signs up, certifies or pays over HTTP: on a loaded machine that takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
let recruiter: string;
beforeAll(async () => {
  t = await startRecruitingMock();
  recruiter = await signUpEmployer(t, '13912345611', '杭州澄明光电科技有限公司', '孙悦');
});
afterAll(() => t.mock.close());

type Res = Awaited<ReturnType<typeof t.mock.call>>;
const body = (res: Res) => res.body as { errorCode?: string; errorMessage?: string };

describe('a new recruiter before the company page exists', () => {
  it('every read an employer page makes on load answers 200', async () => {
    for (const path of [
      '/auth/current',
      '/enterprise/company',
      '/enterprise/overview',
      '/enterprise/jobs',
      '/enterprise/applicants',
      '/enterprise/interviews',
      '/enterprise/members',
      '/enterprise/membership',
      '/conversations',
      '/notifications',
      '/unread',
    ]) {
      const res = await t.mock.call('GET', path, { token: recruiter });
      expect(res.status, `${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    }
  });

  it('answers no interviews and a team of none, not another company’s', async () => {
    expect(data<InterviewView[]>(await t.mock.call('GET', '/enterprise/interviews', { token: recruiter }))).toEqual([]);
    const team = data<TeamView>(await t.mock.call('GET', '/enterprise/members', { token: recruiter }));
    expect(team.members).toEqual([]);
    expect(team.seats.used).toBe(0);
    const overview = data<EmployerOverview>(await t.mock.call('GET', '/enterprise/overview', { token: recruiter }));
    expect(overview.company.id).toBe('');
  });

  it('what needs the page is refused with COMPANY_PAGE_MISSING and the way to make it', async () => {
    const attempts: Array<[string, Res]> = [
      ['certify', await requestCertification(t, recruiter, '杭州澄明光电科技有限公司', freshCreditCode(11))],
      ['post', await t.mock.call('POST', '/enterprise/jobs', { token: recruiter, body: frontEndPost(), json: true })],
      ['draft', await t.mock.call('POST', '/enterprise/job-drafts', { token: recruiter, body: { values: { title: '前端' } }, json: true })],
      [
        'interview',
        await t.mock.call('POST', '/enterprise/interviews', {
          token: recruiter,
          body: { applicationId: 'ap-u1-3', at: '2026-12-01T02:00:00.000Z', format: 'video', place: 'https://meeting.example/x', interviewers: ['孙悦'] },
          json: true,
        }),
      ],
      [
        'sub-account',
        await t.mock.call('POST', '/enterprise/members', { token: recruiter, body: { mobile: '13912345612', name: '周宁', title: '招聘专员' }, json: true }),
      ],
    ];
    for (const [label, res] of attempts) {
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(409);
      expect(body(res).errorCode, label).toBe(EMPLOYER_ERROR_CODES.companyPageMissing);
      expect(body(res).errorMessage, label).toContain('企业信息');
      expect(body(res).errorMessage, label).not.toContain('客服');
    }
  });

  it('once the page is saved, the same steps work', async () => {
    const company = await createCompanyPage(t, recruiter);
    expect(company.id).toMatch(/^c\d+$/);
    expect((await requestCertification(t, recruiter, '杭州澄明光电科技有限公司', freshCreditCode(11))).status).toBe(200);
    expect((await t.mock.call('GET', '/enterprise/members', { token: recruiter })).status).toBe(200);
  });
});

describe('issue 26, item 15: the certification result arrives live', () => {
  it('the reviewer answers REVIEW_MS after the request and the notice is pushed, with no request in between', async () => {
    // A mock on the real clock: only a timer can answer, since nothing is requested while the test waits.
    const live = await startMock();
    try {
      const token = await live.signInBySms('13912345621');
      await live.call('POST', '/auth/perfect', {
        token,
        body: { role: 'enterprise', name: '孙悦', companyName: '杭州澄明光电科技有限公司', title: 'HR经理', email: 'hr@new-employer.example' },
      });
      expect((await live.call('PUT', '/enterprise/company', { token, body: companyProfile(), json: true })).status).toBe(200);
      const stream = await openStream(live.base, async () => data<{ ticket: string }>(await live.call('POST', '/stream/ticket', { token })).ticket);
      const upload = data<{ path: string }>(
        await live.call('POST', '/uploads', { token, body: { fileName: '营业执照.png', contentType: 'image/png', data: PNG_1PX }, json: true }),
      ).path;
      const sent = await live.call('POST', '/enterprise/company/certification', {
        token,
        body: { legalName: '杭州澄明光电科技有限公司', creditCode: freshCreditCode(21), licence: upload },
        json: true,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const started = Date.now();
      const event = await Promise.race([
        stream.next((e) => e.type === 'notification' && e.notification.category === 'review'),
        new Promise<null>((r) => setTimeout(() => r(null), REVIEW_MS + 2000)),
      ]);
      expect(event, 'no review notice on the stream within REVIEW_MS + 2 s').not.toBeNull();
      expect(Date.now() - started).toBeLessThan(REVIEW_MS + 2000);
      await stream.stop();
      expect(data<{ certification: { status: string } }>(await live.call('GET', '/enterprise/company', { token })).certification.status).toBe('verified');
    } finally {
      await live.close();
    }
  }, 15_000);
});
