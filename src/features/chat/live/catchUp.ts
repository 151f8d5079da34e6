import type { ChatMessage } from '@/contract/chat.ts';
import { MESSAGE_PAGE_MAX } from '@/contract/chatValues.ts';

/** One read of a thread's messages (the service call, or a fake in tests). */
export type ReadMessages = (query: { after?: number; limit?: number; cards?: '1' }) => Promise<{ list: ChatMessage[] }>;

/** Enough pages for any sleep the app will see; a longer absence reloads the thread instead. */
const MAX_PAGES = 20;

/**
 * What a thread missed while its live link was down: every message after the last one held, page by page
 * (a long sleep misses more than a page), and, when the thread has cards, their state now (a card answered or
 * an interview moved while away changes a message already held). `receive` merges new ones by seq, `update`
 * replaces held ones.
 */
export async function catchUp(
  read: ReadMessages,
  lastHeld: number,
  hasCards: boolean,
  receive: (list: ChatMessage[]) => void,
  update: (message: ChatMessage) => void,
) {
  let after = lastHeld;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { list } = await read({ after, limit: MESSAGE_PAGE_MAX });
    receive(list);
    if (list.length < MESSAGE_PAGE_MAX) break;
    after = list[list.length - 1].seq;
  }
  if (hasCards) (await read({ cards: '1' })).list.forEach(update);
}
