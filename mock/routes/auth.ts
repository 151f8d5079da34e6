import { z } from 'zod';
import { acceptAgreementBody, loginBody, perfectBody, smsSendBody, type LoginResult } from '../../src/contract/auth.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import { ApiError, conflict, rejected } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { findUserByMobile, hashPassword, MOCK_SMS_CODE, newToken, SESSION_TTL_MS, toUnionUser, type UserRecord } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { CURRENT_AGREEMENT_VERSION, findAgreement } from './agreementText.ts';

/** Sign-in, sign-up, profile completion, sign-out and the user agreement. */
const SMS_COOLDOWN_S = 60;

function startSession(db: Db, user: UserRecord, now: number, isNew: boolean): LoginResult {
  const token = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  db.sessions.set(token, { userId: user.id, expiresAt });
  return { token, expiresAt: new Date(expiresAt).toISOString(), user: toUnionUser(user), isNew };
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
  };
  db.users.set(id, user);
  return user;
}

const wrongCredentials = (message: string) => new ApiError(400, ERROR_CODES.wrongCredentials, message);

export const authRoutes = [
  route({
    method: 'POST',
    path: '/auth/sms',
    body: smsSendBody,
    handler: ({ body, db, now }) => {
      const last = db.smsSentAt.get(body.mobile);
      if (last && now - last < SMS_COOLDOWN_S * 1000) {
        const wait = Math.ceil((SMS_COOLDOWN_S * 1000 - (now - last)) / 1000);
        throw new ApiError(429, 'TOO_MANY_CODES', `验证码发送过于频繁，请 ${wait} 秒后再试`);
      }
      db.smsSentAt.set(body.mobile, now);
      return { cooldown: SMS_COOLDOWN_S };
    },
  }),
  route({
    method: 'POST',
    path: '/auth/login',
    body: loginBody,
    handler: ({ body, db, now }) => {
      const existing = findUserByMobile(db, body.mobile);
      if (body.type === 'sms') {
        if (body.code !== MOCK_SMS_CODE) throw wrongCredentials('验证码错误或已过期，请重新输入');
        if (existing) return startSession(db, existing, now, false);
        return startSession(db, createUser(db, body.mobile, now), now, true);
      }
      // One message for unknown number and wrong password, so the form does not reveal who has an account.
      if (!existing?.passwordHash || existing.passwordHash !== hashPassword(body.password)) {
        throw wrongCredentials('手机号或密码错误；未设置密码的账号请使用验证码登录');
      }
      return startSession(db, existing, now, false);
    },
  }),
  route({
    method: 'GET',
    path: '/auth/current',
    auth: 'user',
    handler: ({ user }) => toUnionUser(user!),
  }),
  route({
    method: 'POST',
    path: '/auth/logout',
    auth: 'optional',
    handler: ({ db, token }) => {
      if (token) db.sessions.delete(token);
      return null;
    },
  }),
  route({
    method: 'POST',
    path: '/auth/perfect',
    auth: 'user',
    body: perfectBody,
    handler: ({ body, user }) => {
      const record = user!;
      if (record.role) throw conflict('账号身份已设置，不能重复选择');
      record.role = body.role;
      record.name = body.name;
      if (body.role === 'enterprise') {
        record.companyName = body.companyName;
        record.companyId = `pending-${record.id}`;
        record.profile = { title: body.title, email: body.email };
      } else {
        const { role: _role, name: _name, ...profile } = body;
        record.profile = profile;
      }
      return toUnionUser(record);
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
