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
  'gig.photos.add': '添加图片（{n}/{max}）',
  'gig.photos.list': '已上传的图片',
  'gig.photos.alt': '第 {n} 张：{name}',
  'gig.photos.remove': '移除第 {n} 张图片 {name}',
  'gig.photos.label': '现场照片（选填）',
  'gig.photos.hint': '最多 {max} 张，展示工作环境；请勿包含联系方式。',
  'gig.photos.evidenceLabel': '图片证据（选填）',
  'gig.photos.evidenceHint': '最多 {max} 张：工资条、考勤截图、现场照片等。',
} as const;
