/**
 * What a job post may not say. China's Employment Promotion Law (就业促进法 §3, §26–31) and the 2019 notice on
 * gender equality in hiring forbid limits by gender, ethnicity, hukou, marital or childbearing status, and the
 * big portals also refuse age limits and pay figures in a title. The job form checks as the user types and the
 * API refuses the same words with the same reason, so both read this one list.
 */

export const WORDING_KINDS = ['gender', 'ethnicity', 'hukou', 'marital', 'age'] as const;
export type WordingKind = (typeof WORDING_KINDS)[number];

/** Each kind's patterns: phrasings that set a condition, not any mention (so "男女不限" passes). */
const PATTERNS: Record<WordingKind, RegExp[]> = {
  gender: [
    /(限|仅限|只限|只招|仅招|要求|需)\s*(男|女)(性|士|生)?/,
    /(男|女)(性|士|生)?\s*(优先|者优先)/,
    /不(招|要|收)\s*(男|女)/,
    /(男|女)性?\s*(\d+\s*名|若干)/,
  ],
  ethnicity: [/汉族/, /(限|仅限|只招)\s*\S{0,4}族/, /少数民族(除外|勿扰|不要)/],
  // "可解决户口" is a benefit, not a condition: only a demand or a preference is refused.
  hukou: [/(本地|本市|本省|城镇|农村)\s*(户口|户籍)/, /(本地|本市|本省)人\s*(优先|者优先)/, /(要求|需|须|限)\s*\S{0,4}(户口|户籍)/, /(户口|户籍)\s*(要求|优先|限)/, /限\s*本地/],
  // "单身宿舍" is housing: only a demand or a preference for being single is refused.
  marital: [/已婚|未婚|已育|未育|婚育|未生育|已生育/, /(要求|限)\s*单身/, /单身\s*(优先|者优先)/],
  age: [
    /\d{2}\s*(周?岁)\s*(以下|以上|以内|之间|及以下|及以上)/,
    /\d{2}\s*[-~～—至到]\s*\d{2}\s*周?岁/,
    /年龄\s*(不超过|不大于|不小于|限|要求|在)/,
    /(年轻|年龄)\s*\d{2}/,
  ],
};

/** "男女不限", "年龄不限" and the like state that there is no condition: never a finding. */
const NO_CONDITION = /(男女不限|性别不限|年龄不限|户籍不限|不限户籍|不限户口|户口不限|民族不限|婚育不限)/g;

export interface WordingFinding {
  kind: WordingKind;
  /** The words that matched, to quote back to the user. */
  words: string;
}

/** The first discriminatory condition in a text, or null. */
export function findDiscriminatoryWording(text: string): WordingFinding | null {
  const plain = text.replace(NO_CONDITION, ' ');
  for (const kind of WORDING_KINDS) {
    for (const pattern of PATTERNS[kind]) {
      const match = pattern.exec(plain);
      if (match) return { kind, words: match[0].trim() };
    }
  }
  return null;
}

/**
 * Pay belongs in the structured salary, not the title: a figure with a unit (8K, 1.5万, 8000元, 200/天) or the
 * lure words the portals refuse (高薪, 月薪, 底薪, 年薪).
 */
const TITLE_PAY = /(\d+(\.\d+)?\s*([kK千万wW]|元|块|\/\s*(天|月|时|小时)))|高薪|月薪|底薪|年薪|日结|薪资/;

export function titlePayWords(title: string): string | null {
  return TITLE_PAY.exec(title)?.[0] ?? null;
}

/** zh-CN reasons the API gives (the form shows its own translated text for the same kinds). */
export const WORDING_REASON_ZH: Record<WordingKind, string> = {
  gender: '不能设置性别条件',
  ethnicity: '不能设置民族条件',
  hukou: '不能设置户籍条件',
  marital: '不能设置婚育条件',
  age: '不能设置年龄限制',
};
