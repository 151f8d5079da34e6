/**
 * Categories and channels of the notice centre, without zod (the pages read them; the API validates with
 * notification.ts, which re-exports them).
 */

export const SEEKER_NOTICE_CATEGORIES = ['system', 'application', 'interview', 'views', 'alerts', 'account'] as const;
export const ENTERPRISE_NOTICE_CATEGORIES = ['applicants', 'replies', 'interviews', 'plan', 'review'] as const;
export const NOTICE_CATEGORY_VALUES = [...SEEKER_NOTICE_CATEGORIES, ...ENTERPRISE_NOTICE_CATEGORIES] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORY_VALUES)[number];
export type SeekerNoticeCategory = (typeof SEEKER_NOTICE_CATEGORIES)[number];
export type EnterpriseNoticeCategory = (typeof ENTERPRISE_NOTICE_CATEGORIES)[number];

/** Whose notices: a job seeker's own, or a company's (one inbox shared by its recruiters, like its chat). */
export type NoticeSide = 'seeker' | 'enterprise';
export const NOTICE_CATEGORIES_OF: Record<NoticeSide, readonly NoticeCategory[]> = {
  seeker: SEEKER_NOTICE_CATEGORIES,
  enterprise: ENTERPRISE_NOTICE_CATEGORIES,
};

/** Channels besides the site itself (which always keeps every notice). */
export const NOTICE_CHANNEL_VALUES = ['sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNEL_VALUES)[number];

export const NOTICE_PAGE_SIZE_MAX = 50;
