import { resumeCompleteness } from '../../../src/contract/resumeCompleteness.ts';
import type { ApplicationStatus, RejectReason } from '../../../src/dicts/job.ts';
import type { CityCode } from '../../../src/dicts/city.ts';
import { BLOCKED_COMPANY_ID, DEMO_COMPANY_ID } from '../accounts.ts';
import { DAY_MS, HOUR_MS, officeHistory, officeMoment } from './labels.ts';
import { demoResumePdf } from './resumeFiles.ts';
import { demoResumeContent, hiddenSeekerResumeContent } from './resumes.ts';
import { alertName, emptySeekerState, type ApplicationRecord, type ResumeEventRecord, type SeekerState, type UploadRecord } from './seekers.ts';
import type { RecruitingData } from './index.ts';
import type { JobRecord } from './types.ts';

/**
 * The seeded seekers' state: 李明 (u1, the demo seeker) with a complete resume, an attachment, applications in
 * every state, employers who viewed him, saved jobs and followed companies (the two that found him by search); 王婷 (u3) whose resume is hidden. Times are relative to the
 * seed's creation and lie in the past (except 李明's coming interview).
 */

export const DEMO_ATTACHMENT_PATH = 'resume/7d1f0c9a4e2b8a63c5d0e1f2.pdf';

/** How each seeded application got where it is: [state, days ago] from delivery on. */
interface SeededApplication {
  steps: Array<[ApplicationStatus, number]>;
  rejectReason?: RejectReason;
  resume?: 'online' | 'file';
}

const APPLICATIONS: SeededApplication[] = [
  { steps: [['delivered', 1]] },
  {
    steps: [
      ['delivered', 4],
      ['viewed', 3],
    ],
    resume: 'file',
  },
  {
    steps: [
      ['delivered', 6],
      ['viewed', 5],
      ['shortlisted', 4],
    ],
  },
  {
    steps: [
      ['delivered', 9],
      ['viewed', 8],
      ['shortlisted', 7],
      ['interviewing', 6],
    ],
  },
  {
    steps: [
      ['delivered', 25],
      ['viewed', 24],
      ['shortlisted', 22],
      ['interviewing', 20],
      ['offered', 5],
    ],
  },
  // Not 已入职: his resume's current job (杭州峰达, since 2021) is where he still works (issue 26.20); an interview
  // that did not lead to an offer instead.
  {
    steps: [
      ['delivered', 60],
      ['viewed', 58],
      ['shortlisted', 55],
      ['interviewing', 50],
      ['rejected', 45],
    ],
    rejectReason: 'experience',
  },
  {
    steps: [
      ['delivered', 12],
      ['viewed', 11],
      ['rejected', 10],
    ],
    rejectReason: 'skills',
  },
  {
    steps: [
      ['delivered', 15],
      ['viewed', 14],
      ['shortlisted', 13],
      ['rejected', 12],
    ],
    rejectReason: 'salary',
    resume: 'file',
  },
  {
    steps: [
      ['delivered', 8],
      ['viewed', 7],
      ['withdrawn', 6],
    ],
  },
  {
    steps: [
      ['delivered', 35],
      ['autoClosed', 14],
    ],
  },
];

/** What 李明 looks for (his preferences): title words per city, the most senior openings first. */
const WANTED: Array<{ city: CityCode; word: string }> = [
  { city: 'hangzhou', word: '前端' },
  { city: 'shanghai', word: '产品经理' },
  { city: 'beijing', word: 'Java' },
];
const TOO_JUNIOR = /初级|实习|助理|管培/;
const seniority = (title: string) => (/专家|资深|架构/.test(title) ? 2 : /高级/.test(title) ? 1 : 0);

/**
 * Jobs an 8-year engineer would apply to, in his three cities, each at a different company, not at his current
 * employer; the shortlisted one is at the demo company (c1), so its recruiter has him in the pipeline.
 */
function pickJobs(data: RecruitingData, createdAt: number): JobRecord[] {
  const suitable = (job: JobRecord, word: string) =>
    job.title.includes(word) && !TOO_JUNIOR.test(job.title) && !job.closed && job.expiresAt > createdAt + 30 * DAY_MS && !job.veteransOnly && !job.campus;
  const pools = WANTED.map(({ city, word }) =>
    (data.orders.byCity.get(city)?.recommend ?? [])
      .filter((job) => suitable(job, word) && job.companyId !== BLOCKED_COMPANY_ID)
      .sort((a, b) => seniority(b.title) - seniority(a.title)),
  );
  const own = pools[0].find((job) => job.companyId === DEMO_COMPANY_ID)!;
  const picked: JobRecord[] = [];
  const companies = new Set([DEMO_COMPANY_ID]);
  // Round robin over the cities, skipping one that has run out.
  for (let round = 0; picked.length < APPLICATIONS.length - 1; round++) {
    if (round > APPLICATIONS.length * pools.length) throw new Error('seed: not enough jobs for the demo applications');
    const job = pools[round % pools.length].find((j) => !companies.has(j.companyId));
    if (!job) continue;
    companies.add(job.companyId);
    picked.push(job);
  }
  picked.splice(2, 0, own);
  return picked;
}

function seedApplications(data: RecruitingData, createdAt: number): { applications: ApplicationRecord[]; events: ResumeEventRecord[] } {
  const events: ResumeEventRecord[] = [];
  const applications = pickJobs(data, createdAt).map((job, i): ApplicationRecord => {
    const seed = APPLICATIONS[i];
    const history = officeHistory(createdAt, seed.steps, i + 1);
    const last = history[history.length - 1];
    const resumeId = seed.resume === 'file' ? 'cv-u1-file' : 'cv-u1-online';
    const recruiter = data.recruiters.get(job.recruiterId)!;
    const viewed = history.find((step) => step.status === 'viewed');
    if (viewed) {
      const event = { resumeId, companyId: job.companyId, viewerName: recruiter.name, viewerTitle: recruiter.title };
      events.push({ ...event, id: `rv-u1-${events.length + 1}`, kind: 'view', at: viewed.at + 2 * HOUR_MS });
      // The employers who went on to interview him kept a copy.
      if (history.some((step) => step.status === 'interviewing'))
        events.push({ ...event, id: `rv-u1-${events.length + 1}`, kind: 'download', at: viewed.at + 3 * HOUR_MS });
    }
    return {
      id: `ap-u1-${i + 1}`,
      jobId: job.id,
      resumeId,
      appliedAt: history[0].at,
      status: last.status,
      history,
      rejectReason: seed.rejectReason ?? null,
      // Two days after the seed, 14:00 Beijing time.
      interviewAt: last.status === 'interviewing' ? Math.floor(createdAt / DAY_MS) * DAY_MS + 2 * DAY_MS + 6 * HOUR_MS : null,
      // The coming interview waits for his answer; the past ones were accepted.
      interviewResponse: last.status === 'interviewing' ? 'pending' : history.some((step) => step.status === 'interviewing') ? 'accepted' : null,
    };
  });
  applications.sort((a, b) => b.appliedAt - a.appliedAt);
  return { applications, events };
}

/** Three more frontend openings in 杭州 he kept for later, at companies he has not applied to. */
function savedJobs(data: RecruitingData, createdAt: number, applied: Set<string>): Map<string, number> {
  const pool = (data.orders.byCity.get('hangzhou')?.recommend ?? []).filter(
    (job) =>
      job.title.includes('前端') &&
      !TOO_JUNIOR.test(job.title) &&
      !applied.has(job.id) &&
      !job.closed &&
      job.expiresAt > createdAt + 30 * DAY_MS &&
      job.companyId !== BLOCKED_COMPANY_ID,
  );
  return new Map(pool.slice(0, 3).map((job, i) => [job.id, createdAt - (2 + i * 3) * DAY_MS - 3 * HOUR_MS]));
}

/** Two employers found him by searching, without an application: software companies in his city. */
function searchViews(data: RecruitingData, createdAt: number, taken: Set<string>): ResumeEventRecord[] {
  const finders = data.companies
    .filter((c) => c.city === 'hangzhou' && c.industryTop === 'software' && c.id !== BLOCKED_COMPANY_ID && !taken.has(c.id))
    .slice(0, 2);
  return finders.map((company, i) => {
    const recruiter = [...data.recruiters.values()].find((r) => r.companyId === company.id)!;
    return {
      id: `rv-u1-s${i + 1}`,
      kind: 'view',
      at: officeMoment(createdAt, 2 + i * 5, 40 + i),
      resumeId: 'cv-u1-online',
      companyId: company.id,
      viewerName: recruiter.name,
      viewerTitle: recruiter.title,
    };
  });
}

/** The demo seeker u1 (李明): a complete online resume and an attachment, three preferences, one alert, applications and views. */
export function demoSeekerState(createdAt: number, data: RecruitingData): { state: SeekerState; uploads: UploadRecord[] } {
  const state = emptySeekerState();
  const iso = (ago: number) => new Date(createdAt - ago).toISOString();
  const online = demoResumeContent();
  const pdf = demoResumePdf();
  state.onlineResumes = { 'zh-CN': { content: online, updatedAt: createdAt - 3 * DAY_MS } };
  state.resumes = [
    {
      id: 'cv-u1-online',
      kind: 'online',
      name: '李明的在线简历',
      updatedAt: iso(3 * DAY_MS),
      isDefault: true,
      completeness: resumeCompleteness(online).score,
      fileType: null,
      size: null,
      file: null,
    },
    {
      id: 'cv-u1-file',
      kind: 'attachment',
      name: '李明-前端开发-8年.pdf',
      updatedAt: iso(12 * DAY_MS),
      isDefault: false,
      completeness: null,
      fileType: 'pdf',
      size: pdf.length,
      file: DEMO_ATTACHMENT_PATH,
    },
  ];
  state.preferences = [
    { id: 'pref-1', title: '前端开发工程师', keywords: ['前端'], category: 'tech', city: 'hangzhou', jobType: 'fulltime', salaryMin: 15000, salaryMax: 25000 },
    {
      id: 'pref-2',
      title: '产品经理',
      keywords: ['产品经理', '产品助理'],
      category: 'product',
      city: 'shanghai',
      jobType: 'fulltime',
      salaryMin: 18000,
      salaryMax: 30000,
    },
    {
      id: 'pref-3',
      title: 'Java开发工程师',
      keywords: ['Java', '后端'],
      category: 'tech',
      city: 'beijing',
      jobType: 'fulltime',
      salaryMin: 20000,
      salaryMax: 35000,
    },
  ];
  state.alerts = [
    {
      id: 'alert-1',
      query: 'keyword=前端&city=hangzhou&salary=10-20k&salary=20-50k',
      createdAt: createdAt - 20 * DAY_MS,
      lastOpenedAt: createdAt - 3 * DAY_MS,
    },
  ].map((alert) => ({ ...alert, name: alertName(alert.query) }));
  const { applications, events } = seedApplications(data, createdAt);
  state.applications = applications;
  const applied = new Set(applications.map((a) => data.jobById.get(a.jobId)!.companyId));
  state.saved = savedJobs(data, createdAt, new Set(applications.map((a) => a.jobId)));
  state.follows = new Map(searchViews(data, createdAt, applied).map((event, i) => [event.companyId, createdAt - (15 + i * 6) * DAY_MS]));
  state.resumeEvents = [...events, ...searchViews(data, createdAt, applied)].sort((a, b) => b.at - a.at);
  // His current employer, and the company it owns, must not see that he is looking.
  state.privacy.blocked = [{ companyId: BLOCKED_COMPANY_ID, includeRelated: true, at: officeMoment(createdAt, 30, 7) }];
  const upload: UploadRecord = { path: DEMO_ATTACHMENT_PATH, ownerId: 'u1', contentType: 'application/pdf', bytes: pdf };
  return { state, uploads: [upload] };
}

/** 王婷 (u3): a complete resume, hidden from every employer. */
export function hiddenSeekerState(createdAt: number): SeekerState {
  const state = emptySeekerState();
  const content = hiddenSeekerResumeContent();
  state.onlineResumes = { 'zh-CN': { content, updatedAt: createdAt - 9 * DAY_MS } };
  state.resumes = [
    {
      id: 'cv-u3-online',
      kind: 'online',
      name: '王婷的在线简历',
      updatedAt: new Date(createdAt - 9 * DAY_MS).toISOString(),
      isDefault: true,
      completeness: resumeCompleteness(content).score,
      fileType: null,
      size: null,
      file: null,
    },
  ];
  state.privacy.visibility = 'hidden';
  return state;
}
