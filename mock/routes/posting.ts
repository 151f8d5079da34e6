import type { OwnJob } from '../../src/contract/applicants.ts';
import { pinBody } from '../../src/contract/membership.ts';
import { URGENT_DAYS } from '../../src/contract/membershipValues.ts';
import { postingBody, postingDraftBody, reopenBody, REVIEWED_FIELDS, type OwnJobForm, type PostingValues } from '../../src/contract/posting.ts';
import { cityOfDistrict } from '../../src/dicts/city.ts';
import { conflict, notFound } from '../core/errors.ts';
import { refuseUnless, route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { canPublish } from '../db/recruiting/certification.ts';
import { CITY_GEO } from '../db/recruiting/content/geo.ts';
import type { JobDraftRecord } from '../db/recruiting/employer.ts';
import { listJob, unlistJob, withSearchFields } from '../db/recruiting/jobIndex.ts';
import { consumeQuota } from '../db/recruiting/membership.ts';
import { ensureRecruiterRecord } from '../db/recruiting/recruiterAccounts.ts';
import { DAY_MS, placeName } from '../db/recruiting/labels.ts';
import { positionOfTitle } from '../db/recruiting/positions.ts';
import type { CompanyRecord, JobRecord } from '../db/recruiting/types.ts';
import { iso, jobStatus } from '../db/recruiting/viewer.ts';
import { statsOf } from '../db/recruiting/replyStats.ts';
import { applicationsTo } from './applicants.ts';
import { ownCompany } from './companyProfile.ts';

/**
 * The employer's job posts (/position): write one and send it for review, keep drafts, edit (a change the
 * reviewer reads sends an open post back to review), close, reopen, delete. PRODUCT.md §2's job machine:
 * draft → pending → rejected ↺ edit, or → open ⇄ closed; open → expired. Only a certified company submits.
 */

const NOT_FOUND = '职位不存在或已被删除';

function ownJob(db: Db, company: CompanyRecord, id: string): JobRecord {
  const job = db.recruiting.jobById.get(id);
  // Another company's post answers like one that does not exist.
  if (!job || job.companyId !== company.id) throw notFound(NOT_FOUND);
  return job;
}

function ownDraft(db: Db, company: CompanyRecord, id: string): JobDraftRecord {
  const draft = db.jobDrafts.get(id);
  if (!draft || draft.companyId !== company.id) throw notFound('草稿不存在或已删除');
  return draft;
}

/** The permission map's `canPublish` for the company's recruiters (main and sub accounts alike). */
function requirePublishing(db: Db, company: CompanyRecord, now: number) {
  refuseUnless('canPublish', { role: 'enterprise', accountType: null, companyCertified: canPublish(db, company, now) });
}

const sameTitle = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/**
 * The same title and category in the same district as a post that is open or in review: a duplicate the portals
 * refuse (one role hired at two offices is two posts).
 */
function refuseDuplicate(db: Db, company: CompanyRecord, values: PostingValues, now: number, except?: string) {
  for (const id of company.jobIds) {
    const job = db.recruiting.jobById.get(id)!;
    if (job.id === except || job.district !== values.district || job.category !== values.category || !sameTitle(job.title, values.title)) continue;
    const status = jobStatus(job, now);
    if (status === 'open' || status === 'pending') {
      throw conflict(`已有相同的职位“${job.title}”${status === 'open' ? '正在招聘' : '正在审核'}，请勿重复发布；要多招人，修改原职位的招聘人数即可`);
    }
  }
}

/** The form's values as the stored record's fields. */
function recordFields(company: CompanyRecord, values: PostingValues) {
  const city = cityOfDistrict(values.district);
  const place = placeName(city, values.district);
  const known = company.addresses.find((a) => a.district === values.district);
  const fields = {
    title: values.title,
    category: values.category,
    // A post without a chosen position gets the one its title names, so the category filters find it.
    position: values.position ?? positionOfTitle(values.category, values.title),
    jobType: values.jobType,
    experience: values.experience,
    education: values.education,
    salary: values.salary,
    headcount: values.headcount,
    city,
    district: values.district,
    address: values.address.startsWith(place) ? values.address : `${place}${values.address}`,
    // The mock has no geocoder: a post is placed at the company's office in that district, or the city centre.
    location: known ? { lng: known.lng, lat: known.lat } : { lng: CITY_GEO[city].lng, lat: CITY_GEO[city].lat },
    tags: values.tags,
    duties: values.duties,
    requirements: values.requirements,
    benefits: values.benefits,
    restSchedule: values.restSchedule,
    workHours: values.workHours,
    publisherType: values.publisherType,
    agency: values.publisherType === 'direct' ? null : { name: company.name, licenceNo: values.licenceNo! },
    interview: values.interview,
    validDays: values.validDays,
  };
  return { ...fields, ...withSearchFields({ ...fields } as never, `${company.name} ${company.shortName}`) };
}

/** What the edit form starts from. */
function formValues(job: JobRecord): OwnJobForm['values'] {
  return {
    title: job.title,
    category: job.category,
    position: job.position,
    jobType: job.jobType,
    experience: job.experience,
    education: job.education,
    salary: job.salary,
    headcount: job.headcount,
    city: job.city,
    district: job.district,
    address: job.address,
    tags: job.tags,
    duties: job.duties,
    requirements: job.requirements,
    benefits: job.benefits,
    restSchedule: job.restSchedule,
    workHours: job.workHours,
    publisherType: job.publisherType,
    licenceNo: job.agency?.licenceNo,
    interview: job.interview,
    validDays: job.validDays,
  };
}

function submit(db: Db, job: JobRecord, now: number) {
  job.review = 'pending';
  job.rejectReason = null;
  job.submittedAt = now;
  db.pendingReviews.add(job.id);
  unlistJob(db.recruiting, job.id);
}

function toOwnJob(db: Db, company: CompanyRecord, job: JobRecord, now: number): OwnJob {
  const received = applicationsTo(db, company.id).filter((r) => r.application.jobId === job.id);
  const status = jobStatus(job, now);
  return {
    id: job.id,
    title: job.title,
    city: job.city,
    status,
    rejectReason: job.rejectReason,
    refreshedAt: iso(status === 'pending' || status === 'rejected' ? job.submittedAt : job.refreshedAt),
    expiresAt: status === 'pending' || status === 'rejected' ? null : iso(job.expiresAt),
    applications: received.length,
    unread: received.filter((r) => r.application.status === 'delivered').length,
    interviews: received.filter((r) => r.application.interviewAt !== null).length,
    pinnedUntil: job.pinnedUntil && job.pinnedUntil > now ? iso(job.pinnedUntil) : null,
    urgentUntil: job.urgentUntil && job.urgentUntil > now ? iso(job.urgentUntil) : null,
  };
}

function draftTitle(values: JobDraftRecord['values']): string {
  return typeof values.title === 'string' ? values.title.trim().slice(0, 40) : '';
}

function toOwnDraft(draft: JobDraftRecord): OwnJob {
  const district = typeof draft.values.district === 'string' ? draft.values.district : null;
  const city = district && district.includes('-') ? district.split('-')[0] : null;
  return {
    id: draft.id,
    title: draftTitle(draft.values),
    city: city && city in CITY_GEO ? (city as OwnJob['city']) : null,
    status: 'draft',
    rejectReason: null,
    refreshedAt: iso(draft.savedAt),
    expiresAt: null,
    applications: 0,
    unread: 0,
    interviews: 0,
    pinnedUntil: null,
    urgentUntil: null,
  };
}

const user = (u: UserRecord | null) => u!;

export const postingRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/jobs',
    auth: 'enterprise',
    handler: ({ db, user: u, now }): OwnJob[] => {
      const company = db.recruiting.companyById.get(user(u).companyId ?? '');
      if (!company) return [];
      const jobs = company.jobIds.map((id) => toOwnJob(db, company, db.recruiting.jobById.get(id)!, now));
      const drafts = [...db.jobDrafts.values()].filter((d) => d.companyId === company.id).map(toOwnDraft);
      return [...drafts, ...jobs].sort((a, b) => Date.parse(b.refreshedAt) - Date.parse(a.refreshedAt));
    },
  }),
  route({
    method: 'GET',
    path: '/enterprise/jobs/:id',
    auth: 'enterprise',
    handler: ({ db, user: u, params, now }): OwnJobForm => {
      const job = ownJob(db, ownCompany(db, user(u)), params.id);
      return { id: job.id, status: jobStatus(job, now), rejectReason: job.rejectReason, values: formValues(job) };
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs',
    auth: 'enterprise',
    body: postingBody,
    handler: ({ db, user: u, body, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      requirePublishing(db, company, now);
      refuseDuplicate(db, company, body, now);
      consumeQuota(db, company.id, 'jobs', 1, body.title, now);
      // The account that writes the post answers for it: its own recruiter record, complete like a seeded one.
      const recruiter = ensureRecruiterRecord(db, user(u));
      const history = recruiter.replyHistory.minutes;
      const id = `j${++db.employerCounters.job}`;
      const job: JobRecord = {
        id,
        family: '',
        ...recordFields(company, body),
        businessArea: '',
        source: null,
        closed: false,
        postedAt: now,
        refreshedAt: now,
        expiresAt: now + body.validDays * DAY_MS,
        review: 'pending',
        rejectReason: null,
        submittedAt: now,
        views: 0,
        veteransPreferred: false,
        veteransOnly: false,
        campus: null,
        companyId: company.id,
        recruiterId: recruiter.id,
        // New posts rank like a fresh post from a verified employer (see generateJobs); a recruiter with no
        // history yet counts as answering half.
        rank: 30 + (history.length ? statsOf(history).replyRate : 0.5) * 20 + 10 + 12,
      };
      db.recruiting.jobById.set(id, job);
      company.jobIds.push(id);
      submit(db, job, now);
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/jobs/:id',
    auth: 'enterprise',
    body: postingBody,
    handler: ({ db, user: u, params, body, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      const status = jobStatus(job, now);
      if (status === 'closed' || status === 'expired') throw conflict('职位已关闭或过期：请先重新开放再修改');
      requirePublishing(db, company, now);
      refuseDuplicate(db, company, body, now, job.id);
      const before = formValues(job);
      // A new record object: the search caches its fields by record.
      const next: JobRecord = { ...job, ...recordFields(company, body) };
      db.recruiting.jobById.set(job.id, next);
      const after = formValues(next);
      const reviewed = REVIEWED_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
      if (status === 'rejected' || status === 'pending' || reviewed) submit(db, next, now);
      else if (status === 'open') listJob(db.recruiting, next);
      return toOwnJob(db, company, next, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs/:id/close',
    auth: 'enterprise',
    handler: ({ db, user: u, params, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      if (jobStatus(job, now) !== 'open') throw conflict('只有招聘中的职位可以关闭');
      job.closed = true;
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs/:id/reopen',
    auth: 'enterprise',
    body: reopenBody,
    handler: ({ db, user: u, params, body, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      const status = jobStatus(job, now);
      if (status !== 'closed' && status !== 'expired') throw conflict('只有已关闭或已过期的职位可以重新开放');
      requirePublishing(db, company, now);
      consumeQuota(db, company.id, 'jobs', 1, job.title, now);
      job.closed = false;
      job.validDays = body.validDays;
      job.refreshedAt = now;
      job.expiresAt = now + body.validDays * DAY_MS;
      listJob(db.recruiting, job);
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs/:id/refresh',
    auth: 'enterprise',
    handler: ({ db, user: u, params, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      if (jobStatus(job, now) !== 'open') throw conflict('只有招聘中的职位可以刷新');
      consumeQuota(db, company.id, 'refresh', 1, job.title, now, u!.id);
      job.refreshedAt = now;
      // Re-listed so the 最新 order puts it first.
      listJob(db.recruiting, job);
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs/:id/urgent',
    auth: 'enterprise',
    handler: ({ db, user: u, params, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      if (jobStatus(job, now) !== 'open') throw conflict('只有招聘中的职位可以设为急聘');
      if ((job.urgentUntil ?? 0) > now) throw conflict('这个职位已是急聘');
      consumeQuota(db, company.id, 'urgent', 1, job.title, now, u!.id);
      job.urgentUntil = now + URGENT_DAYS * DAY_MS;
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/jobs/:id/pin',
    auth: 'enterprise',
    body: pinBody,
    handler: ({ db, user: u, params, body, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      if (jobStatus(job, now) !== 'open') throw conflict('只有招聘中的职位可以置顶');
      consumeQuota(db, company.id, 'pin', body.days, job.title, now, u!.id);
      // Days bought while pinned add to the pin.
      job.pinnedUntil = Math.max(job.pinnedUntil ?? 0, now) + body.days * DAY_MS;
      db.pinnedJobs.add(job.id);
      return toOwnJob(db, company, job, now);
    },
  }),
  route({
    method: 'DELETE',
    path: '/enterprise/jobs/:id',
    auth: 'enterprise',
    handler: ({ db, user: u, params }) => {
      const company = ownCompany(db, user(u));
      const job = ownJob(db, company, params.id);
      const received = applicationsTo(db, company.id).filter((r) => r.application.jobId === job.id).length;
      // Applicants keep their record of having applied: a post with applications is closed, not deleted.
      if (received) throw conflict(`这个职位已收到 ${received} 份投递，不能删除；关闭它即可，投递记录会保留`);
      unlistJob(db.recruiting, job.id);
      db.pendingReviews.delete(job.id);
      db.recruiting.jobById.delete(job.id);
      company.jobIds = company.jobIds.filter((id) => id !== job.id);
      return null;
    },
  }),
  route({
    method: 'GET',
    path: '/enterprise/job-drafts/:id',
    auth: 'enterprise',
    handler: ({ db, user: u, params }): OwnJobForm => {
      const draft = ownDraft(db, ownCompany(db, user(u)), params.id);
      return { id: draft.id, status: 'draft', rejectReason: null, values: draft.values as OwnJobForm['values'] };
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/job-drafts',
    auth: 'enterprise',
    body: postingDraftBody,
    handler: ({ db, user: u, body, now }): OwnJob => {
      const company = ownCompany(db, user(u));
      const draft: JobDraftRecord = { id: `jd${++db.employerCounters.draft}`, companyId: company.id, values: body.values, savedAt: now };
      db.jobDrafts.set(draft.id, draft);
      return toOwnDraft(draft);
    },
  }),
  route({
    method: 'PUT',
    path: '/enterprise/job-drafts/:id',
    auth: 'enterprise',
    body: postingDraftBody,
    handler: ({ db, user: u, params, body, now }): OwnJob => {
      const draft = ownDraft(db, ownCompany(db, user(u)), params.id);
      draft.values = body.values;
      draft.savedAt = now;
      return toOwnDraft(draft);
    },
  }),
  route({
    method: 'DELETE',
    path: '/enterprise/job-drafts/:id',
    auth: 'enterprise',
    handler: ({ db, user: u, params }) => {
      db.jobDrafts.delete(ownDraft(db, ownCompany(db, user(u)), params.id).id);
      return null;
    },
  }),
];
