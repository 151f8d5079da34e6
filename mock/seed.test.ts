// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CITY_VALUES, DISTRICT_VALUES, PUBLISHER_TYPE_VALUES, cityOfDistrict } from '../src/dicts/index.ts';
import { createDb } from './db/index.ts';
import { isCertified } from './db/recruiting/certification.ts';
import { membershipView } from './db/recruiting/membership.ts';
import { isValidCreditCode } from '../src/contract/creditCode.ts';
import { findDiscriminatoryWording, titlePayWords } from '../src/contract/jobWording.ts';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const db = createDb(NOW);
const { jobs, companies, announcements, recruiters } = db.recruiting;

describe('recruiting seed', () => {
  it('has the volume the pages need', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(5000);
    expect(companies.length).toBeGreaterThanOrEqual(500);
    expect(announcements.length).toBeGreaterThanOrEqual(60);
    expect(new Set(jobs.map((j) => j.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(companies.map((c) => c.name)).size).toBe(companies.length);
  });

  it('is deterministic, and times follow the creation instant', () => {
    const again = createDb(NOW);
    expect(JSON.stringify(again.recruiting.jobs)).toBe(JSON.stringify(jobs));
    expect(JSON.stringify(again.recruiting.companies)).toBe(JSON.stringify(companies));
    expect(JSON.stringify(again.recruiting.announcements)).toBe(JSON.stringify(announcements));
    const later = createDb(NOW + 86_400_000);
    expect(later.recruiting.jobs[100].postedAt - jobs[100].postedAt).toBe(86_400_000);
    expect(later.recruiting.jobs[100].title).toBe(jobs[100].title);
  });

  it('gives every job the fields the 2026 posting rules require', () => {
    for (const job of jobs) {
      const company = db.recruiting.companyById.get(job.companyId)!;
      expect(company.about.length, job.id).toBeGreaterThan(20);
      expect(job.headcount, job.id).toBeGreaterThan(0);
      expect(job.requirements.length, job.id).toBeGreaterThan(0);
      expect(job.duties.length, job.id).toBeGreaterThan(0);
      expect(job.address, job.id).toBeTruthy();
      expect(DISTRICT_VALUES).toContain(job.district);
      expect(cityOfDistrict(job.district)).toBe(job.city);
      expect(job.salary.min, job.id).toBeGreaterThan(0);
      expect(job.salary.max, job.id).toBeGreaterThanOrEqual(job.salary.min);
      expect(job.expiresAt, job.id).toBeGreaterThan(job.postedAt);
      expect(job.refreshedAt, job.id).toBeGreaterThanOrEqual(job.postedAt);
      if (job.publisherType !== 'direct') expect(job.agency?.licenceNo, job.id).toMatch(/^\d{15}$/);
      expect(recruiters.get(job.recruiterId), job.id).toBeDefined();
      // What the API refuses from an employer, the seed never says either (就业促进法).
      for (const text of [job.title, ...job.tags, ...job.duties, ...job.requirements]) expect(findDiscriminatoryWording(text), `${job.id}: ${text}`).toBeNull();
      expect(titlePayWords(job.title), job.id).toBeNull();
    }
  });

  it('covers every kind of post the pages show', () => {
    const share = (f: (j: (typeof jobs)[number]) => boolean) => jobs.filter(f).length / jobs.length;
    const closedOrExpired = share((j) => j.closed || j.expiresAt <= NOW);
    expect(closedOrExpired).toBeGreaterThan(0.05);
    expect(closedOrExpired).toBeLessThan(0.12);
    for (const type of PUBLISHER_TYPE_VALUES) expect(jobs.some((j) => j.publisherType === type)).toBe(true);
    expect(jobs.filter((j) => j.jobType === 'internship').every((j) => j.salary.unit === 'day' && j.campus?.daysPerWeek)).toBe(true);
    expect(jobs.filter((j) => j.salary.unit === 'hour').length).toBeGreaterThan(10);
    expect(share((j) => j.veteransPreferred)).toBeGreaterThan(0.03);
    expect(jobs.filter((j) => j.veteransOnly).length).toBeGreaterThanOrEqual(24);
    // In November 2026 campus hiring is for the class of 2027 only (the class of 2026 has graduated).
    expect(new Set(jobs.filter((j) => j.campus?.kind === 'campus').map((j) => j.campus!.classYear))).toEqual(new Set(['2027']));
    expect(companies.filter((c) => c.veteranFriendly).length).toBeGreaterThan(20);
    expect(CITY_VALUES.every((city) => jobs.some((j) => j.city === city))).toBe(true);
  });

  it('makes c1 the demo company with open jobs, and valid credit codes everywhere', () => {
    const c1 = db.recruiting.companyById.get('c1')!;
    expect(c1.name).toBe('聚才示范科技有限公司');
    expect(c1.jobIds.map((id) => db.recruiting.jobById.get(id)!).filter((j) => !j.closed && j.expiresAt > NOW).length).toBeGreaterThanOrEqual(10);
    expect(db.users.get('u2')!.companyId).toBe('c1');
    expect(companies.every((c) => isValidCreditCode(c.registration.creditCode))).toBe(true);
  });

  it('every company’s plan holds what it uses: each quota, and each sub-account’s share (issue 25.13)', () => {
    const over: string[] = [];
    for (const company of db.recruiting.companyById.values()) {
      const plan = membershipView(db, company.id, NOW);
      for (const q of plan.quotas) if (q.used > q.granted) over.push(`${company.id} ${plan.plan} ${q.kind} ${q.used}/${q.granted}`);
    }
    for (const sub of db.subAccounts.values()) {
      for (const [kind, used] of Object.entries(sub.used)) {
        const cap = sub.allotted[kind as keyof typeof sub.allotted];
        if (cap !== undefined && used.n > cap) over.push(`${sub.userId} ${kind} ${used.n}/${cap}`);
      }
    }
    expect(over).toEqual([]);
    // 陈静's 峰达 (c142) has 16 posts open: a plan that allows them, not the free plan's 3.
    expect(membershipView(db, 'c142', NOW).quotas.find((q) => q.kind === 'jobs')!.granted).toBeGreaterThanOrEqual(16);
  });

  it('every seeded view, download and unlock of a resume is by a certified company (the tenant rules)', () => {
    const readers = [...db.seekerStates.values()].flatMap((state) => [...state.resumeEvents.map((e) => e.companyId), ...state.unlockedBy]);
    expect(readers.length).toBeGreaterThan(0);
    for (const id of readers) expect(isCertified(db, db.recruiting.companyById.get(id)!, NOW), id).toBe(true);
  });

  it('seeds announcements with registration in every state and one hostile notice', () => {
    const states = new Set(announcements.map((a) => (NOW < a.registrationStart ? 'upcoming' : NOW <= a.registrationEnd ? 'open' : 'closed')));
    expect([...states].sort()).toEqual(['closed', 'open', 'upcoming']);
    expect(announcements.filter((a) => a.noticeHtml.includes('onerror='))).toHaveLength(1);
    for (const a of announcements) expect(a.noticeHtml).toContain('<table>');
  });

  it('seeds in well under the 1.5 s budget', () => {
    const started = performance.now();
    createDb(NOW);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
