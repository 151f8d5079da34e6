import type { ChatSide } from '@/contract/chat.ts';

/**
 * Where the header's unread badge leads: the chat, unless only notices are unread, then the notice centre (the
 * seeker's /notify, a company's /message), so the click lands on what the count is about (issue 26, item 13).
 */
export function unreadTarget(side: ChatSide, messages: number, notifications: number): string {
  if (!messages && notifications > 0) return side === 'recruiter' ? '/message' : '/notify';
  return side === 'recruiter' ? '/communicat' : '/communicate';
}
