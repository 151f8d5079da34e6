import type zhHiringLoop from '../zh-CN/hiringLoop.ts';

/** English texts of the hiring loop's second pass (/cv actions, applicant facts); every key of zh-CN/hiringLoop.ts. */
export default {
  'hiring.cv.actions': 'About this candidate',
  'hiring.cv.chat': 'Chat',
  'hiring.cv.invite': 'Invite to interview',
  'hiring.cv.inviteNeedsApplication': 'You can invite the candidate once they have applied and you marked them as a match',
  'hiring.cv.invited': 'Interview invitation sent',
  'hiring.cv.save': 'Save',
  'hiring.cv.saved': 'Saved',
  'hiring.cv.dismiss': 'Not a fit',
  'hiring.cv.dismissed': 'Marked as not a fit; they no longer appear in your talent searches',
  'hiring.cv.restore': 'Restore',
  'hiring.cv.forward': 'Forward to a colleague',
  'hiring.cv.forwardTitle': 'Forward the resume to a colleague',
  'hiring.cv.forwardTo': 'Colleague',
  'hiring.cv.forwardToRequired': 'Choose a colleague',
  'hiring.cv.forwardNote': 'Note',
  'hiring.cv.forwardNoColleagues': 'Your company has no other recruiter accounts yet; add sub-accounts in the employer centre',
  'hiring.cv.forwarded': 'Forwarded to {name}',
  'hiring.applicant.now': 'Now {title} at {company}',
  'hiring.applicant.nowTitle': 'Now {title}',
  'hiring.applicant.school': '{school}',
  'hiring.applicant.salary': 'Expects {salary}',
} satisfies { [K in keyof typeof zhHiringLoop]: string };
