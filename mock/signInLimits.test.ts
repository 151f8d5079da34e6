// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/contract/authValues.ts';
import { emptySignInLimits } from './db/accounts.ts';
import { startMock } from './test/client.ts';

/** The sign-in limits over HTTP, with the mock's clock under the test's control. */
let mock: Awaited<ReturnType<typeof startMock>>;
let clock = Date.parse('2026-11-22T08:00:00Z');
beforeAll(async () => {
  mock = await startMock({ now: () => clock });
});
afterAll(() => mock.close());
// Each test starts with no locks or counters (cheaper than re-seeding the whole mock).
beforeEach(() => {
  mock.api.db.signInLimits = emptySignInLimits();
});

const password = (mobile: string, pw: string) => mock.call('POST', '/auth/login', { body: { type: 'password', mobile, password: pw } });
const sms = (mobile: string, code = '123456') => mock.call('POST', '/auth/login', { body: { type: 'sms', mobile, code } });
const send = (mobile: string) => mock.call('POST', '/auth/sms', { body: { mobile } });
const minutes = (n: number) => n * 60 * 1000;

describe('wrong passwords', () => {
  it('count down, then 5 lock the number for 15 minutes: the right password is refused until the lock ends', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await password('13800000002', 'wrong');
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toContain(`还可尝试 ${5 - i} 次`);
    }
    const fifth = await password('13800000002', 'wrong');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ success: false, errorCode: 'LOGIN_LOCKED', retryAfter: 15 * 60 });
    expect(fifth.headers.get('retry-after')).toBe(String(15 * 60));

    const right = await password('13800000002', 'Jucai@2026');
    expect(right.status).toBe(429);
    expect(right.body.errorCode).toBe('LOGIN_LOCKED');
    // An SMS code is no way round the lock either, and none is sent to a locked number.
    expect((await send('13800000002')).status).toBe(429);

    clock += minutes(10);
    const later = await password('13800000002', 'Jucai@2026');
    expect(later.body).toMatchObject({ errorCode: 'LOGIN_LOCKED', retryAfter: 5 * 60 });

    clock += minutes(5);
    expect((await password('13800000002', 'Jucai@2026')).status).toBe(200);
  });

  it('a success forgets earlier failures; an unknown number locks the same way (no hint who has an account)', async () => {
    for (let i = 0; i < 4; i++) await password('13800000001', 'wrong');
    expect((await password('13800000001', 'Jucai@2026')).status).toBe(200);
    expect((await password('13800000001', 'wrong')).body.errorMessage).toContain('还可尝试 4 次');

    for (let i = 0; i < 4; i++) expect((await password('13511112222', 'x')).status).toBe(400);
    expect((await password('13511112222', 'x')).status).toBe(429);
  });

  it('failures older than the window are forgotten', async () => {
    for (let i = 0; i < 4; i++) await password('13800000001', 'wrong');
    clock += minutes(16);
    expect((await password('13800000001', 'wrong')).body.errorMessage).toContain('还可尝试 4 次');
  });
});

describe('SMS codes', () => {
  it('are refused when none was sent', async () => {
    const res = await sms('13722223333');
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('SMS_CODE_MISSING');
    expect(res.body.errorMessage).toContain('请先获取验证码');
  });

  it('are sent once a minute per number, with the wait in retryAfter', async () => {
    const first = await send('13722223334');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ cooldown: 60, expiresIn: 300 });
    clock += 20_000;
    const again = await send('13722223334');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ errorCode: 'SMS_TOO_FREQUENT', retryAfter: 40 });
    // Another number is not held up.
    expect((await send('13722223335')).status).toBe(200);
    clock += 40_000;
    expect((await send('13722223334')).status).toBe(200);
  });

  it('work once: the same code a second time is refused', async () => {
    await send('13722223336');
    expect((await sms('13722223336')).status).toBe(200);
    const twice = await sms('13722223336');
    expect(twice.status).toBe(400);
    expect(twice.body.errorCode).toBe('SMS_CODE_MISSING');
  });

  it('expire after 5 minutes', async () => {
    await send('13722223337');
    clock += minutes(5);
    const late = await sms('13722223337');
    expect(late.status).toBe(400);
    expect(late.body.errorCode).toBe('SMS_CODE_EXPIRED');
  });

  it('a wrong code counts towards the lock and leaves the sent code valid', async () => {
    await send('13722223338');
    const wrong = await sms('13722223338', '000000');
    expect(wrong.body).toMatchObject({ errorCode: 'WRONG_CREDENTIALS' });
    expect(wrong.body.errorMessage).toContain('还可尝试 4 次');
    expect((await sms('13722223338')).status).toBe(200);
  });

  it('ten codes a day per number at most', async () => {
    for (let i = 0; i < AUTH_LIMITS.smsPerNumberPerDay; i++) {
      expect((await send('13722223339')).status).toBe(200);
      clock += minutes(1);
    }
    const over = await send('13722223339');
    expect(over.body).toMatchObject({ errorCode: 'SMS_DAILY_LIMIT' });
    // The first of the ten leaves the 24-hour window in 24 h minus the 10 minutes since.
    expect(over.body).toMatchObject({ retryAfter: 24 * 60 * 60 - 10 * 60 });
  });
});

describe('per client', () => {
  it(`one address may request ${AUTH_LIMITS.clientSmsPerHour} codes an hour, whatever the numbers`, async () => {
    for (let i = 0; i < AUTH_LIMITS.clientSmsPerHour; i++) {
      expect((await send(`1370000${String(i).padStart(4, '0')}`)).status).toBe(200);
    }
    const over = await send('13799999999');
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('CLIENT_RATE_LIMITED');
    expect(over.body).toMatchObject({ retryAfter: expect.any(Number) });
  });

  it(`${AUTH_LIMITS.clientMaxFailures} refused sign-ins from one address stop it, whatever the numbers`, async () => {
    for (let i = 0; i < AUTH_LIMITS.clientMaxFailures; i++) {
      // Four tries a number stay below each number's lock.
      expect((await password(`1360000${String(Math.floor(i / 4)).padStart(4, '0')}`, 'x')).status).toBe(400);
    }
    const over = await password('13800000001', 'Jucai@2026');
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('CLIENT_RATE_LIMITED');
  });

  it('a reset of the mock clears every lock and counter', async () => {
    for (let i = 0; i < 5; i++) await password('13800000002', 'wrong');
    expect((await password('13800000002', 'Jucai@2026')).status).toBe(429);
    mock.api.reset();
    expect((await password('13800000002', 'Jucai@2026')).status).toBe(200);
  });
});
