import type { jobTaxonomyHiring as zhHiring, jobTaxonomyJob as zhJob } from '../zh-CN/jobTaxonomy.ts';

/** English texts of the three-level job categories; every key of zh-CN/jobTaxonomy.ts. */
export const jobTaxonomyJob = {
  'job.filter.position': 'Position',
  'job.filter.positionPlaceholder': 'Type or choose a position, e.g. “frontend”',
  'job.filter.positionNone': 'No matching position',
} satisfies { [K in keyof typeof zhJob]: string };

export const jobTaxonomyHiring = {
  'hiring.form.position': 'Category / position',
  'hiring.form.positionHint': 'Type to search, e.g. “frontend”; a specific position helps job seekers who filter by it find the post',
  'hiring.form.positionPlaceholder': 'Type or choose, e.g. “Frontend Developer”',
  'hiring.form.prefilled': 'Benefits, working hours, days off and the address come from your company page; change them for this post as needed',
  'hiring.talent.position': 'Wanted position',
} satisfies { [K in keyof typeof zhHiring]: string };
