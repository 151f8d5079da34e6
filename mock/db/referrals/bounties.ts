import { bountyStages, REFERRAL_LIMITS, type Bounty } from '../../../src/contract/referralValues.ts';
import type { Experience } from '../../../src/dicts/job.ts';
import type { RecruitingData } from '../recruiting/index.ts';
import type { JobRecord } from '../recruiting/types.ts';

/**
 * Which seeded posts carry a bounty (悬赏), and how much. The platform's referral programme puts bounties on
 * every tenth full-time post an employer publishes itself (ids ending in 2: j2, j12 … 370 of them, a few of
 * them the demo company's), not on agency posts (猎头/外包/派遣 already earn a fee), campus, veterans-only, part-time,
 * day- or hour-paid posts. The amount follows the pay and the seniority the post asks for, the way referral
 * bounties do: a share of one month's pay (the middle of the range), larger for senior posts, rounded to 100 元 and
 * kept within REFERRAL_LIMITS. Whether the bounty is on offer now is the post's state (open), read live.
 */
const SHARE_OF_A_MONTH: Record<Experience, number> = {
  any: 0.4,
  student: 0.2,
  fresh: 0.2,
  below1: 0.3,
  '1-3': 0.5,
  '3-5': 0.7,
  '5-10': 0.9,
  above10: 1,
};

export const carriesBounty = (job: JobRecord) =>
  job.publisherType === 'direct' &&
  job.jobType === 'fulltime' &&
  job.salary.unit === 'month' &&
  !job.campus &&
  !job.veteransOnly &&
  job.review === 'approved' &&
  Number(job.id.slice(1)) % 10 === 2;

export function bountyAmount(job: JobRecord): number {
  const middle = (job.salary.min + job.salary.max) / 2;
  const amount = Math.round((middle * SHARE_OF_A_MONTH[job.experience]) / 100) * 100;
  return Math.min(REFERRAL_LIMITS.bountyMax, Math.max(REFERRAL_LIMITS.bountyMin, amount));
}

export const bountyOf = (job: JobRecord): Bounty => {
  const amount = bountyAmount(job);
  return { amount, stages: bountyStages(amount) };
};

/** The seeded posts with a bounty, highest bounty first (then by id), fixed when the state is seeded. */
export function seedBounties(recruiting: RecruitingData): JobRecord[] {
  return recruiting.jobs.filter(carriesBounty).sort((a, b) => bountyAmount(b) - bountyAmount(a) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}
