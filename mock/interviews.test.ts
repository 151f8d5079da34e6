// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Applicant } from '../src/contract/applicants.ts';
import type { InterviewView } from '../src/contract/interview.ts';
import type { Application } from '../src/contract/seeker.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const list = async (token: string) => data<InterviewView[]>(await t.mock.call('GET', '/enterprise/interviews', { token }));
const invite = (token: string, body: Record<string, unknown>) => t.mock.call('POST', '/enterprise/interviews', { token, body, json: true });

describe('interviews', () => {
  it('the demo company has a coming interview and two past ones with feedback', async () => {
    const all = await list(await t.enterprise());
    expect(all.filter((i) => i.status === 'done' && i.feedback?.result === 'pass')).toHaveLength(2);
    expect(all.some((i) => i.status === 'accepted' && Date.parse(i.at) > t.clock.now)).toBe(true);
    // Candidates are masked as on /cv.
    expect(all.every((i) => /(先生|女士)$/.test(i.candidate.name))).toBe(true);
  });

  it('invites 李明, refuses a clash for the same interviewer, he accepts; held, evaluated pass, next round', async () => {
    const enterprise = await t.enterprise();
    const seeker = await t.seeker();
    const at = t.clock.now + 3 * DAY;
    const body = {
      applicationId: 'ap-u1-3',
      at: iso(at),
      format: 'video',
      place: 'https://meeting.example/jucai-123',
      interviewers: ['王芳', '周航'],
      notes: '请提前 5 分钟进入会议',
    };
    const invited = data<InterviewView>(await invite(enterprise, body));
    expect(invited).toMatchObject({ round: 1, status: 'invited', applicationStatus: 'interviewing', candidate: { name: '李先生' } });
    // 王芳 is busy then: another candidate half an hour later is refused.
    const other = data<Page<Applicant>>(await t.mock.call('GET', '/enterprise/applicants?status=shortlisted', { token: enterprise })).list.find(
      (a) => a.id !== 'ap-u1-3',
    )!;
    const clash = await invite(enterprise, { ...body, applicationId: other.id, at: iso(at + HOUR / 2), interviewers: ['王芳'] });
    expect(clash.status).toBe(409);
    expect(clash.body.errorMessage).toContain('王芳');
    expect((await invite(enterprise, { ...body, applicationId: other.id, at: iso(at + HOUR / 2), interviewers: ['陈晨'] })).status).toBe(200);

    await t.mock.call('POST', '/me/applications/ap-u1-3/interview', { token: seeker, body: { response: 'accepted' } });
    expect((await list(enterprise)).find((i) => i.id === invited.id)!.status).toBe('accepted');
    expect((await t.mock.call('POST', `/enterprise/interviews/${invited.id}/checkin`, { token: enterprise })).status).toBe(409);

    t.clock.now = at + 10 * 60_000;
    const token = await t.enterprise();
    expect(data<InterviewView>(await t.mock.call('POST', `/enterprise/interviews/${invited.id}/checkin`, { token })).status).toBe('checkedIn');
    const done = data<InterviewView>(
      await t.mock.call('POST', `/enterprise/interviews/${invited.id}/feedback`, {
        token,
        body: { result: 'pass', score: 4, comment: '前端基础扎实' },
        json: true,
      }),
    );
    expect(done).toMatchObject({ status: 'done', feedback: { result: 'pass', score: 4 } });
    const second = data<InterviewView>(await invite(token, { ...body, at: iso(t.clock.now + 2 * DAY) }));
    expect(second.round).toBe(2);
    const mine = data<Page<Application>>(await t.mock.call('GET', '/me/applications?pageSize=20', { token: await t.seeker() })).list.find(
      (a) => a.id === 'ap-u1-3',
    )!;
    expect(mine.interviewResponse).toBe('pending');
  });

  it('reschedules (asking the seeker again), cancels with a reason, and hides other companies', async () => {
    const enterprise = await t.enterprise();
    const invited = data<InterviewView>(
      await invite(enterprise, {
        applicationId: 'ap-u1-3',
        at: iso(t.clock.now + 2 * DAY),
        format: 'onsite',
        place: '滨江区世纪大道205号20层',
        interviewers: ['王芳'],
      }),
    );
    const moved = data<InterviewView>(
      await t.mock.call('PUT', `/enterprise/interviews/${invited.id}/time`, { token: enterprise, body: { at: iso(t.clock.now + 4 * DAY) }, json: true }),
    );
    expect(moved.status).toBe('invited');
    // The same time again is no new time: refused on the field, and the seeker is not asked again (issue 26.14).
    const same = await t.mock.call('PUT', `/enterprise/interviews/${invited.id}/time`, { token: enterprise, body: { at: moved.at }, json: true });
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ errors: [{ field: 'at', message: '新时间与原定时间相同，请选择另一个时间' }] });
    expect(
      (await t.mock.call('PUT', `/enterprise/interviews/${invited.id}/time`, { token: enterprise, body: { at: iso(t.clock.now + 90 * DAY) }, json: true }))
        .status,
    ).toBe(409);
    const other = await t.mock.login('13800000004');
    expect(
      (await t.mock.call('POST', `/enterprise/interviews/${invited.id}/cancel`, { token: other, body: { reason: '岗位已招满' }, json: true })).status,
    ).toBe(404);
    expect(
      data<InterviewView>(
        await t.mock.call('POST', `/enterprise/interviews/${invited.id}/cancel`, { token: enterprise, body: { reason: '岗位已招满' }, json: true }),
      ).status,
    ).toBe('cancelled');
    expect((await t.mock.call('GET', '/enterprise/interviews', { token: await t.seeker() })).status).toBe(403);
  });
});
