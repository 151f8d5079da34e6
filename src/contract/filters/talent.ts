import { CITY_VALUES, cityDict } from '../../dicts/city.ts';
import { JOB_CATEGORY_VALUES, jobCategoryDict } from '../../dicts/company.ts';
import { JOB_POSITION_VALUES, JOB_SUBCATEGORY_VALUES, jobPositionDict, jobSubcategoryDict, positionsOf, subcategoriesOf } from '../../dicts/jobPositions.ts';
import { EDUCATION_VALUES, EXPERIENCE_VALUES, WORK_STATUS_VALUES, educationDict, experienceDict, workStatusDict } from '../../dicts/job.ts';
import { ACTIVE_WITHIN_VALUES, SCHOOL_TIER_VALUES, TALENT_MARK_VALUES, activeWithinDict, schoolTierDict, talentMarkDict } from '../../dicts/resume.ts';
import { SALARY_BAND_VALUES, salaryBandDict } from '../../dicts/salary.ts';
import { MAJOR_VALUES, majorDict } from '../../dicts/zone.ts';
import { defineFilters, flag, one, text } from './define.ts';

/**
 * The /jobhunter filters (GET /user/enterprise/talents), in URL and panel order. There is no gender or age
 * filter on purpose: screening by them is discrimination.
 */
export const TALENT_FILTERS = defineFilters({
  keyword: { field: text(30), name: '关键词', row: 'keyword', labelId: 'hiring.talent.keyword', placeholderId: 'hiring.talent.keywordPlaceholder' },
  city: { field: one(CITY_VALUES), name: '城市', dict: cityDict, row: 'cities', labelId: 'hiring.talent.city', placeholderId: 'hiring.talent.otherCity' },
  /**
   * The wanted position from the seeker's 求职期望, at any level of the category tree (src/dicts/jobPositions.ts):
   * all three are set together by the page's position picker (the `custom` row on `position`).
   */
  category: { field: one(JOB_CATEGORY_VALUES), name: '职位类别', dict: jobCategoryDict },
  subcategory: {
    field: one(JOB_SUBCATEGORY_VALUES),
    name: '职位子类',
    dict: jobSubcategoryDict,
    optionsFor: (q) => subcategoriesOf(q.category ? [q.category as string] : undefined),
  },
  position: {
    field: one(JOB_POSITION_VALUES),
    name: '具体职位',
    dict: jobPositionDict,
    row: 'custom',
    labelId: 'hiring.talent.position',
    optionsFor: (q) => positionsOf(q.category ? [q.category as string] : undefined, q.subcategory as string | undefined),
  },
  education: { field: one(EDUCATION_VALUES), name: '最低学历', dict: educationDict, row: 'chips', labelId: 'hiring.talent.education' },
  experience: {
    field: one(EXPERIENCE_VALUES.filter((v) => v !== 'student')),
    name: '工作经验',
    dict: experienceDict,
    row: 'chips',
    labelId: 'hiring.talent.experience',
  },
  salary: { field: one(SALARY_BAND_VALUES), name: '期望薪资', dict: salaryBandDict, row: 'chips', labelId: 'hiring.talent.salary', advanced: true },
  workStatus: { field: one(WORK_STATUS_VALUES), name: '求职状态', dict: workStatusDict, row: 'chips', labelId: 'hiring.talent.workStatus', advanced: true },
  schoolTier: { field: one(SCHOOL_TIER_VALUES), name: '院校层次', dict: schoolTierDict, row: 'chips', labelId: 'hiring.talent.schoolTier', advanced: true },
  major: {
    field: one(MAJOR_VALUES),
    name: '专业',
    dict: majorDict,
    row: 'select',
    labelId: 'hiring.talent.major',
    placeholderId: 'shared.filter.any',
    advanced: true,
  },
  activeWithin: {
    field: one(ACTIVE_WITHIN_VALUES),
    name: '活跃时间',
    dict: activeWithinDict,
    row: 'chips',
    labelId: 'hiring.talent.activeWithin',
    advanced: true,
  },
  marked: { field: one(TALENT_MARK_VALUES), name: '我的标记', dict: talentMarkDict, row: 'chips', labelId: 'hiring.talent.marked' },
  notViewedRecently: { field: flag(), name: '近 14 天未查看', row: 'check', labelId: 'hiring.talent.notViewed' },
});
