import { randomBytes } from 'node:crypto';
import type { StreamCloseReason, StreamEvent } from '../../src/contract/chat.ts';
import { MAX_STREAMS_PER_USER, STREAM_TICKET_TTL_S } from '../../src/contract/chat.ts';

/**
 * Live delivery for the chat stream (GET /user/stream): who is listening, the single-use tickets that open a
 * stream (an EventSource cannot carry the signed headers, so a signed request buys a ticket first), and the
 * open streams with the session each was opened with, so that the end of a session ends them too.
 * Kept beside each mock state (a WeakMap on the Db), so a reset state starts with no listeners.
 */

/** One listener: the user it is for (what a message shows depends on who reads it) and where events go. */
export interface Listener {
  userId: string;
  send: (event: StreamEvent) => void;
}

/** An open stream: whose, the session (token) whose ticket opened it, and how to end it with a reason. */
export interface OpenStream {
  userId: string;
  token: string;
  close: (reason: StreamCloseReason) => void;
}

export interface Hub {
  /** Listeners by audience: `user:<id>` (a seeker, or one recruiter) and `company:<id>` (every recruiter of it). */
  listeners: Map<string, Set<Listener>>;
  /** Unused tickets, with the user and the session that bought them. */
  tickets: Map<string, { userId: string; token: string; expiresAt: number }>;
  /** Open streams, oldest first (a Set keeps insertion order). */
  streams: Set<OpenStream>;
}

const hubs = new WeakMap<object, Hub>();

export function hubOf(db: object): Hub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = { listeners: new Map(), tickets: new Map(), streams: new Set() }));
  return hub;
}

export function issueTicket(hub: Hub, userId: string, token: string, now: number): string {
  for (const [t, v] of hub.tickets) if (v.expiresAt <= now) hub.tickets.delete(t);
  const ticket = randomBytes(18).toString('base64url');
  hub.tickets.set(ticket, { userId, token, expiresAt: now + STREAM_TICKET_TTL_S * 1000 });
  return ticket;
}

/** Who a ticket was issued to and with which session, once: a used or expired ticket answers null. */
export function redeemTicket(hub: Hub, ticket: string, now: number): { userId: string; token: string } | null {
  const entry = hub.tickets.get(ticket);
  hub.tickets.delete(ticket);
  return entry && entry.expiresAt > now ? { userId: entry.userId, token: entry.token } : null;
}

/**
 * Registers an open stream; when that makes more than MAX_STREAMS_PER_USER for its user, their oldest ones
 * are closed (`superseded`), so a script opening streams in a loop holds a bounded number of connections.
 */
export function addStream(hub: Hub, stream: OpenStream) {
  hub.streams.add(stream);
  const own = [...hub.streams].filter((s) => s.userId === stream.userId);
  for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER))) old.close('superseded');
}

export function removeStream(hub: Hub, stream: OpenStream) {
  hub.streams.delete(stream);
}

/** A session ended: the tickets it bought are void and the streams it opened close now. */
export function endSessionStreams(hub: Hub, token: string) {
  for (const [ticket, entry] of hub.tickets) if (entry.token === token) hub.tickets.delete(ticket);
  for (const stream of [...hub.streams]) if (stream.token === token) stream.close('sessionEnded');
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

/**
 * Sends the event once to every listener of any of the audiences. An event given as a function is built for
 * each listener's user (a message shows its clientId to its sender only).
 */
export function publish(hub: Hub, audiences: string[], event: StreamEvent | ((userId: string) => StreamEvent)) {
  const reached = new Set<Listener>();
  for (const a of audiences) for (const l of hub.listeners.get(a) ?? []) reached.add(l);
  for (const l of reached) l.send(typeof event === 'function' ? event(l.userId) : event);
}
