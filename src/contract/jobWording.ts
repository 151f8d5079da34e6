import type { CityCode } from '../dicts/city.ts';
import type { JobType } from '../dicts/job.ts';
import { HOURS_PER_DAY, MINIMUM_WAGE_2025, PAID_DAYS_PER_MONTH } from '../dicts/minimumWage.ts';
import type { SalaryUnit } from '../dicts/salary.ts';

/**
 * What a post may not say: the one rule list the API (422 on the field, with the reason) and the forms (as the
 * user types) both read. Job posts use it today (src/contract/posting.ts, /position's form); a gig post is meant
 * to use it the same way (`checkPostWording` with its own fields).
 *
 * - Discrimination. China's Employment Promotion Law (就业促进法 §3, §26–31) and the 2019 notice on gender equality
 *   in hiring forbid limits by gender, ethnicity, hukou, marital or childbearing status; the big portals also refuse
 *   age limits, and the euphemisms for both (女销售, 宝妈, 95后优先, 大龄勿扰).
 * - Contact details (a phone number, WeChat, QQ, e-mail): recruiting off the platform is how scams start
 *   (PRODUCT.md §3); the chat's exchange cards are the way.
 * - Income claims (月入过万, 轻松过万): pay is stated in the structured range, not promised in the text.
 * - In a title only: pay (8K, 高薪) and 急招 (the paid 急聘 badge is how a post says it is urgent).
 * - Full-time pay below the city's minimum wage (src/dicts/minimumWage.ts).
 *
 * Findings are language-neutral (`rule`, the words, parameters): the API words them in Chinese
 * (src/contract/jobWordingZh.ts), a form through its message catalogue (`hiring.form.wording.<rule>`).
 */

/** Rules that apply to every free text of a post: title, tags, duties, requirements, a description. */
export const TEXT_RULES = ['gender', 'ethnicity', 'hukou', 'marital', 'age', 'contact', 'income'] as const;
export type TextRule = (typeof TEXT_RULES)[number];
/** The discrimination rules among them (就业促进法). */
export const WORDING_KINDS = ['gender', 'ethnicity', 'hukou', 'marital', 'age'] as const satisfies readonly TextRule[];
export type WordingKind = (typeof WORDING_KINDS)[number];
/** Rules of the title only. */
export type TitleRule = 'titlePay' | 'titleUrgent';
export type WordingRule = TextRule | TitleRule | 'minimumWage';

/** Job words a gendered title puts after 男/女 (女销售, 男保安, 女服务员). */
const ROLE =
  '销售|保安|服务员|前台|文员|司机|客服|主播|模特|助理|秘书|普工|操作工|技工|工人|营业员|收银员|店员|导购|保洁|护工|护士|老师|教师|会计|出纳|翻译|主持|演员|礼仪|接待|跟单|业务员|快递员|配送员|骑手|厨师|店长|主管|经理|员工|工';

/** Each rule's patterns: phrasings that set a condition or make a claim, not any mention (so "男女不限" passes). */
const TEXT_PATTERNS: Record<TextRule, RegExp[]> = {
  gender: [
    /(限|仅限|只限|只招|仅招|要求|需)\s*(男|女)(性|士|生)?/,
    /(男|女)(性|士|生)?\s*(优先|者优先)/,
    /不(招|要|收)\s*(男|女)/,
    /(男|女)性?\s*(\d+\s*名|若干)/,
    // A title or text naming the sex of who is wanted: 女销售, 男保安 (女装销售 names the clothes, 男女工 both).
    new RegExp(`(?<![男女妇子儿])(男|女)(性|士|生|孩)?(${ROLE})`),
    /宝妈|宝爸|全职妈妈|家庭主妇|美女|帅哥|小姐姐|小哥哥/,
  ],
  ethnicity: [/汉族/, /(限|仅限|只招)\s*\S{0,4}族/, /少数民族(除外|勿扰|不要)/],
  // "可解决户口" is a benefit, not a condition: only a demand or a preference is refused.
  hukou: [
    /(本地|本市|本省|城镇|农村)\s*(户口|户籍)/,
    /(本地|本市|本省)人\s*(优先|者优先)/,
    /(要求|需|须|限)\s*\S{0,4}(户口|户籍)/,
    /(户口|户籍)\s*(要求|优先|限)/,
    /限\s*本地/,
  ],
  // "单身宿舍" is housing: only a demand or a preference for being single is refused.
  marital: [/已婚|未婚|已育|未育|婚育|未生育|已生育/, /(要求|限)\s*单身/, /单身\s*(优先|者优先)/],
  age: [
    /\d{2}\s*(周?岁)\s*(以下|以上|以内|之间|及以下|及以上)/,
    /\d{2}\s*[-~～—至到]\s*\d{2}\s*周?岁/,
    /年龄\s*(不超过|不大于|不小于|限|要求|在)/,
    /(年轻|年龄)\s*\d{2}/,
    // The generation euphemisms (95后优先, 限90后, 00后团队): a birth cohort is an age.
    /(?<![\d.])(00|05|10|[6-9][05])\s*后/,
    /大龄\s*(勿扰|免谈|不要|不考虑|慎投)|年轻(人|者)?\s*(优先|为主)|限\s*年轻/,
  ],
  contact: [
    // A mobile number, also written in groups (139-1234-5678, 139 1234 5678).
    /(?<!\d)1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)/,
    // A landline with its area code, a 400/800 number.
    /(?<!\d)0\d{2,3}[\s-]\d{7,8}(?!\d)|(?<!\d)[48]00[\s-]?\d{3}[\s-]?\d{4}(?!\d)/,
    // WeChat or QQ followed by an id (微信 hr_jucai2026, vx：jucaihr88, QQ 123456789).
    /(微信|薇信|威信|v信|V信|vx|VX|Vx|wx|WX|weixin|wechat|WeChat)\s*(号|ID|id)?\s*[:：]\s*[A-Za-z0-9][\w-]{4,19}/,
    /(微信|薇信|威信|v信|V信|vx|VX|Vx|wx|WX|weixin|wechat|WeChat)\s*(号|ID|id)?\s*(?=[A-Za-z_-]*[\d_-])[A-Za-z][\w-]{5,19}/,
    /(QQ|qq|扣扣|企鹅)\s*(号|群)?\s*[:：]?\s*\d{5,11}(?!\d)/,
    // Asking to be added elsewhere (加V详聊, 加微信): the conversation belongs in the chat.
    /(?<![参增追叠附施])(加|添加|联系)\s*(我|本人|HR|hr)?\s*(微信|薇信|v信|V信|vx|VX|[vV](?![A-Za-z])|wx|WX|QQ|qq|扣扣)/,
    /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  ],
  income: [
    // 月入过万, 月入2万, 年入百万, 日入500, 月收入2万以上
    /(月|年|日|周)(入|收入|赚|挣)\s*(过|上|破|超|达|近)?\s*(\d+(\.\d+)?\s*([kKwW万千]|元|块)?|[一二两三四五六七八九十百千]+\s*[万千]|[万千])/,
    // 轻松过万, 保底上万, 收入过万 (but 粉丝过万 is a follower count)
    /(轻松|保底|稳拿|稳定|收入|工资|薪资|到手)\s*(月入)?\s*(过|上|破)万/,
    /(收入|工资|提成|薪资)\s*(上不封顶|无上限|不封顶)/,
    /(日|月)(赚|挣)/,
  ],
};

/** "男女不限", "年龄不限" and the like state that there is no condition: never a finding. */
const NO_CONDITION = /(男女不限|性别不限|年龄不限|户籍不限|不限户籍|不限户口|户口不限|民族不限|婚育不限)/g;

/**
 * Pay belongs in the structured salary, not the title: a figure with a unit (8K, 1.5万, 8000元, 200/天) or the
 * lure words the portals refuse (高薪, 月薪, 底薪, 年薪).
 */
const TITLE_PAY = /(\d+(\.\d+)?\s*([kK千万wW]|元|块|\/\s*(天|月|时|小时)))|高薪|月薪|底薪|年薪|日结|薪资/;
/** 急招 and its variants: urgency is the paid 急聘 badge (POST /enterprise/jobs/:id/urgent), not a word in the title. */
const TITLE_URGENT = /急(招|聘|需|缺|寻|用)|紧急|火急|速招|速聘/;

export interface WordingFinding<R extends WordingRule = TextRule> {
  rule: R;
  /** The words that matched, to quote back to the user. */
  words: string;
}

/** The first rule a free text breaks (title, tag, duty, requirement, description), or null; `rules` narrows the check. */
export function textProblem(text: string, rules: readonly TextRule[] = TEXT_RULES): WordingFinding | null {
  const plain = text.replace(NO_CONDITION, ' ');
  for (const rule of rules) {
    for (const pattern of TEXT_PATTERNS[rule]) {
      const match = pattern.exec(plain);
      if (match) return { rule, words: match[0].trim() };
    }
  }
  return null;
}

/** The first rule a title breaks: its own (pay, 急招) before those of every text. */
export function titleProblem(title: string): WordingFinding<TextRule | TitleRule> | null {
  const pay = TITLE_PAY.exec(title);
  if (pay) return { rule: 'titlePay', words: pay[0] };
  const urgent = TITLE_URGENT.exec(title);
  if (urgent) return { rule: 'titleUrgent', words: urgent[0] };
  return textProblem(title);
}

/** The first discriminatory condition in a text, or null (the 就业促进法 rules only). */
export function findDiscriminatoryWording(text: string): { kind: WordingKind; words: string } | null {
  const found = textProblem(text, WORDING_KINDS);
  return found && { kind: found.rule as WordingKind, words: found.words };
}

/** Pay words in a title (8K, 高薪), or null. */
export function titlePayWords(title: string): string | null {
  return TITLE_PAY.exec(title)?.[0] ?? null;
}

export interface PayToCheck {
  jobType: JobType;
  unit: SalaryUnit;
  /** The bottom of the range, yuan per unit. */
  min: number;
  city: CityCode;
}

export interface MinimumWageShortfall {
  city: CityCode;
  /** The city's monthly minimum (yuan). */
  monthly: number;
  /** The same minimum per the post's unit, rounded up to a yuan (the month's own figure for monthly pay). */
  perUnit: number;
  unit: SalaryUnit;
}

/**
 * Full-time pay whose bottom is below the city's monthly minimum wage, counted per the post's unit (a month is
 * 21.75 days of 8 hours), or null. Internships are not employment and part-time work has its own hourly floor:
 * neither is held to the monthly minimum.
 */
export function minimumWageShortfall(pay: PayToCheck): MinimumWageShortfall | null {
  if (pay.jobType !== 'fulltime') return null;
  const wage = MINIMUM_WAGE_2025[pay.city];
  if (!wage) return null;
  const per = { month: 1, day: PAID_DAYS_PER_MONTH, hour: PAID_DAYS_PER_MONTH * HOURS_PER_DAY }[pay.unit];
  const perUnit = Math.ceil(wage.monthly / per);
  return pay.min * per < wage.monthly ? { city: pay.city, monthly: wage.monthly, perUnit, unit: pay.unit } : null;
}

/** A post's fields as the rules read them; a kind of post passes the ones it has. */
export interface PostWordingInput {
  title?: string;
  /** One free text (a gig post's description). */
  description?: string;
  tags?: readonly string[];
  duties?: readonly string[];
  requirements?: readonly string[];
  /** Checked against the city's minimum wage (full-time posts only). */
  pay?: PayToCheck;
}

export interface WordingIssue {
  /** Where the issue is: `['title']`, `['requirements', 2]`, `['salary', 'min']` (the pay's bottom). */
  path: Array<string | number>;
  rule: WordingRule;
  /** The words that broke the rule (for minimumWage, the figure). */
  words: string;
  /** minimumWage only: the city, its minimum and the same per the post's unit. */
  shortfall?: MinimumWageShortfall;
}

/**
 * Every field of a post that breaks a rule, one issue per field (its first rule), in field order; empty when the
 * post may be published. `pay` is reported on `['salary', 'min']`, where /position's form and the API put it.
 */
export function checkPostWording(post: PostWordingInput): WordingIssue[] {
  const issues: WordingIssue[] = [];
  if (post.title !== undefined) {
    const found = titleProblem(post.title);
    if (found) issues.push({ path: ['title'], ...found });
  }
  if (post.description !== undefined) {
    const found = textProblem(post.description);
    if (found) issues.push({ path: ['description'], ...found });
  }
  for (const field of ['tags', 'duties', 'requirements'] as const) {
    post[field]?.forEach((text, i) => {
      const found = textProblem(text);
      if (found) issues.push({ path: [field, i], ...found });
    });
  }
  const shortfall = post.pay && minimumWageShortfall(post.pay);
  if (shortfall) issues.push({ path: ['salary', 'min'], rule: 'minimumWage', words: String(post.pay!.min), shortfall });
  return issues;
}
