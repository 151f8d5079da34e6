import { CITY_VALUES, cityDict } from '../../dicts/city.ts';
import { INDUSTRY_TREE_OPTIONS, INDUSTRY_VALUES, JOB_CATEGORY_VALUES, industryDict } from '../../dicts/company.ts';
import { defineFilters, flag, many, one, text } from './define.ts';
import { KEYWORD_MAX } from '../jobValues.ts';

/** The veteran zone's two lists (GET /user/veterans/jobs and /veterans/companies), in URL and panel order. */
const city = { field: one(CITY_VALUES), name: '城市', dict: cityDict, row: 'select', labelId: 'zone.vet.city', placeholderId: 'zone.vet.city.any' } as const;

export const VETERAN_JOB_FILTERS = defineFilters({
  keyword: { field: text(KEYWORD_MAX), name: '关键词', row: 'keyword', labelId: 'zone.vet.jobs.keyword', placeholderId: 'zone.vet.jobs.keyword' },
  city,
  /** Only jobs reserved for veterans. */
  only: { field: flag(), name: '仅看退役军人专属职位', row: 'check', labelId: 'zone.vet.jobs.only', rowLabelId: 'zone.vet.jobs.scope' },
  category: { field: many(JOB_CATEGORY_VALUES), name: '职位类别' },
});

export const VETERAN_COMPANY_FILTERS = defineFilters({
  keyword: { field: text(KEYWORD_MAX), name: '关键词', row: 'keyword', labelId: 'zone.vet.companies.keyword', placeholderId: 'zone.vet.companies.keyword' },
  city,
  /** Top-level industries on screen; the API also takes sub-industries. */
  industry: {
    field: many(INDUSTRY_VALUES),
    name: '行业',
    dict: industryDict,
    row: 'chips',
    labelId: 'zone.vet.companies.industry',
    options: INDUSTRY_TREE_OPTIONS.map(({ value, labelId }) => ({ value, labelId })),
  },
});
