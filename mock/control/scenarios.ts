import { unionUserOf } from '../db/access.ts';
import { DEMO_COMPANY_ID, DEMO_ENTERPRISE_ID, DEMO_PASSWORD, DEMO_SEEKER_ID, newToken } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { makeShift, indexGig } from '../db/gigs/records.ts';
import { membershipRecord } from '../db/recruiting/membership.ts';
import { inBeijing } from '../db/recruiting/labels.ts';
import { beijingDay } from '../db/recruiting/offers.ts';
import { APPLICATION_STATUS_VALUES } from '../../src/dicts/job.ts';

/**
 * Named scenarios: the seed, then a few changes made by code, so a scenario can never drift from the seed the
 * way a fixture file would. Each answers who to sign in as (`accounts`) and the ids a test needs (`facts`).
 */
export interface ScenarioAccount {
  userId: string | null;
  mobile: string;
  /** Absent: the number has no account yet (sign up by SMS code). */
  password?: string;
  name: string;
  role: 'seeker' | 'enterprise' | null;
}

export interface ScenarioResult {
  accounts: Record<string, ScenarioAccount>;
  facts: Record<string, unknown>;
}

interface Scenario {
  description: string;
  build: (db: Db, now: number) => ScenarioResult;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const account = (db: Db, id: string): ScenarioAccount => {
  const user = db.users.get(id)!;
  return { userId: id, mobile: user.mobile, password: DEMO_PASSWORD, name: user.name, role: user.role as ScenarioAccount['role'] };
};

/** A number no account of the seed has: 139 and eight digits from the clock. */
function unusedMobile(db: Db, now: number): string {
  const taken = new Set([...db.users.values()].map((u) => u.mobile));
  let n = now % 100_000_000;
  while (taken.has(`139${String(n).padStart(8, '0')}`)) n = (n + 1) % 100_000_000;
  return `139${String(n).padStart(8, '0')}`;
}

export const SCENARIOS: Record<string, Scenario> = {
  seed: {
    description: 'The seed as it is: the demo accounts, no sessions.',
    build: (db) => ({ accounts: { seeker: account(db, DEMO_SEEKER_ID), recruiter: account(db, DEMO_ENTERPRISE_ID) }, facts: {} }),
  },
  'new-visitor': {
    description: 'Nobody signed in, and a mobile number that has no account yet (signs up by SMS code 123456).',
    build: (db, now) => ({
      accounts: { visitor: { userId: null, mobile: unusedMobile(db, now), name: '', role: null } },
      facts: { smsCode: '123456' },
    }),
  },
  'seeker-all-application-states': {
    description: '李明 (seeker) with an application in every state, delivered to autoClosed.',
    build: (db) => {
      const state = db.seekerStates.get(DEMO_SEEKER_ID)!;
      // The seed has every state but `hired`: the open offer's application is copied onto another post and
      // taken through acceptance and the start date.
      const offered = state.applications.find((a) => a.status === 'offered')!;
      const applied = new Set(state.applications.map((a) => a.jobId));
      const job = db.recruiting.jobs.find((j) => !applied.has(j.id) && j.companyId !== DEMO_COMPANY_ID && j.salary.unit === 'month')!;
      const sentAt = offered.history.find((s) => s.status === 'offered')!.at - 30 * DAY;
      const hired = structuredClone(offered);
      Object.assign(hired, { id: `${offered.id}-hired`, jobId: job.id, appliedAt: hired.appliedAt - 30 * DAY, status: 'hired' });
      hired.history = hired.history.map((s) => ({ ...s, at: s.at - 30 * DAY }));
      const startAt = sentAt + 10 * DAY;
      const offer = hired.offers![0];
      Object.assign(offer, {
        id: `of-${hired.id}-1`,
        sentAt,
        answer: 'accepted',
        answeredAt: sentAt + DAY,
        startDate: beijingDay(startAt),
        hireMarkedAt: startAt - 2 * HOUR,
        hireConfirmedAt: startAt,
      });
      hired.history.push(
        { status: 'offered', at: sentAt + DAY, event: 'offerAccepted' },
        { status: 'offered', at: startAt - 2 * HOUR, event: 'hireMarked' },
        { status: 'hired', at: startAt },
      );
      state.applications.push(hired);
      const byStatus = Object.fromEntries(APPLICATION_STATUS_VALUES.map((s) => [s, state.applications.find((a) => a.status === s)!.id]));
      return { accounts: { seeker: account(db, DEMO_SEEKER_ID) }, facts: { applicationIdByStatus: byStatus } };
    },
  },
  'recruiter-quota-exhausted': {
    description: '王芳 (recruiter of the demo company): applicants, an interview to come, and no resume unlocks left.',
    build: (db, now) => {
      const record = membershipRecord(db, DEMO_COMPANY_ID, now);
      record.quotas.unlock.used = record.quotas.unlock.granted;
      const company = db.recruiting.companyById.get(DEMO_COMPANY_ID)!;
      const jobs = new Set(company.jobIds);
      const applications = [...db.seekerStates.values()].flatMap((state) => state.applications.filter((a) => jobs.has(a.jobId)).map((a) => ({ a, state })));
      const coming = applications.find(({ a }) => a.status === 'interviewing' && (a.interviewAt ?? 0) > now)!;
      const locked = applications.find(({ state }) => !state.unlockedBy.has(DEMO_COMPANY_ID))!;
      return {
        accounts: { recruiter: account(db, DEMO_ENTERPRISE_ID) },
        facts: {
          applicants: applications.length,
          interviewApplicationId: coming.a.id,
          interviewAt: new Date(coming.a.interviewAt!).toISOString(),
          lockedResumeId: locked.a.resumeId,
          unlock: { granted: record.quotas.unlock.granted, left: 0 },
        },
      };
    },
  },
  'uncertified-company': {
    description: '赵磊, recruiter of 广州峰禾教育科技 (c92), never certified: may not publish or unlock until it certifies.',
    build: (db) => ({ accounts: { recruiter: account(db, 'u5') }, facts: { companyId: 'c92' } }),
  },
  'gig-worker-shift-today': {
    description: '李明 as a gig worker, hired on a shift that starts within the next hour or two today (Beijing time).',
    build: (db, now) => {
      const order = (db.gigs.ordersByWorker.get(DEMO_SEEKER_ID) ?? []).find((o) => o.status === 'hired')!;
      const gig = db.gigs.gigs.get(order.gigId)!;
      const index = gig.shifts.findIndex((s) => s.id === order.shiftId);
      const old = gig.shifts[index];
      // From the next full hour, four hours (shorter when that would cross midnight), today in Beijing. After
      // 22:00 no whole hour is left today: the shift is 22:00–23:00 (under way, or just ended, after 23:00).
      const hour = Math.min(inBeijing(now).hour() + 1, 22);
      const end = Math.min(hour + 4, 23);
      const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
      const shift = makeShift(
        gig.id,
        index,
        { date: beijingDay(now), start: hh(hour), end: hh(end), breakMinutes: 0, headcount: old.headcount },
        gig.signUpCloseHours,
        old.hired,
      );
      shift.id = old.id;
      gig.shifts[index] = shift;
      gig.shifts.sort((a, b) => a.startAt - b.startAt);
      indexGig(gig, db.gigs.employers.get(gig.employerId)!);
      return {
        accounts: { worker: account(db, DEMO_SEEKER_ID) },
        facts: { gigId: gig.id, orderId: order.id, shiftId: shift.id, shiftStartsAt: new Date(shift.startAt).toISOString() },
      };
    },
  },
  'expired-session': {
    description: "李明's session that expired a minute ago: hand its token to the page; the first request answers 401.",
    build: (db, now) => {
      const token = newToken();
      db.sessions.set(token, { userId: DEMO_SEEKER_ID, expiresAt: now - 60_000 });
      // The user as the app stored it when the session began: what a test puts in sessionStorage with the token.
      const user = unionUserOf(db, db.users.get(DEMO_SEEKER_ID)!, now);
      return { accounts: { seeker: account(db, DEMO_SEEKER_ID) }, facts: { token, user } };
    },
  },
};

export const scenarioList = () => Object.entries(SCENARIOS).map(([name, s]) => ({ name, description: s.description }));
