/**
 * Keyword matching for the mock's searches. A query becomes terms: Latin words (letters and digits, with a
 * trailing `+`/`#` for C++ and C#) match whole words only, so "Java" finds "Java开发" but not "JavaScript";
 * Chinese runs are cut into words with Intl.Segmenter and each word must appear in the text, so "前端工程师"
 * finds "前端开发工程师". Texts are indexed once per record (a set of Latin words plus the normalised text).
 */

export interface Term {
  word: string;
  /** Latin terms match whole words; the others match inside the text (Chinese has no spaces between words). */
  latin: boolean;
}

export interface IndexedText {
  words: ReadonlySet<string>;
  text: string;
}

const LATIN_WORD = /[a-z0-9]+[+#]*/g;
const HAN_RUN = /\p{Script=Han}+/gu;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Full-width letters and digits become ASCII, and case is ignored. */
export const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

export function indexText(...parts: readonly string[]): IndexedText {
  // A separator no query contains, so a Chinese term never matches across two parts (two tags).
  const text = normalise(parts.join('\u0001'));
  return { words: new Set(text.match(LATIN_WORD) ?? []), text };
}

/**
 * ICU cuts Chinese finely (工程|师, 新|媒体): a one-character word joins its neighbour, so the query's words
 * stay as specific as the person meant them.
 */
function chineseWords(run: string): string[] {
  const words = [...segmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
  const out: string[] = [];
  for (const word of words) {
    if (word.length === 1 && out.length) out[out.length - 1] += word;
    else if (out.length && out[out.length - 1].length === 1) out[out.length - 1] += word;
    else out.push(word);
  }
  return out;
}

/** The terms of a query; every one must match. Punctuation alone still searches for itself. */
export function queryTerms(keyword: string | undefined): Term[] {
  const text = normalise(keyword ?? '').trim();
  if (!text) return [];
  const terms = new Map<string, Term>();
  for (const word of text.match(LATIN_WORD) ?? []) terms.set(word, { word, latin: true });
  for (const run of text.match(HAN_RUN) ?? []) for (const word of chineseWords(run)) terms.set(word, { word, latin: false });
  if (!terms.size) terms.set(text, { word: text, latin: false });
  return [...terms.values()];
}

export function contains(field: IndexedText, term: Term): boolean {
  return term.latin ? field.words.has(term.word) : field.text.includes(term.word);
}

export const containsAll = (field: IndexedText, terms: readonly Term[]) => terms.every((term) => contains(field, term));
