import {
  bountyStages,
  REFERRAL_LIMITS,
  type BountyJob,
  type MyReferrals,
  type ReferralInvite,
  type ReferralStanding,
  type ReferralView,
} from '../../../src/contract/referralValues.ts';
import { maskedMobile } from '../accounts.ts';
import type { Db } from '../index.ts';
import type { JobRecord } from '../recruiting/types.ts';
import { iso } from '../recruiting/viewer.ts';
import { bountyOf } from './bounties.ts';
import { fakeCount, madeToday, type ReferralRecord, type ReferralStore } from './store.ts';

/** What the referral pages read; the mobile of a referred person is whole only to the referrer. */

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export function bountyJobView(db: Db, job: JobRecord): BountyJob {
  const company = db.recruiting.companyById.get(job.companyId)!;
  return {
    jobId: job.id,
    title: job.title,
    company: { id: company.id, name: company.name },
    city: job.city,
    salary: { ...job.salary },
    experience: job.experience,
    education: job.education,
    expiresAt: iso(job.expiresAt),
    bounty: bountyOf(job),
  };
}

function jobSummary(db: Db, jobId: string) {
  const job = db.recruiting.jobById.get(jobId)!;
  return { id: job.id, title: job.title, companyName: db.recruiting.companyById.get(job.companyId)!.name, city: job.city };
}

/** The referrer's view of their own referral. */
export function referralView(db: Db, r: ReferralRecord): ReferralView {
  const paid = new Map(r.payouts.map((p) => [p.stage, p.at]));
  return {
    id: r.id,
    kind: r.kind,
    job: jobSummary(db, r.jobId),
    candidate: { name: r.name, mobile: r.mobile, mobileMasked: maskedMobile(r.mobile) },
    status: r.status,
    stage: r.stage,
    timeline: r.timeline.map((t) => ({ stage: t.stage, at: iso(t.at) })),
    bounty: { amount: r.bounty, stages: bountyStages(r.bounty).map((s) => ({ ...s, paidAt: isoOrNull(paid.get(s.stage) ?? null) })) },
    createdAt: iso(r.createdAt),
    consentExpiresAt: r.status === 'awaitingConsent' ? isoOrNull(r.consentExpiresAt) : null,
    endedAt: isoOrNull(r.endedAt),
  };
}

export function standingOf(store: ReferralStore, userId: string, now: number): ReferralStanding {
  const fake = fakeCount(store, userId);
  const limit = REFERRAL_LIMITS.fakeStrikes;
  return {
    fake,
    limit,
    left: Math.max(0, limit - fake),
    frozen: fake >= limit,
    leftToday: Math.max(0, REFERRAL_LIMITS.perDay - madeToday(store, userId, now)),
  };
}

export function myReferrals(db: Db, store: ReferralStore, userId: string, now: number): MyReferrals {
  const own = store.referrals.filter((r) => r.referrerId === userId).sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  const payouts = own.flatMap((r) => r.payouts.map((p) => ({ referralId: r.id, stage: p.stage, amount: p.amount, at: p.at })));
  const paid = payouts.reduce((sum, p) => sum + p.amount, 0);
  const pending = own.filter((r) => r.status === 'inProgress').reduce((sum, r) => sum + r.bounty - r.payouts.reduce((s, p) => s + p.amount, 0), 0);
  return {
    list: own.map((r) => referralView(db, r)),
    earnings: {
      paid,
      pending,
      payouts: payouts.sort((a, b) => b.at - a.at).map(({ at, ...p }) => ({ ...p, paidAt: iso(at) })),
      simulated: true,
    },
    standing: standingOf(store, userId, now),
  };
}

/** The referred person's view: who referred them, to what, what was texted; no bounty, no referrer's number. */
export function inviteView(db: Db, r: ReferralRecord): ReferralInvite {
  return {
    code: r.code!,
    job: jobSummary(db, r.jobId),
    referrerName: referrerName(db, r.referrerId),
    mobileMasked: maskedMobile(r.mobile),
    status: r.status,
    stage: r.stage,
    smsText: r.smsText!,
    sentAt: iso(r.createdAt),
    consentExpiresAt: iso(r.consentExpiresAt!),
    answeredAt: isoOrNull(r.answeredAt),
  };
}

export const referrerName = (db: Db, userId: string) => db.users.get(userId)?.name || '聚才用户';
