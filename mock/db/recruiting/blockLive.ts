import type { ChatSide } from '../../../src/contract/chat.ts';
import { hubOf, publish } from '../../core/hub.ts';
import type { Db } from '../index.ts';
import { audiencesOf, companyOfConversation } from './chat.ts';
import type { ConversationRecord } from './seekers.ts';

/**
 * A chat block (or its end) reaches the other side's open composer at once (issue 26.12): every conversation
 * between the seeker and the company changes, so the event names them all and both sides' streams get it.
 */
export function publishBlock(db: Db, c: ConversationRecord, blockedBy: ChatSide | null) {
  const company = companyOfConversation(db, c);
  const conversationIds = company
    ? [...db.conversations.values()].filter((x) => x.seekerId === c.seekerId && companyOfConversation(db, x) === company).map((x) => x.id)
    : [c.id];
  publish(hubOf(db), audiencesOf(db, c), { type: 'block', conversationIds, blockedBy });
}
