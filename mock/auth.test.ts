// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '../src/services/request/sign.ts';
import { DEFAULT_SIGN_KEY } from './server.ts';
import { startMock } from './test/client.ts';

let mock: Awaited<ReturnType<typeof startMock>>;
let clock = Date.parse('2026-11-22T08:00:00Z');
beforeAll(async () => {
  mock = await startMock({ now: () => clock });
});
afterAll(() => mock.close());

describe('request checks (what a real backend verifies)', () => {
  it('rejects a wrong api-version with 400', async () => {
    const res = await mock.call('GET', '/agreements/user', { headers: { 'api-version': '2' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'BAD_API_VERSION' });
  });

  it('rejects a tampered signature with 403 and says why', async () => {
    const res = await mock.call('GET', '/agreements/user', { headers: { apiSecret: 'f'.repeat(64) } });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toContain('签名校验失败');
  });

  it('rejects a timestamp older than five minutes', async () => {
    const headers = { ...signatureHeaders(DEFAULT_SIGN_KEY, clock - 5 * 60 * 1000 - 1) };
    const res = await mock.call('GET', '/agreements/user', { headers });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('STALE_TIMESTAMP');
  });

  it('rejects a replayed (timestamp, rand) pair', async () => {
    const headers = { ...signatureHeaders(DEFAULT_SIGN_KEY, clock) };
    expect((await mock.call('GET', '/agreements/user', { headers })).status).toBe(200);
    const again = await mock.call('GET', '/agreements/user', { headers });
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('REPLAYED_REQUEST');
  });

  it('answers unknown paths with 404', async () => {
    const res = await mock.call('GET', '/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe('accounts', () => {
  it('signs in the demo seeker by password and returns the user without secrets', async () => {
    const res = await mock.call<{ data: { token: string; user: Record<string, unknown>; isNew: boolean } }>('POST', '/auth/login', {
      body: { type: 'password', mobile: '13800000001', password: 'Jucai@2026' },
    });
    expect(res.status).toBe(200);
    const data = res.body.data as { token: string; user: Record<string, unknown>; isNew: boolean };
    expect(data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(data.user).toMatchObject({ mobile: '13800000001', role: 'seeker' });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.isNew).toBe(false);
  });

  it('refuses a wrong password with a clear message, and a wrong SMS code', async () => {
    const pw = await mock.call('POST', '/auth/login', { body: { type: 'password', mobile: '13800000001', password: 'nope' } });
    expect(pw.status).toBe(400);
    expect(pw.body.errorMessage).toContain('手机号或密码错误');
    const sms = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: '13800000001', code: '000000' } });
    expect(sms.status).toBe(400);
    expect(sms.body.errorMessage).toContain('验证码错误');
  });

  it('answers invalid input with 422 and the field reasons', async () => {
    const res = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: '123', code: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'mobile' }), expect.objectContaining({ field: 'code' })]));
  });

  it('signs up a new number by SMS, then completes the profile once', async () => {
    const sent = await mock.call('POST', '/auth/sms', { body: { mobile: '13912345678' } });
    expect(sent.body.data).toEqual({ cooldown: 60, expiresIn: 300 });
    const again = await mock.call('POST', '/auth/sms', { body: { mobile: '13912345678' } });
    expect(again.status).toBe(429);
    const login = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: '13912345678', code: '123456' } });
    const { token, isNew, user } = login.body.data as { token: string; isNew: boolean; user: { role: null } };
    expect(isNew).toBe(true);
    expect(user.role).toBeNull();
    const perfect = await mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '张三', gender: 'female', birthMonth: '1999-03', freshGraduate: true, workStatus: 'leaving' },
    });
    expect(perfect.status).toBe(200);
    expect(perfect.body.data).toMatchObject({ role: 'seeker', name: '张三' });
    const twice = await mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'enterprise', name: '张三', title: 'HR', email: 'a@b.cn', companyName: '某某有限公司' },
    });
    expect(twice.status).toBe(409);
  });

  it('keeps the /perfect wizard profile: basic, education and preferences (which /recommend then uses)', async () => {
    await mock.call('POST', '/auth/sms', { body: { mobile: '13912345679' } });
    const login = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: '13912345679', code: '123456' } });
    const { token } = login.body.data as { token: string };
    const basic = { name: '王五', gender: 'male', birthMonth: '1995-08', freshGraduate: false, workStart: '2017-07', workStatus: 'considering' };
    // Form-encoded like the app sends it: the boolean arrives as text.
    expect((await mock.call('POST', '/auth/perfect', { token, body: { role: 'seeker', ...basic } })).status).toBe(200);
    const education = [{ school: '浙江大学', degree: 'master', major: '软件工程', start: '2013-09', end: '2017-06' }];
    const saved = await mock.call('PUT', '/me/profile', { token, json: true, body: { education } });
    expect(saved.status).toBe(200);
    const preferences = [{ title: '测试工程师', category: 'tech', city: 'hangzhou', jobType: 'fulltime', salary: '10-20k' }];
    await mock.call('PUT', '/me/profile', { token, json: true, body: { preferences } });
    const profile = await mock.call('GET', '/me/profile', { token });
    expect(profile.body.data).toEqual({
      basic,
      education,
      preferences: [
        {
          id: 'pref-1',
          title: '测试工程师',
          keywords: ['测试工程师'],
          category: 'tech',
          city: 'hangzhou',
          jobType: 'fulltime',
          salaryMin: 10000,
          salaryMax: 20000,
        },
      ],
    });
    const feed = await mock.call<{ data: { personalised: boolean; preferenceId: string } }>('GET', '/recommend', { token });
    expect(feed.body.data).toMatchObject({ personalised: true, preferenceId: 'pref-1' });
  });

  it('refuses a wizard step with the reason on each field', async () => {
    await mock.call('POST', '/auth/sms', { body: { mobile: '13912345680' } });
    const login = await mock.call('POST', '/auth/login', { body: { type: 'sms', mobile: '13912345680', code: '123456' } });
    const { token } = login.body.data as { token: string };
    const basic = await mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '赵六', gender: 'female', birthMonth: '1998-01', freshGraduate: 'false', workStatus: 'leaving' },
    });
    expect(basic.status).toBe(422);
    expect(basic.body.errors).toEqual([{ field: 'workStart', message: expect.stringContaining('参加工作时间') }]);
    const tooYoung = await mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '赵六', gender: 'female', birthMonth: `${new Date().getFullYear() - 10}-01`, freshGraduate: 'true', workStatus: 'leaving' },
    });
    expect(tooYoung.body.errors).toEqual([{ field: 'birthMonth', message: expect.stringContaining('16') }]);
    await mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '赵六', gender: 'female', birthMonth: '1998-01', freshGraduate: 'true', workStatus: 'leaving' },
    });
    const education = await mock.call('PUT', '/me/profile', {
      token,
      json: true,
      body: { education: [{ school: '某', degree: 'bachelor', start: '2020-09', end: '2016-06' }] },
    });
    expect(education.status).toBe(422);
    expect(education.body.errors?.map((e) => e.field).sort()).toEqual(['education.0.end', 'education.0.major', 'education.0.school']);
    const pref = await mock.call('PUT', '/me/profile', {
      token,
      json: true,
      body: { preferences: [{ title: 'x', category: 'nope', city: 'hangzhou', jobType: 'fulltime', salary: 'any' }] },
    });
    expect(pref.body.errors?.map((e) => e.field).sort()).toEqual(['preferences.0.category', 'preferences.0.title']);
  });

  it('expires tokens (401) and logs out', async () => {
    const token = await mock.login('13800000002');
    expect((await mock.call('GET', '/auth/current', { token })).status).toBe(200);
    clock += 121 * 60 * 1000;
    const expired = await mock.call('GET', '/auth/current', { token });
    expect(expired.status).toBe(401);
    const fresh = await mock.login('13800000002');
    await mock.call('POST', '/auth/logout', { token: fresh });
    expect((await mock.call('GET', '/auth/current', { token: fresh })).status).toBe(401);
  });

  it('serves media unsigned, with video snapshots', async () => {
    const logo = await fetch(`${mock.base}/media/logo/c1.svg?label=JC`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const snap = await fetch(`${mock.base}/media/video/v1.mp4?x-oss-process=video/snapshot,t_1000,m_fast`);
    expect(snap.status).toBe(200);
  });
});
