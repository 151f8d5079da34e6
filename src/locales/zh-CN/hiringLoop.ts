/**
 * Texts of the hiring loop's second pass (issue 26): the actions on /cv, the applicant card's facts. Part of the
 * `hiring` domain (./hiring.ts spreads them in).
 */
export default {
  'hiring.cv.actions': '对这位候选人',
  'hiring.cv.chat': '沟通',
  'hiring.cv.invite': '邀请面试',
  'hiring.cv.inviteNeedsApplication': '候选人投递并标记为有意向后可邀请面试',
  'hiring.cv.invited': '面试邀请已发出',
  'hiring.cv.save': '收藏',
  'hiring.cv.saved': '已收藏',
  'hiring.cv.dismiss': '不合适',
  'hiring.cv.dismissed': '已标记为不合适，不再出现在人才库搜索中',
  'hiring.cv.restore': '恢复',
  'hiring.cv.forward': '转发同事',
  'hiring.cv.forwardTitle': '转发简历给同事',
  'hiring.cv.forwardTo': '同事',
  'hiring.cv.forwardToRequired': '请选择同事',
  'hiring.cv.forwardNote': '留言',
  'hiring.cv.forwardNoColleagues': '公司还没有其他招聘账号，可在企业中心添加子账号',
  'hiring.cv.forwarded': '已转发给{name}',
  'hiring.applicant.now': '现任 {title} · {company}',
  'hiring.applicant.nowTitle': '现任 {title}',
  'hiring.applicant.school': '{school}',
  'hiring.applicant.salary': '期望 {salary}',
  'hiring.block.warnTitle': '你已屏蔽这家公司',
  'hiring.block.warnOk': '解除屏蔽并继续',
  'hiring.block.cancel': '取消',
  'hiring.block.currentTitle': '解除屏蔽目前就职的公司？',
  'hiring.block.currentOk': '仍要解除',
} as const;
