import { randomBytes } from 'node:crypto';
import {
  answerCardBody,
  exchangeBody,
  interviewCardAnswerBody,
  sendFileBody,
  type ChatMessage,
  type ChatSide,
  type ExchangeKind,
} from '../../src/contract/chat.ts';
import { RESUME_FILE_MIME } from '../../src/contract/resumeFileValues.ts';
import { ApiError, conflict, forbidden, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import {
  blockOf,
  bothReplied,
  companyOfConversation,
  mayJoin,
  openConversation,
  setBlock,
  sideOf,
  threadOf,
  type CardRecord,
  type MessageRecord,
} from '../db/recruiting/chat.ts';
import { notifyInterviewAnswer } from '../db/notifications/notices.ts';
import { publishBlock } from '../db/recruiting/blockLive.ts';
import { answerInterview, latestInterview, type InterviewRecord } from '../db/recruiting/interviews.ts';
import { virtualNumber } from '../db/recruiting/resumeAccess.ts';
import { checkedFile } from '../db/recruiting/resumeFiles.ts';
import type { ConversationRecord } from '../db/recruiting/seekers.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { assertOpen, ownConversation, postMessage, publishUpdate, writingInto } from './chat.ts';
import { UPLOAD_REQUEST_MAX_BYTES } from './uploads.ts';
import { minute, say, type TextMessageId } from '../core/serverText.ts';

/**
 * What a chat carries besides text: exchange cards (phones, WeChat IDs, a resume — only once both sides have
 * written, each accepted or declined by the other side), interview invitations (the interview's own state; the
 * seeker answers from the card), pictures and documents (the checks of attachment resumes), and blocking.
 */

const EXCHANGE_TEXT: Record<ExchangeKind, Record<ChatSide, TextMessageId>> = {
  phone: { seeker: 'chat.requestPhone', recruiter: 'chat.requestPhone' },
  wechat: { seeker: 'chat.requestWechat', recruiter: 'chat.requestWechat' },
  resume: { seeker: 'chat.sentResume', recruiter: 'chat.requestResume' },
};

/** The seeker's number as this company may see it: the forwarding number when the seeker asked for one. */
function seekerPhone(db: Db, c: ConversationRecord): string {
  const seeker = db.users.get(c.seekerId)!;
  const company = companyOfConversation(db, c)!;
  return seekerState(db, c.seekerId).privacy.virtualPhone ? virtualNumber(c.seekerId, company) : seeker.mobile;
}

/** The seeker's resume a card gives: the one named, else the default; it must be theirs. */
function seekerResume(db: Db, seekerId: string, resumeId: string | undefined): string {
  const resumes = seekerState(db, seekerId).resumes;
  const resume = resumeId ? resumes.find((r) => r.id === resumeId) : (resumes.find((r) => r.isDefault) ?? resumes[0]);
  if (!resume) throw resumeId ? invalid([{ field: 'resumeId', message: '请选择自己的简历' }]) : conflict('你还没有简历，请先在“我的简历”中创建或上传');
  return resume.id;
}

/** What this side gives for an exchange (phone, WeChat ID, resume). */
function given(db: Db, c: ConversationRecord, user: UserRecord, what: ExchangeKind, input: { wechat?: string; resumeId?: string }): string | null {
  const side = sideOf(user);
  if (what === 'phone') return side === 'seeker' ? seekerPhone(db, c) : user.mobile;
  if (what === 'wechat') {
    if (!input.wechat) throw invalid([{ field: 'wechat', message: '请填写你的微信号' }]);
    return input.wechat;
  }
  return null;
}

function cardMessage(c: ConversationRecord, seq: number): MessageRecord & { card: CardRecord } {
  const message = threadOf(c).messages.find((m) => m.seq === seq);
  if (!message?.card) throw notFound('卡片不存在');
  return message as MessageRecord & { card: CardRecord };
}

/** The conversation between the seeker and the job's recruiter, opened for an invitation when there is none. */
export function conversationFor(db: Db, seekerId: string, jobId: string, now: number): ConversationRecord {
  const job = db.recruiting.jobById.get(jobId)!;
  // With the post's recruiter, or about the post with a colleague who greeted (a greeting is its sender's: issue 26).
  const existing = [...db.conversations.values()].find((c) => c.seekerId === seekerId && !c.gigId && (c.recruiterId === job.recruiterId || c.jobId === jobId));
  // The seeker applied: the contact is theirs, not a greeting (it does not count against the daily cap).
  return existing ?? openConversation(db, { seekerId, recruiterId: job.recruiterId, jobId, createdAt: now, startedBy: 'seeker' });
}

/** An invitation (a first round or the next) appears in the chat as a card the seeker can answer. */
export function postInterviewCard(db: Db, record: InterviewRecord, byUserId: string, now: number): ChatMessage {
  const c = conversationFor(db, record.seekerId, record.jobId, now);
  const { text, message } = say('chat.interviewCard', {
    round: record.round,
    at: minute(record.at),
    format: { label: `dict.interviewFormat.${record.format}` },
  });
  return postMessage(db, c, 'recruiter', text, now, { byUserId, card: { type: 'interview', interviewId: record.id }, message });
}

/** An interview changed (answered, new time, cancelled, held): its cards show the new state on both sides. */
export function interviewCardsChanged(db: Db, applicationId: string) {
  for (const c of db.conversations.values()) {
    for (const m of threadOf(c).messages) {
      if (m.card?.type === 'interview' && db.interviews.get(m.card.interviewId)?.applicationId === applicationId) publishUpdate(db, c, m, null);
    }
  }
}

/** Saved replies (常用语), per user; a new user starts from these. */
export const SAVED_REPLY_DEFAULTS: Record<ChatSide, string[]> = {
  seeker: [
    '您好，我对这个职位很感兴趣，希望能进一步沟通。',
    '方便的话可以约个时间电话聊聊吗？',
    '我的简历已经发给您，请查收。',
    '谢谢您的回复，我考虑一下再联系您。',
  ],
  recruiter: [
    '您好，看了您的简历，觉得和我们的职位很匹配，方便聊聊吗？',
    '请问您最快什么时候可以到岗？',
    '方便的话发一份您的简历给我吧。',
    '感谢关注，我们会在三个工作日内给您答复。',
  ],
};

export const chatCardRoutes = [
  route({
    method: 'POST',
    path: '/conversations/:id/exchange',
    auth: 'user',
    body: exchangeBody,
    handler: (ctx): ChatMessage => {
      const { params, body, db, user } = ctx;
      const { c, side, sent, post } = writingInto(ctx, params.id, body.clientId);
      if (sent) return sent;
      const thread = threadOf(c);
      if (!bothReplied(thread)) throw new ApiError(409, 'EXCHANGE_TOO_EARLY', '双方都回复过消息后，才能交换电话、微信或简历');
      if (thread.messages.some((m) => m.card?.type === 'exchange' && m.card.what === body.what && m.card.state === 'pending')) {
        throw new ApiError(409, 'EXCHANGE_PENDING', '已有一张同类的交换请求在等待答复');
      }
      const value = given(db, c, user!, body.what, body);
      // A seeker's resume card gives the resume now; a recruiter's asks for one the seeker picks on accepting.
      const resumeId = body.what === 'resume' && side === 'seeker' ? seekerResume(db, c.seekerId, body.resumeId) : null;
      // The recruiter who gives their number is named beside it (a colleague in the shared inbox, not the post's recruiter).
      const card: CardRecord = {
        type: 'exchange',
        what: body.what,
        state: 'pending',
        seekerValue: side === 'seeker' ? value : null,
        recruiterValue: side === 'recruiter' ? value : null,
        resumeId,
        recruiterUserId: side === 'recruiter' ? user!.id : null,
      };
      const { text, message } = say(EXCHANGE_TEXT[body.what][side]);
      return post(text, { card, message });
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/cards/:seq/answer',
    auth: 'user',
    body: answerCardBody,
    handler: ({ params, body, db, user, now }): ChatMessage => {
      const c = ownConversation(db, user!, params.id);
      const message = cardMessage(c, Number(params.seq));
      const { card } = message;
      if (card.type !== 'exchange') throw conflict('面试邀请请用“接受 / 拒绝 / 改期”答复');
      const side = sideOf(user!);
      if (message.from === side) throw forbidden('不能答复自己发出的请求');
      if (card.state !== 'pending') throw conflict('这张卡片已经答复过了');
      assertOpen(db, c, side);
      if (body.accept) {
        const value = given(db, c, user!, card.what, body);
        if (side === 'seeker') card.seekerValue = value;
        else Object.assign(card, { recruiterValue: value, recruiterUserId: user!.id });
        if (card.what === 'resume') {
          card.resumeId ??= seekerResume(db, c.seekerId, body.resumeId);
          seekerState(db, c.seekerId).sharedResumes.add(`${companyOfConversation(db, c)}:${card.resumeId}`);
        }
      }
      card.state = body.accept ? 'accepted' : 'declined';
      return publishUpdate(db, c, message, user!.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/cards/:seq/interview',
    auth: 'seeker',
    body: interviewCardAnswerBody,
    handler: ({ params, body, db, user, now }): ChatMessage => {
      const c = ownConversation(db, user!, params.id);
      const message = cardMessage(c, Number(params.seq));
      if (message.card.type !== 'interview') throw conflict('这张卡片不是面试邀请');
      const interview = db.interviews.get(message.card.interviewId);
      const application = interview && seekerState(db, c.seekerId).applications.find((a) => a.id === interview.applicationId);
      if (!interview || !application) throw notFound('面试不存在');
      // Only the current round is answered; an older card shows how its round ended.
      if (latestInterview(db, application.id) !== interview) {
        throw conflict('这是之前一轮的邀请，请答复最新的面试邀请');
      }
      answerInterview(db, application, body, now);
      notifyInterviewAnswer(db, user!.id, application, body.response, now);
      interviewCardsChanged(db, application.id);
      return publishUpdate(db, c, message, user!.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/files',
    auth: 'user',
    body: sendFileBody,
    maxBodyBytes: UPLOAD_REQUEST_MAX_BYTES,
    handler: (ctx): ChatMessage => {
      const { params, body, db, user } = ctx;
      const { c, sent, post } = writingInto(ctx, params.id, body.clientId);
      if (sent) return sent;
      const { type, bytes } = checkedFile(body.fileName, body.data, '未发送');
      const path = `chat/${randomBytes(12).toString('hex')}.${type}`;
      db.uploads.set(path, { path, ownerId: user!.id, contentType: RESUME_FILE_MIME[type], bytes, conversationId: c.id });
      const kind = type === 'jpg' || type === 'png' ? 'image' : 'file';
      const { text, message } = kind === 'image' ? say('chat.image') : say('chat.file', { name: body.fileName });
      return post(text, { attachment: { kind, name: body.fileName, fileType: type, size: bytes.length, path }, message });
    },
  }),
  route({
    method: 'GET',
    path: '/media/chat/:name',
    auth: 'user',
    handler: ({ params, db, user }) => {
      const upload = db.uploads.get(`chat/${params.name}`);
      const c = upload?.conversationId ? db.conversations.get(upload.conversationId) : undefined;
      // Only the two sides of the conversation; anyone else is told it does not exist.
      if (!upload || !c || !mayJoin(db, user!, c)) throw notFound('文件不存在');
      return { raw: { status: 200, contentType: upload.contentType, body: upload.bytes, private: true } };
    },
  }),
  route({
    method: 'POST',
    path: '/conversations/:id/block',
    auth: 'user',
    // The block holds between the seeker and the whole company (docs/API.md, "What a block covers").
    handler: ({ params, db, user }): { blockedBy: ChatSide } => {
      const c = ownConversation(db, user!, params.id);
      const side = sideOf(user!);
      const blockedBy = blockOf(db, c);
      if (blockedBy && blockedBy !== side) throw conflict('对方已屏蔽了这个会话');
      setBlock(db, c, side);
      publishBlock(db, c, side);
      return { blockedBy: side };
    },
  }),
  route({
    method: 'DELETE',
    path: '/conversations/:id/block',
    auth: 'user',
    handler: ({ params, db, user }): { blockedBy: null } => {
      const c = ownConversation(db, user!, params.id);
      const blockedBy = blockOf(db, c);
      if (blockedBy && blockedBy !== sideOf(user!)) throw forbidden('只有屏蔽的一方可以解除屏蔽');
      setBlock(db, c, null);
      publishBlock(db, c, null);
      return { blockedBy: null };
    },
  }),
];
