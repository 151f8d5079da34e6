/**
 * Words that mark a message as asking the job seeker for money: fees, deposits, training loans, paid-for
 * "channels" or payment off the platform. Such a message is delivered with a warning to its recipient (PRODUCT.md
 * §3 scam reports): a legitimate employer never charges a candidate.
 */
const FEE_PATTERNS: readonly RegExp[] = [
  /押金|保证金|报名费|培训费|体检费|服装费|工装费|资料费|中介费|介绍费|入职费|管理费/,
  /培训贷|分期贷|贷款培训|刷单|垫付|垫资/,
  /(先|需|要)?(交|缴|付|转)[^，。！？\s]{0,6}(钱|费|元|块)/,
  /(私下|线下|微信|支付宝)(转账|付款|收款)/,
];

export function asksForMoney(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  return FEE_PATTERNS.some((p) => p.test(compact));
}
