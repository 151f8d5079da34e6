// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Applicant } from '../../src/contract/applicants.ts';
import { BLOCK_ERROR_CODES } from '../../src/contract/blockValues.ts';
import type { ChatMessage, ConversationSummary, StreamEvent } from '../../src/contract/chat.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { PrivacySettings } from '../../src/contract/privacy.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';
import { openStream } from '../test/stream.ts';

/**
 * Issue 26.12, blocks consistently: contacting a company you blocked is refused with a warning until confirmed;
 * a company the seeker blocked sees neither the application nor the chat, answered like unknown ids; a resume
 * card cannot be accepted by it; unblocking the current employer takes a second word; a chat block reaches the
 * other side's stream at once.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

/** 李明 (u1) blocked c142, his current employer; he applied to the demo company c1 (ap-u1-3) and chats with it (conv-c1-1). */
const CURRENT_EMPLOYER = 'c142';
const DEMO = 'c1';
const APPLICATION = 'ap-u1-3';
const CONVERSATION = 'conv-c1-1';
const REASON = 'skills';

const openJobOf = (companyId: string) =>
  [...t.db().recruiting.jobById.values()].find((j) => j.companyId === companyId && j.review === 'approved' && t.isOpen(j))!;
const block = (seeker: string, companyId: string) =>
  t.mock.call('POST', '/me/privacy/blocked', { token: seeker, body: { companyId, includeRelated: false }, json: true });
const blockedIds = async (seeker: string) => data<PrivacySettings>(await t.mock.call('GET', '/me/privacy', { token: seeker })).blocked.map((b) => b.company.id);

describe('contacting a company you blocked (issue 26.12)', () => {
  it('warns first: 立即沟通 and 投递 are refused with their own code, and nothing is recorded', async () => {
    const seeker = await t.seeker();
    const job = openJobOf(CURRENT_EMPLOYER);
    const before = t.db().conversations.size;
    const chat = await t.mock.call('POST', `/jobs/${job.id}/chat`, { token: seeker });
    expect(chat.status).toBe(409);
    expect(chat.body).toMatchObject({ errorCode: BLOCK_ERROR_CODES.blockedByYou });
    expect(chat.body.errorMessage).toContain('你已屏蔽该公司');
    const apply = await t.mock.call('POST', `/jobs/${job.id}/apply`, { token: seeker, body: { resumeId: 'cv-u1-online' }, json: true });
    expect(apply.status).toBe(409);
    expect(apply.body.errorCode).toBe(BLOCK_ERROR_CODES.blockedByYou);
    expect(t.db().conversations.size).toBe(before);
    expect(
      t
        .db()
        .seekerStates.get('u1')!
        .applications.some((a) => a.jobId === job.id),
    ).toBe(false);
    // A hostile flag is refused, not taken as a yes.
    expect((await t.mock.call('POST', `/jobs/${job.id}/chat`, { token: seeker, body: { unblock: 'yes' }, json: true })).status).toBe(422);
  });

  it('confirmed (unblock: true), the block is lifted and the contact goes through', async () => {
    const seeker = await t.seeker();
    const job = openJobOf('c48');
    await block(seeker, 'c48');
    expect((await t.mock.call('POST', `/jobs/${job.id}/chat`, { token: seeker })).status).toBe(409);
    const res = await t.mock.call('POST', `/jobs/${job.id}/chat`, { token: seeker, body: { unblock: true }, json: true });
    expect(res.status).toBe(200);
    expect(await blockedIds(seeker)).not.toContain('c48');
  });
});

describe('a company the seeker blocked (issue 26.12)', () => {
  it('sees neither the application nor the chat, answered like unknown ids, and nothing names the block', async () => {
    const seeker = await t.seeker();
    const recruiter = await t.enterprise();
    expect((await block(seeker, DEMO)).status).toBe(200);
    const applicants = data<PageResult<Applicant>>(await t.mock.call('GET', '/enterprise/applicants?pageSize=50', { token: recruiter })).list;
    expect(applicants.map((a) => a.id)).not.toContain(APPLICATION);
    const conversations = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: recruiter }));
    expect(conversations.map((c) => c.id)).not.toContain(CONVERSATION);
    const thread = await t.mock.call('GET', `/conversations/${CONVERSATION}/messages`, { token: recruiter });
    const unknown = await t.mock.call('GET', '/conversations/conv-c1-999/messages', { token: recruiter });
    expect(thread.status).toBe(404);
    expect(thread.body.errorMessage).toBe(unknown.body.errorMessage);
    const move = await t.mock.call('POST', `/enterprise/applicants/${APPLICATION}/status`, {
      token: recruiter,
      body: { status: 'rejected', reason: REASON },
      json: true,
    });
    const moveUnknown = await t.mock.call('POST', '/enterprise/applicants/ap-x-1/status', {
      token: recruiter,
      body: { status: 'rejected', reason: REASON },
      json: true,
    });
    expect(move.status).toBe(404);
    expect(move.body.errorMessage).toBe(moveUnknown.body.errorMessage);
    // The seeker still has both; unblocked, the company sees them again.
    expect(data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: seeker })).map((c) => c.id)).toContain(CONVERSATION);
    await t.mock.call('DELETE', `/me/privacy/blocked/${DEMO}`, { token: seeker });
    expect(data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: recruiter })).map((c) => c.id)).toContain(CONVERSATION);
  });

  it('cannot accept a resume card sent before the block (privacy block or chat block)', async () => {
    const seeker = await t.seeker();
    const recruiter = await t.enterprise();
    const card = data<ChatMessage>(
      await t.mock.call('POST', `/conversations/${CONVERSATION}/exchange`, { token: seeker, body: { clientId: 'blk-card-1', what: 'resume' }, json: true }),
    );
    expect(card.card).toMatchObject({ type: 'exchange', what: 'resume' });
    const answer = () =>
      t.mock.call('POST', `/conversations/${CONVERSATION}/cards/${card.seq}/answer`, { token: recruiter, body: { accept: true }, json: true });
    await block(seeker, DEMO);
    expect((await answer()).status).toBe(404);
    await t.mock.call('DELETE', `/me/privacy/blocked/${DEMO}`, { token: seeker });
    await t.mock.call('POST', `/conversations/${CONVERSATION}/block`, { token: seeker });
    const chatBlocked = await answer();
    expect(chatBlocked.status).toBe(403);
    expect(chatBlocked.body.errorMessage).not.toContain('屏蔽');
  });
});

describe('unblocking the current employer (issue 26.12)', () => {
  it('asks for confirmation; another company is unblocked at once', async () => {
    const seeker = await t.seeker();
    const first = await t.mock.call('DELETE', `/me/privacy/blocked/${CURRENT_EMPLOYER}`, { token: seeker });
    expect(first.status).toBe(409);
    expect(first.body.errorCode).toBe(BLOCK_ERROR_CODES.currentEmployer);
    expect(await blockedIds(seeker)).toContain(CURRENT_EMPLOYER);
    expect((await t.mock.call('DELETE', `/me/privacy/blocked/${CURRENT_EMPLOYER}?confirm=yes`, { token: seeker })).status).toBe(422);
    expect((await t.mock.call('DELETE', `/me/privacy/blocked/${CURRENT_EMPLOYER}?confirm=1`, { token: seeker })).status).toBe(200);
    expect(await blockedIds(seeker)).not.toContain(CURRENT_EMPLOYER);
    await block(seeker, 'c48');
    expect((await t.mock.call('DELETE', '/me/privacy/blocked/c48', { token: seeker })).status).toBe(200);
  });
});

describe('a chat block reaches the other side live (issue 26.12)', () => {
  it("the recruiter's stream hears the block and its end, naming the conversations", async () => {
    const seeker = await t.seeker();
    const recruiter = await t.enterprise();
    const stream = await openStream(
      t.mock.base,
      async () => data<{ ticket: string }>(await t.mock.call('POST', '/stream/ticket', { token: recruiter })).ticket,
    );
    try {
      await t.mock.call('POST', `/conversations/${CONVERSATION}/block`, { token: seeker });
      const blocked = (await stream.next((e) => e.type === 'block')) as Extract<StreamEvent, { type: 'block' }>;
      expect(blocked).toMatchObject({ blockedBy: 'seeker' });
      expect(blocked.conversationIds).toContain(CONVERSATION);
      await t.mock.call('DELETE', `/conversations/${CONVERSATION}/block`, { token: seeker });
      const lifted = await stream.next((e) => e.type === 'block' && e.blockedBy === null);
      expect(lifted).toMatchObject({ blockedBy: null });
    } finally {
      await stream.stop();
    }
  });
});
