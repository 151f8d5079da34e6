import type zh from '../zh-CN/jobTaxonomyHiring.ts';

/** English texts of the three-level job categories; every key of zh-CN/jobTaxonomyHiring.ts. */
export default {
  'hiring.form.position': 'Category / position',
  'hiring.form.positionHint': 'Type to search, e.g. “frontend”; a specific position helps job seekers who filter by it find the post',
  'hiring.form.positionPlaceholder': 'Type or choose, e.g. “Frontend Developer”',
  'hiring.form.prefilled': 'Benefits, working hours, days off and the address come from your company page; change them for this post as needed',
  'hiring.talent.position': 'Wanted position',
} satisfies { [K in keyof typeof zh]: string };
