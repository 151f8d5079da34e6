import type zh from '../zh-CN/jobTaxonomyJob.ts';

/** English texts of the three-level job categories; every key of zh-CN/jobTaxonomyJob.ts. */
export default {
  'job.filter.position': 'Position',
  'job.filter.positionPlaceholder': 'Type or choose a position, e.g. “frontend”',
  'job.filter.positionNone': 'No matching position',
  'job.filter.positionWhole': '{name} (all)',
} satisfies { [K in keyof typeof zh]: string };
