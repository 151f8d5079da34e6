/**
 * Texts of what ties gigs to the rest of the site (issue 27 leftovers): 咨询 in the chat, 举报, the employer's
 * cancelling of a hire, the plan's gig quota and the posting form's photos. Part of the `gig` domain (spread
 * into ./gig.ts).
 */
export default {
  'gig.contact.ask': '咨询',
  'gig.contact.continue': '继续咨询',
  'gig.contact.unavailable': '该雇主为商户或个人，暂不支持在线咨询',
  'gig.chat.about': '咨询零工：{title}',
  'gig.report.title': '举报该零工',
  'gig.manage.cancelHire': '取消录用',
  'gig.manage.cancelHireTitle': '取消录用 {name}',
  'gig.manage.cancelHireIntro': '开工前可以取消录用：名额退回该班次，可再录用他人；工人会收到通知和原因，其信用不受影响。',
  'gig.manage.cancelHireReason': '取消原因（工人可见）',
  'gig.manage.hireCancelled': '已取消录用，名额已退回班次',
} as const;
