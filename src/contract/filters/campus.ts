import { CITY_VALUES, POPULAR_CITIES, cityDict } from '../../dicts/city.ts';
import { SORT_VALUES, jobSortDict } from '../../dicts/job.ts';
import { DAILY_PAY_VALUES, dailyPayDict } from '../../dicts/salary.ts';
import {
  CAMPUS_BATCH_VALUES,
  CAMPUS_KIND_VALUES,
  CLASS_YEAR_VALUES,
  INTERN_DAYS_VALUES,
  MAJOR_VALUES,
  PERMANENT_OFFER_VALUES,
  campusBatchDict,
  classYearDict,
  internDaysDict,
  majorDict,
  permanentOfferDict,
} from '../../dicts/zone.ts';
import { defineFilters, many, one, text } from './define.ts';
import { KEYWORD_MAX } from '../jobValues.ts';

type Query = Readonly<Record<string, unknown>>;
const isInternship = (q: Query) => q.tab === 'internship';
/** The batches of the query's tab: 提前批/正式批/春招/补录 for campus hiring, 日常/寒暑假 for internships. */
const batchesOf = (q: Query) => campusBatchDict.options.filter((o) => o.kind === (isInternship(q) ? 'internship' : 'campus'));

/**
 * The /graduate filters (GET /user/campus/jobs): the tab (校招 / 实习), then the rows in panel order. Each tab
 * offers its own batches; the internship-only rows (days a week, daily pay, permanent offer) apply on that tab.
 */
export const CAMPUS_FILTERS = defineFilters({
  tab: { field: one(CAMPUS_KIND_VALUES), name: '分栏' },
  keyword: { field: text(KEYWORD_MAX), name: '关键词', row: 'keyword', labelId: 'campus.filter.keyword', placeholderId: 'campus.filter.keywordPlaceholder' },
  classYear: { field: many(CLASS_YEAR_VALUES), name: '届别', dict: classYearDict, row: 'chips', labelId: 'campus.filter.classYear' },
  batch: { field: many(CAMPUS_BATCH_VALUES), name: '批次', dict: campusBatchDict, row: 'chips', labelId: 'campus.filter.batch', optionsFor: batchesOf },
  major: { field: many(MAJOR_VALUES), name: '专业', dict: majorDict, row: 'chips', labelId: 'campus.filter.major' },
  city: {
    field: one(CITY_VALUES),
    name: '城市',
    dict: cityDict,
    row: 'chips',
    labelId: 'campus.filter.city',
    options: cityDict.options.filter((o) => POPULAR_CITIES.includes(o.value)),
  },
  daysPerWeek: {
    field: many(INTERN_DAYS_VALUES),
    name: '每周实习天数',
    dict: internDaysDict,
    row: 'chips',
    labelId: 'campus.filter.daysPerWeek',
    appliesWhen: isInternship,
  },
  dailyPay: { field: many(DAILY_PAY_VALUES), name: '日薪范围', dict: dailyPayDict, row: 'chips', labelId: 'campus.filter.dailyPay', appliesWhen: isInternship },
  permanentOffer: {
    field: many(PERMANENT_OFFER_VALUES),
    name: '转正机会',
    dict: permanentOfferDict,
    row: 'chips',
    labelId: 'campus.filter.permanentOffer',
    appliesWhen: isInternship,
  },
  sort: { field: one(SORT_VALUES), name: '排序方式', dict: jobSortDict, row: 'select', labelId: 'campus.filter.sort', unsetValue: 'recommend' },
});
