// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Applicant } from '../../src/contract/applicants.ts';
import type { Colleague } from '../../src/contract/cvActions.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { NotificationView } from '../../src/contract/notification.ts';
import type { ResumeReading } from '../../src/contract/resumeFiles.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26.11, actions where the eye is: /cv tells the employer its relation to the candidate (mark, an
 * application to invite, a conversation) so the resume offers 沟通 / 邀请面试 / 收藏 / 不合适 / 转发同事; an
 * unlocked number says it is a 隐私号; applicant cards carry the current title and company, school and pay.
 * 转发同事 is tried as a hostile client would: to itself, to another company's recruiter, a stopped
 * sub-account, an unknown id, a resume it may not read.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

/** 李明's online resume; he applied to the demo company (ap-u1-3, shortlisted) and chats with it. */
const RESUME = 'cv-u1-online';
const read = async (token: string, id = RESUME) => data<ResumeReading>(await t.mock.call('GET', `/resumes/${id}`, { token }));
const forward = (token: string, body: Record<string, unknown>, id = RESUME) => t.mock.call('POST', `/resumes/${id}/forward`, { token, body, json: true });

describe('/cv for an employer (issue 26.11)', () => {
  it("carries the company's relation: an application to invite, the conversation, and the mark as it changes", async () => {
    const token = await t.enterprise();
    const reading = await read(token);
    expect(reading.relation).toMatchObject({ applicationId: 'ap-u1-3', mark: null });
    expect(reading.relation!.conversationId).toMatch(/\S/);
    await t.mock.call('PUT', `/enterprise/talents/${RESUME}/mark`, { token, body: { mark: 'saved' }, json: true });
    expect((await read(token)).relation!.mark).toBe('saved');
    // The seeker reading their own resume gets no relation.
    expect((await read(await t.seeker())).relation).toBeNull();
  });

  it('labels an unlocked number as a 隐私号 only when it is one', async () => {
    const token = await t.enterprise();
    expect((await read(token)).phoneVirtual).toBe(false);
    const unlocked = data<ResumeReading>(await t.mock.call('POST', `/resumes/${RESUME}/unlock`, { token }));
    expect(unlocked.contactHidden).toBe(false);
    expect(unlocked.content!.basic!.phone).toMatch(/^170\d{8}$/);
    expect(unlocked.phoneVirtual).toBe(true);
    // The seeker turns the forwarding number off: the real number, no label.
    const seeker = await t.seeker();
    const privacy = data<Record<string, unknown>>(await t.mock.call('GET', '/me/privacy', { token: seeker }));
    await t.mock.call('PUT', '/me/privacy', { token: seeker, body: { ...privacy, virtualPhone: false }, json: true });
    const real = await read(token);
    expect(real.content!.basic!.phone).not.toMatch(/^170/);
    expect(real.phoneVirtual).toBe(false);
  });

  it('转发同事: lists the colleagues and tells the company inbox who is meant, linking to the resume', async () => {
    const token = await t.enterprise();
    const colleagues = data<Colleague[]>(await t.mock.call('GET', '/enterprise/colleagues', { token }));
    const liu = colleagues.find((c) => c.name === '刘洋')!;
    expect(liu).toMatchObject({ title: 'HR 专员' });
    expect(colleagues.map((c) => c.name)).not.toContain('王芳');
    const res = await forward(token, { to: liu.id, note: '前端岗位可以约一面' });
    expect(res.status).toBe(200);
    const notices = data<PageResult<NotificationView>>(
      await t.mock.call('GET', '/notifications?pageSize=50', { token: await t.mock.login('13800000006') }),
    ).list;
    const notice = notices.find((n) => n.link === `/cv?id=${RESUME}`)!;
    expect(notice.title).toContain('刘洋');
    expect(notice.body).toContain('前端岗位可以约一面');
    // The masked name the company reads, never the real one.
    expect(notice.body).not.toContain('李明');
  });

  it('refuses forwarding to oneself, another company, a stopped sub-account, an unknown id, and a resume it may not read', async () => {
    const token = await t.enterprise();
    const self = await forward(token, { to: 'u2' });
    expect(self.status).toBe(422);
    expect(self.body.errors?.[0]).toMatchObject({ field: 'to', message: '不能转发给自己' });
    for (const to of ['u4', 'u9999', 'x; drop']) {
      const res = await forward(token, { to });
      expect(res.status, to).toBe(422);
      expect(res.body.errors?.[0].field).toBe('to');
    }
    const liu = data<Colleague[]>(await t.mock.call('GET', '/enterprise/colleagues', { token })).find((c) => c.name === '刘洋')!;
    await t.mock.call('POST', `/enterprise/members/${liu.id}/disable`, { token });
    expect((await forward(token, { to: liu.id })).status).toBe(422);
    // 王婷 hides her resume from companies she did not apply to: forwarding it answers like an unknown id.
    expect((await forward(token, { to: liu.id }, 'cv-u3-online')).status).toBe(404);
    // A note that is too long, a seeker, no token.
    expect((await forward(token, { to: liu.id, note: '长'.repeat(201) })).status).toBe(422);
    expect((await forward(await t.seeker(), { to: 'u2' })).status).toBe(403);
    expect((await t.mock.call('POST', `/resumes/${RESUME}/forward`, { body: { to: 'u2' }, json: true })).status).toBe(401);
  });
});

describe('applicant cards (issue 26.11)', () => {
  it('show the current title and company, the school and the expected pay', async () => {
    const token = await t.enterprise();
    const list = data<PageResult<Applicant>>(await t.mock.call('GET', '/enterprise/applicants?pageSize=50', { token })).list;
    const li = list.find((a) => a.id === 'ap-u1-3')!;
    expect(li.candidate).toMatchObject({ school: '浙江工业大学' });
    expect(li.candidate.title).toMatch(/\S/);
    expect(li.candidate.company).toMatch(/\S/);
    expect(li.candidate.salary).toMatch(/\S/);
  });
});
