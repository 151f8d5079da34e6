// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary, ExchangeCard } from '../../src/contract/chat.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { ReportCase } from '../../src/contract/report.ts';
import type { ChatResult } from '../../src/contract/seeker.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import { recruiterIdOf } from '../db/recruiting/recruiterAccounts.ts';
import { certify, createCompanyPage, freshCreditCode, frontEndPost, signUpEmployer } from '../test/newEmployer.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';

/**
 * Issue 26, item 6: in a company's shared inbox the seeker must know who is writing. Every message names its
 * sender (name, title, online); the seeker's header, an exchanged phone and a report name the recruiter who
 * wrote, not the post's recruiter; a new company's recruiter is the name and title given on /perfect.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

let n = 0;
const cid = () => `identity-${++n}-${Date.now()}`;
const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const send = (token: string, id: string, text: string) => post(token, `/conversations/${id}/messages`, { clientId: cid(), text });
const summaryOf = async (token: string, id: string) =>
  data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token })).find((c) => c.id === id)!;
const thread = async (token: string, id: string) => data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${id}/messages`, { token })).list;

/** 李明's seeded conversation with the demo company, about a post whose recruiter is a seeded one (not 王芳). */
const CONVERSATION = 'conv-c1-1';

describe('who writes in a company’s shared inbox', () => {
  it('each message names its sender; the seeker’s header follows whoever of the company wrote last', async () => {
    const seeker = await t.seeker();
    const wang = await t.enterprise();
    const liu = await t.mock.login('13800000006');
    const seeded = (await thread(seeker, CONVERSATION)).find((m) => m.from === 'recruiter')!;
    const postRecruiter = t.db().recruiting.recruiters.get(t.db().conversations.get(CONVERSATION)!.recruiterId)!;
    expect(postRecruiter.name).not.toBe('王芳');
    // A seeded answer is the post's recruiter's.
    expect(seeded.sender).toMatchObject({ name: postRecruiter.name, title: postRecruiter.title, self: false });

    expect((await send(wang, CONVERSATION, '您好，我是王芳，由我来跟进')).status).toBe(200);
    let summary = await summaryOf(seeker, CONVERSATION);
    expect(summary.peer).toMatchObject({ name: '王芳', title: '招聘经理', online: true });
    expect((await thread(seeker, CONVERSATION)).at(-1)!.sender).toMatchObject({ name: '王芳', title: '招聘经理', online: true, self: false });

    expect((await send(liu, CONVERSATION, '您好，我是刘洋，补充一下面试安排')).status).toBe(200);
    summary = await summaryOf(seeker, CONVERSATION);
    expect(summary.peer).toMatchObject({ name: '刘洋', title: 'HR 专员' });
    const [byWang, byLiu] = (await thread(wang, CONVERSATION)).slice(-2);
    // The company's recruiters see which of them wrote: their own message, and a colleague's.
    expect(byWang.sender).toMatchObject({ name: '王芳', self: true });
    expect(byLiu.sender).toMatchObject({ name: '刘洋', self: false });
  });

  it('online is the last 5 minutes of activity, and a seeker who hides it is never online', async () => {
    const seeker = await t.seeker();
    const wang = await t.enterprise();
    await send(wang, CONVERSATION, '在吗？');
    await send(seeker, CONVERSATION, '在的');
    expect((await thread(wang, CONVERSATION)).at(-1)!.sender.online).toBe(true);
    t.clock.now += 10 * 60_000;
    // A colleague reads: both writers' last activity is 10 minutes old.
    const [byWang, bySeeker] = (await thread(await t.mock.login('13800000006'), CONVERSATION)).slice(-2);
    expect(byWang.sender).toMatchObject({ name: '王芳', online: false });
    expect(bySeeker.sender.online).toBe(false);
    t.db().seekerStates.get(t.db().conversations.get(CONVERSATION)!.seekerId)!.privacy.showOnline = false;
    await send(seeker, CONVERSATION, '还在吗？');
    expect((await thread(wang, CONVERSATION)).at(-1)!.sender.online).toBe(false);
  });

  it('an exchanged phone and a report name the colleague who gave it, not the post’s recruiter', async () => {
    const seeker = await t.seeker();
    const liu = await t.mock.login('13800000006');
    await send(seeker, CONVERSATION, '您好');
    await send(liu, CONVERSATION, '您好，我是刘洋');
    const card = data<ChatMessage>(await post(seeker, `/conversations/${CONVERSATION}/exchange`, { clientId: cid(), what: 'phone' }));
    const answered = data<ChatMessage>(await post(liu, `/conversations/${CONVERSATION}/cards/${card.seq}/answer`, { accept: true }));
    const seen = (await thread(seeker, CONVERSATION)).find((m) => m.seq === answered.seq)!.card as ExchangeCard;
    expect(seen.recruiterValue).toBe('13800000006');
    expect(seen.recruiterBy).toMatchObject({ name: '刘洋', title: 'HR 专员' });
    // Pending, nothing given is shown, nor who gave it.
    const pending = data<ChatMessage>(await post(liu, `/conversations/${CONVERSATION}/exchange`, { clientId: cid(), what: 'resume' }));
    expect((pending.card as ExchangeCard).recruiterBy).toBeNull();

    const report = await post(seeker, '/reports', {
      targetType: 'conversation',
      targetId: CONVERSATION,
      category: 'fee',
      description: '对方在聊天中要求先交押金才能面试',
    });
    expect(report.status).toBe(200);
    const cases = data<PageResult<ReportCase>>(await t.mock.call('GET', '/me/reports', { token: seeker }));
    expect(cases.list[0].targetName).toContain('刘洋');
  });

  it('a new company’s recruiter is the name and title given on /perfect', async () => {
    const company = '杭州云栖拾光文化传媒有限公司';
    const recruiter = await signUpEmployer(t, '13912345677', company, '孙悦');
    await createCompanyPage(t, recruiter, { shortName: '云栖拾光' });
    await certify(t, recruiter, company, freshCreditCode(77));
    const jobId = data<{ id: string }>(await post(recruiter, '/enterprise/jobs', frontEndPost())).id;
    t.clock.now += REVIEW_MS;
    const seeker = await t.seeker();
    const { conversationId } = data<ChatResult>(await post(seeker, `/jobs/${jobId}/chat`));
    const summary = await summaryOf(seeker, conversationId);
    expect(summary.peer).toMatchObject({ name: '孙悦', title: 'HR经理', subtitle: '云栖拾光' });
    await send(seeker, conversationId, '您好');
    expect((await send(recruiter, conversationId, '您好，欢迎了解')).status).toBe(200);
    expect((await thread(seeker, conversationId)).at(-1)!.sender).toMatchObject({ name: '孙悦', title: 'HR经理' });
  });
});

describe('a greeting is its sender’s (issue 26, item 26)', () => {
  it('the conversation a recruiter opens by greeting is with that recruiter, whatever the post’s recruiter', async () => {
    const wang = await t.enterprise();
    const pool = data<PageResult<TalentCard>>(await t.mock.call('GET', '/enterprise/talents?city=hangzhou', { token: wang }));
    const candidate = pool.list.find((c) => !c.greeted)!;
    const db = t.db();
    const job = db.recruiting.companyById
      .get('c1')!
      .jobIds.map((id) => db.recruiting.jobById.get(id)!)
      .find((j) => j.review === 'approved' && !j.closed && j.expiresAt > t.clock.now)!;
    expect(job.recruiterId).not.toBe(recruiterIdOf('u2'));
    const greeted = data<{ conversationId: string; created: boolean }>(await post(wang, `/enterprise/talents/${candidate.resumeId}/greet`, { jobId: job.id }));
    expect(greeted.created).toBe(true);
    const conversation = db.conversations.get(greeted.conversationId)!;
    expect(conversation.recruiterId).toBe(recruiterIdOf('u2'));

    // The candidate (signed in by SMS with the number on the resume) reads 王芳, in her words and in the header.
    const seekerUser = db.users.get(conversation.seekerId)!;
    const seeker = await t.mock.signInBySms(seekerUser.mobile);
    const summary = await summaryOf(seeker, greeted.conversationId);
    expect(summary.peer).toMatchObject({ name: '王芳', title: '招聘经理' });
    const [greeting] = await thread(seeker, greeted.conversationId);
    expect(greeting.text).toContain('王芳');
    expect(greeting.sender).toMatchObject({ name: '王芳', title: '招聘经理' });
    // The post leads to that thread: its detail and 立即沟通 answer it, not a second conversation with the post's recruiter.
    expect(data<{ conversationId: string | null }>(await t.mock.call('GET', `/jobs/${job.id}`, { token: seeker })).conversationId).toBe(greeted.conversationId);
    expect(data<ChatResult>(await post(seeker, `/jobs/${job.id}/chat`))).toEqual({ conversationId: greeted.conversationId, created: false });
    // Greeting again (any recruiter of the company, about that post) answers the same conversation.
    const again = data<{ conversationId: string; created: boolean }>(
      await post(await t.mock.login('13800000006'), `/enterprise/talents/${candidate.resumeId}/greet`, { jobId: job.id }),
    );
    expect(again).toEqual({ conversationId: greeted.conversationId, created: false });
  });
});
