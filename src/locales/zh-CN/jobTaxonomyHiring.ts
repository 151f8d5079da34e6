/** Texts of the three-level job categories (issue 26.9), `hiring` domain: ./hiring.ts spreads them in. */
export default {
  'hiring.form.position': '职位类别 / 具体职位',
  'hiring.form.positionHint': '可输入关键词搜索，如“前端”；选到具体职位，求职者按职位筛选时更容易找到',
  'hiring.form.positionPlaceholder': '输入或选择，如“前端开发工程师”',
  'hiring.form.prefilled': '福利、上班时间、休息安排和工作地址已按企业主页填好，可按本职位修改',
  'hiring.talent.position': '期望职位',
} as const;
