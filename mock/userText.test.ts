// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GovAnnouncement } from '../src/contract/gov.ts';
import { data, startRecruitingMock } from './test/recruiting.ts';

/**
 * Names and free text refuse invisible and direction-changing characters with a 422 that names the field, on
 * every field that takes them; and a notice's original URL reaches the client only when it is http(s).
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

/** One character of each refused class, in the middle of otherwise valid text (ends would be trimmed). */
const CLASSES = [
  { name: 'control', char: '\u0007', reason: /控制字符/ },
  { name: 'NUL', char: '\u0000', reason: /控制字符/ },
  { name: 'bidi override', char: '\u202e', reason: /文字方向/ },
  { name: 'bidi isolate', char: '\u2066', reason: /文字方向/ },
  { name: 'zero-width', char: '\u200b', reason: /零宽字符/ },
  { name: 'lone surrogate', char: '\ud83d', reason: /代理项/ },
];
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface FieldCase {
  label: string;
  method: string;
  path: string;
  token: () => Promise<string>;
  field: string;
  /** A valid body with `value` in the field under test. */
  body: (value: string) => Record<string, unknown>;
  value: string;
}

let newUser = '';
/** A user who signed up by SMS and has not chosen a role yet (what /auth/perfect needs). */
const freshUser = async () => {
  if (!newUser) {
    newUser = await t.mock.signInBySms('13912345678');
  }
  return newUser;
};
const seekerBody = (name: string) => ({
  role: 'seeker',
  name,
  gender: 'male',
  birthMonth: '1995-06',
  freshGraduate: false,
  workStart: '2017-07',
  workStatus: 'leaving',
});
const enterpriseBody = (over: Record<string, string>) => ({
  role: 'enterprise',
  name: '王芳',
  title: '招聘经理',
  email: 'hr@example.com',
  companyName: '杭州示例科技有限公司',
  ...over,
});
const upload = async (token: string) =>
  data<{ path: string }>(await t.mock.call('POST', '/uploads', { token, json: true, body: { fileName: 'card.png', contentType: 'image/png', data: PNG } }))
    .path;

const FIELDS: FieldCase[] = [
  { label: 'seeker name', method: 'POST', path: '/auth/perfect', token: freshUser, field: 'name', value: '李明', body: seekerBody },
  { label: 'recruiter name', method: 'POST', path: '/auth/perfect', token: freshUser, field: 'name', value: '王芳', body: (name) => enterpriseBody({ name }) },
  {
    label: 'recruiter title',
    method: 'POST',
    path: '/auth/perfect',
    token: freshUser,
    field: 'title',
    value: '招聘经理',
    body: (title) => enterpriseBody({ title }),
  },
  {
    label: 'company name',
    method: 'POST',
    path: '/auth/perfect',
    token: freshUser,
    field: 'companyName',
    value: '杭州示例科技有限公司',
    body: (companyName) => enterpriseBody({ companyName }),
  },
  {
    label: 'alert name',
    method: 'POST',
    path: '/me/alerts',
    token: () => t.seeker(),
    field: 'name',
    value: '杭州前端',
    body: (name) => ({ name, query: 'city=hangzhou' }),
  },
  {
    label: 'report description',
    method: 'POST',
    path: '/reports',
    token: () => t.seeker(),
    field: 'description',
    value: '面试时要求先交三百元培训费，\n说不交就不能入职。',
    body: (description) => ({ targetType: 'job', targetId: t.db().recruiting.jobs[3].id, category: 'fee', description }),
  },
  {
    label: 'upload file name',
    method: 'POST',
    path: '/uploads',
    token: () => t.seeker(),
    field: 'fileName',
    value: '退役证.png',
    body: (fileName) => ({ fileName, contentType: 'image/png', data: PNG }),
  },
];

describe('names and free text refuse unreadable characters', () => {
  for (const f of FIELDS) {
    for (const c of CLASSES) {
      it(`${f.label} (${f.path} ${f.field}): ${c.name} → 422 with the reason on the field`, async () => {
        const value = `${f.value.slice(0, 2)}${c.char}${f.value.slice(2)}`;
        const res = await t.mock.call(f.method, f.path, { token: await f.token(), json: true, body: f.body(value) });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([{ field: f.field, message: expect.stringMatching(c.reason) }]);
      });
    }
  }

  it('accepts the same bodies with plain text (the 422s above come from the character alone)', async () => {
    // Enterprise first would set the role; one seeker sign-up is enough to prove the perfect body is valid.
    for (const f of FIELDS.filter((x) => x.label !== 'recruiter name' && x.label !== 'recruiter title' && x.label !== 'company name')) {
      const res = await t.mock.call(f.method, f.path, { token: await f.token(), json: true, body: f.body(f.value) });
      expect(res.status, f.label).toBe(200);
    }
  });

  it('veteran application name', async () => {
    const token = await t.seeker();
    const file = await upload(token);
    const body = (name: string) => ({ certificateType: 'discharge', certificateNo: 'TY2019000001', name, file });
    for (const c of CLASSES) {
      const res = await t.mock.call('POST', '/me/veteran', { token, json: true, body: body(`李${c.char}明`) });
      expect(res.status, c.name).toBe(422);
      expect(res.body.errors, c.name).toEqual([{ field: 'name', message: expect.stringMatching(c.reason) }]);
    }
    expect((await t.mock.call('POST', '/me/veteran', { token, json: true, body: body('李明') })).status).toBe(200);
  });

  it('search keywords on every list that takes one', async () => {
    const companyId = t.db().recruiting.companies[0].id;
    const lists = ['/jobs', '/companies', `/companies/${companyId}/jobs`, '/gov/announcements', '/veterans/jobs', '/veterans/companies'];
    // A query string cannot carry a lone surrogate (its UTF-8 bytes decode to U+FFFD), so three classes here.
    const encoded = [
      { char: '%07', reason: /控制字符/ },
      { char: '%E2%80%AE', reason: /文字方向/ },
      { char: '%E2%80%8B', reason: /零宽字符/ },
    ];
    for (const path of lists) {
      for (const c of encoded) {
        const res = await t.mock.call('GET', `${path}?keyword=%E5%89%8D${c.char}%E7%AB%AF`);
        expect(res.status, `${path} ${c.char}`).toBe(422);
        expect(res.body.errors, `${path} ${c.char}`).toEqual([{ field: 'keyword', message: expect.stringMatching(c.reason) }]);
      }
      expect((await t.mock.call('GET', `${path}?keyword=%E5%89%8D%E7%AB%AF`)).status, path).toBe(200);
    }
  });
});

describe("a notice's original URL", () => {
  it('is sent only when it is http(s); anything else becomes null', async () => {
    const [first, second, third] = t.db().recruiting.announcements;
    const original = first.originalUrl;
    expect(data<GovAnnouncement>(await t.mock.call('GET', `/gov/announcements/${first.id}`)).originalUrl).toBe(original);
    second.originalUrl = 'javascript:alert(document.cookie)';
    third.originalUrl = 'data:text/html,<script>alert(1)</script>';
    expect(data<GovAnnouncement>(await t.mock.call('GET', `/gov/announcements/${second.id}`)).originalUrl).toBeNull();
    expect(data<GovAnnouncement>(await t.mock.call('GET', `/gov/announcements/${third.id}`)).originalUrl).toBeNull();
  });
});
