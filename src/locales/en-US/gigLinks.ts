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
  'gig.photos.add': 'Add pictures ({n}/{max})',
  'gig.photos.list': 'Uploaded pictures',
  'gig.photos.alt': 'Picture {n}: {name}',
  'gig.photos.remove': 'Remove picture {n} {name}',
  'gig.photos.label': 'Photos of the workplace (optional)',
  'gig.photos.hint': 'Up to {max}, showing where the work is; no contact details.',
  'gig.photos.evidenceLabel': 'Picture evidence (optional)',
  'gig.photos.evidenceHint': 'Up to {max}: pay slips, attendance screenshots, photos from the site.',
} satisfies Record<keyof typeof zhGigLinks, string>;
