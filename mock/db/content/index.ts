import type { Db } from '../index.ts';
import { noticeDocs } from './articles/docs.ts';
import { guideArticles } from './articles/guide.ts';
import { interviewArticles } from './articles/interview.ts';
import { policyArticles } from './articles/policy.ts';
import { resumeArticles } from './articles/resume.ts';
import { rightsArticles } from './articles/rights.ts';
import { salaryArticles } from './articles/salary.ts';
import { scamArticles } from './articles/scam.ts';
import type { TicketCategory } from '../../../src/contract/content.ts';
import type { DocSeed } from './types.ts';

/** Every stored document: the articles of /workplace, then notices and agreements (only /richtext opens those). */
export const ALL_DOCS: readonly DocSeed[] = [
  ...rightsArticles,
  ...policyArticles,
  ...scamArticles,
  ...guideArticles,
  ...interviewArticles,
  ...resumeArticles,
  ...salaryArticles,
  ...noticeDocs,
];
export const DOC_BY_ID: ReadonlyMap<string, DocSeed> = new Map(ALL_DOCS.map((d) => [d.id, d]));

/** Search text of a document: both titles and summaries, its tags and its body without markup. */
export const HAY: ReadonlyMap<string, string> = new Map(
  ALL_DOCS.map((d) => [d.id, [d.title, d.titleEn, d.summary, d.summaryEn, ...(d.tags ?? []), d.html.replace(/<[^>]*>/g, ' ')].join(' ').toLowerCase()]),
);

export interface TicketRecord {
  ticketNo: string;
  /** The signed-in author, or null for a visitor (who reads it back by number + mobile). */
  userId: string | null;
  category: TicketCategory;
  name: string;
  mobile: string;
  email: string | null;
  content: string;
  createdAt: number;
}

export interface ContentState {
  /** Views counted by this mock, per document (added to its baseViews). */
  views: Map<string, number>;
  /** When a viewer was last counted for a document (`viewer|doc` → ms): a reload within the window is not a view. */
  lastView: Map<string, number>;
  tickets: TicketRecord[];
  ticketSeq: number;
}

/**
 * The content desk's state lives beside each mock state (a WeakMap on the Db, like the rate limits), so a reset
 * and each e2e worker's own state start from the seed without the shared Db type knowing about it.
 */
const states = new WeakMap<Db, ContentState>();
export function contentState(db: Db): ContentState {
  let s = states.get(db);
  if (!s) states.set(db, (s = { views: new Map(), lastView: new Map(), tickets: [], ticketSeq: 0 }));
  return s;
}
