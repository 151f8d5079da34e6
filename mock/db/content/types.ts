import type { ArticleCategory, DocKind } from '../../../src/contract/content.ts';

/**
 * One stored document of the content desk, as an editor wrote it: the HTML is kept raw (the CMS's own
 * markup, which the client sanitises), the dates are Beijing dates in the past, the English title and summary
 * are for English readers (the body is Chinese-only, and the page says so).
 */
export interface DocSeed {
  id: string;
  kind?: DocKind;
  category: ArticleCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** yyyy-mm-dd */
  publishedAt: string;
  /** 来源: the law articles or data the text rests on. */
  source: string;
  /** Views before this mock started (the counter adds to it). */
  baseViews: number;
  html: string;
  /** Files served by GET /user/content/files/:name (mock/db/content/files.ts makes their bytes). */
  attachments?: Array<{ name: string; file: string }>;
  /** Extra search words (synonyms an editor adds: 试用期 → 转正). */
  tags?: string[];
}
