import type zhGigLinks from '../zh-CN/gigLinks.ts';

/** English texts of gig chat, reports, cancelling a hire, gig quota and photos; spread into ./gig.ts. */
export default {
  'gig.contact.ask': 'Ask the employer',
  'gig.contact.continue': 'Continue the chat',
  'gig.contact.unavailable': 'This employer (a shop or a private person) cannot be asked online',
  'gig.chat.about': 'About the gig: {title}',
  'gig.report.title': 'Report this gig',
} satisfies Record<keyof typeof zhGigLinks, string>;
