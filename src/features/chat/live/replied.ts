import type { ChatMessage, ConversationSummary } from '@/contract/chat.ts';

/**
 * Whether both sides have written (the API's rule for exchange cards), from what the open thread holds: the
 * list's `bothReplied` was read when the list was, and the other side's first answer arrives later, live
 * (issue 26.24: 交换 stayed disabled until a reload). The list's value still counts for older pages not loaded.
 */
export function bothReplied(conversation: Pick<ConversationSummary, 'bothReplied'>, messages: Pick<ChatMessage, 'from'>[]): boolean {
  return conversation.bothReplied || (messages.some((m) => m.from === 'seeker') && messages.some((m) => m.from === 'recruiter'));
}
