import type { CityCode } from '../../../src/dicts/city.ts';
import { DEMO_SEEKER_ID, HIDDEN_SEEKER_ID } from '../accounts.ts';
import { createRng } from '../rng.ts';
import { generateAnnouncements } from './announcements.ts';
import { generateCompanies } from './companies.ts';
import { generateJobs } from './jobs.ts';
import { fitRecruiterTitles, generateAgencies, generateRecruiters } from './people.ts';
import { demoSeekerState, hiddenSeekerState } from './demoSeekers.ts';
import type { ConversationRecord, ReportRecord, SeekerState, UploadRecord } from './seekers.ts';
import { createEmployerStore, type EmployerStore } from './employer.ts';
import type { AnnouncementRecord, CompanyRecord, JobRecord, RecruiterRecord } from './types.ts';

export type * from './seekers.ts';
export type * from './types.ts';
export type * from './employer.ts';
export { DEMO_COMPANY } from './companies.ts';

/**
 * The recruiting part of the mock Db: the generated catalogue (companies, recruiters, jobs, announcements),
 * pre-sorted job orders for fast search, and the per-user state the job-seeking pages change.
 */
export interface JobOrders {
  recommend: JobRecord[];
  newest: JobRecord[];
}

export interface RecruitingData {
  companies: CompanyRecord[];
  companyById: Map<string, CompanyRecord>;
  recruiters: Map<string, RecruiterRecord>;
  jobs: JobRecord[];
  jobById: Map<string, JobRecord>;
  announcements: AnnouncementRecord[];
  announcementById: Map<string, AnnouncementRecord>;
  /** All jobs, and per city, in both sort orders: a search scans one list and stops after its page. */
  orders: JobOrders & { byCity: Map<CityCode, JobOrders> };
  /** How long generating took (ms), reported by the benchmark. */
  seedMs: number;
}

export interface RecruitingStore extends EmployerStore {
  recruiting: RecruitingData;
  seekerStates: Map<string, SeekerState>;
  conversations: Map<string, ConversationRecord>;
  reports: ReportRecord[];
  uploads: Map<string, UploadRecord>;
  counters: { application: number; conversation: number; report: number; alert: number; upload: number; resumeEvent: number };
}

const SEEDS = { companies: 20261120, jobs: 20261121, gov: 20261122 } as const;

function orderJobs(jobs: JobRecord[]): JobOrders {
  return {
    recommend: [...jobs].sort((a, b) => b.rank - a.rank || a.id.localeCompare(b.id)),
    newest: [...jobs].sort((a, b) => b.refreshedAt - a.refreshedAt || a.id.localeCompare(b.id)),
  };
}

function buildOrders(jobs: JobRecord[]): RecruitingData['orders'] {
  const all = orderJobs(jobs);
  const byCity = new Map<CityCode, JobOrders>();
  for (const key of ['recommend', 'newest'] as const) {
    for (const job of all[key]) {
      let lists = byCity.get(job.city);
      if (!lists) byCity.set(job.city, (lists = { recommend: [], newest: [] }));
      lists[key].push(job);
    }
  }
  return { ...all, byCity };
}

export function createRecruitingData(createdAt: number): RecruitingData {
  const started = performance.now();
  const companyRng = createRng(SEEDS.companies);
  const companies = generateCompanies(companyRng);
  const { recruiters, byCompany } = generateRecruiters(companyRng, companies, createdAt);
  const agencies = generateAgencies(companyRng, recruiters, createdAt);
  const jobs = generateJobs(createRng(SEEDS.jobs), createdAt, companies, recruiters, byCompany, agencies);
  fitRecruiterTitles(recruiters, jobs, new Map(companies.map((c) => [c.id, c])));
  const announcements = generateAnnouncements(createRng(SEEDS.gov), createdAt);
  return {
    companies,
    companyById: new Map(companies.map((c) => [c.id, c])),
    recruiters: new Map(recruiters.map((r) => [r.id, r])),
    jobs,
    jobById: new Map(jobs.map((j) => [j.id, j])),
    announcements,
    announcementById: new Map(announcements.map((a) => [a.id, a])),
    orders: buildOrders(jobs),
    seedMs: performance.now() - started,
  };
}

export function createRecruitingStore(createdAt: number): RecruitingStore {
  const recruiting = createRecruitingData(createdAt);
  const demo = demoSeekerState(createdAt, recruiting);
  return {
    recruiting,
    seekerStates: new Map([
      [DEMO_SEEKER_ID, demo.state],
      [HIDDEN_SEEKER_ID, hiddenSeekerState(createdAt)],
    ]),
    conversations: new Map(),
    reports: [],
    uploads: new Map(demo.uploads.map((upload) => [upload.path, upload])),
    counters: { application: 0, conversation: 0, report: 0, alert: 1, upload: 0, resumeEvent: 0 },
    ...createEmployerStore(recruiting.jobs.length),
  };
}
