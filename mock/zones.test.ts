// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampusCalendarEntry } from '../src/contract/campus.ts';
import type { EligibilityResult, GovAnnouncement, GovAnnouncementSummary } from '../src/contract/gov.ts';
import type { JobCard } from '../src/contract/job.ts';
import type { UploadResult, VeteranIdentity, VeteranPolicies } from '../src/contract/veteran.ts';
import { MAX_PAGE_SIZE } from '../src/contract/jobValues.ts';
import { XSS_ANNOUNCEMENT_ID } from './db/recruiting/content/gov.ts';
import { data, startRecruitingMock, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

/** The smallest valid PNG (1×1), as a client would send a certificate photo. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('public recruitment', () => {
  it('filters announcements by exam type, region and registration status', async () => {
    const page = data<Page<GovAnnouncementSummary>>(
      await t.mock.call('GET', `/gov/announcements?examType=national&examType=provincial&pageSize=${MAX_PAGE_SIZE}`),
    );
    expect(page.total).toBe(12);
    expect(page.list.every((a) => a.examType === 'national' || a.examType === 'provincial')).toBe(true);
    const open = data<Page<GovAnnouncementSummary>>(await t.mock.call('GET', `/gov/announcements?status=open&pageSize=${MAX_PAGE_SIZE}`));
    expect(open.total).toBeGreaterThan(0);
    expect(open.list.every((a) => a.registration.status === 'open')).toBe(true);
    const national = data<Page<GovAnnouncementSummary>>(await t.mock.call('GET', `/gov/announcements?region=national&pageSize=${MAX_PAGE_SIZE}`));
    expect(national.list.every((a) => a.region.province === null)).toBe(true);
    const bad = await t.mock.call('GET', '/gov/announcements?examType=lottery');
    expect(bad.status).toBe(422);
    expect(bad.body.errors![0].field).toBe('examType');
  });

  it('returns the detail with positions, the timeline, and the raw (unsanitised) notice', async () => {
    const g7 = data<GovAnnouncement>(await t.mock.call('GET', `/gov/announcements/${XSS_ANNOUNCEMENT_ID}`));
    expect(g7.positions.length).toBeGreaterThanOrEqual(6);
    expect(g7.timeline.map((s) => s.stage)).toEqual([
      'register',
      'payment',
      'admitTicket',
      'writtenExam',
      'scores',
      'recheck',
      'interview',
      'medical',
      'vetting',
      'publicNotice',
    ]);
    expect(g7.noticeHtml).toContain('<table>');
    expect(g7.noticeHtml).toContain('<img src=x onerror=alert(1)>');
    expect(g7.noticeHtml).toContain('<script>');
    expect((await t.mock.call('GET', '/gov/announcements/g999')).status).toBe(404);
  });

  it('checks eligibility per position, filling gaps from the stored profile', async () => {
    const token = await t.seeker();
    const missing = await t.mock.call('POST', '/gov/announcements/g1/eligibility', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors!.map((e) => e.field).sort()).toEqual(['major', 'political']);
    const res = data<EligibilityResult>(
      await t.mock.call('POST', '/gov/announcements/g1/eligibility', { token, body: { major: 'computer', political: 'masses' } }),
    );
    expect(res.profile).toMatchObject({ education: 'bachelor', major: 'computer', political: 'masses' });
    const g1 = t.db().recruiting.announcementById.get('g1')!;
    for (const [i, p] of g1.positions.entries()) {
      const verdict = res.positions[i];
      const expected =
        ['college', 'bachelor'].includes(p.education) &&
        p.degree !== 'master' &&
        p.degree !== 'doctor' &&
        (p.majors.length === 0 || p.majors.includes('computer')) &&
        p.political === 'any' &&
        p.grassrootsYears === 0 &&
        !p.grassrootsProject;
      expect(verdict.eligible).toBe(expected);
    }
    // The answers were stored: the next check needs no body.
    const again = data<EligibilityResult>(await t.mock.call('POST', '/gov/announcements/g1/eligibility', { token, body: {} }));
    expect(again.eligibleCount).toBe(res.eligibleCount);
    const party = data<EligibilityResult>(
      await t.mock.call('POST', '/gov/announcements/g1/eligibility', { token, body: { political: 'party', education: 'master' } }),
    );
    expect(party.eligibleCount).toBeGreaterThanOrEqual(res.eligibleCount);
  });
});

describe('graduate zone', () => {
  it('lists internships with their filters', async () => {
    const page = data<Page<JobCard>>(
      await t.mock.call('GET', `/campus/jobs?tab=internship&daysPerWeek=3&dailyPay=200-300&permanentOffer=high&pageSize=${MAX_PAGE_SIZE}`),
    );
    expect(page.total).toBeGreaterThan(0);
    for (const job of page.list) {
      expect(job).toMatchObject({ jobType: 'internship', salary: { unit: 'day' }, campus: { kind: 'internship', daysPerWeek: 3, permanentOffer: 'high' } });
      expect(job.salary.max).toBeGreaterThanOrEqual(200);
      expect(job.salary.min).toBeLessThan(300);
    }
  });

  it('lists campus jobs by class year, batch and major (posts open to any major included)', async () => {
    const page = data<Page<JobCard>>(await t.mock.call('GET', `/campus/jobs?classYear=2027&batch=main&major=computer&pageSize=${MAX_PAGE_SIZE}`));
    expect(page.total).toBeGreaterThan(0);
    for (const job of page.list) {
      expect(job.campus).toMatchObject({ kind: 'campus', classYear: '2027', batch: 'main' });
      expect(job.campus!.majors.length === 0 || job.campus!.majors.includes('computer')).toBe(true);
    }
  });

  it('leaves out posts whose application deadline has passed unless closed ones are asked for', async () => {
    const open = data<Page<JobCard>>(await t.mock.call('GET', `/campus/jobs?pageSize=${MAX_PAGE_SIZE}`));
    const withClosed = data<Page<JobCard>>(await t.mock.call('GET', `/jobs?campus=campus&pageSize=${MAX_PAGE_SIZE}&includeClosed=1`));
    const passed = (job: JobCard) => Date.parse(job.campus!.applyDeadline) < t.clock.now;
    expect(open.list.some(passed)).toBe(false);
    expect(withClosed.list.some(passed)).toBe(true);
  });

  it('builds a deadline calendar from today on, or for a month', async () => {
    const upcoming = data<CampusCalendarEntry[]>(await t.mock.call('GET', '/campus/calendar?kind=campus'));
    expect(upcoming.length).toBeGreaterThan(10);
    const deadlines = upcoming.map((e) => Date.parse(e.applyDeadline));
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
    expect(deadlines[0]).toBeGreaterThan(t.clock.now - 86_400_000);
    const december = data<CampusCalendarEntry[]>(await t.mock.call('GET', '/campus/calendar?month=2026-12'));
    expect(december.every((e) => e.applyDeadline.startsWith('2026-12') || e.applyDeadline.startsWith('2026-11-30'))).toBe(true);
    expect((await t.mock.call('GET', '/campus/calendar?month=2026-13')).status).toBe(422);
  });
});

describe('veteran zone', () => {
  it('shows reserved jobs locked until the identity is verified; the policy column is there', async () => {
    const policies = data<VeteranPolicies>(await t.mock.call('GET', '/veterans/policies'));
    expect(policies.policies.find((p) => p.kind === 'tax')!.summary).toContain('6000元');
    const only = data<Page<JobCard>>(await t.mock.call('GET', `/veterans/jobs?only=true&pageSize=${MAX_PAGE_SIZE}`));
    expect(only.total).toBeGreaterThanOrEqual(24);
    expect(only.list.every((j) => j.veteransOnly && j.locked)).toBe(true);
    const preferred = data<Page<JobCard>>(await t.mock.call('GET', `/veterans/jobs?pageSize=${MAX_PAGE_SIZE}`));
    expect(preferred.list.every((j) => j.veteransPreferred)).toBe(true);
    const friendly = data<Page<{ veteranFriendly: boolean }>>(await t.mock.call('GET', '/veterans/companies'));
    expect(friendly.total).toBeGreaterThan(20);
    expect(friendly.list.every((c) => c.veteranFriendly)).toBe(true);
  });

  it('uploads a certificate photo, checks the bytes, and validates the application', async () => {
    const token = await t.seeker();
    const fake = await t.mock.call('POST', '/uploads', {
      token,
      json: true,
      body: { fileName: 'a.png', contentType: 'image/png', data: Buffer.from('<script>').toString('base64') },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.errorCode).toBe('BAD_UPLOAD');
    const up = data<UploadResult>(
      await t.mock.call('POST', '/uploads', { token, json: true, body: { fileName: 'card.png', contentType: 'image/png', data: PNG } }),
    );
    expect(up.path).toMatch(/^upload\/[0-9a-f]{24}\.png$/);
    const served = await t.mock.call('GET', `/media/${up.path}`, { token });
    expect(served.headers.get('content-type')).toBe('image/png');
    const badNo = await t.mock.call('POST', '/me/veteran', {
      token,
      body: { certificateType: 'discharge', certificateNo: 'YD123', name: '李明', file: up.path },
    });
    expect(badNo.status).toBe(422);
    expect(badNo.body.errors).toEqual([expect.objectContaining({ field: 'certificateNo' })]);
    const notMine = await t.mock.call('POST', '/me/veteran', {
      token,
      body: { certificateType: 'discharge', certificateNo: 'TY2019000001', name: '李明', file: 'upload/000000000000000000000000.png' },
    });
    expect(notMine.body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('reviews automatically after 3 s: a number ending in 0 is rejected, then a resubmission is verified', async () => {
    const token = await t.seeker();
    const reserved = t.db().recruiting.jobs.find((j) => j.veteransOnly && t.isOpen(j))!;
    const locked = await t.mock.call('POST', `/jobs/${reserved.id}/apply`, { token, body: { resumeId: 'cv-u1-online' } });
    expect(locked.body.errorCode).toBe('VETERANS_ONLY');
    const up = data<UploadResult>(
      await t.mock.call('POST', '/uploads', { token, json: true, body: { fileName: 'card.png', contentType: 'image/png', data: PNG } }),
    );
    const submitted = data<VeteranIdentity>(
      await t.mock.call('POST', '/me/veteran', { token, body: { certificateType: 'discharge', certificateNo: 'TY2019000010', name: '李明', file: up.path } }),
    );
    expect(submitted).toMatchObject({ status: 'pending', certificateNoMasked: 'TY******0010' });
    expect(
      (await t.mock.call('POST', '/me/veteran', { token, body: { certificateType: 'discharge', certificateNo: 'TY2019000011', name: '李明', file: up.path } }))
        .status,
    ).toBe(409);
    t.clock.now += 3000;
    const rejectedNow = data<VeteranIdentity>(await t.mock.call('GET', '/me/veteran', { token }));
    expect(rejectedNow.status).toBe('rejected');
    expect(rejectedNow.rejectReason).toBeTruthy();
    await t.mock.call('POST', '/me/veteran', {
      token,
      body: { certificateType: 'preferential', certificateNo: 'YD201900000017', name: '李明', file: up.path },
    });
    expect(data<VeteranIdentity>(await t.mock.call('GET', '/me/veteran', { token })).status).toBe('pending');
    t.clock.now += 3000;
    expect(data<VeteranIdentity>(await t.mock.call('GET', '/me/veteran', { token })).status).toBe('verified');
    const unlocked = await t.mock.call('POST', `/jobs/${reserved.id}/apply`, { token, body: { resumeId: 'cv-u1-online' } });
    expect(unlocked.status).toBe(200);
    const only = data<Page<JobCard>>(await t.mock.call('GET', '/veterans/jobs?only=true', { token }));
    expect(only.list.every((j) => !j.locked)).toBe(true);
  });
});
