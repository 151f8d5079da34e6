// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../src/contract/chat.ts';
import { REVIEW_MS } from '../../src/contract/postingValues.ts';
import { startMock } from '../test/client.ts';
import { growthPost } from '../test/posts.ts';
import { data } from '../test/recruiting.ts';
import { openStream } from '../test/stream.ts';

/**
 * Issue 26.24: the reviewer's answer reaches a recruiter who only watches /position. The mock used to decide
 * reviews only when some request arrived, so a page that sent none saw 待审核 until a reload. On the real
 * clock: a post is sent, then nothing but the open stream, and the approval must arrive within 5 s.
 */
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const post = growthPost();

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

describe('review results arrive live (issue 26.24)', () => {
  it('an approval is pushed to the open stream with no other request', async () => {
    const token = await mock.login('13800000002');
    const stream = await openStream(mock.base, async () => data<{ ticket: string }>(await mock.call('POST', '/stream/ticket', { token })).ticket);
    try {
      const sent = await mock.call('POST', '/enterprise/jobs', { token, body: post, json: true });
      expect(sent.status).toBe(200);
      const started = Date.now();
      const review = (e: StreamEvent) => e.type === 'notification' && e.notification.category === 'review' && e.notification.body.includes(post.title);
      const event = await within(stream.next(review), REVIEW_MS + 5000);
      expect(event, 'no review notice on the stream').not.toBeNull();
      expect(event!.type === 'notification' && event!.notification.title).toBe('职位审核通过');
      expect(Date.now() - started).toBeLessThan(REVIEW_MS + 2000);
    } finally {
      await stream.stop();
    }
  }, 20_000);
});
