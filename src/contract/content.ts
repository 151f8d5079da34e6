import { z } from 'zod';
import { idParam, oneOf, pagingShape, plainText, text } from './params.ts';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_KEYWORD_MAX,
  MOBILE_PATTERN,
  TICKET_CATEGORIES,
  TICKET_CONTENT_MAX,
  TICKET_CONTENT_MIN,
  TICKET_EMAIL_MAX,
  TICKET_NAME_MAX,
  TICKET_NO_PATTERN,
} from './contentValues.ts';

export * from './contentValues.ts';

/**
 * Workplace content (/workplace, /richtext) and the contact desk (/contactUs): articles with categories, search,
 * a hot list and counted views; documents (articles, notices, agreements) rendered by one renderer; contact
 * messages that become tickets with a number and a status.
 */

export const articleListQuery = z.object({
  category: oneOf(ARTICLE_CATEGORIES, '分类'),
  keyword: text('关键词', ARTICLE_KEYWORD_MAX),
  ...pagingShape,
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;

const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_PATTERN, { error: '请输入正确的 11 位手机号' });

export const contactBody = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: '请选择留言类型' }),
  name: z
    .string({ error: '请填写称呼' })
    .trim()
    .min(1, { error: '请填写称呼' })
    .max(TICKET_NAME_MAX, { error: `称呼最多 ${TICKET_NAME_MAX} 个字` })
    .superRefine(plainText('称呼')),
  mobile,
  email: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(TICKET_EMAIL_MAX, { error: `邮箱最多 ${TICKET_EMAIL_MAX} 个字符` })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, { error: '请输入正确的邮箱地址' })
      .optional(),
  ),
  content: z
    .string({ error: '请填写留言内容' })
    .trim()
    .min(TICKET_CONTENT_MIN, { error: `留言内容至少 ${TICKET_CONTENT_MIN} 个字` })
    .max(TICKET_CONTENT_MAX, { error: `留言内容最多 ${TICKET_CONTENT_MAX} 个字` })
    .superRefine(plainText('留言内容', { multiline: true })),
});
export type ContactBody = z.infer<typeof contactBody>;

export const ticketLookupQuery = z.object({
  ticketNo: z.string({ error: '请输入工单号' }).trim().toUpperCase().regex(TICKET_NO_PATTERN, { error: '工单号格式不正确，应为 LY 加 12 位数字' }),
  mobile,
});
export type TicketLookupQuery = z.infer<typeof ticketLookupQuery>;

export const docIdParam = idParam('文章编号');
