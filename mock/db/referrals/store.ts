import { randomBytes } from 'node:crypto';
import {
  REFERRAL_LIMITS,
  REFERRAL_STAGES,
  REFERRAL_STEP_MS,
  bountyStages,
  type ReferralKind,
  type ReferralStage,
  type ReferralStatus,
} from '../../../src/contract/referralValues.ts';
import type { Db } from '../index.ts';
import { DAY_MS } from '../recruiting/labels.ts';
import type { JobRecord } from '../recruiting/types.ts';
import { jobStatus } from '../recruiting/viewer.ts';
import { seedBounties } from './bounties.ts';

/**
 * The referrals' state (docs/API.md, "Referrals"). It hangs off the Db it belongs to (a WeakMap), so a reset of
 * the mock's state, or a test's own Db, starts with none and the seeded bounty list.
 */
export interface ReferralRecord {
  id: string;
  kind: ReferralKind;
  jobId: string;
  referrerId: string;
  /** The referred person; the referrer themselves for 推荐自己. */
  name: string;
  mobile: string;
  note: string | null;
  /** 推荐自己: the resume sent. */
  resumeId: string | null;
  /** 推荐他人: the secret in the consent text (the link's `consent=`); null for 推荐自己. */
  code: string | null;
  smsText: string | null;
  status: ReferralStatus;
  stage: ReferralStage | null;
  timeline: Array<{ stage: ReferralStage; at: number }>;
  /** The bounty as it stood when the referral was made (a later change of the post does not move it). */
  bounty: number;
  payouts: Array<{ stage: ReferralStage; amount: number; at: number }>;
  createdAt: number;
  consentExpiresAt: number | null;
  /** When it started to count (the consent; 推荐自己 at once): the simulated employer's steps run from here. */
  startedAt: number | null;
  answeredAt: number | null;
  endedAt: number | null;
}

export interface ReferralStore {
  bountyJobs: JobRecord[];
  referrals: ReferralRecord[];
  byCode: Map<string, ReferralRecord>;
  count: number;
}

const stores = new WeakMap<Db, ReferralStore>();

/** This state's referrals, each moved to where the clock says it is (see settleReferrals). */
export function referralStore(db: Db, now: number): ReferralStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { bountyJobs: seedBounties(db.recruiting), referrals: [], byCode: new Map(), count: 0 }));
  settleReferrals(db, store, now);
  return store;
}

export const CONSENT_MS = REFERRAL_LIMITS.consentDays * DAY_MS;
export const isOpen = (job: JobRecord, now: number) => jobStatus(job, now) === 'open';
/** Counts against the same person on the same post: waiting for the answer, moving, or done. */
export const isLive = (r: ReferralRecord) => r.status === 'awaitingConsent' || r.status === 'inProgress' || r.status === 'completed';

/**
 * The simulation, run before the referrals are read: an unanswered consent lapses after CONSENT_DAYS, or when the
 * post closes first (its bounty is off); a referral that counts moves one stage every REFERRAL_STEP_MS from its
 * start (the simulated employer views, interviews, hires; 稳定30天 is compressed the same way), each paid stage
 * paying its share at that step's time. Like the mock's reviewers (db/reviews.ts), it is settled when read, so a
 * test moves it by moving the clock.
 */
export function settleReferrals(db: Db, store: ReferralStore, now: number) {
  for (const r of store.referrals) {
    if (r.status === 'awaitingConsent') {
      const job = db.recruiting.jobById.get(r.jobId);
      if (now >= r.consentExpiresAt!) end(r, 'expired', r.consentExpiresAt!);
      else if (!job || !isOpen(job, now)) end(r, 'jobClosed', now);
    }
    if (r.status === 'inProgress') advance(r, now);
  }
}

function end(r: ReferralRecord, status: ReferralStatus, at: number) {
  r.status = status;
  r.endedAt = at;
}

function advance(r: ReferralRecord, now: number) {
  const shares = bountyStages(r.bounty);
  const reached = Math.min(REFERRAL_STAGES.length - 1, Math.floor((now - r.startedAt!) / REFERRAL_STEP_MS));
  for (let i = r.timeline.length; i <= reached; i++) {
    const stage = REFERRAL_STAGES[i];
    const at = r.startedAt! + i * REFERRAL_STEP_MS;
    r.timeline.push({ stage, at });
    r.stage = stage;
    const share = shares.find((s) => s.stage === stage);
    if (share) r.payouts.push({ stage, amount: share.amount, at });
  }
  if (r.stage === 'stayed30') end(r, 'completed', r.timeline.at(-1)!.at);
}

/** The referral starts to count now: the referred person consented, or the referrer referred themselves. */
export function start(r: ReferralRecord, now: number) {
  r.status = 'inProgress';
  r.startedAt = now;
  advance(r, now);
}

/** A consent code: unguessable, short enough to type from a text message. */
export const newConsentCode = () => `RC${randomBytes(6).toString('hex').toUpperCase()}`;

/** The referrer's referrals found fake so far. */
export const fakeCount = (store: ReferralStore, userId: string) => store.referrals.filter((r) => r.referrerId === userId && r.status === 'reportedFake').length;

/** New referrals the referrer made in the last 24 hours. */
export const madeToday = (store: ReferralStore, userId: string, now: number) =>
  store.referrals.filter((r) => r.referrerId === userId && r.createdAt > now - DAY_MS).length;
