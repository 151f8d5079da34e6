/**
 * Texts of the three-level job categories (issue 26.9): the position picker in /jobpost's filters, the job
 * form and the talent pool, and the job form's prefill from the company profile. Part of the `job` and `hiring`
 * domains (./job.ts and ./hiring.ts spread in their halves).
 */
export const jobTaxonomyJob = {
  'job.filter.position': '具体职位',
  'job.filter.positionPlaceholder': '输入或选择职位，如“前端”',
  'job.filter.positionNone': '没有匹配的职位',
} as const;

export const jobTaxonomyHiring = {
  'hiring.form.position': '职位类别 / 具体职位',
  'hiring.form.positionHint': '可输入关键词搜索，如“前端”；选到具体职位，求职者按职位筛选时更容易找到',
  'hiring.form.positionPlaceholder': '输入或选择，如“前端开发工程师”',
  'hiring.form.prefilled': '福利、上班时间、休息安排和工作地址已按企业主页填好，可按本职位修改',
  'hiring.talent.position': '期望职位',
} as const;
