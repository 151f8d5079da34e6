import type {
  AnswerCardBody,
  ChatMessage,
  ChatSide,
  ConversationFilter,
  ConversationSummary,
  ExchangeBody,
  GreetingAllowance,
  InterviewCardAnswerBody,
  SendFileBody,
  SendMessageBody,
  StreamTicket,
} from '@/contract/chat.ts';
import type { ChatGreeting, GreetingBody } from '@/contract/chatGreeting.ts';
import { api, apiUrl, type RequestOptions } from './request/index.ts';
import { postWithProgress, type UploadOptions } from './request/upload.ts';

/** Chat (/communicate, /communicat). */

/** 会话列表 GET /user/conversations */
export const queryConversations = (params: { filter?: ConversationFilter; keyword?: string }) => api.get<ConversationSummary[]>('/conversations', params);

/** 消息 GET /user/conversations/:id/messages (latest page; `before` older; `after` what was missed) */
export const queryMessages = (id: string, params: { before?: number; after?: number; limit?: number; cards?: '1' } = {}) =>
  api.get<{ list: ChatMessage[]; hasOlder: boolean }>(`/conversations/${encodeURIComponent(id)}/messages`, params);

/** 发送 POST /user/conversations/:id/messages (JSON; idempotent by clientId). Failures are the caller's to show. */
export const sendMessage = (id: string, body: SendMessageBody, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/messages`, body, { ...options, requestType: 'json' });

/** 已读 POST /user/conversations/:id/read */
export const markRead = (id: string, seq: number) =>
  api.post<{ seq: number }>(`/conversations/${encodeURIComponent(id)}/read`, { seq }, { requestType: 'json' });

/** 实时连接凭证 POST /user/stream/ticket, then the stream's own URL (an EventSource cannot sign its request). */
export const requestStreamTicket = () => api.post<StreamTicket>('/stream/ticket');
export const streamUrl = (ticket: string) => apiUrl(`/stream?ticket=${encodeURIComponent(ticket)}`);

/** 今日打招呼 GET /user/conversations/greetings (recruiters: used against the daily cap) */
export const queryGreetings = () => api.get<GreetingAllowance>('/conversations/greetings');

/** 交换电话 / 微信 / 简历 POST /user/conversations/:id/exchange (after both sides have written) */
export const requestExchange = (id: string, body: ExchangeBody, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/exchange`, body, { ...options, requestType: 'json' });

/** 同意 / 拒绝 POST /user/conversations/:id/cards/:seq/answer */
export const answerCard = (id: string, seq: number, body: AnswerCardBody, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/cards/${seq}/answer`, body, { ...options, requestType: 'json' });

/** 面试邀请答复 POST /user/conversations/:id/cards/:seq/interview (seekers) */
export const answerInterviewCard = (id: string, seq: number, body: InterviewCardAnswerBody, options?: RequestOptions) =>
  api.post<ChatMessage>(`/conversations/${encodeURIComponent(id)}/cards/${seq}/interview`, body, { ...options, requestType: 'json' });

/** 发送图片 / 文件 POST /user/conversations/:id/files (JSON, base64; progress via XMLHttpRequest) */
export const sendChatFile = (id: string, body: SendFileBody, options?: UploadOptions) =>
  postWithProgress<ChatMessage>(`/conversations/${encodeURIComponent(id)}/files`, body, options);

/** 屏蔽 / 解除屏蔽 POST / DELETE /user/conversations/:id/block */
export const blockConversation = (id: string) => api.post<{ blockedBy: ChatSide }>(`/conversations/${encodeURIComponent(id)}/block`);
export const unblockConversation = (id: string) => api.delete<{ blockedBy: null }>(`/conversations/${encodeURIComponent(id)}/block`);

/** 常用语 GET / PUT /user/chat/replies */
export const querySavedReplies = () => api.get<{ replies: string[] }>('/chat/replies');
export const saveSavedReplies = (replies: string[], options?: RequestOptions) =>
  api.put<{ replies: string[] }>('/chat/replies', { replies }, { ...options, requestType: 'json' });

/** 打招呼语 GET / PUT /user/chat/greeting (a recruiter's default names `jobId`, one of the company's posts) */
export const queryGreeting = (jobId?: string) => api.get<ChatGreeting>('/chat/greeting', jobId ? { jobId } : undefined);
export const saveGreeting = (body: GreetingBody, options?: RequestOptions) =>
  api.put<ChatGreeting>('/chat/greeting', body, { ...options, requestType: 'json' });

/** 置顶 PUT /user/conversations/:id/pin */
export const pinConversation = (id: string, pinned: boolean) =>
  api.put<{ pinned: boolean }>(`/conversations/${encodeURIComponent(id)}/pin`, { pinned }, { requestType: 'json' });
