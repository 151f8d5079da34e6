import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery } from '@/utils/queryCodec.ts';
import { campusJobsQuery } from '../campus.ts';
import { companyJobsQuery, companySearchQuery } from '../company.ts';
import { govListQuery } from '../gov.ts';
import { jobSearchQuery } from '../job.ts';
import { veteranCompaniesQuery, veteranJobsQuery } from '../veteran.ts';
import { CAMPUS_FILTERS } from './campus.ts';
import { COMPANY_FILTERS, COMPANY_JOB_FILTERS } from './company.ts';
import { advancedKeys, applicable, dictsOf, isFiltered, specOf, type FilterDefs } from './define.ts';
import { GOV_FILTERS } from './gov.ts';
import { JOB_FILTERS } from './job.ts';
import { VETERAN_COMPANY_FILTERS, VETERAN_JOB_FILTERS } from './veteran.ts';

/** Each list's descriptions and the API schema derived from them. */
const LISTS: Array<
  [
    string,
    FilterDefs,
    {
      safeParse: (v: unknown) => { success: boolean; data?: unknown; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
      shape: Record<string, unknown>;
    },
  ]
> = [
  ['jobs', JOB_FILTERS, jobSearchQuery as never],
  ['companies', COMPANY_FILTERS, companySearchQuery],
  ['company jobs', COMPANY_JOB_FILTERS, companyJobsQuery],
  ['campus', CAMPUS_FILTERS, campusJobsQuery],
  ['gov', GOV_FILTERS, govListQuery],
  ['veteran jobs', VETERAN_JOB_FILTERS, veteranJobsQuery],
  ['veteran companies', VETERAN_COMPANY_FILTERS, veteranCompaniesQuery],
];

/** A value of every filter: the last value of each dictionary kind, a flag set, some text. */
function sampleQuery(defs: FilterDefs): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(defs).map(([key, { field }]) => {
      switch (field.kind) {
        case 'one':
          return [key, field.values.at(-1)];
        case 'many':
          return [key, field.values.slice(-2)];
        case 'flag':
          return [key, true];
        case 'int':
          return [key, field.max];
        case 'text':
          return [key, 'Java 开发'];
      }
    }),
  );
}

describe('filter descriptions → URL spec', () => {
  it('keeps every filter, in description order (the URL key order)', () => {
    expect(Object.keys(specOf(JOB_FILTERS))).toEqual(Object.keys(JOB_FILTERS));
    expect(specOf(JOB_FILTERS).city).toBe(JOB_FILTERS.city.field);
    expect(encodeQuery(specOf(JOB_FILTERS), { sort: 'newest', salary: ['10-20k'], keyword: 'React', city: 'hangzhou' }).toString()).toBe(
      'keyword=React&city=hangzhou&salary=10-20k&sort=newest',
    );
  });
  it('derives the dictionaries and the advanced rows', () => {
    expect(Object.keys(dictsOf(JOB_FILTERS))).not.toContain('keyword');
    expect(dictsOf(JOB_FILTERS).salary.name).toBe('salaryBand');
    expect(advancedKeys(JOB_FILTERS)).toEqual(['position', 'industry', 'companySize', 'stage', 'restSchedule', 'benefits', 'publisherType', 'postedWithin']);
  });
});

describe.each(LISTS)('%s: URL spec and API schema agree', (_name, defs, schema) => {
  it('the schema has exactly the described filters (plus paging and the API-only ones)', () => {
    for (const key of Object.keys(defs)) expect(schema.shape).toHaveProperty(key);
  });
  it('what the URL codec encodes, the API accepts as the same value', () => {
    const value = sampleQuery(defs);
    const search = encodeQuery(specOf(defs), value as never);
    expect(decodeQuery(specOf(defs), search)).toEqual({ value, dropped: [] });
    const parsed = schema.safeParse(Object.fromEntries(search));
    expect(parsed.success).toBe(true);
    for (const [key, v] of Object.entries(value)) expect((parsed.data as Record<string, unknown>)[key]).toEqual(v);
  });
  it('what the URL codec drops, the API refuses, naming the filter as described', () => {
    for (const [key, def] of Object.entries(defs)) {
      if (def.field.kind !== 'one' && def.field.kind !== 'many') continue;
      const search = new URLSearchParams({ [key]: 'no-such-value' });
      expect(decodeQuery(specOf(defs), search).dropped).toEqual([key]);
      const parsed = schema.safeParse({ [key]: 'no-such-value' });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]).toMatchObject({ path: [key], message: `${def.name}取值无效` });
    }
  });
});

describe('rules across filters', () => {
  it('drops a district outside the chosen city, and any district without a city', () => {
    expect(applicable(JOB_FILTERS, { city: 'hangzhou', district: 'hangzhou-xihu' })).toEqual({ city: 'hangzhou', district: 'hangzhou-xihu' });
    expect(applicable(JOB_FILTERS, { city: 'hangzhou', district: 'beijing-haidian' })).toEqual({ city: 'hangzhou' });
    expect(applicable(JOB_FILTERS, { district: 'beijing-haidian' })).toEqual({});
  });
  it('keeps each campus tab to its own batches and rows', () => {
    expect(applicable(CAMPUS_FILTERS, { batch: ['early', 'dailyIntern'], dailyPay: ['100-200'] })).toEqual({ batch: ['early'] });
    expect(applicable(CAMPUS_FILTERS, { tab: 'internship', batch: ['early', 'dailyIntern'], dailyPay: ['100-200'] })).toEqual({
      tab: 'internship',
      batch: ['dailyIntern'],
      dailyPay: ['100-200'],
    });
  });
  it('knows when a query filters, leaving out the keys that only order or place it', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ stage: [], veteranFriendly: false, keyword: '' })).toBe(false);
    expect(isFiltered({ sort: 'newest' }, ['sort'])).toBe(false);
    expect(isFiltered({ sort: 'newest', city: 'wuhan' }, ['sort'])).toBe(true);
  });
});
