import { asksForMoney } from '../../../src/contract/chatSafety.ts';
import { textProblem } from '../../../src/contract/jobWording.ts';
import { REVIEW_MS } from '../../../src/contract/postingValues.ts';
import type { Db } from '../index.ts';

/**
 * The platform's review of gigs, like job posts' (mock/db/recruiting/jobReview.ts): discriminatory wording and
 * pay in the title are refused when the gig is sent; the reviewer answers REVIEW_MS later and refuses contact
 * details (hiring off the platform) and any fee or deposit asked of workers (押金, 服装费 …: PRODUCT.md §3, gig
 * pay safety). An approved gig is public at once, first in the 推荐 order.
 */
export const GIG_CONTACT_REASON = '零工信息中含有联系方式（手机号、微信、QQ 或邮箱），请删除后重新提交，求职者可通过平台与您沟通';
export const GIG_FEE_REASON = '零工信息中要求求职者交纳押金或费用，平台不允许向零工收取任何费用，请删除后重新提交';

export function settleGigReviews(db: Db, now: number) {
  const store = db.gigs;
  for (const id of store.pendingReviews) {
    const gig = store.gigs.get(id);
    if (!gig || gig.review !== 'pending') {
      store.pendingReviews.delete(id);
      continue;
    }
    if (now - gig.submittedAt < REVIEW_MS) continue;
    store.pendingReviews.delete(id);
    const decidedAt = gig.submittedAt + REVIEW_MS;
    const text = [gig.title, ...gig.duties, ...gig.requirements.notes, gig.address, gig.howToGetThere ?? ''].join('\n');
    const reason = textProblem(text, ['contact']) ? GIG_CONTACT_REASON : asksForMoney(text) ? GIG_FEE_REASON : null;
    gig.review = reason ? 'rejected' : 'approved';
    gig.rejectReason = reason;
    if (reason) continue;
    gig.postedAt = decidedAt;
    if (!store.listed.includes(gig)) store.listed.unshift(gig);
  }
}
