import { CITY_VALUES, DISTRICT_VALUES, cityDict, districtDict } from '../../dicts/city.ts';
import {
  COMPANY_SIZE_VALUES,
  INDUSTRY_TREE_OPTIONS,
  INDUSTRY_VALUES,
  JOB_CATEGORY_VALUES,
  STAGE_VALUES,
  companySizeDict,
  industryDict,
  jobCategoryDict,
  stageDict,
} from '../../dicts/company.ts';
import {
  BENEFIT_VALUES,
  EDUCATION_VALUES,
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  POSTED_WITHIN_VALUES,
  PUBLISHER_TYPE_VALUES,
  REST_SCHEDULE_VALUES,
  SORT_VALUES,
  benefitDict,
  educationDict,
  experienceDict,
  jobTypeDict,
  postedWithinDict,
  publisherTypeDict,
  restScheduleDict,
} from '../../dicts/job.ts';
import { JOB_POSITION_VALUES, JOB_SUBCATEGORY_VALUES, jobPositionDict, jobSubcategoryDict, positionsOf, subcategoriesOf } from '../../dicts/jobPositions.ts';
import { SALARY_BAND_VALUES, salaryBandDict } from '../../dicts/salary.ts';
import { defineFilters, flag, many, one, text } from './define.ts';
import { KEYWORD_MAX } from '../jobValues.ts';

/**
 * The /jobpost filters (PRODUCT.md §0), in the order of the URL and of the panel: the everyday rows first, the
 * advanced ones behind "更多筛选". GET /user/jobs takes the same keys and values, so a decoded URL goes to the
 * API as it is, and job alerts store the same query string.
 */
export const JOB_FILTERS = defineFilters({
  keyword: { field: text(KEYWORD_MAX), name: '关键词' },
  city: {
    field: one(CITY_VALUES),
    name: '城市',
    dict: cityDict,
    row: 'cities',
    labelId: 'job.filter.city',
    placeholderId: 'job.filter.otherCity',
    clears: ['district'],
  },
  district: {
    field: one(DISTRICT_VALUES),
    name: '区县',
    dict: districtDict,
    row: 'chips',
    labelId: 'job.filter.district',
    appliesWhen: (q) => !!q.city,
    optionsFor: (q) => districtDict.options.filter((o) => o.city === q.city),
  },
  category: {
    field: many(JOB_CATEGORY_VALUES),
    name: '职位类别',
    dict: jobCategoryDict,
    row: 'chips',
    labelId: 'job.filter.category',
    clears: ['subcategory', 'position'],
  },
  /**
   * The lower levels of the category tree (src/dicts/jobPositions.ts), chosen together with their category in
   * the position picker (a page's `custom` row); each only applies under a category it belongs to.
   */
  subcategory: {
    field: one(JOB_SUBCATEGORY_VALUES),
    name: '职位子类',
    dict: jobSubcategoryDict,
    optionsFor: (q) => subcategoriesOf(q.category as string[] | undefined),
  },
  position: {
    field: one(JOB_POSITION_VALUES),
    name: '具体职位',
    dict: jobPositionDict,
    row: 'custom',
    labelId: 'job.filter.position',
    // Behind "more filters": the category chips already narrow the list, and at 1024 px one more row pushed the
    // first job below the fold (narrow.spec). A position in the URL opens the section by itself.
    advanced: true,
    optionsFor: (q) => positionsOf(q.category as string[] | undefined, q.subcategory as string | undefined),
  },
  salary: { field: many(SALARY_BAND_VALUES), name: '薪资范围', dict: salaryBandDict, row: 'chips', labelId: 'job.filter.salary' },
  experience: { field: many(EXPERIENCE_VALUES), name: '经验要求', dict: experienceDict, row: 'chips', labelId: 'job.filter.experience' },
  education: { field: many(EDUCATION_VALUES), name: '学历要求', dict: educationDict, row: 'chips', labelId: 'job.filter.education' },
  jobType: { field: many(JOB_TYPE_VALUES), name: '职位类型', dict: jobTypeDict, row: 'chips', labelId: 'job.filter.jobType' },
  industry: {
    field: many(INDUSTRY_VALUES),
    name: '行业',
    dict: industryDict,
    row: 'tree',
    labelId: 'job.filter.industry',
    tree: INDUSTRY_TREE_OPTIONS,
    wholeLabelId: 'job.filter.industryAll',
    placeholderId: 'shared.filter.any',
    advanced: true,
  },
  companySize: { field: many(COMPANY_SIZE_VALUES), name: '公司规模', dict: companySizeDict, row: 'chips', labelId: 'job.filter.companySize', advanced: true },
  stage: { field: many(STAGE_VALUES), name: '融资阶段', dict: stageDict, row: 'chips', labelId: 'job.filter.stage', advanced: true },
  restSchedule: {
    field: many(REST_SCHEDULE_VALUES),
    name: '休息制度',
    dict: restScheduleDict,
    row: 'chips',
    labelId: 'job.filter.restSchedule',
    advanced: true,
  },
  benefits: { field: many(BENEFIT_VALUES), name: '福利', dict: benefitDict, row: 'chips', labelId: 'job.filter.benefits', advanced: true },
  publisherType: {
    field: many(PUBLISHER_TYPE_VALUES),
    name: '发布者类型',
    dict: publisherTypeDict,
    row: 'chips',
    labelId: 'job.filter.publisherType',
    advanced: true,
  },
  postedWithin: {
    field: one(POSTED_WITHIN_VALUES),
    name: '发布时间',
    dict: postedWithinDict,
    row: 'chips',
    labelId: 'job.filter.postedWithin',
    advanced: true,
  },
  /** Hide headhunter, outsourcing and dispatch posts. */
  hideAgencies: { field: flag({ keepsOff: true }), name: '屏蔽中介职位', row: 'check', labelId: 'job.filter.hideAgencies' },
  /** Signed-in seekers: hide jobs whose recruiter they already chat with. */
  hideContacted: { field: flag(), name: '隐藏已沟通', row: 'check', labelId: 'job.filter.hideContacted' },
  sort: { field: one(SORT_VALUES), name: '排序方式' },
});
