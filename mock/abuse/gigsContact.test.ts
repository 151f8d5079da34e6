// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationSummary } from '../../src/contract/chat.ts';
import type { ReportCase } from '../../src/contract/report.ts';
import type { ChatResult } from '../../src/contract/seeker.ts';
import { isPublic } from '../db/gigs/records.ts';
import { gigHelpers } from '../test/gigs.ts';
import { data, START, startRecruitingMock, type Page } from '../test/recruiting.ts';

/**
 * 咨询 and 举报 on a gig, as a hostile client tries them (docs/API.md, "Tenant rules" → "Gig chat and reports"):
 * the chat about a gig opens once per worker and gig, reaches the posting company's shared inbox and no other
 * company's, is refused for an employer with no account on the platform and for the wrong role, and keeps the
 * chat's blocks; a gig is reportable like a job, never by its own company, once while a case is open.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
let h: ReturnType<typeof gigHelpers>;
beforeAll(async () => {
  t = await startRecruitingMock();
  h = gigHelpers(t);
});
afterAll(() => t.mock.close());
beforeEach(() => {
  t.clock.now = START;
  t.mock.api.reset();
});

type Res = { status: number; body: { errorCode?: string; errorMessage?: string } };
const codeOf = (res: Res) => [res.status, res.body.errorCode];

describe('咨询: a chat with the employer about a gig', () => {
  it('opens once, with the gig as the context of both sides; the company answers from its shared inbox', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const opened = await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: worker });
    expect(opened.status).toBe(200);
    const { conversationId, created } = data<ChatResult>(opened);
    expect(created).toBe(true);
    // Asking again reuses it.
    expect(data<ChatResult>(await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: worker }))).toEqual({ conversationId, created: false });

    const mine = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: worker })).find((c) => c.id === conversationId)!;
    expect(mine.gig).toEqual({ id: gig.id, title: gig.title, pay: gig.pay });
    expect(mine.job.title).toBe(gig.title);
    const theirs = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: employer })).find((c) => c.id === conversationId)!;
    expect(theirs.gig?.id).toBe(gig.id);

    const ask = await t.mock.call('POST', `/conversations/${conversationId}/messages`, {
      token: worker,
      json: true,
      body: { text: '请问需要自带工作服吗？', clientId: 'client-gig-0001' },
    });
    expect(ask.status).toBe(200);
    const answer = await t.mock.call('POST', `/conversations/${conversationId}/messages`, {
      token: employer,
      json: true,
      body: { text: '不用，现场统一发放', clientId: 'client-gig-0002' },
    });
    expect(answer.status).toBe(200);
    const thread = data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${conversationId}/messages`, { token: worker })).list;
    expect(thread.map((m) => m.from).slice(-2)).toEqual(['seeker', 'recruiter']);
  });

  it("another company never sees it (404), an employer's token gets 403, unknown and unreviewed gigs 404", async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const { conversationId } = data<ChatResult>(await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: worker }));
    const rival = await t.mock.login('13800000004');
    expect(codeOf(await t.mock.call('GET', `/conversations/${conversationId}/messages`, { token: rival }))).toEqual([404, 'NOT_FOUND']);
    expect(
      codeOf(
        await t.mock.call('POST', `/conversations/${conversationId}/messages`, {
          token: rival,
          json: true,
          body: { text: '你好', clientId: 'client-rival-0001' },
        }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
    expect(data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token: rival })).some((c) => c.id === conversationId)).toBe(false);
    expect(codeOf(await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: rival }))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await t.mock.call('POST', '/gigs/nope/chat', { token: worker }))).toEqual([404, 'NOT_FOUND']);
    // Still in review: not public, so nobody can ask about it yet.
    const pending = await t.mock.call('POST', '/enterprise/gigs', { token: employer, json: true, body: (await import('../test/gigs.ts')).gigBody() });
    expect(codeOf(await t.mock.call('POST', `/gigs/${data<{ id: string }>(pending).id}/chat`, { token: worker }))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await t.mock.call('POST', `/gigs/${gig.id}/chat`))).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('a merchant or a private employer with no account here: 409 GIG_CHAT_UNAVAILABLE, nothing opened', async () => {
    const worker = await h.newWorker();
    const gig = [...t.db().gigs.gigs.values()].find((g) => isPublic(g) && t.db().gigs.employers.get(g.employerId)!.companyId === null)!;
    const before = t.db().conversations.size;
    const res = await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: worker });
    expect(codeOf(res)).toEqual([409, 'GIG_CHAT_UNAVAILABLE']);
    expect(res.body.errorMessage).toContain('暂不支持在线咨询');
    expect(t.db().conversations.size).toBe(before);
  });

  it('a company the worker blocked (or that blocked them) cannot be asked about its gigs', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const { conversationId } = data<ChatResult>(await t.mock.call('POST', `/gigs/${gig.id}/chat`, { token: worker }));
    expect((await t.mock.call('POST', `/conversations/${conversationId}/block`, { token: worker })).status).toBe(200);
    const again = await h.postGig(employer, { title: '仓库分拣员', category: 'warehouse' });
    expect(codeOf(await t.mock.call('POST', `/gigs/${again.id}/chat`, { token: worker }))).toEqual([403, 'CHAT_BLOCKED']);
  });
});

describe('举报 a gig', () => {
  const report = (token: string, targetId: string) =>
    t.mock.call('POST', '/reports', {
      token,
      json: true,
      body: { targetType: 'gig', targetId, category: 'fee', description: '报名后要求先交两百元押金才能上岗' },
    });

  it('makes a case named after the gig, listed in 我的举报; a second one while open is 409', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    const worker = await h.newWorker();
    const res = await report(worker, gig.id);
    expect(res.status).toBe(200);
    const cases = data<Page<ReportCase>>(await t.mock.call('GET', '/me/reports', { token: worker })).list;
    expect(cases[0]).toMatchObject({ targetType: 'gig', targetId: gig.id, targetName: gig.title });
    const twice = await report(worker, gig.id);
    expect(codeOf(twice)).toEqual([409, 'DUPLICATE_REPORT']);
    expect(twice.body.errorMessage).toContain('零工');
  });

  it('its own company cannot report it (403); an unknown or unreviewed gig is 404', async () => {
    const employer = await t.enterprise();
    const gig = await h.postGig(employer);
    expect(codeOf(await report(employer, gig.id))).toEqual([403, 'OWN_COMPANY_REPORT']);
    const worker = await h.newWorker();
    expect(codeOf(await report(worker, 'g999999'))).toEqual([404, 'NOT_FOUND']);
    const pending = await t.mock.call('POST', '/enterprise/gigs', { token: employer, json: true, body: (await import('../test/gigs.ts')).gigBody() });
    expect(codeOf(await report(worker, data<{ id: string }>(pending).id))).toEqual([404, 'NOT_FOUND']);
    // Another company's recruiter may report it (a rival's abuse is still a signal).
    expect((await report(await t.mock.login('13800000004'), gig.id)).status).toBe(200);
  });
});

describe("a gig's photos", () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d40000000049454e44ae426082',
    'hex',
  );
  it('the poster uploads them (POST /uploads); once a gig lists them anyone reads them, unsigned; an unlisted upload stays private', async () => {
    const employer = await t.enterprise();
    const upload = async () =>
      data<{ path: string }>(
        await t.mock.call('POST', '/uploads', {
          token: employer,
          json: true,
          body: { fileName: '现场.png', contentType: 'image/png', data: PNG.toString('base64') },
        }),
      ).path;
    const photo = await upload();
    const unlisted = await upload();
    const gig = await h.postGig(employer, { photos: [photo] });
    const name = photo.slice('upload/'.length);
    const detail = data<{ photos: string[] }>(await t.mock.call('GET', `/gigs/${gig.id}`));
    expect(detail.photos).toEqual([`gig/${name}`]);
    // A plain fetch, as an <img> loads it: no signature, no token.
    const served = await fetch(`${t.mock.base}/media/gig/${name}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${t.mock.base}/media/gig/${unlisted.slice('upload/'.length)}`)).status).toBe(404);
    expect((await fetch(`${t.mock.base}/media/gig/0123456789abcdef01234567.png`)).status).toBe(404);
  });
});
