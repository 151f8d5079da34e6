/**
 * Texts of gig work (零工: /hourlyworker, /hourlydetail, /myodd and the employer's gig pages). The filter rows
 * are named here for src/contract/filters/gig.ts; the pages add their own texts to this module.
 */
import find from './gigFind.ts';
import gigLinks from './gigLinks.ts';
import gigOrders from './gigOrders.ts';

export default {
  ...find,
  ...gigOrders,
  ...gigLinks,
  'gig.filter.keyword': '搜索零工',
  'gig.filter.keywordPlaceholder': '工作内容、雇主',
  'gig.filter.city': '城市',
  'gig.filter.otherCity': '其他城市',
  'gig.filter.district': '区县',
  'gig.filter.from': '出发地',
  'gig.filter.within': '距离',
  'gig.filter.category': '类别',
  'gig.filter.settlement': '结算',
  'gig.filter.payBasis': '计薪',
  'gig.filter.payMin': '最低（元）',
  'gig.filter.payMax': '最高（元）',
  'gig.filter.timeSlot': '时段',
  'gig.filter.date': '日期',
  'gig.filter.employerType': '雇主类型',
  'gig.filter.student': '学生可做',
  'gig.filter.mealsHousing': '包吃住',
  'gig.filter.remote': '在家可做',
  'gig.filter.verified': '认证雇主',
  'gig.filter.sort': '排序',
} as const;
