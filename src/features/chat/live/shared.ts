import { requestStreamTicket, streamUrl } from '@/services/chat.ts';
import { getToken } from '@/services/session.ts';
import { connectLive, type LiveHandlers, type LiveMode } from './live.ts';

/**
 * One live link per tab, shared by everything that listens (the header badge, the chat page): opened with the
 * first subscriber, closed with the last, its events and catch-up calls fanned out to each.
 */
const subscribers = new Set<LiveHandlers>();
let stop: (() => void) | null = null;
let mode: LiveMode = 'connecting';

export function subscribeLive(handlers: LiveHandlers): () => void {
  subscribers.add(handlers);
  handlers.onMode?.(mode);
  if (!stop) {
    stop = connectLive(
      {
        onEvent: (event) => subscribers.forEach((s) => s.onEvent(event)),
        onResync: () => subscribers.forEach((s) => s.onResync()),
        onMode: (next) => {
          mode = next;
          subscribers.forEach((s) => s.onMode?.(next));
        },
      },
      { ticket: requestStreamTicket, url: streamUrl, open: (url) => new EventSource(url), signedIn: () => Boolean(getToken()), target: window },
    );
  }
  return () => {
    subscribers.delete(handlers);
    if (!subscribers.size && stop) {
      stop();
      stop = null;
      mode = 'connecting';
    }
  };
}
