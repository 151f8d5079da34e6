import { createHash, randomBytes } from 'node:crypto';
import type { AccessFacts, Role, UnionUser } from '../../src/contract/auth.ts';
import type { EducationEntry, SeekerBasic } from '../../src/contract/authProfile.ts';
import { EDUCATION_LEVELS } from '../../src/contract/authValues.ts';

/** Accounts, sessions, SMS codes and sign-in limits of the mock API. */
/** The stored user: the account facts that depend on the company (main or sub, certified) are computed (access.ts). */
export interface UserRecord extends Omit<UnionUser, keyof AccessFacts> {
  passwordHash: string | null;
  /**
   * Loose facts other pages remember about the user (the /govwork eligibility check keeps education, major,
   * political status here); the /perfect wizard sets `education` to the highest degree it was given.
   */
  profile: Record<string, unknown>;
  /** Job seekers: what the /perfect wizard collected (preferences live with the seeker state /recommend reads). */
  seeker: { basic: SeekerBasic | null; education: EducationEntry[] };
  /** The last signed request (ms): employers see how recently a seeker was active, unless the seeker hides it. */
  lastActiveAt: number | null;
  /** Both identities, once a seeker accepted a company's invitation to recruit (db/identity.ts); absent: `role` only. */
  identities?: Role[];
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

interface DemoPerson {
  id: string;
  mobile: string;
  role: Role;
  name: string;
  company?: { id: string; name: string };
  /** Seekers: what /perfect collected; recruiters: their job title. */
  seeker?: UserRecord['seeker'];
  profile: Record<string, unknown>;
  /** How long before the seed the person was last active. */
  activeAgoMs: number;
}

function demoUser({ id, mobile, role, name, company, seeker, profile, activeAgoMs }: DemoPerson, createdAt: number): UserRecord {
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
    profile,
    seeker: seeker ?? { basic: null, education: [] },
    lastActiveAt: createdAt - activeAgoMs,
  };
}

export function emptySignInLimits(): SignInLimitState {
  return { smsCodes: new Map(), smsSends: new Map(), clientSmsSends: new Map(), failures: new Map(), lockedUntil: new Map(), clientFailures: new Map() };
}

/** The demo job seeker and enterprise user named in the README. */
export const DEMO_SEEKER_ID = 'u1';
export const DEMO_ENTERPRISE_ID = 'u2';
export const DEMO_COMPANY_ID = 'c1';
/** A second seeker whose resume is hidden (/privacySet): no employer may read it. */
export const HIDDEN_SEEKER_ID = 'u3';
/**
 * A recruiter of 李明's current employer (杭州峰达信息技术, c142), the company he blocked: it must never find
 * his resume.
 */
export const BLOCKED_RECRUITER_ID = 'u4';
export const BLOCKED_COMPANY_ID = 'c142';
/** A recruiter of a company that has never been certified (广州峰禾教育科技, no posts yet): certification's demo. */
export const UNVERIFIED_RECRUITER_ID = 'u5';
export const UNVERIFIED_COMPANY_ID = 'c92';

/** Fresh records each time: every Db owns its own. */
const HOUR_MS = 60 * 60 * 1000;
const demoPeople = (companyName: (id: string) => string): DemoPerson[] => [
  {
    id: DEMO_SEEKER_ID,
    mobile: '13800000001',
    role: 'seeker',
    name: '李明',
    profile: { gender: 'male', birthYear: 1996, education: 'bachelor', workStatus: 'month' },
    activeAgoMs: 2 * HOUR_MS,
    seeker: {
      basic: { name: '李明', gender: 'male', birthMonth: '1996-04', freshGraduate: false, workStart: '2018-07', workStatus: 'month' },
      education: [{ school: '浙江工业大学', degree: 'bachelor', major: '计算机科学与技术', start: '2014-09', end: '2018-06' }],
    },
  },
  {
    id: DEMO_ENTERPRISE_ID,
    mobile: '13800000002',
    role: 'enterprise',
    name: '王芳',
    company: { id: DEMO_COMPANY_ID, name: companyName(DEMO_COMPANY_ID) },
    profile: { title: '招聘经理' },
    activeAgoMs: HOUR_MS,
  },
  {
    id: HIDDEN_SEEKER_ID,
    mobile: '13800000003',
    role: 'seeker',
    name: '王婷',
    profile: { gender: 'female', birthYear: 1993, education: 'master', workStatus: 'considering' },
    activeAgoMs: 5 * 24 * HOUR_MS,
    seeker: {
      basic: { name: '王婷', gender: 'female', birthMonth: '1993-08', freshGraduate: false, workStart: '2018-07', workStatus: 'considering' },
      education: [{ school: '复旦大学', degree: 'master', major: '管理科学与工程', start: '2015-09', end: '2018-06' }],
    },
  },
  {
    id: BLOCKED_RECRUITER_ID,
    mobile: '13800000004',
    role: 'enterprise',
    name: '陈静',
    company: { id: BLOCKED_COMPANY_ID, name: companyName(BLOCKED_COMPANY_ID) },
    profile: { title: 'HRBP' },
    activeAgoMs: 3 * HOUR_MS,
  },
  {
    id: UNVERIFIED_RECRUITER_ID,
    mobile: '13800000005',
    role: 'enterprise',
    name: '赵磊',
    company: { id: UNVERIFIED_COMPANY_ID, name: companyName(UNVERIFIED_COMPANY_ID) },
    profile: { title: '人事主管' },
    activeAgoMs: 26 * HOUR_MS,
  },
];

export function createAccountStore(companyName: (id: string) => string, createdAt: number): AccountStore {
  const people = demoPeople(companyName);
  const users = new Map(people.map((person) => [person.id, demoUser(person, createdAt)]));
  return { users, sessions: new Map(), signInLimits: emptySignInLimits(), agreementAcceptances: [], nextUserNo: people.length + 1 };
}

/** 138****0006: how an account's number is shown back (the centre, the team list). */
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

export function findUserByMobile(store: AccountStore, mobile: string): UserRecord | undefined {
  for (const user of store.users.values()) if (user.mobile === mobile) return user;
  return undefined;
}

/** The record without secrets, with the facts the permissions read (db/access.ts): what goes over the wire. */
export function toUnionUser(user: UserRecord, facts: AccessFacts): UnionUser {
  const { passwordHash: _hash, profile: _profile, seeker: _seeker, lastActiveAt: _active, identities: _identities, ...pub } = user;
  return { ...pub, ...facts };
}
