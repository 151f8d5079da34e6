import type { PageResult } from '../../src/contract/envelope.ts';
import {
  articleListQuery,
  CONTACT_MOBILE_LIMIT,
  CONTACT_RATE_LIMIT,
  contactBody,
  CONTENT_ERROR_CODES,
  docIdParam,
  HOT_LIST_SIZE,
  TICKET_LOOKUP_LIMIT,
  ticketLookupQuery,
  type ArticleCard,
  type ContentDoc,
  type Ticket,
  type TicketCategory,
  type TicketCreated,
  type TicketStatus,
} from '../../src/contract/content.ts';
import { listQuery } from '../../src/contract/seeker.ts';
import { maskedMobile } from '../db/accounts.ts';
import { ApiError, notFound } from '../core/errors.ts';
import { rateSlot } from '../core/rateLimit.ts';
import { route, type Ctx } from '../core/router.ts';
import { ALL_DOCS, contentState, DOC_BY_ID, HAY, type TicketRecord } from '../db/content/index.ts';
import { CONTENT_FIGURES, CONTENT_FILES } from '../db/content/files.ts';
import type { DocSeed } from '../db/content/types.ts';
import type { Db } from '../db/index.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { iso } from '../db/recruiting/viewer.ts';

/**
 * Workplace content and the contact desk: articles (list, search, categories, hot list, counted views), one
 * document of any kind for /richtext, the files and figures articles link to, and contact tickets.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A viewer counts once per document in this window: reloading a page is not another reader. */
const VIEW_WINDOW_MS = 30 * MINUTE_MS;
/** The same message from the same mobile within this window is the same ticket (a double submit). */
const DUPLICATE_WINDOW_MS = 10 * MINUTE_MS;

const viewsOf = (db: Db, d: DocSeed) => d.baseViews + (contentState(db).views.get(d.id) ?? 0);

function card(db: Db, d: DocSeed): ArticleCard {
  return {
    id: d.id,
    category: d.category,
    title: d.title,
    titleEn: d.titleEn,
    summary: d.summary,
    summaryEn: d.summaryEn,
    publishedAt: d.publishedAt,
    views: viewsOf(db, d),
  };
}

const articles = () => ALL_DOCS.filter((d) => (d.kind ?? 'article') === 'article');
const newestFirst = (a: DocSeed, b: DocSeed) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);

function fileUrl(name: string) {
  return `/user/content/files/${encodeURIComponent(name)}`;
}

function fullDoc(db: Db, d: DocSeed): ContentDoc {
  return {
    ...card(db, d),
    kind: d.kind ?? 'article',
    html: d.html,
    bodyLang: 'zh-CN',
    source: d.source,
    attachments: (d.attachments ?? []).map((a) => {
      const file = CONTENT_FILES[a.file];
      return { name: a.name, type: file.type, sizeBytes: file.bytes().length, url: fileUrl(a.file) };
    }),
  };
}

/** Who is reading, for counting views: the account, else the network client. */
const viewerOf = (ctx: Pick<Ctx, 'user' | 'client'>) => (ctx.user ? `u:${ctx.user.id}` : `c:${ctx.client}`);

function countView(db: Db, viewer: string, id: string, now: number) {
  const state = contentState(db);
  const key = `${viewer}|${id}`;
  const last = state.lastView.get(key);
  if (last !== undefined && now - last < VIEW_WINDOW_MS) return;
  state.lastView.set(key, now);
  state.views.set(id, (state.views.get(id) ?? 0) + 1);
}

/** The desk picks a message up after an hour and answers within a day. */
function ticketStatus(t: TicketRecord, now: number): { status: TicketStatus; updatedAt: number } {
  if (now - t.createdAt >= 24 * HOUR_MS) return { status: 'replied', updatedAt: t.createdAt + 24 * HOUR_MS };
  if (now - t.createdAt >= HOUR_MS) return { status: 'processing', updatedAt: t.createdAt + HOUR_MS };
  return { status: 'received', updatedAt: t.createdAt };
}

const REPLIES: Record<TicketCategory, string> = {
  question: '您好，您的问题已由客服解答，详细说明已发送至您留下的联系方式。如仍有疑问，可在本工单号下继续留言。',
  account: '您好，账号问题已核实处理。为保护账号安全，请勿向任何人透露验证码。',
  scam: '您好，安全团队已核查您反映的线索，涉事职位或账号已按平台规则处理。如有财产损失，请及时向公安机关报案。',
  complaint: '您好，您的投诉已转交相关部门核实，处理结果已记录在本工单中。感谢您的监督。',
  business: '您好，商务同事将在两个工作日内通过您留下的手机号与您联系。',
  suggestion: '您好，感谢您的建议，我们已记录并转交产品团队评估。',
};

function toTicket(t: TicketRecord, now: number): Ticket {
  const { status, updatedAt } = ticketStatus(t, now);
  return {
    ticketNo: t.ticketNo,
    category: t.category,
    status,
    name: t.name,
    mobile: maskedMobile(t.mobile),
    content: t.content,
    reply: status === 'replied' ? REPLIES[t.category] : null,
    createdAt: iso(t.createdAt),
    updatedAt: iso(updatedAt),
  };
}

/** LY + the Beijing date + a 4-digit sequence of this mock state. */
function ticketNumber(db: Db, now: number) {
  const date = new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const state = contentState(db);
  state.ticketSeq += 1;
  return `LY${date}${String(state.ticketSeq % 10000).padStart(4, '0')}`;
}

const minutes = (s: number) => Math.max(1, Math.ceil(s / 60));
/** One answer for an unknown number and a wrong mobile: a stranger learns nothing about which it was. */
const noTicket = () => notFound('没有找到该工单，请核对工单号和留言时填写的手机号');

export const contentRoutes = [
  route({
    method: 'GET',
    path: '/content/articles',
    query: articleListQuery,
    handler: ({ query, db }): PageResult<ArticleCard> => {
      const keyword = query.keyword?.toLowerCase();
      const words = keyword ? keyword.split(/\s+/).filter(Boolean) : [];
      const found = articles()
        .filter((d) => !query.category || d.category === query.category)
        .filter((d) => words.every((w) => HAY.get(d.id)!.includes(w)))
        .sort(newestFirst);
      const page = slicePage(found, pageParams(query));
      return { ...page, list: page.list.map((d) => card(db, d)) };
    },
  }),
  route({
    method: 'GET',
    path: '/content/articles/hot',
    handler: ({ db }): ArticleCard[] =>
      articles()
        .map((d) => card(db, d))
        .sort((a, b) => b.views - a.views || a.id.localeCompare(b.id))
        .slice(0, HOT_LIST_SIZE),
  }),
  route({
    method: 'GET',
    path: '/content/docs/:id',
    auth: 'optional',
    handler: (ctx): ContentDoc => {
      const id = docIdParam.safeParse(ctx.params.id);
      const d = id.success && id.data ? DOC_BY_ID.get(id.data) : undefined;
      if (!d) throw notFound('没有找到这篇文章');
      countView(ctx.db, viewerOf(ctx), d.id, ctx.now);
      return fullDoc(ctx.db, d);
    },
  }),
  route({
    method: 'GET',
    path: '/content/files/:name',
    unsigned: true,
    handler: ({ params }) => {
      // Own keys only: `constructor` and the like are not files.
      const file = Object.hasOwn(CONTENT_FILES, params.name) ? CONTENT_FILES[params.name] : undefined;
      if (!file) throw notFound('附件不存在');
      return { raw: { status: 200, contentType: file.contentType, body: file.bytes(), cacheSeconds: 3600 } };
    },
  }),
  route({
    method: 'GET',
    path: '/content/figures/:name',
    unsigned: true,
    handler: ({ params }) => {
      const figure = Object.hasOwn(CONTENT_FIGURES, params.name) ? CONTENT_FIGURES[params.name] : undefined;
      if (!figure) throw notFound('图片不存在');
      return { raw: { status: 200, contentType: 'image/svg+xml; charset=utf-8', body: figure(), cacheSeconds: 86400 } };
    },
  }),
  route({
    method: 'POST',
    path: '/contact/tickets',
    auth: 'optional',
    body: contactBody,
    handler: ({ body, db, user, client, now }): TicketCreated => {
      const state = contentState(db);
      // A double submit (same mobile, same text, minutes apart) is the ticket already filed, said so with its number.
      const same = state.tickets.find((t) => t.mobile === body.mobile && t.content === body.content && now - t.createdAt < DUPLICATE_WINDOW_MS);
      if (same) throw new ApiError(409, CONTENT_ERROR_CODES.duplicateTicket, `这条留言已提交，工单号 ${same.ticketNo}，请勿重复提交`);
      // Visitors may write, so the limits are per network client and per mobile number (refusals cost no slot).
      const perClient = rateSlot(
        db,
        `contact:c:${user ? user.id : client}`,
        CONTACT_RATE_LIMIT,
        now,
        CONTENT_ERROR_CODES.contactRateLimited,
        (s) => `留言过于频繁，请 ${minutes(s)} 分钟后再试`,
      );
      const perMobile = rateSlot(
        db,
        `contact:m:${body.mobile}`,
        CONTACT_MOBILE_LIMIT,
        now,
        CONTENT_ERROR_CODES.contactRateLimited,
        (s) => `该手机号留言过于频繁，请 ${minutes(s)} 分钟后再试`,
      );
      const record: TicketRecord = {
        ticketNo: ticketNumber(db, now),
        userId: user?.id ?? null,
        category: body.category,
        name: body.name,
        mobile: body.mobile,
        email: body.email ?? null,
        content: body.content,
        createdAt: now,
      };
      state.tickets.push(record);
      perClient.take();
      perMobile.take();
      return { ticketNo: record.ticketNo, status: 'received', createdAt: iso(now), signedIn: !!user };
    },
  }),
  route({
    method: 'GET',
    path: '/contact/tickets/lookup',
    query: ticketLookupQuery,
    handler: ({ query, db, client, now }): Ticket => {
      // Only misses are counted: a visitor checking their own ticket again and again is never stopped.
      const slot = rateSlot(
        db,
        `ticket-lookup:${client}`,
        TICKET_LOOKUP_LIMIT,
        now,
        CONTENT_ERROR_CODES.lookupRateLimited,
        (s) => `查询失败次数过多，请 ${minutes(s)} 分钟后再试`,
      );
      // A signed-in author's ticket is read in their account only, never by number + mobile.
      const t = contentState(db).tickets.find((x) => x.ticketNo === query.ticketNo && x.userId === null && x.mobile === query.mobile);
      if (!t) {
        slot.take();
        throw noTicket();
      }
      return toTicket(t, now);
    },
  }),
  route({
    method: 'GET',
    path: '/me/contact/tickets',
    auth: 'user',
    query: listQuery,
    handler: ({ query, db, user, now }): PageResult<Ticket> => {
      const mine = contentState(db)
        .tickets.filter((t) => t.userId === user!.id)
        .reverse();
      const page = slicePage(mine, pageParams(query));
      return { ...page, list: page.list.map((t) => toTicket(t, now)) };
    },
  }),
  route({
    method: 'GET',
    path: '/me/contact/tickets/:ticketNo',
    auth: 'user',
    handler: ({ params, db, user, now }): Ticket => {
      const t = contentState(db).tickets.find((x) => x.ticketNo === params.ticketNo && x.userId === user!.id);
      if (!t) throw noTicket();
      return toTicket(t, now);
    },
  }),
];
