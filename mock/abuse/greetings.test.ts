// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/contract/chat.ts';
import type { ChatGreeting } from '../../src/contract/chatGreeting.ts';
import { GREETING_TEXT_MAX } from '../../src/contract/chatValues.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import type { ChatResult } from '../../src/contract/seeker.ts';
import type { TalentCard } from '../../src/contract/talent.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26, item 10: 立即沟通 sends the seeker's greeting (打招呼语, editable, can be turned off) instead of opening
 * an empty thread; a recruiter's greeting is in their name, about the chosen post, and editable before it goes.
 * And what a hostile client sends as a greeting is held to the chat's text rules.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const post = (token: string, path: string, body: Record<string, unknown> = {}) => t.mock.call('POST', path, { token, body, json: true });
const put = (token: string, body: Record<string, unknown>) => t.mock.call('PUT', '/chat/greeting', { token, body, json: true });
const greeting = async (token: string, query = '') => data<ChatGreeting>(await t.mock.call('GET', `/chat/greeting${query}`, { token }));
const thread = async (token: string, id: string) => data<{ list: ChatMessage[] }>(await t.mock.call('GET', `/conversations/${id}/messages`, { token })).list;

/** Open posts 李明 may chat about and has no conversation about yet (nor with their recruiter). */
function freshJobs() {
  const db = t.db();
  const mine = [...db.conversations.values()].filter((c) => c.seekerId === 'u1');
  const blocked = new Set(['c1', ...db.seekerStates.get('u1')!.privacy.blocked.map((b) => b.companyId)]);
  return [...db.recruiting.jobById.values()]
    .filter((j) => j.review === 'approved' && !j.closed && j.expiresAt > t.clock.now + 60_000 && !j.veteransOnly && !blocked.has(j.companyId))
    .filter((j) => !mine.some((c) => c.jobId === j.id || c.recruiterId === j.recruiterId))
    .filter((j, i, all) => all.findIndex((o) => o.recruiterId === j.recruiterId) === i)
    .map((j) => j.id);
}

describe('the seeker’s greeting (立即沟通)', () => {
  it('opens the conversation with the default greeting, then with the one saved, and sends none when turned off', async () => {
    const seeker = await t.seeker();
    const mine = await greeting(seeker);
    expect(mine).toMatchObject({ enabled: true, custom: false });
    expect(mine.text.length).toBeGreaterThan(5);

    const [a, b, c] = freshJobs();
    const first = data<ChatResult>(await post(seeker, `/jobs/${a}/chat`));
    expect(first.created).toBe(true);
    expect((await thread(seeker, first.conversationId)).map((m) => [m.from, m.text])).toEqual([['seeker', mine.text]]);
    // Asking again reuses the conversation and says nothing more.
    await post(seeker, `/jobs/${a}/chat`);
    expect(await thread(seeker, first.conversationId)).toHaveLength(1);

    const own = '您好，我有三年相关经验，\n想了解一下这个岗位 🙂';
    expect(data<ChatGreeting>(await put(seeker, { enabled: true, text: own }))).toEqual({ enabled: true, text: own, custom: true });
    const second = data<ChatResult>(await post(seeker, `/jobs/${b}/chat`));
    expect((await thread(seeker, second.conversationId))[0].text).toBe(own);

    await put(seeker, { enabled: false, text: own });
    const third = data<ChatResult>(await post(seeker, `/jobs/${c}/chat`));
    expect(await thread(seeker, third.conversationId)).toEqual([]);
  });

  it('refuses what the chat refuses, field by field', async () => {
    const seeker = await t.seeker();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ enabled: true, text: '' }, 'text'],
      [{ enabled: true, text: '   ' }, 'text'],
      [{ enabled: true, text: 'x'.repeat(GREETING_TEXT_MAX + 1) }, 'text'],
      [{ enabled: true, text: '您好\u202e伪装' }, 'text'],
      [{ enabled: true, text: '您好\u0000' }, 'text'],
      [{ enabled: 'yes', text: '您好' }, 'enabled'],
      [{ text: '您好' }, 'enabled'],
      [{ enabled: true, text: 42 }, 'text'],
    ];
    for (const [body, field] of cases) {
      const res = await put(seeker, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors?.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await greeting(seeker)).custom).toBe(false);
    expect((await t.mock.call('GET', '/chat/greeting')).status).toBe(401);
    expect((await t.mock.call('PUT', '/chat/greeting', { body: { enabled: true, text: '您好' }, json: true })).status).toBe(401);
  });
});

describe('a recruiter’s greeting (打招呼 from the talent pool)', () => {
  it('is written in the recruiter’s name about the chosen post, and goes as edited', async () => {
    const wang = await t.enterprise();
    const db = t.db();
    const own = db.recruiting.companyById
      .get('c1')!
      .jobIds.map((id) => db.recruiting.jobById.get(id)!)
      .filter((j) => j.review === 'approved' && !j.closed && j.expiresAt > t.clock.now);
    const about = await greeting(wang, `?jobId=${own[0].id}`);
    expect(about.text).toContain('王芳');
    expect(about.text).toContain(own[0].title);
    // Another company's post is not the greeting's subject.
    const other = [...db.recruiting.jobById.values()].find((j) => j.companyId !== 'c1')!;
    expect((await greeting(wang, `?jobId=${other.id}`)).text).not.toContain(other.title);
    expect((await t.mock.call('GET', '/chat/greeting?jobId=x1', { token: wang })).status).toBe(422);

    const pool = data<PageResult<TalentCard>>(await t.mock.call('GET', '/enterprise/talents?city=hangzhou', { token: wang })).list.filter((c) => !c.greeted);
    const edited = '您好，我是王芳。我们在招前端，方便时聊聊？';
    const sent = data<{ conversationId: string }>(await post(wang, `/enterprise/talents/${pool[0].resumeId}/greet`, { jobId: own[0].id, text: edited }));
    expect((await thread(wang, sent.conversationId)).map((m) => m.text)).toEqual([edited]);
    // Without a text: the recruiter's saved greeting, else the default about the post.
    const byDefault = data<{ conversationId: string }>(await post(wang, `/enterprise/talents/${pool[1].resumeId}/greet`, { jobId: own[1].id }));
    expect((await thread(wang, byDefault.conversationId))[0].text).toBe((await greeting(wang, `?jobId=${own[1].id}`)).text);

    for (const text of ['', 'x'.repeat(GREETING_TEXT_MAX + 1), '您好\u202e']) {
      const res = await post(wang, `/enterprise/talents/${pool[2].resumeId}/greet`, { jobId: own[0].id, text });
      expect(res.status, JSON.stringify(text)).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('text');
    }
    // Nothing was opened by the refused greetings.
    expect(
      data<PageResult<TalentCard>>(await t.mock.call('GET', '/enterprise/talents?city=hangzhou', { token: wang })).list.find(
        (c) => c.resumeId === pool[2].resumeId,
      )?.greeted,
    ).toBe(false);
  });
});
