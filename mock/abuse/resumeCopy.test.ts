// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OnlineResume } from '../../src/contract/resume.ts';
import { RESUME_COPY_ERROR_CODES } from '../../src/contract/resumeCopyValues.ts';
import type { Resume } from '../../src/contract/seeker.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26.18: the English resume can start from the Chinese one. Tried as a hostile client would: copying an
 * empty version, overwriting a saved one without saying so, bad fields, another role.
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

const copy = (token: string, body: Record<string, unknown>) => t.mock.call('POST', '/me/resume/copy', { token, body, json: true });

describe('the English resume from the Chinese one (issue 26.18)', () => {
  it('copies every module into the English version, lists it, and leaves the Chinese one as it was', async () => {
    const seeker = await t.seeker();
    const zh = data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token: seeker }));
    const before = data<OnlineResume>(await t.mock.call('GET', '/me/resume?lang=en-US', { token: seeker }));
    // 李明 has an English version in the seed? Then the copy must be asked to overwrite.
    const res = await copy(seeker, { from: 'zh-CN', overwrite: before.updatedAt !== null });
    expect(res.status).toBe(200);
    const en = data<OnlineResume>(res);
    expect(en).toMatchObject({ lang: 'en-US', id: `${zh.id}-en` });
    expect(en.content).toEqual(zh.content);
    expect(en.completeness.score).toBe(zh.completeness.score);
    const list = data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token: seeker }));
    expect(list.some((r) => r.id === en.id)).toBe(true);
    expect(data<OnlineResume>(await t.mock.call('GET', '/me/resume', { token: seeker })).content).toEqual(zh.content);
  });

  it('does not overwrite a saved version unless told, and refuses an empty source', async () => {
    const seeker = await t.seeker();
    await t.mock.call('PUT', '/me/resume/strengths?lang=en-US', { token: seeker, body: { text: 'Eight years of React and TypeScript.' }, json: true });
    const refused = await copy(seeker, { from: 'zh-CN' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(RESUME_COPY_ERROR_CODES.targetSaved);
    expect(data<OnlineResume>(await t.mock.call('GET', '/me/resume?lang=en-US', { token: seeker })).content.strengths?.text).toBe(
      'Eight years of React and TypeScript.',
    );
    // A new seeker has nothing to copy.
    const fresh = await t.mock.signInBySms('13912345670');
    await t.mock.call('POST', '/auth/perfect', {
      token: fresh,
      body: { role: 'seeker', name: '周敏', gender: 'female', birthMonth: '2003-05', freshGraduate: true, workStatus: 'leaving' },
      json: true,
    });
    const empty = await copy(fresh, { from: 'zh-CN' });
    expect(empty.status).toBe(409);
    expect(empty.body.errorCode).toBe(RESUME_COPY_ERROR_CODES.sourceEmpty);
  });

  it('refuses bad fields and other roles', async () => {
    const seeker = await t.seeker();
    expect((await copy(seeker, { from: 'fr-FR' })).status).toBe(422);
    expect((await copy(seeker, { from: 'zh-CN', overwrite: 'yes' })).status).toBe(422);
    expect((await copy(await t.enterprise(), { from: 'zh-CN' })).status).toBe(403);
    expect((await t.mock.call('POST', '/me/resume/copy', { body: { from: 'zh-CN' }, json: true })).status).toBe(401);
  });
});
