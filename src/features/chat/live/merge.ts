import type { ChatMessage } from '@/contract/chat.ts';

/**
 * Folds messages into a thread: one copy per seq, in seq order. The same message can arrive twice (the stream
 * and the answer to a send, or a catch-up after a reconnect overlapping what the stream delivered); seq makes
 * that harmless.
 */
export function mergeMessages(thread: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return thread as ChatMessage[];
  const bySeq = new Map(thread.map((m) => [m.seq, m]));
  let changed = false;
  for (const m of incoming) {
    if (!bySeq.has(m.seq)) {
      bySeq.set(m.seq, m);
      changed = true;
    }
  }
  return changed ? [...bySeq.values()].sort((a, b) => a.seq - b.seq) : (thread as ChatMessage[]);
}

/** A message that changed after it was sent (a card answered): replaces the copy with its seq, if held. */
export function replaceMessage(thread: readonly ChatMessage[], changed: ChatMessage): ChatMessage[] {
  const i = thread.findIndex((m) => m.seq === changed.seq);
  if (i < 0) return thread as ChatMessage[];
  const next = thread.slice();
  next[i] = changed;
  return next;
}

/** The highest seq held, the point a catch-up starts after. */
export const lastSeq = (thread: readonly ChatMessage[]) => thread.at(-1)?.seq ?? 0;

/** Whether a thread has a hole (a seq missing between its first and last): then it must be fetched again. */
export const hasGap = (thread: readonly ChatMessage[]) => thread.some((m, i) => i > 0 && m.seq !== thread[i - 1].seq + 1);
