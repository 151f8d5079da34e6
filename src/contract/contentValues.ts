import { MOBILE_PATTERN } from './authValues.ts';

/**
 * Workplace content (/workplace, /richtext) and the contact desk (/contactUs), zod-free: the values and types
 * the browser uses. The API's schemas are in content.ts.
 */

export const ARTICLE_CATEGORIES = ['guide', 'interview', 'resume', 'salary', 'policy', 'rights', 'scam'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What a document is: only articles are listed on /workplace; notices and agreements are linked from elsewhere. */
export const DOC_KINDS = ['article', 'notice', 'agreement'] as const;
export type DocKind = (typeof DOC_KINDS)[number];

export const ARTICLE_KEYWORD_MAX = 40;
export const ARTICLE_PAGE_SIZE = 9;
export const HOT_LIST_SIZE = 8;

export interface ArticleCard {
  id: string;
  category: ArticleCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** yyyy-mm-dd, Beijing date of publication. */
  publishedAt: string;
  views: number;
}

export interface Attachment {
  name: string;
  /** File type as shown (PDF, CSV …). */
  type: 'pdf' | 'csv';
  /** Exact size of the file the link serves. */
  sizeBytes: number;
  url: string;
}

export interface ContentDoc extends ArticleCard {
  kind: DocKind;
  /** Raw HTML as stored by the CMS: the client sanitises it before rendering (src/components/RichText). */
  html: string;
  /** The body's language: an English reader of a zh-CN body is told it is Chinese-only. */
  bodyLang: 'zh-CN';
  /** 来源: the law, regulation or data the article rests on. */
  source: string;
  attachments: Attachment[];
}

/** Why a contact message is sent; a report line and the scam category go to the safety team first. */
export const TICKET_CATEGORIES = ['question', 'account', 'scam', 'complaint', 'business', 'suggestion'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['received', 'processing', 'replied'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_NAME_MAX = 20;
export const TICKET_CONTENT_MIN = 10;
export const TICKET_CONTENT_MAX = 1000;
export const TICKET_EMAIL_MAX = 60;
/** `LY` + Beijing date + 4-digit sequence. */
export const TICKET_NO_PATTERN = /^LY\d{12}$/;

/** Messages one network client may send in a window; beyond it 429 CONTACT_RATE_LIMITED with retryAfter. */
export const CONTACT_RATE_LIMIT = { max: 5, windowS: 10 * 60 } as const;
/** Messages filed with one mobile number in a window (a visitor cannot flood someone else's number either). */
export const CONTACT_MOBILE_LIMIT = { max: 3, windowS: 60 * 60 } as const;
/** Failed look-ups (wrong number or mobile) one client may make in a window: guessing stops here. */
export const TICKET_LOOKUP_LIMIT = { max: 10, windowS: 10 * 60 } as const;

export const CONTENT_ERROR_CODES = {
  contactRateLimited: 'CONTACT_RATE_LIMITED',
  lookupRateLimited: 'TICKET_LOOKUP_RATE_LIMITED',
  duplicateTicket: 'DUPLICATE_TICKET',
} as const;

export interface Ticket {
  ticketNo: string;
  category: TicketCategory;
  status: TicketStatus;
  name: string;
  /** Masked (138****0001): the page showing it may be on a shared screen. */
  mobile: string;
  content: string;
  /** The desk's answer once replied. */
  reply: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TicketCreated {
  ticketNo: string;
  status: TicketStatus;
  createdAt: string;
  /** Whether the ticket is tied to the signed-in account (else: look it up by number and mobile). */
  signedIn: boolean;
}

export { MOBILE_PATTERN };
