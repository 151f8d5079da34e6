import type { StreamClosed, StreamEvent } from '../../src/contract/chat.ts';

/**
 * A client of the mock's live stream for tests and the delivery benchmark: buys a ticket with a signed
 * request, opens GET /user/stream, parses the Server-Sent Events, and lets the caller wait for one.
 * `closed` resolves when the server ends the stream (not when the caller stops it).
 */
export async function openStream(base: string, buyTicket: () => Promise<string>) {
  const ticket = await buyTicket();
  const abort = new AbortController();
  const res = await fetch(`${base}/stream?ticket=${ticket}`, { signal: abort.signal });
  const events: StreamEvent[] = [];
  /** The server's last word before it ends the stream (why), if it said one. */
  let closedBecause: StreamClosed | null = null;
  let serverEnded = false;
  const waiters: Array<{ match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }> = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          serverEnded = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const line = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (!line) continue;
          const parsed = JSON.parse(line.slice(6)) as StreamEvent | StreamClosed;
          if (parsed.type === 'closed') {
            closedBecause = parsed;
            continue;
          }
          const event = parsed;
          events.push(event);
          for (const w of waiters.splice(0).filter((x) => !x.match(event) || (x.resolve(event), false))) waiters.push(w);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    ticket,
    events,
    /** Whether the server has ended the stream, and the reason it gave. */
    get ended() {
      return serverEnded;
    },
    get closedBecause() {
      return closedBecause;
    },
    /** Resolves once the server has ended the stream (true), or false after `withinMs` while it stays open. */
    closed: (withinMs = 2000) => Promise.race([pump.then(() => serverEnded), new Promise<boolean>((r) => setTimeout(() => r(serverEnded), withinMs))]),
    /** Resolves with the first event (already received or still to come) that matches. */
    next: (match: (e: StreamEvent) => boolean) =>
      new Promise<StreamEvent>((resolve) => {
        const seen = events.find(match);
        if (seen) resolve(seen);
        else waiters.push({ match, resolve });
      }),
    stop: async () => {
      abort.abort();
      await pump;
    },
  };
}
