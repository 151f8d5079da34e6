import type { CityCode } from '../dicts/city.ts';
import zhRegion from '../dicts/zhLabels/region.ts';
import { checkPostWording, type PostWordingInput, type WordingIssue, type WordingRule } from './jobWording.ts';

/**
 * The API's Chinese reasons for the post-wording rules (src/contract/jobWording.ts). Kept apart from the rules
 * so a form, which words them through its message catalogue, does not load the region labels.
 */

const LAW = '这违反就业促进法';
const UNIT = { month: '月', day: '天', hour: '小时' } as const;

const REASONS: Record<Exclude<WordingRule, 'minimumWage'>, (words: string) => string> = {
  gender: (w) => `不能设置性别条件（“${w}”），${LAW}`,
  ethnicity: (w) => `不能设置民族条件（“${w}”），${LAW}`,
  hukou: (w) => `不能设置户籍条件（“${w}”），${LAW}`,
  marital: (w) => `不能设置婚育条件（“${w}”），${LAW}`,
  age: (w) => `不能设置年龄限制（“${w}”），${LAW}`,
  contact: (w) => `职位信息中不能含联系方式（“${w}”）：请删除手机号、微信、QQ 或邮箱，求职者可通过平台与您沟通`,
  income: (w) => `不能承诺收入（“${w}”）：收入请如实填在薪资范围里`,
  titlePay: (w) => `职位名称不能含薪资信息（“${w}”），请填在薪资范围里`,
  titleUrgent: (w) => `职位名称不能含“急招”一类字样（“${w}”）：要让职位显示急聘，请在职位列表里设为急聘`,
};

const cityName = (city: CityCode) => (zhRegion as Record<string, string>)[`dict.city.${city}`] ?? city;

/** One issue's reason, as the API's 422 gives it on the issue's field. */
export function wordingReasonZh(issue: WordingIssue): string {
  if (issue.rule !== 'minimumWage') return REASONS[issue.rule](issue.words);
  const s = issue.shortfall!;
  const perUnit = s.unit === 'month' ? '' : `，按每月 ${s.unit === 'day' ? '21.75 天' : '174 小时'}折合 ${s.perUnit} 元/${UNIT[s.unit]}`;
  return `全职职位的最低薪资不能低于${cityName(s.city)}的最低工资标准（${s.monthly} 元/月${perUnit}）`;
}

/** `checkPostWording` with each issue's Chinese reason: what a mock route turns into 422 field errors. */
export function checkPostWordingZh(post: PostWordingInput): Array<WordingIssue & { message: string }> {
  return checkPostWording(post).map((issue) => ({ ...issue, message: wordingReasonZh(issue) }));
}
