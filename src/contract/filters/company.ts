import { CITY_VALUES, cityDict } from '../../dicts/city.ts';
import {
  COMPANY_SIZE_VALUES,
  INDUSTRY_VALUES,
  JOB_CATEGORY_VALUES,
  STAGE_VALUES,
  companySizeDict,
  industryDict,
  jobCategoryDict,
  stageDict,
} from '../../dicts/company.ts';
import { EXPERIENCE_VALUES, JOB_TYPE_VALUES, jobTypeDict } from '../../dicts/job.ts';
import { SALARY_BAND_VALUES } from '../../dicts/salary.ts';
import { defineFilters, flag, many, one, text } from './define.ts';
import { KEYWORD_MAX } from '../jobValues.ts';

/**
 * The /company filters (GET /user/companies), in URL and panel order. The industry has two levels on screen
 * (one industry, then some of its sub-industries), which the page draws itself; in the URL it is one list.
 */
export const COMPANY_FILTERS = defineFilters({
  keyword: {
    field: text(KEYWORD_MAX),
    name: '关键词',
    row: 'keyword',
    labelId: 'company.filter.keyword',
    placeholderId: 'company.filter.keywordPlaceholder',
    suggest: 'company',
  },
  city: { field: one(CITY_VALUES), name: '城市', dict: cityDict, row: 'cities', labelId: 'company.filter.city', placeholderId: 'company.filter.otherCity' },
  industry: { field: many(INDUSTRY_VALUES), name: '行业', dict: industryDict, row: 'custom', labelId: 'company.filter.industry' },
  stage: { field: many(STAGE_VALUES), name: '融资阶段', dict: stageDict, row: 'chips', labelId: 'company.filter.stage' },
  size: { field: many(COMPANY_SIZE_VALUES), name: '公司规模', dict: companySizeDict, row: 'chips', labelId: 'company.filter.size' },
  veteranFriendly: { field: flag(), name: '拥军企业', row: 'check', labelId: 'company.filter.veteranFriendly' },
});

/** The in-company filters of the 在招职位 tab (GET /user/companies/:id/jobs); the panel shows the first three. */
export const COMPANY_JOB_FILTERS = defineFilters({
  jobType: { field: many(JOB_TYPE_VALUES), name: '职位类型', dict: jobTypeDict, row: 'chips', labelId: 'company.jobs.jobType' },
  category: { field: many(JOB_CATEGORY_VALUES), name: '职位类别', dict: jobCategoryDict, row: 'chips', labelId: 'company.jobs.category' },
  city: { field: one(CITY_VALUES), name: '城市', dict: cityDict, row: 'select', labelId: 'company.jobs.city', placeholderId: 'shared.filter.any' },
  keyword: { field: text(KEYWORD_MAX), name: '关键词' },
  experience: { field: many(EXPERIENCE_VALUES), name: '经验要求' },
  salary: { field: many(SALARY_BAND_VALUES), name: '薪资范围' },
});
