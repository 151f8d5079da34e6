import { AUTH_ERROR_CODES as CODES, AUTH_LIMITS as LIMITS } from '../../src/contract/authValues.ts';
import { ERROR_CODES } from '../../src/contract/envelope.ts';
import { tooMany } from '../core/errors.ts';
import { appendTime as append, recentTimes as recent, secondsUntilOldestLeaves as untilOldestLeaves } from '../core/slidingWindow.ts';
import type { SignInLimitState } from '../db/accounts.ts';

/**
 * The sign-in limits (numbers in AUTH_LIMITS, documented in docs/API.md): per mobile number, 5 refused
 * sign-ins lock it for 15 minutes, one code a minute, 10 codes a day, a code valid 5 minutes and once; per
 * client address, caps on codes and refusals whatever the numbers. Every refusal is a 429 with `retryAfter`.
 * The state lives in the Db, so resetting the mock clears it.
 */
const S = 1000;
const HOUR = 60 * 60 * S;
const DAY = 24 * HOUR;
const FAILURE_WINDOW = LIMITS.failureWindowS * S;

const LOCKED_MESSAGE = '密码或验证码错误次数过多，该手机号已暂时锁定，请稍后再试';

/** A locked number is refused, even with the right password or code. */
export function assertNotLocked(state: SignInLimitState, mobile: string, now: number): void {
  const until = state.lockedUntil.get(mobile);
  if (until === undefined) return;
  if (until <= now) {
    state.lockedUntil.delete(mobile);
    return;
  }
  throw tooMany(CODES.locked, LOCKED_MESSAGE, (until - now) / S);
}

/** A client that has been refused too often lately, across numbers, must wait. */
export function assertClientMayTry(state: SignInLimitState, client: string, now: number): void {
  const failures = recent(state.clientFailures, client, now, FAILURE_WINDOW);
  if (failures.length >= LIMITS.clientMaxFailures) {
    throw tooMany(CODES.clientLimited, '登录尝试过于频繁，请稍后再试', untilOldestLeaves(failures, now, FAILURE_WINDOW));
  }
}

/**
 * Counts a refused sign-in against the number and the client. Returns the tries left; the last allowed
 * failure locks the number and throws the lock instead.
 */
export function recordFailure(state: SignInLimitState, mobile: string, client: string, now: number): number {
  append(state.clientFailures, client, now, FAILURE_WINDOW);
  const left = LIMITS.maxFailures - append(state.failures, mobile, now, FAILURE_WINDOW).length;
  if (left > 0) return left;
  state.failures.delete(mobile);
  state.lockedUntil.set(mobile, now + LIMITS.lockS * S);
  throw tooMany(CODES.locked, LOCKED_MESSAGE, LIMITS.lockS);
}

/** A successful sign-in forgets the number's failures. */
export function recordSuccess(state: SignInLimitState, mobile: string): void {
  state.failures.delete(mobile);
}

/** Sends (stores) a code for the number, or refuses with the wait. */
export function issueSmsCode(state: SignInLimitState, mobile: string, client: string, now: number, code: string): void {
  assertNotLocked(state, mobile, now);
  const byClient = recent(state.clientSmsSends, client, now, HOUR);
  if (byClient.length >= LIMITS.clientSmsPerHour) {
    throw tooMany(CODES.clientLimited, '验证码请求过于频繁，请稍后再试', untilOldestLeaves(byClient, now, HOUR));
  }
  const sends = recent(state.smsSends, mobile, now, DAY);
  const last = sends.at(-1);
  if (last !== undefined && now - last < LIMITS.smsResendS * S) {
    throw tooMany(CODES.smsTooFrequent, '验证码发送过于频繁，请稍后再试', (last + LIMITS.smsResendS * S - now) / S);
  }
  if (sends.length >= LIMITS.smsPerNumberPerDay) {
    throw tooMany(CODES.smsDailyLimit, '该手机号今日获取验证码的次数已达上限，请明天再试或使用密码登录', untilOldestLeaves(sends, now, DAY));
  }
  append(state.smsSends, mobile, now, DAY);
  append(state.clientSmsSends, client, now, HOUR);
  state.smsCodes.set(mobile, { code, expiresAt: now + LIMITS.smsCodeTtlS * S });
}

export interface CodeRefusal {
  errorCode: string;
  message: string;
}

/** Checks a code: null when it is right (it is then used up), else why not. A wrong code stays valid. */
export function consumeSmsCode(state: SignInLimitState, mobile: string, code: string, now: number): CodeRefusal | null {
  const sent = state.smsCodes.get(mobile);
  if (!sent) return { errorCode: CODES.smsCodeMissing, message: '验证码错误或已失效，请先获取验证码' };
  if (sent.expiresAt <= now) {
    state.smsCodes.delete(mobile);
    return { errorCode: CODES.smsCodeExpired, message: '验证码已过期，请重新获取' };
  }
  if (sent.code !== code) return { errorCode: ERROR_CODES.wrongCredentials, message: '验证码错误' };
  state.smsCodes.delete(mobile);
  return null;
}
