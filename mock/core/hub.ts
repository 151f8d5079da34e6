import { randomBytes } from 'node:crypto';
import type { StreamEvent } from '../../src/contract/chat.ts';
import { STREAM_TICKET_TTL_S } from '../../src/contract/chat.ts';

/**
 * Live delivery for the chat stream (GET /user/stream): who is listening, and the single-use tickets that
 * open a stream (an EventSource cannot carry the signed headers, so a signed request buys a ticket first).
 * Kept beside each mock state (a WeakMap on the Db), so a reset state starts with no listeners.
 */

type Listener = (event: StreamEvent) => void;

export interface Hub {
  /** Listeners by audience: `user:<id>` (a seeker, or one recruiter) and `company:<id>` (every recruiter of it). */
  listeners: Map<string, Set<Listener>>;
  tickets: Map<string, { userId: string; expiresAt: number }>;
}

const hubs = new WeakMap<object, Hub>();

export function hubOf(db: object): Hub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = { listeners: new Map(), tickets: new Map() }));
  return hub;
}

export function issueTicket(hub: Hub, userId: string, now: number): string {
  for (const [t, v] of hub.tickets) if (v.expiresAt <= now) hub.tickets.delete(t);
  const ticket = randomBytes(18).toString('base64url');
  hub.tickets.set(ticket, { userId, expiresAt: now + STREAM_TICKET_TTL_S * 1000 });
  return ticket;
}

/** The user a ticket was issued to, once: a used or expired ticket answers null. */
export function redeemTicket(hub: Hub, ticket: string, now: number): string | null {
  const entry = hub.tickets.get(ticket);
  hub.tickets.delete(ticket);
  return entry && entry.expiresAt > now ? entry.userId : null;
}

export function listen(hub: Hub, audiences: string[], listener: Listener): () => void {
  for (const a of audiences) {
    let set = hub.listeners.get(a);
    if (!set) hub.listeners.set(a, (set = new Set()));
    set.add(listener);
  }
  return () => {
    for (const a of audiences) hub.listeners.get(a)?.delete(listener);
  };
}

/** Sends the event once to every listener of any of the audiences. */
export function publish(hub: Hub, audiences: string[], event: StreamEvent) {
  const reached = new Set<Listener>();
  for (const a of audiences) for (const l of hub.listeners.get(a) ?? []) reached.add(l);
  for (const l of reached) l(event);
}
