import { REGION_TREE } from '../../dicts/city.ts';
import { educationDict } from '../../dicts/job.ts';
import { GOV_EXAM_VALUES, GOV_REGISTRATION_VALUES, govExamDict, govRegistrationDict } from '../../dicts/zone.ts';
import { EDUCATION_LEVELS, GOV_REGION_VALUES, KEYWORD_MAX } from '../jobValues.ts';
import { defineFilters, many, one, text } from './define.ts';

/**
 * The /govwork announcement filters (GET /user/gov/announcements), in URL and panel order (the keyword box last). The region is
 * nationwide, a province or a city; the education is the seeker's own (announcements open to it are listed).
 */
export const GOV_FILTERS = defineFilters({
  examType: { field: many(GOV_EXAM_VALUES), name: '考试类型', dict: govExamDict, row: 'chips', labelId: 'zone.gov.examType' },
  region: {
    field: one(GOV_REGION_VALUES),
    name: '地区',
    row: 'tree',
    labelId: 'zone.gov.region',
    placeholderId: 'zone.gov.region.placeholder',
    tree: REGION_TREE,
    leading: [{ value: 'national', labelId: 'zone.gov.region.national' }],
    wholeLabelId: 'zone.gov.region.wholeProvince',
  },
  /** Announcements open to this education level (their floor is at or below it). */
  education: {
    field: one(EDUCATION_LEVELS),
    name: '学历',
    dict: educationDict,
    row: 'chips',
    labelId: 'zone.gov.education',
    options: educationDict.options.filter((o) => (EDUCATION_LEVELS as readonly string[]).includes(o.value)),
  },
  status: { field: many(GOV_REGISTRATION_VALUES), name: '报名状态', dict: govRegistrationDict, row: 'chips', labelId: 'zone.gov.status' },
  keyword: { field: text(KEYWORD_MAX), name: '关键词', row: 'keyword', labelId: 'zone.gov.keyword', placeholderId: 'zone.gov.keyword.placeholder' },
});
