import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamClosed, StreamEvent } from '@/contract/chat.ts';
import { connectLive, POLL_MS, REOPEN_WHILE_POLLING_MS, RETRY_DELAYS_MS, type LiveMode } from './live.ts';

class FakeSource {
  static all: FakeSource[] = [];
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  listeners = new Map<string, (ev: MessageEvent) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, l: (ev: MessageEvent) => void) {
    this.listeners.set(type, l);
  }
  close() {
    this.closed = true;
  }
  emit(event: StreamEvent | StreamClosed) {
    this.listeners.get(event.type)!({ data: JSON.stringify(event) } as MessageEvent);
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(ticketFails = () => false, signedIn?: () => boolean) {
  let n = 0;
  const tickets = vi.fn();
  const events: StreamEvent[] = [];
  const modes: LiveMode[] = [];
  const resync = vi.fn();
  const stop = connectLive(
    { onEvent: (e) => events.push(e), onResync: resync, onMode: (m) => modes.push(m) },
    {
      ticket: () => {
        tickets();
        return ticketFails() ? Promise.reject(new Error('offline')) : Promise.resolve({ ticket: `t${++n}`, expiresIn: 30 });
      },
      url: (t) => `/user/stream?ticket=${t}`,
      open: (url) => new FakeSource(url) as never,
      signedIn,
    },
  );
  return { events, modes, resync, stop, tickets, latest: () => FakeSource.all.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe('connectLive', () => {
  it('opens with a fresh ticket, catches up on open, and passes events on', async () => {
    const live = setup();
    await flush();
    expect(live.latest().url).toBe('/user/stream?ticket=t1');
    live.latest().onopen!(new Event('open'));
    expect(live.modes).toEqual(['connecting', 'live']);
    expect(live.resync).toHaveBeenCalledTimes(1);
    live.latest().emit({ type: 'read', conversationId: 'c1', side: 'seeker', seq: 3 });
    expect(live.events).toHaveLength(1);
    live.stop();
    expect(live.latest().closed).toBe(true);
  });

  it('reopens after a drop with a new ticket, and catches up again', async () => {
    const live = setup();
    await flush();
    live.latest().onopen!(new Event('open'));
    live.latest().onerror!(new Event('error'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(FakeSource.all).toHaveLength(2);
    expect(live.latest().url).toBe('/user/stream?ticket=t2');
    live.latest().onopen!(new Event('open'));
    expect(live.resync).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('polls while the stream cannot be opened, and stops polling once it can', async () => {
    let offline = true;
    const live = setup(() => offline);
    await flush();
    for (const delay of RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    expect(live.modes.at(-1)).toBe('polling');
    const before = live.resync.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(live.resync.mock.calls.length).toBe(before + 2);
    offline = false;
    await vi.advanceTimersByTimeAsync(15_000);
    live.latest().onopen!(new Event('open'));
    expect(live.modes.at(-1)).toBe('live');
    const afterOpen = live.resync.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(live.resync.mock.calls.length).toBe(afterOpen);
    live.stop();
  });

  it('the server ending the stream with the session reopens at once (the ticket then tells the app it is signed out)', async () => {
    const live = setup();
    await flush();
    live.latest().onopen!(new Event('open'));
    live.latest().emit({ type: 'closed', reason: 'sessionEnded' });
    expect(FakeSource.all[0].closed).toBe(true);
    await flush();
    expect(FakeSource.all).toHaveLength(2);
    live.stop();
  });

  it('a tab that signed out itself does not buy a ticket when the server then ends the stream', async () => {
    let signedIn = true;
    const live = setup(undefined, () => signedIn);
    await flush();
    live.latest().onopen!(new Event('open'));
    // Signing out clears the token first; the listeners unmount in the render after, the server closes meanwhile.
    signedIn = false;
    live.latest().emit({ type: 'closed', reason: 'sessionEnded' });
    await vi.advanceTimersByTimeAsync(REOPEN_WHILE_POLLING_MS);
    expect(live.tickets).toHaveBeenCalledTimes(1);
    expect(FakeSource.all).toHaveLength(1);
    live.stop();
  });

  it('a stream closed as the oldest of the user’s polls and does not reopen by itself (no tug of war between tabs)', async () => {
    const live = setup();
    await flush();
    live.latest().onopen!(new Event('open'));
    live.latest().emit({ type: 'closed', reason: 'superseded' });
    expect(FakeSource.all[0].closed).toBe(true);
    expect(live.modes.at(-1)).toBe('polling');
    const before = live.resync.mock.calls.length;
    await vi.advanceTimersByTimeAsync(REOPEN_WHILE_POLLING_MS * 4);
    expect(FakeSource.all).toHaveLength(1);
    expect(live.resync.mock.calls.length).toBeGreaterThanOrEqual(before + 4);
    live.stop();
  });
});
