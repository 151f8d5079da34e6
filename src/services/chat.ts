import type { ChatMessage, ConversationFilter, ConversationSummary, SendMessageBody, StreamTicket } from '@/contract/chat.ts';
import { api, apiUrl, type RequestOptions } from './request/index.ts';

/** Chat (/communicate, /communicat). */

/** 会话列表 GET /user/conversations */
export const queryConversations = (params: { filter?: ConversationFilter; keyword?: string }) => api.get<ConversationSummary[]>('/conversations', params);

/** 消息 GET /user/conversations/:id/messages (latest page; `before` older; `after` what was missed) */
export const queryMessages = (id: string, params: { before?: number; after?: number; limit?: number } = {}) =>
  api.get<{ list: ChatMessage[]; hasOlder: boolean }>(`/conversations/${encodeURIComponent(id)}/messages`, params);

/** 发送 POST /user/conversations/:id/messages (JSON; idempotent by clientId). Failures are the caller's to show. */
export const sendMessage = (id: string, body: SendMessageBody, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/messages`, body, { ...options, requestType: 'json' });

/** 已读 POST /user/conversations/:id/read */
export const markRead = (id: string, seq: number) => api.post<{ seq: number }>(`/conversations/${encodeURIComponent(id)}/read`, { seq }, { requestType: 'json' });

/** 实时连接凭证 POST /user/stream/ticket, then the stream's own URL (an EventSource cannot sign its request). */
export const requestStreamTicket = () => api.post<StreamTicket>('/stream/ticket');
export const streamUrl = (ticket: string) => apiUrl(`/stream?ticket=${encodeURIComponent(ticket)}`);
