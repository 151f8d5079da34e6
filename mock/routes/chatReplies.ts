import { savedRepliesBody } from '../../src/contract/chat.ts';
import { greetingBody, greetingQuery, type ChatGreeting } from '../../src/contract/chatGreeting.ts';
import { greetingOf, saveGreeting } from '../db/recruiting/chatGreeting.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { sideOf } from '../db/recruiting/chat.ts';
import { SAVED_REPLY_DEFAULTS } from './chatCards.ts';

/** Saved replies (常用语) and the greeting (打招呼语), per user and per mock state: a user who never saved any has their side's defaults. */
const saved = new WeakMap<Db, Map<string, string[]>>();

function repliesOf(db: Db, user: UserRecord): string[] {
  return saved.get(db)?.get(user.id) ?? SAVED_REPLY_DEFAULTS[sideOf(user)];
}

export const chatReplyRoutes = [
  route({
    method: 'GET',
    path: '/chat/replies',
    auth: 'user',
    handler: ({ db, user }): { replies: string[] } => ({ replies: repliesOf(db, user!) }),
  }),
  route({
    method: 'PUT',
    path: '/chat/replies',
    auth: 'user',
    body: savedRepliesBody,
    handler: ({ db, user, body }): { replies: string[] } => {
      let byUser = saved.get(db);
      if (!byUser) saved.set(db, (byUser = new Map()));
      byUser.set(user!.id, body.replies);
      return { replies: body.replies };
    },
  }),
  route({
    method: 'GET',
    path: '/chat/greeting',
    auth: 'user',
    query: greetingQuery,
    handler: ({ db, user, query }): ChatGreeting => greetingOf(db, user!, (query.jobId && db.recruiting.jobById.get(query.jobId)) || null),
  }),
  route({
    method: 'PUT',
    path: '/chat/greeting',
    auth: 'user',
    body: greetingBody,
    handler: ({ db, user, body }): ChatGreeting => saveGreeting(db, user!, body),
  }),
];
