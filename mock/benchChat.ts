/**
 * Delivery benchmark of the chat (issue budget: a message reaches the other side within 1 s, median): the demo
 * seeker sends 100 messages over signed HTTP on loopback while the demo company listens on the live stream;
 * each is timed from the send to its arrival on the stream. Prints the figures, then one JSON line.
 *
 *   npm run bench:chat
 */
import type { ChatMessage, ConversationSummary } from '../src/contract/chat.ts';
import { startMock } from './test/client.ts';
import { openStream } from './test/stream.ts';

const MESSAGES = 100;
const BUDGET_MS = 1000;

// It measures delivery, not the sender's rate limit (CHAT_RATE_LIMIT): 100 messages in a row are let through.
const mock = await startMock({ limits: { chat: { max: MESSAGES, windowS: 1 } } });
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const seeker = await mock.login('13800000001');
const company = await mock.login('13800000002');
const theirs = new Set(data<ConversationSummary[]>(await mock.call('GET', '/conversations', { token: company })).map((c) => c.id));
const conversation = data<ConversationSummary[]>(await mock.call('GET', '/conversations', { token: seeker })).find((c) => theirs.has(c.id))!;
const stream = await openStream(mock.base, async () => data<{ ticket: string }>(await mock.call('POST', '/stream/ticket', { token: company })).ticket);

const times: number[] = [];
for (let i = 1; i <= MESSAGES; i++) {
  const started = performance.now();
  const clientId = `bench-${Date.now()}-${i}`;
  const text = `第 ${i} 条测试消息`;
  // The company's stream never shows the seeker's clientId (it is the sender's own key): matched by the text.
  const arrived = stream.next((e) => e.type === 'message' && e.message.text === text);
  const res = await mock.call('POST', `/conversations/${conversation.id}/messages`, { token: seeker, body: { clientId, text }, json: true });
  if (res.status !== 200) throw new Error(`send ${i} answered ${res.status}`);
  const event = await arrived;
  times.push(performance.now() - started);
  if (event.type === 'message' && (event.message as ChatMessage).seq !== data<ChatMessage>(res).seq) throw new Error('the stream delivered another message');
}
await stream.stop();
await mock.close();

times.sort((a, b) => a - b);
const round = (n: number) => Math.round(n * 1000) / 1000;
const median = round(times[Math.floor(times.length / 2)]);
const p95 = round(times[Math.floor(times.length * 0.95)]);
const max = round(times.at(-1)!);
const ok = median < BUDGET_MS;
console.log(`delivery  median ${median} ms, p95 ${p95} ms, max ${max} ms over ${MESSAGES} messages (send → the other side's stream, loopback)`);
console.log(ok ? `OK: under the ${BUDGET_MS} ms median budget` : `OVER BUDGET: median must stay under ${BUDGET_MS} ms`);
console.log(JSON.stringify({ bench: 'chat-delivery', messages: MESSAGES, medianMs: median, p95Ms: p95, maxMs: max, budgetMs: BUDGET_MS, ok }));
process.exit(ok ? 0 : 1);
