/**
 * Keyword matching for the mock's searches. A query becomes terms: Latin words (letters and digits, with a
 * trailing `+`/`#` for C++ and C#) match whole words only, so "Java" finds "Java开发" but not "JavaScript";
 * Chinese runs are cut into words with Intl.Segmenter and each word must appear in the text, so "前端工程师"
 * finds "前端开发工程师". A few words have synonyms (PM and 产品经理: SYNONYM_GROUPS). Texts are indexed once per
 * record (a set of Latin words plus the normalised text).
 */

export interface Term {
  word: string;
  /** Latin terms match whole words; the others match inside the text (Chinese has no spaces between words). */
  latin: boolean;
  /** Other words for the same thing (PM for 产品经理): the term matches when any of them does. */
  also?: readonly Term[];
}

/**
 * Words people use for the same thing, in either direction (issue 26.9): PM and 产品经理, 前端 and H5, 后端 and
 * 服务端, 测试 and QA. A Latin word in a group is still a whole word (npm is not PM). Kept to pairs a recruiter
 * would agree with: a wider net (运营 = 营销?) would bury what the seeker typed.
 */
const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['pm', '产品经理'],
  ['前端', 'h5'],
  ['后端', '服务端'],
  ['测试', 'qa'],
  ['hr', '人力资源'],
];
/** Phrases that mean one of the words above: "Web前端" is 前端 (both are said). */
const PHRASES: ReadonlyArray<[RegExp, string]> = [[/web\s*前端/g, '前端']];

const isLatin = (word: string) => /^[a-z0-9]+[+#]*$/.test(word);
const GROUP_OF = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));
/** The group's Chinese words, longest first: taken whole from a query before it is cut into words. */
const GROUP_PHRASES = SYNONYM_GROUPS.flat()
  .filter((w) => !isLatin(w))
  .sort((a, b) => b.length - a.length);

function termOf(word: string, latin: boolean): Term {
  const group = GROUP_OF.get(word);
  return group ? { word, latin, also: group.filter((w) => w !== word).map((w) => ({ word: w, latin: isLatin(w) })) } : { word, latin };
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
  let rest = PHRASES.reduce((t, [phrase, word]) => t.replace(phrase, word), text);
  const terms = new Map<string, Term>();
  // A synonym's Chinese words stay whole (the segmenter would cut 产品经理 into 产品|经理).
  for (const phrase of GROUP_PHRASES) {
    if (!rest.includes(phrase)) continue;
    terms.set(phrase, termOf(phrase, false));
    rest = rest.replaceAll(phrase, ' ');
  }
  for (const word of rest.match(LATIN_WORD) ?? []) terms.set(word, termOf(word, true));
  for (const run of rest.match(HAN_RUN) ?? []) for (const word of chineseWords(run)) terms.set(word, termOf(word, false));
  if (!terms.size) terms.set(text, { word: text, latin: false });
  return [...terms.values()];
}

const containsWord = (field: IndexedText, term: Term) => (term.latin ? field.words.has(term.word) : field.text.includes(term.word));

export function contains(field: IndexedText, term: Term): boolean {
  return containsWord(field, term) || (term.also?.some((other) => containsWord(field, other)) ?? false);
}

export const containsAll = (field: IndexedText, terms: readonly Term[]) => terms.every((term) => contains(field, term));
