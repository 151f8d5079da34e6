import type { CityCode } from '../dicts/city.ts';
import type { Education, Experience } from '../dicts/job.ts';
import type { Salary } from '../dicts/salary.ts';

/**
 * Plain values of referrals (人才推荐, /joinUs), without zod: the page reads them at run time; the API validates
 * with referral.ts, which builds its schemas from these and re-exports them. PRODUCT.md §1 E: jobs with bounties
 * (悬赏职位), 推荐他人 with the referred person's consent or 推荐自己, progress 推荐 → 查看 → 面试 → 入职 → 稳定30天,
 * the bounty paid in stages (simulated: nothing is paid), and three fake referrals freeze referring.
 */

/** The progress of a referral that counts, in order. */
export const REFERRAL_STAGES = ['referred', 'viewed', 'interviewed', 'hired', 'stayed30'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/**
 * Where a referral stands. `awaitingConsent`: 推荐他人 sent, the referred person has not answered; it counts only
 * once they accept (`inProgress`). It ends `declined` (they said no), `reportedFake` (they said they do not know the
 * referrer or never wanted this: a strike on the referrer), `expired` (no answer in CONSENT_DAYS), `withdrawn` (by
 * the referrer, before an answer) or `jobClosed` (the post closed before the answer). `completed`: 稳定30天 reached,
 * every stage paid.
 */
export const REFERRAL_STATUSES = ['awaitingConsent', 'inProgress', 'completed', 'declined', 'reportedFake', 'expired', 'withdrawn', 'jobClosed'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_KINDS = ['other', 'self'] as const;
export type ReferralKind = (typeof REFERRAL_KINDS)[number];

/** The stages a bounty is paid at, with their share in percent (they add up to 100). */
export const BOUNTY_PAYOUTS: ReadonlyArray<{ stage: ReferralStage; percent: number }> = [
  { stage: 'interviewed', percent: 20 },
  { stage: 'hired', percent: 30 },
  { stage: 'stayed30', percent: 50 },
];

export const REFERRAL_LIMITS = {
  /** Referrals found fake (reported by the referred person) before referring is frozen for the account. */
  fakeStrikes: 3,
  /** The referred person has this many days to answer before the referral lapses. */
  consentDays: 7,
  /** New referrals one account may send a day (a rolling 24 hours). */
  perDay: 10,
  /** Bounty amounts, yuan. */
  bountyMin: 500,
  bountyMax: 30_000,
  note: 200,
} as const;

/**
 * The simulation's clock: the (simulated) employer moves a referral one stage every REFERRAL_STEP_MS after the
 * consent, so the whole way to 稳定30天 takes seconds in the demo (the 30 days are compressed too, and the page says
 * so). The page polls at this pace while a referral moves.
 */
export const REFERRAL_STEP_MS = 2000;

/** `errorCode`s of the referral endpoints. */
export const REFERRAL_ERROR_CODES = {
  /** 403: three referrals of the account were found fake; it may no longer refer. */
  frozen: 'REFERRAL_FROZEN',
  /** 403: referring one's own account as 推荐他人, or a recruiter referring to their own company's post. */
  selfDealing: 'REFERRAL_SELF_DEALING',
  /** 409: the post is no longer open (closed, expired, in review), so its bounty is not on offer. */
  bountyClosed: 'BOUNTY_NOT_OPEN',
  /** 409: this person is already referred to this post (waiting for consent, in progress or completed). */
  duplicate: 'REFERRAL_DUPLICATE',
  /** 403: the consent belongs to another mobile number; only its owner answers it. */
  notYours: 'REFERRAL_NOT_YOURS',
  /** 409: the referral is not in a state that allows this (answered already, withdrawn, lapsed). */
  state: 'REFERRAL_STATE',
  /** 429: the day's referrals used up. */
  daily: 'REFERRAL_DAILY_LIMIT',
} as const;

/** A bounty: the amount and what each paid stage brings (yuan; the last stage takes any rounding remainder). */
export interface Bounty {
  amount: number;
  stages: Array<{ stage: ReferralStage; percent: number; amount: number }>;
}

/** The split of an amount over BOUNTY_PAYOUTS, in whole yuan. */
export function bountyStages(amount: number): Bounty['stages'] {
  let left = amount;
  return BOUNTY_PAYOUTS.map(({ stage, percent }, i) => {
    const part = i === BOUNTY_PAYOUTS.length - 1 ? left : Math.round((amount * percent) / 100);
    left -= part;
    return { stage, percent, amount: part };
  });
}

/** `GET /referrals/bounties`: one 悬赏职位. */
export interface BountyJob {
  jobId: string;
  title: string;
  company: { id: string; name: string };
  city: CityCode;
  salary: Salary;
  experience: Experience;
  education: Education;
  expiresAt: string;
  bounty: Bounty;
}

/** A referral as its referrer reads it. */
export interface ReferralView {
  id: string;
  kind: ReferralKind;
  job: { id: string; title: string; companyName: string; city: CityCode };
  /** The referred person (the referrer themselves for 推荐自己). `mobile` is whole only in the referrer's own view. */
  candidate: { name: string; mobile: string; mobileMasked: string };
  status: ReferralStatus;
  /** The stage reached; null before the consent. */
  stage: ReferralStage | null;
  /** Each stage reached, with when. */
  timeline: Array<{ stage: ReferralStage; at: string }>;
  /** The bounty and each stage's payment: `paidAt` once paid (simulated). */
  bounty: { amount: number; stages: Array<{ stage: ReferralStage; percent: number; amount: number; paidAt: string | null }> };
  createdAt: string;
  /** While `awaitingConsent`: when the referral lapses unanswered. */
  consentExpiresAt: string | null;
  /** When it ended (declined, reported fake, lapsed, withdrawn, the post closed) or completed. */
  endedAt: string | null;
}

/** The referrer's standing: fake referrals so far and how many are left before referring is frozen. */
export interface ReferralStanding {
  fake: number;
  limit: number;
  left: number;
  frozen: boolean;
  /** New referrals left today. */
  leftToday: number;
}

/** `GET /referrals/mine`: the referrer's referrals (newest first), earnings and standing. */
export interface MyReferrals {
  list: ReferralView[];
  earnings: {
    /** Paid so far (simulated). */
    paid: number;
    /** Still to come on referrals in progress. */
    pending: number;
    payouts: Array<{ referralId: string; stage: ReferralStage; amount: number; paidAt: string }>;
    simulated: true;
  };
  standing: ReferralStanding;
}

/** A referral as the referred person reads it (`GET /referral-invites`): who referred them, to what, and the SMS. */
export interface ReferralInvite {
  code: string;
  job: { id: string; title: string; companyName: string; city: CityCode };
  referrerName: string;
  mobileMasked: string;
  status: ReferralStatus;
  stage: ReferralStage | null;
  /** The text message the mock "sent" to the number (the mock's stand-in for the phone). */
  smsText: string;
  sentAt: string;
  consentExpiresAt: string;
  answeredAt: string | null;
}
