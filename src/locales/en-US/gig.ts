import type { Messages } from '../types.ts';
import find from './gigFind.ts';
import gigLinks from './gigLinks.ts';
import gigOrders from './gigOrders.ts';

export default {
  ...find,
  ...gigOrders,
  ...gigLinks,
  'gig.filter.keyword': 'Search gigs',
  'gig.filter.keywordPlaceholder': 'Work or employer',
  'gig.filter.city': 'City',
  'gig.filter.otherCity': 'Other cities',
  'gig.filter.district': 'District',
  'gig.filter.from': 'Starting from',
  'gig.filter.within': 'Distance',
  'gig.filter.category': 'Category',
  'gig.filter.settlement': 'Paid',
  'gig.filter.payBasis': 'Pay basis',
  'gig.filter.payMin': 'Min (yuan)',
  'gig.filter.payMax': 'Max (yuan)',
  'gig.filter.timeSlot': 'Time',
  'gig.filter.date': 'Date',
  'gig.filter.employerType': 'Employer type',
  'gig.filter.student': 'Students OK',
  'gig.filter.mealsHousing': 'Meals and housing',
  'gig.filter.remote': 'From home',
  'gig.filter.verified': 'Verified employers',
  'gig.filter.sort': 'Sort',
} satisfies Messages<'gig'>;
