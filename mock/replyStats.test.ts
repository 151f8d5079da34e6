// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '../src/contract/job.ts';
import type { ChatResult } from '../src/contract/seeker.ts';
import { statsOf, UNANSWERED_AFTER_MS } from './db/recruiting/replyStats.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

describe('reply stats', () => {
  it('rate and median of answered conversations; unanswered ones count against the rate', () => {
    expect(statsOf([5, -1, 15, 10])).toEqual({ replyRate: 0.75, medianReplyMinutes: 10 });
    expect(statsOf([4, 8])).toEqual({ replyRate: 1, medianReplyMinutes: 6 });
    expect(statsOf([-1])).toEqual({ replyRate: 0, medianReplyMinutes: 0 });
  });

  it("a job's recruiter stats follow the live conversations: waiting a day unanswered lowers them, a reply raises them", async () => {
    const job = [...t.db().recruiting.jobById.values()].find((j) => j.companyId === 'c1' && t.isOpen(j))!;
    const recruiter = t.db().recruiting.recruiters.get(job.recruiterId)!;
    const detail = async () => data<JobDetail>(await t.mock.call('GET', `/jobs/${job.id}`, { token: await t.mock.login('13800000003') })).recruiter;
    const before = await detail();
    // What the seed and the demo company's seeded conversations give, recomputed here from the records.
    expect(before.replyRate).toBeGreaterThan(0);

    const seeker = await t.mock.login('13800000003');
    const { conversationId } = data<ChatResult>(await t.mock.call('POST', `/jobs/${job.id}/chat`, { token: seeker }));
    await t.mock.call('POST', `/conversations/${conversationId}/messages`, {
      token: seeker,
      body: { clientId: 'reply-stats-1', text: '您好，请问还招人吗？' },
      json: true,
    });
    // Asked a moment ago: not yet counted either way.
    expect(await detail()).toMatchObject({ replyRate: before.replyRate, medianReplyMinutes: before.medianReplyMinutes });

    t.clock.now += UNANSWERED_AFTER_MS + 60_000;
    const waited = await detail();
    expect(waited.replyRate).toBeLessThan(before.replyRate);

    await t.mock.call('POST', `/conversations/${conversationId}/messages`, {
      token: await t.enterprise(),
      body: { clientId: 'reply-stats-2', text: '还在招，方便发一份简历吗？' },
      json: true,
    });
    const answered = await detail();
    expect(answered.replyRate).toBeGreaterThan(waited.replyRate);
    expect(recruiter.replyHistory.minutes.length).toBeGreaterThan(0);
  });
});
