import type zhGigLinks from '../zh-CN/gigLinks.ts';

/** English texts of gig chat, reports, cancelling a hire, gig quota and photos; spread into ./gig.ts. */
export default {
  'gig.contact.ask': 'Ask the employer',
  'gig.contact.continue': 'Continue the chat',
  'gig.contact.unavailable': 'This employer (a shop or a private person) cannot be asked online',
  'gig.chat.about': 'About the gig: {title}',
  'gig.report.title': 'Report this gig',
  'gig.manage.cancelHire': 'Cancel the hire',
  'gig.manage.cancelHireTitle': 'Cancel the hire of {name}',
  'gig.manage.cancelHireIntro':
    'Before the shift starts you may cancel a hire: the place goes back to the shift for someone else; the worker is told the reason, and their reliability is not affected.',
  'gig.manage.cancelHireReason': 'Reason (the worker sees it)',
  'gig.manage.hireCancelled': 'Hire cancelled; the place is open again',
} satisfies Record<keyof typeof zhGigLinks, string>;
