/** Texts of the three-level job categories (issue 26.9), `job` domain: ./job.ts spreads them in. */
export default {
  'job.filter.position': '具体职位',
  'job.filter.positionPlaceholder': '输入或选择职位，如“前端”',
  'job.filter.positionNone': '没有匹配的职位',
  'job.filter.positionWhole': '{name}（全部）',
} as const;
