import { createHash, randomBytes } from 'node:crypto';
import type { Role, UnionUser } from '../../src/contract/auth.ts';

/** Accounts, sessions and SMS codes of the mock API. */
export interface UserRecord extends UnionUser {
  passwordHash: string | null;
  /** Seeker basics from /perfect (education, status …), kept for later issues' pages. */
  profile: Record<string, unknown>;
}

export interface Session {
  userId: string;
  expiresAt: number;
}

/** The mock never sends SMS: every number's code is this one (documented in the README). */
export const MOCK_SMS_CODE = '123456';
export const DEMO_PASSWORD = 'Jucai@2026';
export const SESSION_TTL_MS = Number(process.env.MOCK_TOKEN_TTL_MINUTES ?? 120) * 60 * 1000;

export const hashPassword = (password: string) => createHash('sha256').update(`jucai-mock:${password}`).digest('hex');
export const newToken = () => randomBytes(24).toString('hex');

export interface AccountStore {
  users: Map<string, UserRecord>;
  sessions: Map<string, Session>;
  /** Last time a code was requested per mobile number, for the resend cooldown. */
  smsSentAt: Map<string, number>;
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
  };
}

/** The demo job seeker and enterprise user named in the README. */
export const DEMO_SEEKER_ID = 'u1';
export const DEMO_ENTERPRISE_ID = 'u2';
export const DEMO_COMPANY_ID = 'c1';

export function createAccountStore(demoCompanyName: string): AccountStore {
  const users = new Map<string, UserRecord>();
  users.set(DEMO_SEEKER_ID, demoUser(DEMO_SEEKER_ID, '13800000001', 'seeker', '李明'));
  users.set(DEMO_ENTERPRISE_ID, demoUser(DEMO_ENTERPRISE_ID, '13800000002', 'enterprise', '王芳', { id: DEMO_COMPANY_ID, name: demoCompanyName }));
  return { users, sessions: new Map(), smsSentAt: new Map(), agreementAcceptances: [], nextUserNo: 3 };
}

export function findUserByMobile(store: AccountStore, mobile: string): UserRecord | undefined {
  for (const user of store.users.values()) if (user.mobile === mobile) return user;
  return undefined;
}

/** The record without secrets: what goes over the wire. */
export function toUnionUser(user: UserRecord): UnionUser {
  const { passwordHash: _hash, profile: _profile, ...pub } = user;
  return pub;
}
