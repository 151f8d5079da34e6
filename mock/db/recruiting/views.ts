import type { CompanyCard, CompanyDetail } from '../../../src/contract/company.ts';
import type { CampusInfo, CompanySummary, JobCard, JobDetail, RecruiterSummary, ViewerFlags } from '../../../src/contract/job.ts';
import { recruiterActivity } from '../../../src/dicts/activity.ts';
import type { Db, UserRecord } from '../index.ts';
import { recruiterFacts } from './recruiterAccounts.ts';
import { replyStats } from './replyStats.ts';
import type { CampusRecord, CompanyRecord, JobRecord, RecruiterRecord } from './types.ts';
import { asSeeker, contactedRecruiters, conversationAbout, isLocked, iso, jobStatus } from './viewer.ts';

/** Stored records → the contract's response shapes, with the viewer's flags. */

export function companySummary(c: CompanyRecord): CompanySummary {
  return {
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    logo: c.logo,
    industry: c.industry,
    industryTop: c.industryTop,
    stage: c.stage,
    size: c.size,
    verified: c.verified,
    veteranFriendly: c.veteranFriendly,
  };
}

export function recruiterSummary(db: Db, r: RecruiterRecord, now: number): RecruiterSummary {
  const { name, title, lastActiveAt } = recruiterFacts(db, r);
  return {
    id: r.id,
    name,
    title,
    avatar: r.avatar,
    lastActiveAt: iso(lastActiveAt),
    activity: recruiterActivity(lastActiveAt, now),
    ...replyStats(db, r, now),
  };
}

/**
 * A post's recruiter. Every post has a record (recruiterAccounts.ts); should one ever be missing, the card names
 * the company's hiring desk instead of failing every list that shows the post.
 */
function postRecruiter(db: Db, job: JobRecord, now: number): RecruiterSummary {
  const record = db.recruiting.recruiters.get(job.recruiterId);
  if (record) return recruiterSummary(db, record, now);
  return {
    id: job.recruiterId,
    name: '招聘负责人',
    title: '',
    avatar: '',
    lastActiveAt: iso(job.refreshedAt),
    activity: recruiterActivity(job.refreshedAt, now),
    replyRate: 0,
    medianReplyMinutes: 0,
  };
}

function campusInfo(c: CampusRecord | null): CampusInfo | null {
  if (!c) return null;
  return { ...c, majors: [...c.majors], applyStart: iso(c.applyStart), applyDeadline: iso(c.applyDeadline) };
}

/** Per-request context: who is looking and when; caches what is costly to recompute for every card. */
export interface ViewCtx {
  db: Db;
  user: UserRecord | null;
  now: number;
  contacted?: Set<string>;
}

export function viewerFlags(ctx: ViewCtx, job: JobRecord): ViewerFlags | null {
  const seeker = asSeeker(ctx.user);
  if (!seeker) return null;
  const state = ctx.db.seekerStates.get(seeker.id);
  ctx.contacted ??= contactedRecruiters(ctx.db, seeker.id);
  return {
    saved: !!state?.saved.has(job.id),
    applied: !!state?.applications.some((a) => a.jobId === job.id),
    contacted: ctx.contacted.has(job.recruiterId),
    notInterested: !!state?.notInterested.has(job.id),
  };
}

export function jobCard(ctx: ViewCtx, job: JobRecord): JobCard {
  const { db, now } = ctx;
  const company = db.recruiting.companyById.get(job.companyId)!;
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    salary: { ...job.salary },
    city: job.city,
    district: job.district,
    businessArea: job.businessArea,
    experience: job.experience,
    education: job.education,
    jobType: job.jobType,
    tags: [...job.tags],
    benefits: [...job.benefits],
    headcount: job.headcount,
    publisherType: job.publisherType,
    agency: job.agency,
    source: job.source,
    status: jobStatus(job, now),
    postedAt: iso(job.postedAt),
    refreshedAt: iso(job.refreshedAt),
    expiresAt: iso(job.expiresAt),
    veteransPreferred: job.veteransPreferred,
    veteransOnly: job.veteransOnly,
    urgent: (job.urgentUntil ?? 0) > now,
    locked: isLocked(db, ctx.user, job, now),
    campus: campusInfo(job.campus),
    company: companySummary(company),
    recruiter: postRecruiter(db, job, now),
    viewer: viewerFlags(ctx, job),
  };
}

export function openJobsOf(db: Db, company: CompanyRecord, now: number): JobRecord[] {
  return company.jobIds.map((id) => db.recruiting.jobById.get(id)!).filter((j) => jobStatus(j, now) === 'open');
}

export function jobDetail(ctx: ViewCtx, job: JobRecord): JobDetail {
  const card = jobCard(ctx, job);
  const company = ctx.db.recruiting.companyById.get(job.companyId)!;
  const seeker = asSeeker(ctx.user);
  // A locked (veterans-only) post keeps its employer, pay and headcount public but hides the rest.
  const hidden = card.locked;
  return {
    ...card,
    address: hidden ? '' : job.address,
    location: hidden ? { lng: 0, lat: 0 } : { ...job.location },
    duties: hidden ? [] : [...job.duties],
    requirements: hidden ? [] : [...job.requirements],
    restSchedule: job.restSchedule,
    workHours: job.workHours,
    interview: { formats: [...job.interview.formats], rounds: job.interview.rounds, notes: [...job.interview.notes] },
    employer: {
      about: company.about,
      city: company.city,
      address: company.addresses[0].address,
      openJobCount: openJobsOf(ctx.db, company, ctx.now).length,
      registration: { ...company.registration },
    },
    conversationId: seeker ? conversationAbout(ctx.db, seeker.id, job) : null,
  };
}

export function followerCount(db: Db, company: CompanyRecord): number {
  let count = company.baseFollowers;
  for (const state of db.seekerStates.values()) if (state.follows.has(company.id)) count++;
  return count;
}

export function companyCard(ctx: ViewCtx, company: CompanyRecord): CompanyCard {
  const open = openJobsOf(ctx.db, company, ctx.now);
  const seeker = asSeeker(ctx.user);
  const hot = [...open].sort((a, b) => b.refreshedAt - a.refreshedAt).slice(0, 3);
  return {
    ...companySummary(company),
    city: company.city,
    openJobCount: open.length,
    hotJobs: hot.map((j) => ({ id: j.id, title: j.title, salary: { ...j.salary } })),
    followed: seeker ? !!ctx.db.seekerStates.get(seeker.id)?.follows.has(company.id) : null,
  };
}

export function companyDetail(ctx: ViewCtx, company: CompanyRecord): CompanyDetail {
  return {
    ...companyCard(ctx, company),
    about: company.about,
    benefits: [...company.benefits],
    workHours: company.workHours,
    restSchedule: company.restSchedule,
    addresses: company.addresses.map((a) => ({ ...a })),
    photos: [...company.photos],
    executives: company.executives.map((e) => ({ ...e })),
    registration: { ...company.registration },
    followerCount: followerCount(ctx.db, company),
  };
}
