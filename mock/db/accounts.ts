import { createHash, randomBytes } from 'node:crypto';
import type { Role, UnionUser } from '../../src/contract/auth.ts';
import type { EducationEntry, SeekerBasic } from '../../src/contract/authProfile.ts';
import { EDUCATION_LEVELS } from '../../src/contract/authValues.ts';

/** Accounts, sessions, SMS codes and sign-in limits of the mock API. */
export interface UserRecord extends UnionUser {
  passwordHash: string | null;
  /**
   * Loose facts other pages remember about the user (the /govwork eligibility check keeps education, major,
   * political status here); the /perfect wizard sets `education` to the highest degree it was given.
   */
  profile: Record<string, unknown>;
  /** Job seekers: what the /perfect wizard collected (preferences live with the seeker state /recommend reads). */
  seeker: { basic: SeekerBasic | null; education: EducationEntry[] };
}

/**
 * A seeker's education, from /perfect or the online resume. The /govwork eligibility check reads the highest
 * degree from the loose profile, so it follows.
 */
export function setSeekerEducation(user: UserRecord, education: EducationEntry[]) {
  user.seeker.education = education;
  const highest = education.map((e) => e.degree).sort((a, b) => EDUCATION_LEVELS.indexOf(b) - EDUCATION_LEVELS.indexOf(a))[0];
  if (highest) user.profile.education = highest;
}

export interface Session {
  userId: string;
  expiresAt: number;
}

/** The mock never sends SMS: every code it "sends" is this one (documented in the README). */
export const MOCK_SMS_CODE = '123456';
export const DEMO_PASSWORD = 'Jucai@2026';
export const SESSION_TTL_MS = Number(process.env.MOCK_TOKEN_TTL_MINUTES ?? 120) * 60 * 1000;

export const hashPassword = (password: string) => createHash('sha256').update(`jucai-mock:${password}`).digest('hex');
export const newToken = () => randomBytes(24).toString('hex');

/** A code sent to a number: valid until `expiresAt`, and only once (deleted when used). */
export interface SmsCode {
  code: string;
  expiresAt: number;
}

/**
 * What the sign-in limits remember (mock/routes/signInLimits.ts). Part of the Db, so a reset of the mock's
 * state clears every lock and counter. Times are ms since the epoch, oldest first.
 */
export interface SignInLimitState {
  /** Per mobile number: the code last sent. */
  smsCodes: Map<string, SmsCode>;
  /** Per mobile number: when codes were sent (last 24 h). */
  smsSends: Map<string, number[]>;
  /** Per client address: when codes were sent (last hour). */
  clientSmsSends: Map<string, number[]>;
  /** Per mobile number: refused sign-ins within the failure window. */
  failures: Map<string, number[]>;
  /** Per mobile number: locked until this time. */
  lockedUntil: Map<string, number>;
  /** Per client address: refused sign-ins within the failure window. */
  clientFailures: Map<string, number[]>;
}

export interface AccountStore {
  users: Map<string, UserRecord>;
  sessions: Map<string, Session>;
  signInLimits: SignInLimitState;
  agreementAcceptances: Array<{ userId: string; kind: string; version: string; at: string }>;
  nextUserNo: number;
}

function demoUser(id: string, mobile: string, role: Role, name: string, company?: { id: string; name: string }): UserRecord {
  return {
    id,
    mobile,
    role,
    name,
    avatar: null,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    agreementVersion: '2026.1',
    createdAt: '2026-01-05T09:00:00.000Z',
    passwordHash: hashPassword(DEMO_PASSWORD),
    profile: role === 'seeker' ? { gender: 'male', birthYear: 1996, education: 'bachelor', workStatus: 'month' } : { title: '招聘经理' },
    seeker: role === 'seeker' ? demoSeekerProfile() : { basic: null, education: [] },
  };
}

/** A fresh copy each time: every Db owns its records. */
const demoSeekerProfile = (): UserRecord['seeker'] => ({
  basic: { name: '李明', gender: 'male', birthMonth: '1996-04', freshGraduate: false, workStart: '2018-07', workStatus: 'month' },
  education: [{ school: '浙江工业大学', degree: 'bachelor', major: '计算机科学与技术', start: '2014-09', end: '2018-06' }],
});

export function emptySignInLimits(): SignInLimitState {
  return { smsCodes: new Map(), smsSends: new Map(), clientSmsSends: new Map(), failures: new Map(), lockedUntil: new Map(), clientFailures: new Map() };
}

/** The demo job seeker and enterprise user named in the README. */
export const DEMO_SEEKER_ID = 'u1';
export const DEMO_ENTERPRISE_ID = 'u2';
export const DEMO_COMPANY_ID = 'c1';

export function createAccountStore(demoCompanyName: string): AccountStore {
  const users = new Map<string, UserRecord>();
  users.set(DEMO_SEEKER_ID, demoUser(DEMO_SEEKER_ID, '13800000001', 'seeker', '李明'));
  users.set(DEMO_ENTERPRISE_ID, demoUser(DEMO_ENTERPRISE_ID, '13800000002', 'enterprise', '王芳', { id: DEMO_COMPANY_ID, name: demoCompanyName }));
  return { users, sessions: new Map(), signInLimits: emptySignInLimits(), agreementAcceptances: [], nextUserNo: 3 };
}

export function findUserByMobile(store: AccountStore, mobile: string): UserRecord | undefined {
  for (const user of store.users.values()) if (user.mobile === mobile) return user;
  return undefined;
}

/** The record without secrets: what goes over the wire. */
export function toUnionUser(user: UserRecord): UnionUser {
  const { passwordHash: _hash, profile: _profile, seeker: _seeker, ...pub } = user;
  return pub;
}
