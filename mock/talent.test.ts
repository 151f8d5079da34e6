// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentCard } from '../src/contract/talent.ts';
import { TALENT_POOL_SIZE } from './db/recruiting/talentPool.ts';
import { DAILY_GREETING_CAP } from '../src/contract/chat.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const search = async (token: string, query = '') => data<Page<TalentCard>>(await t.mock.call('GET', `/enterprise/talents?pageSize=50&${query}`, { token }));

describe('the talent pool', () => {
  it(`seeds ${TALENT_POOL_SIZE} plausible resumes: titles, years, education and pay that agree, dated in the past`, () => {
    const db = t.db();
    const pool = [...db.seekerStates.entries()].filter(([id]) => !['u1', 'u3'].includes(id));
    expect(pool.length).toBeGreaterThanOrEqual(TALENT_POOL_SIZE);
    for (const [, state] of pool.slice(0, 300)) {
      const content = state.onlineResumes['zh-CN']!.content;
      const basic = content.basic!;
      expect(basic.birthMonth < '2008-01').toBe(true);
      for (const w of content.work) expect(w.start >= (basic.workStart ?? '9999')).toBe(true);
      expect(state.onlineResumes['zh-CN']!.updatedAt).toBeLessThan(db.createdAt);
    }
    expect(pool.filter(([, s]) => s.privacy.visibility === 'hidden').length).toBeGreaterThan(20);
    expect(pool.filter(([, s]) => s.privacy.blocked.length).length).toBeGreaterThan(20);
  });

  it('filters by keyword, city, education and experience, masked, never by gender', async () => {
    const token = await t.enterprise();
    const page = await search(token, 'keyword=Java&city=beijing&education=bachelor&experience=3-5');
    expect(page.total).toBeGreaterThan(0);
    for (const c of page.list) {
      expect(c.city).toBe('beijing');
      expect(['bachelor', 'master', 'doctor']).toContain(c.education);
      expect(c.years).toBeGreaterThanOrEqual(3);
      expect(c.name).toMatch(/(先生|女士)$/);
    }
    // "Java" is a word of its own: a JavaScript-only frontend engineer is not a match.
    expect(page.list.every((c) => !c.title.includes('前端') || c.skills.includes('Java'))).toBe(true);
  });

  it('leaves out hidden and applied-only resumes, and every seeker who blocked the searching company', async () => {
    const db = t.db();
    const visible = (token: string, query: string) => search(token, query).then((p) => p.list.map((c) => c.resumeId));
    expect(await visible(await t.enterprise(), 'keyword=前端&city=hangzhou')).toContain('cv-u1-online');
    expect(await visible(await t.mock.login('13800000004'), 'keyword=前端&city=hangzhou')).not.toContain('cv-u1-online');
    const all = await search(await t.enterprise());
    const ids = new Set<string>();
    for (let current = 1; current <= Math.ceil(all.total / 50); current++)
      (await search(await t.enterprise(), `current=${current}`)).list.forEach((c) => ids.add(c.resumeId));
    for (const [id, state] of db.seekerStates) {
      const resumeId = state.resumes.find((r) => r.kind === 'online')?.id;
      if (resumeId && state.privacy.visibility !== 'public') expect(ids.has(resumeId), id).toBe(false);
      if (resumeId && state.privacy.blocked.some((b) => b.companyId === 'c1')) expect(ids.has(resumeId), id).toBe(false);
    }
  });

  it('saves and dismisses candidates per company: a dismissed one leaves the searches, 我的标记 lists both, and clearing restores', async () => {
    const token = await t.enterprise();
    const mark = (resumeId: string, body: Record<string, unknown>, as = token) =>
      t.mock.call('PUT', `/enterprise/talents/${resumeId}/mark`, { token: as, body, json: true });
    const [first, second] = (await search(token, 'city=shanghai')).list;
    expect((await mark(first.resumeId, { mark: 'maybe' })).status).toBe(422);
    expect(data(await mark(first.resumeId, { mark: 'saved' }))).toEqual({ mark: 'saved' });
    expect(data(await mark(second.resumeId, { mark: 'dismissed' }))).toEqual({ mark: 'dismissed' });
    const ids = async (query: string, as = token) => (await search(as, query)).list.map((c) => c.resumeId);
    expect(await ids('city=shanghai')).not.toContain(second.resumeId);
    expect((await search(token, 'city=shanghai')).list.find((c) => c.resumeId === first.resumeId)?.mark).toBe('saved');
    expect(await ids('marked=saved')).toEqual([first.resumeId]);
    expect(await ids('marked=dismissed')).toEqual([second.resumeId]);
    // Another company's pool is its own.
    expect(await ids('city=shanghai', await t.mock.login('13800000004'))).toContain(second.resumeId);
    await mark(second.resumeId, { mark: null });
    expect(await ids('city=shanghai')).toContain(second.resumeId);
    // A resume the company may not see answers like an unknown one.
    expect((await mark('cv-u1-online', { mark: 'saved' }, await t.mock.login('13800000004'))).status).toBe(404);
  });

  it('greeting starts one conversation about an open job of the company; the card then says so', async () => {
    const token = await t.enterprise();
    const greet = (resumeId: string, jobId: string) => t.mock.call('POST', `/enterprise/talents/${resumeId}/greet`, { token, body: { jobId }, json: true });
    const candidate = (await search(token, 'city=chengdu')).list.find((c) => !c.greeted)!;
    const own = t.db().recruiting.jobs.find((j) => j.companyId === 'c1' && t.isOpen(j))!;
    const closed = t
      .db()
      .recruiting.companyById.get('c1')!
      .jobIds.map((id) => t.db().recruiting.jobById.get(id)!)
      .find((j) => j.closed)!;
    const other = t.db().recruiting.jobs.find((j) => j.companyId !== 'c1' && t.isOpen(j))!;
    for (const jobId of [closed.id, other.id, 'nope']) expect((await greet(candidate.resumeId, jobId)).body.errors?.[0].field).toBe('jobId');
    const first = data<{ conversationId: string; created: boolean }>(await greet(candidate.resumeId, own.id));
    expect(first.created).toBe(true);
    expect(t.db().conversations.get(first.conversationId)).toMatchObject({ jobId: own.id, startedBy: 'recruiter' });
    // The greeting is the conversation's first message, from the recruiter, naming the job.
    const thread = data<{ list: Array<{ from: string; text: string }> }>(
      await t.mock.call('GET', `/conversations/${first.conversationId}/messages`, { token }),
    );
    expect(thread.list).toHaveLength(1);
    expect(thread.list[0].from).toBe('recruiter');
    expect(thread.list[0].text).toContain(own.title);
    expect(data<{ conversationId: string; created: boolean }>(await greet(candidate.resumeId, own.id))).toEqual({
      conversationId: first.conversationId,
      created: false,
    });
    expect((await search(token, 'city=chengdu')).list.find((c) => c.resumeId === candidate.resumeId)?.greeted).toBe(true);
  });

  it(`a company opens at most ${DAILY_GREETING_CAP} new conversations a day; the cap says so (429)`, async () => {
    const token = await t.enterprise();
    const own = t.db().recruiting.jobs.find((j) => j.companyId === 'c1' && t.isOpen(j))!;
    const fresh = (await search(token)).list.filter((c) => !c.greeted);
    const pageTwo = (await search(token, 'current=2')).list.filter((c) => !c.greeted);
    const candidates = [...fresh, ...pageTwo];
    let capped: { status: number; body: { errorCode?: string } } | null = null;
    for (const c of candidates) {
      const res = await t.mock.call('POST', `/enterprise/talents/${c.resumeId}/greet`, { token, body: { jobId: own.id }, json: true });
      if (res.status !== 200) {
        capped = res;
        break;
      }
    }
    expect(capped).toMatchObject({ status: 429, body: { errorCode: 'GREETING_CAP' } });
    // The next day the count starts again.
    t.clock.now += 24 * 3600_000;
    const next = candidates.at(-1)!;
    expect(
      (await t.mock.call('POST', `/enterprise/talents/${next.resumeId}/greet`, { token: await t.enterprise(), body: { jobId: own.id }, json: true })).status,
    ).toBe(200);
  });

  it('a seeker gets 403', async () => {
    expect((await t.mock.call('GET', '/enterprise/talents', { token: await t.seeker() })).status).toBe(403);
  });
});
