import type { Db, Session } from '../db/index.ts';
import { endSessionStreams, hubOf } from './hub.ts';

/**
 * The end of a session, wherever it comes from (sign-out, expiry, a password change, a stopped sub-account, a
 * deleted account): the token stops working, the stream tickets it bought are void, and the live streams it
 * opened close at once. Every place that ends sessions goes through here, so none of them can forget a part.
 */

export function endSession(db: Db, token: string) {
  db.sessions.delete(token);
  endSessionStreams(hubOf(db), token);
}

/** Ends every session of the user, except `keep` (the one changing the password stays signed in). */
export function endSessionsOf(db: Db, userId: string, keep: string | null = null) {
  for (const [token, session] of [...db.sessions]) if (session.userId === userId && token !== keep) endSession(db, token);
}

/** The token's session while it lasts; an expired one is ended on the spot (null), like an unknown one. */
export function liveSession(db: Db, token: string, now: number): Session | null {
  const session = db.sessions.get(token);
  if (session && session.expiresAt > now) return session;
  if (session) endSession(db, token);
  return null;
}

/**
 * Streams whose session has expired (or is gone) close now. The server calls this on every request, the
 * moments a mock on a test clock notices time passing; on a real clock each stream also has a timer set to its
 * session's expiry (routes/chat.ts).
 */
export function endExpiredStreams(db: Db, now: number) {
  for (const stream of [...hubOf(db).streams]) if (!liveSession(db, stream.token, now)) endSession(db, stream.token);
}
