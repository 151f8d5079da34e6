import { z } from 'zod';
import { acceptAgreementBody, loginBody, perfectBody, smsSendBody, type LoginResult, type SmsSendResult } from '../../src/contract/auth.ts';
import { profileUpdateBody, type SeekerProfile } from '../../src/contract/authProfile.ts';
import { AUTH_LIMITS } from '../../src/contract/authValues.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import { ApiError, conflict, forbidden, rejected } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { endSession } from '../core/sessions.ts';
import { unionUserOf } from '../db/access.ts';
import { findUserByMobile, hashPassword, setSeekerEducation, MOCK_SMS_CODE, newToken, SESSION_TTL_MS, type UserRecord } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { syncResumeBasic } from '../db/recruiting/resumeBasic.ts';
import { toJobPreference } from '../db/recruiting/seekers.ts';
import { ensureRecruiterRecord } from '../db/recruiting/recruiterAccounts.ts';
import { seekerState } from '../db/recruiting/viewer.ts';
import { CURRENT_AGREEMENT_VERSION, findAgreement } from './agreementText.ts';
import { assertClientMayTry, assertNotLocked, consumeSmsCode, issueSmsCode, recordFailure, recordSuccess } from './signInLimits.ts';

/** Sign-in (with its limits), sign-up, profile completion, sign-out and the user agreement. */

function startSession(db: Db, user: UserRecord, now: number, isNew: boolean): LoginResult {
  const token = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  db.sessions.set(token, { userId: user.id, expiresAt });
  return { token, expiresAt: new Date(expiresAt).toISOString(), user: unionUserOf(db, user, now), isNew };
}

function createUser(db: Db, mobile: string, now: number): UserRecord {
  const id = `u${db.nextUserNo++}`;
  const user: UserRecord = {
    id,
    mobile,
    role: null,
    name: `用户${mobile.slice(-4)}`,
    avatar: null,
    companyId: null,
    companyName: null,
    agreementVersion: CURRENT_AGREEMENT_VERSION,
    createdAt: new Date(now).toISOString(),
    passwordHash: null,
    profile: {},
    seeker: { basic: null, education: [] },
    lastActiveAt: now,
  };
  db.users.set(id, user);
  return user;
}

/** The wizard's preference as /recommend matches it: the band becomes a monthly range, the title a keyword. */
function profileOf(db: Db, user: UserRecord): SeekerProfile {
  return { basic: user.seeker.basic, education: user.seeker.education, preferences: seekerState(db, user.id).preferences };
}

/**
 * A sub-account its main account stopped may not sign in (its sessions ended when it was stopped); one that is
 * also a job seeker's account signs in as the seeker (the stop moved it there, db/identity.ts).
 */
function assertNotStopped(db: Db, user: UserRecord): UserRecord {
  if (db.subAccounts.get(user.id)?.status === 'disabled' && user.role === 'enterprise') throw forbidden('该子账号已被公司主账号停用，请联系主账号');
  return user;
}

export const authRoutes = [
  route({
    method: 'POST',
    path: '/auth/sms',
    body: smsSendBody,
    handler: ({ body, db, client, now }): SmsSendResult => {
      issueSmsCode(db.signInLimits, body.mobile, client, now, MOCK_SMS_CODE);
      return { cooldown: AUTH_LIMITS.smsResendS, expiresIn: AUTH_LIMITS.smsCodeTtlS };
    },
  }),
  route({
    method: 'POST',
    path: '/auth/login',
    body: loginBody,
    handler: ({ body, db, client, now }) => {
      const limits = db.signInLimits;
      assertClientMayTry(limits, client, now);
      assertNotLocked(limits, body.mobile, now);
      /** Every refusal counts towards the lock; the last allowed one throws the lock (429) instead. */
      const refuse = (code: string, message: (left: number) => string) => {
        const left = recordFailure(limits, body.mobile, client, now);
        return new ApiError(400, code, message(left));
      };
      const existing = findUserByMobile(db, body.mobile);
      if (body.type === 'sms') {
        const refusal = consumeSmsCode(limits, body.mobile, body.code, now);
        if (refusal) throw refuse(refusal.errorCode, (left) => `${refusal.message}（还可尝试 ${left} 次）`);
        recordSuccess(limits, body.mobile);
        if (existing) return startSession(db, assertNotStopped(db, existing), now, false);
        return startSession(db, createUser(db, body.mobile, now), now, true);
      }
      // One message for unknown number and wrong password, so the form does not reveal who has an account.
      if (!existing?.passwordHash || existing.passwordHash !== hashPassword(body.password)) {
        throw refuse(ERROR_CODES.wrongCredentials, (left) => `手机号或密码错误（还可尝试 ${left} 次）；未设置密码的账号请使用验证码登录`);
      }
      recordSuccess(limits, body.mobile);
      return startSession(db, assertNotStopped(db, existing), now, false);
    },
  }),
  route({
    method: 'GET',
    path: '/auth/current',
    auth: 'user',
    handler: ({ db, user, now }) => unionUserOf(db, user!, now),
  }),
  route({
    method: 'POST',
    path: '/auth/logout',
    // Public: the app tells the API after it has let the session go, so the token may already have ended.
    handler: ({ db, token }) => {
      // Its streams close and its unused stream tickets are void with it.
      if (token) endSession(db, token);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/auth/perfect',
    auth: 'user',
    body: perfectBody,
    handler: ({ body, db, user, now }) => {
      const record = user!;
      if (record.role) throw conflict('账号身份已设置，不能重复选择');
      record.role = body.role;
      record.name = body.name;
      if (body.role === 'enterprise') {
        record.companyName = body.companyName;
        record.companyId = `pending-${record.id}`;
        record.profile = { title: body.title, email: body.email };
        // The recruiter record the posts, cards and conversations of this account will point at.
        ensureRecruiterRecord(db, record);
      } else {
        const { role: _role, ...basic } = body;
        record.seeker.basic = basic;
        // A resume saved before (an account that was a seeker once) shows the same basics.
        syncResumeBasic(record, seekerState(db, record.id));
      }
      return unionUserOf(db, record, now);
    },
  }),
  route({
    method: 'GET',
    path: '/me/profile',
    auth: 'seeker',
    handler: ({ db, user }): SeekerProfile => profileOf(db, user!),
  }),
  route({
    method: 'PUT',
    path: '/me/profile',
    auth: 'seeker',
    body: profileUpdateBody,
    handler: ({ body, db, user }): SeekerProfile => {
      const record = user!;
      if (body.education) setSeekerEducation(record, body.education);
      if (body.preferences) seekerState(db, record.id).preferences = body.preferences.map(toJobPreference);
      return profileOf(db, record);
    },
  }),
  route({
    method: 'GET',
    path: '/agreements/:kind',
    handler: ({ params }) => {
      const doc = findAgreement(params.kind);
      if (!doc) throw rejected('UNKNOWN_AGREEMENT', `没有名为 ${params.kind} 的协议`);
      return doc;
    },
  }),
  route({
    method: 'POST',
    path: '/agreements/accept',
    auth: 'user',
    body: acceptAgreementBody.extend({ kind: z.enum(['user', 'privacy']).default('user') }),
    handler: ({ body, db, user, now }) => {
      if (body.version !== CURRENT_AGREEMENT_VERSION) throw rejected('STALE_AGREEMENT', '协议已更新，请阅读最新版本后再同意');
      db.agreementAcceptances.push({ userId: user!.id, kind: body.kind, version: body.version, at: new Date(now).toISOString() });
      user!.agreementVersion = body.version;
      return { version: body.version, acceptedAt: new Date(now).toISOString() };
    },
  }),
];
