import { CITY_VALUES, DISTRICT_VALUES, cityDict, districtDict } from '../../dicts/city.ts';
import {
  GIG_CATEGORY_VALUES,
  GIG_DISTANCE_VALUES,
  GIG_EMPLOYER_TYPE_VALUES,
  GIG_PAY_BASIS_VALUES,
  GIG_SETTLEMENT_VALUES,
  GIG_SORT_VALUES,
  GIG_TIME_SLOT_VALUES,
  gigCategoryDict,
  gigDistanceDict,
  gigEmployerTypeDict,
  gigPayBasisDict,
  gigSettlementDict,
  gigSortDict,
  gigTimeSlotDict,
} from '../../dicts/gig.ts';
import { KEYWORD_MAX } from '../jobValues.ts';
import { defineFilters, flag, int, many, one, text } from './define.ts';

/** Pay range bounds in 元 per unit of the chosen basis (the filter is typed by people, so it is in 元, not 分). */
export const GIG_PAY_FILTER_MAX_YUAN = 10_000;

/**
 * The /hourlyworker filters (issue 27, PRODUCT.md §1 C), in URL and panel order. GET /user/gigs takes the same
 * keys and values, plus `lng`/`lat` (a point the browser located, instead of `from`), which are not kept in the
 * URL. `from` is a district whose centre is the chosen point; `within` (km) needs a point. The pay range is in
 * 元 per unit of the chosen pay basis and applies once one basis is chosen. `date` is `YYYY-MM-DD` (a shift that
 * day).
 */
export const GIG_FILTERS = defineFilters({
  keyword: { field: text(KEYWORD_MAX), name: '关键词', row: 'keyword', labelId: 'gig.filter.keyword', placeholderId: 'gig.filter.keywordPlaceholder' },
  city: {
    field: one(CITY_VALUES),
    name: '城市',
    dict: cityDict,
    row: 'cities',
    labelId: 'gig.filter.city',
    placeholderId: 'gig.filter.otherCity',
    clears: ['district', 'from'],
  },
  district: {
    field: one(DISTRICT_VALUES),
    name: '区县',
    dict: districtDict,
    row: 'chips',
    labelId: 'gig.filter.district',
    appliesWhen: (q) => !!q.city,
    optionsFor: (q) => districtDict.options.filter((o) => o.city === q.city),
  },
  from: { field: one(DISTRICT_VALUES), name: '出发地', dict: districtDict, row: 'custom', labelId: 'gig.filter.from', clears: ['within'] },
  within: { field: one(GIG_DISTANCE_VALUES), name: '距离', dict: gigDistanceDict, row: 'chips', labelId: 'gig.filter.within', appliesWhen: (q) => !!q.from },
  category: { field: many(GIG_CATEGORY_VALUES), name: '零工类别', dict: gigCategoryDict, row: 'chips', labelId: 'gig.filter.category' },
  settlement: { field: many(GIG_SETTLEMENT_VALUES), name: '结算方式', dict: gigSettlementDict, row: 'chips', labelId: 'gig.filter.settlement' },
  payBasis: {
    field: one(GIG_PAY_BASIS_VALUES),
    name: '计薪方式',
    dict: gigPayBasisDict,
    row: 'chips',
    labelId: 'gig.filter.payBasis',
    clears: ['payMin', 'payMax'],
  },
  payMin: { field: int(0, GIG_PAY_FILTER_MAX_YUAN), name: '最低薪资', row: 'custom', labelId: 'gig.filter.payMin', appliesWhen: (q) => !!q.payBasis },
  payMax: { field: int(0, GIG_PAY_FILTER_MAX_YUAN), name: '最高薪资', row: 'custom', labelId: 'gig.filter.payMax', appliesWhen: (q) => !!q.payBasis },
  timeSlot: { field: many(GIG_TIME_SLOT_VALUES), name: '时段', dict: gigTimeSlotDict, row: 'chips', labelId: 'gig.filter.timeSlot' },
  date: { field: text(10), name: '日期', row: 'custom', labelId: 'gig.filter.date' },
  employerType: {
    field: many(GIG_EMPLOYER_TYPE_VALUES),
    name: '雇主类型',
    dict: gigEmployerTypeDict,
    row: 'chips',
    labelId: 'gig.filter.employerType',
    advanced: true,
  },
  student: { field: flag(), name: '学生可做', row: 'check', labelId: 'gig.filter.student' },
  mealsHousing: { field: flag(), name: '包吃住', row: 'check', labelId: 'gig.filter.mealsHousing' },
  remote: { field: flag(), name: '在家可做', row: 'check', labelId: 'gig.filter.remote' },
  verified: { field: flag(), name: '认证雇主', row: 'check', labelId: 'gig.filter.verified' },
  sort: { field: one(GIG_SORT_VALUES), name: '排序方式', dict: gigSortDict, row: 'select', labelId: 'gig.filter.sort', unsetValue: 'recommend' },
});
