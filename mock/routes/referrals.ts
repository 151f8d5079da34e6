import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import type { PageResult } from '../../src/contract/envelope.ts';
import {
  bountyQuery,
  inviteAnswerBody,
  REFERRAL_ERROR_CODES,
  REFERRAL_LIMITS,
  referralBody,
  type BountyJob,
  type MyReferrals,
  type ReferralInvite,
  type ReferralStatus,
  type ReferralView,
} from '../../src/contract/referral.ts';
import { ApiError, forbidden, invalid, notFound, rejected, tooMany } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { maskedMobile } from '../db/accounts.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { bountyOf } from '../db/referrals/bounties.ts';
import { CONSENT_MS, fakeCount, isLive, isOpen, madeToday, newConsentCode, referralStore, start, type ReferralRecord } from '../db/referrals/store.ts';
import { bountyJobView, inviteView, myReferrals, referralView, referrerName } from '../db/referrals/views.ts';

/**
 * Referrals (人才推荐, /joinUs; docs/API.md "Referrals" and *Tenant rules*, "Referrals"): the bounty list, 推荐他人
 * (counts only after the referred person consents, by the text the mock "sends" to their number) and 推荐自己, the
 * referrer's referrals and simulated earnings, and the referred person's side (read and answer the consent).
 * The simulation and its clock are in db/referrals/store.ts.
 */

const stateError = (status: ReferralStatus) => new ApiError(409, REFERRAL_ERROR_CODES.state, STATE_REASON[status]);
const STATE_REASON: Record<ReferralStatus, string> = {
  awaitingConsent: '这条推荐正在等待被推荐人确认',
  inProgress: '被推荐人已同意，这条推荐正在进行中',
  completed: '这条推荐已完成',
  declined: '被推荐人已拒绝这条推荐',
  reportedFake: '这条推荐已被举报为虚假推荐',
  expired: `被推荐人 ${REFERRAL_LIMITS.consentDays} 天内未确认，这条推荐已失效`,
  withdrawn: '推荐人已撤回这条推荐',
  jobClosed: '职位已停止招聘，这条推荐已失效',
};

/** The caller's own referral; anyone else's id answers 404, like one that does not exist. */
function ownReferral(db: Db, user: UserRecord, id: string, now: number): ReferralRecord {
  const found = referralStore(db, now).referrals.find((r) => r.id === id && r.referrerId === user.id);
  if (!found) throw notFound('推荐记录不存在');
  return found;
}

/** A consent by the code in its text: only the owner of the number it went to may read or answer it. */
function ownInvite(db: Db, user: UserRecord, code: string, now: number): ReferralRecord {
  const found = referralStore(db, now).byCode.get(code);
  if (!found) throw notFound('推荐邀请不存在，请核对短信中的链接');
  if (found.mobile !== user.mobile)
    throw new ApiError(
      403,
      REFERRAL_ERROR_CODES.notYours,
      `这条推荐邀请发给了 ${maskedMobile(found.mobile)}，只有该手机号的本人可以查看和确认：请用该号码登录`,
    );
  return found;
}

/** A post with a bounty that the caller may refer to now. */
function bountyJob(db: Db, user: UserRecord, jobId: string, now: number) {
  const store = referralStore(db, now);
  const job = store.bountyJobs.find((j) => j.id === jobId);
  if (!job) throw notFound('该职位没有推荐悬赏');
  if (!isOpen(job, now)) throw new ApiError(409, REFERRAL_ERROR_CODES.bountyClosed, '该职位已停止招聘，悬赏已下线');
  // The company's own recruiters (main or sub-account) would pay themselves: no bounty on their own posts.
  if (user.role === 'enterprise' && user.companyId === job.companyId)
    throw new ApiError(403, REFERRAL_ERROR_CODES.selfDealing, '不能推荐到本公司的职位：招聘方不能领取自己公司职位的推荐奖金');
  return { store, job };
}

const smsTextFor = (db: Db, referrerId: string, companyName: string, title: string, code: string) =>
  `【聚才】${referrerName(db, referrerId)}推荐你应聘${companyName}「${title}」。是否同意由你决定：请用本手机号登录聚才，打开 /joinUs?consent=${code} 确认或拒绝；不认识推荐人可举报虚假推荐。${REFERRAL_LIMITS.consentDays} 天内未确认，推荐自动失效。`;

export const referralRoutes = [
  route({
    method: 'GET',
    path: '/referrals/bounties',
    query: bountyQuery,
    handler: ({ query, db, now }): PageResult<BountyJob> => {
      const store = referralStore(db, now);
      const keyword = query.keyword?.toLowerCase();
      const open = store.bountyJobs.filter(
        (j) => isOpen(j, now) && (!keyword || j.title.toLowerCase().includes(keyword) || db.recruiting.companyById.get(j.companyId)!.name.includes(keyword)),
      );
      const page = slicePage(open, pageParams(query));
      return { ...page, list: page.list.map((j) => bountyJobView(db, j)) };
    },
  }),
  route({
    method: 'GET',
    path: '/referrals/mine',
    auth: 'user',
    handler: ({ db, user, now }): MyReferrals => myReferrals(db, referralStore(db, now), user!.id, now),
  }),
  route({
    method: 'GET',
    path: '/referrals/:id',
    auth: 'user',
    handler: ({ params, db, user, now }): ReferralView => referralView(db, ownReferral(db, user!, params.id, now)),
  }),
  route({
    method: 'POST',
    path: '/referrals',
    auth: 'user',
    body: referralBody,
    handler: ({ body, db, user, now }): ReferralView => {
      const me = user!;
      const store = referralStore(db, now);
      if (fakeCount(store, me.id) >= REFERRAL_LIMITS.fakeStrikes)
        throw new ApiError(
          403,
          REFERRAL_ERROR_CODES.frozen,
          `你的推荐中已有 ${REFERRAL_LIMITS.fakeStrikes} 次被被推荐人举报为虚假推荐，推荐资格已冻结；已在进行的推荐不受影响`,
        );
      const { job } = bountyJob(db, me, body.jobId, now);
      let resumeId: string | null = null;
      if (body.kind === 'other' && body.mobile === me.mobile)
        throw new ApiError(403, REFERRAL_ERROR_CODES.selfDealing, '不能把自己的手机号作为「推荐他人」：要应聘这个职位，请用「推荐自己」');
      if (body.kind === 'self') {
        if (me.role !== 'seeker') throw forbidden('「推荐自己」需要求职者账号：用你的简历应聘');
        const resumes = seekerState(db, me.id).resumes;
        if (!resumes.length) throw rejected(JOB_ERROR_CODES.noResume, '你还没有简历，请先创建在线简历或上传附件简历');
        if (!resumes.some((r) => r.id === body.resumeId)) throw invalid([{ field: 'resumeId', message: '所选简历不存在' }]);
        resumeId = body.resumeId;
      }
      const mobile = body.kind === 'other' ? body.mobile : me.mobile;
      if (madeToday(store, me.id, now) >= REFERRAL_LIMITS.perDay) {
        const oldest = Math.min(...store.referrals.filter((r) => r.referrerId === me.id && r.createdAt > now - DAY_MS).map((r) => r.createdAt));
        throw tooMany(REFERRAL_ERROR_CODES.daily, `每个账号每天最多推荐 ${REFERRAL_LIMITS.perDay} 次，请明天再试`, (oldest + DAY_MS - now) / 1000);
      }
      if (store.referrals.some((r) => r.jobId === job.id && r.mobile === mobile && isLive(r)))
        throw new ApiError(
          409,
          REFERRAL_ERROR_CODES.duplicate,
          body.kind === 'self' ? '你已被推荐到这个职位，无需重复推荐' : '这位候选人已被推荐到这个职位，无需重复推荐',
        );
      const company = db.recruiting.companyById.get(job.companyId)!;
      const code = body.kind === 'other' ? newConsentCode() : null;
      const record: ReferralRecord = {
        id: `rf${++store.count}`,
        kind: body.kind,
        jobId: job.id,
        referrerId: me.id,
        name: body.kind === 'other' ? body.name : me.name || '聚才用户',
        mobile,
        note: body.kind === 'other' ? (body.note ?? null) : null,
        resumeId,
        code,
        smsText: code && smsTextFor(db, me.id, company.name, job.title, code),
        status: 'awaitingConsent',
        stage: null,
        timeline: [],
        bounty: bountyOf(job).amount,
        payouts: [],
        createdAt: now,
        consentExpiresAt: code ? now + CONSENT_MS : null,
        startedAt: null,
        answeredAt: null,
        endedAt: null,
      };
      store.referrals.push(record);
      if (code) store.byCode.set(code, record);
      // 推荐自己 is the person's own word: it counts at once.
      else start(record, now);
      return referralView(db, record);
    },
  }),
  route({
    method: 'POST',
    path: '/referrals/:id/withdraw',
    auth: 'user',
    handler: ({ params, db, user, now }): ReferralView => {
      const r = ownReferral(db, user!, params.id, now);
      if (r.status !== 'awaitingConsent') throw stateError(r.status);
      r.status = 'withdrawn';
      r.endedAt = now;
      return referralView(db, r);
    },
  }),
  route({
    method: 'GET',
    path: '/referral-invites',
    auth: 'user',
    handler: ({ db, user, now }): ReferralInvite[] =>
      referralStore(db, now)
        .referrals.filter((r) => r.kind === 'other' && r.mobile === user!.mobile)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((r) => inviteView(db, r)),
  }),
  route({
    method: 'GET',
    path: '/referral-invites/:code',
    auth: 'user',
    handler: ({ params, db, user, now }): ReferralInvite => inviteView(db, ownInvite(db, user!, params.code, now)),
  }),
  route({
    method: 'POST',
    path: '/referral-invites/:code/answer',
    auth: 'user',
    body: inviteAnswerBody,
    handler: ({ params, body, db, user, now }): ReferralInvite => {
      const r = ownInvite(db, user!, params.code, now);
      if (r.status !== 'awaitingConsent') throw stateError(r.status);
      r.answeredAt = now;
      if (body.accept) start(r, now);
      else {
        r.status = body.fake ? 'reportedFake' : 'declined';
        r.endedAt = now;
      }
      return inviteView(db, r);
    },
  }),
];
