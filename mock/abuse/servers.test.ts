// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../src/contract/chat.ts';
import { RESUME_FILE_MAX_COUNT } from '../../src/contract/resumeFileValues.ts';
import type { Resume } from '../../src/contract/seeker.ts';
import { textPdf } from '../db/recruiting/resumeFiles.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * A hostile client against the servers and the file routes: names that are JavaScript prototype keys, the
 * attachment cap walked around with delete → upload → undo. (Malformed escapes, CORS and the build manifest on
 * each server: below.)
 */
let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const PDF = textPdf(['A resume']);
const upload = (token: string, fileName: string) => t.mock.call('POST', '/me/resume-files', { token, json: true, body: { fileName, data: PDF.toString('base64') } });
const attachments = async (token: string) => data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token })).filter((r) => r.kind === 'attachment');
let seekers = 0;
async function newSeeker() {
  const token = await t.mock.signInBySms(`1391236${String(++seekers).padStart(4, '0')}`);
  await t.mock.call('POST', '/auth/perfect', { token, body: { role: 'seeker', name: '周宇', gender: 'male', birthMonth: '1994-02', freshGraduate: false, workStart: '2016-07', workStatus: 'leaving' } });
  return token;
}

/** Extensions that name a property every JavaScript object has: a lookup on a plain object finds them. */
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__'];

describe('file names that are prototype keys', () => {
  it('an attachment resume named *.constructor (or any prototype key) is a 422 on the file name, never a 500', async () => {
    const token = await newSeeker();
    for (const key of PROTOTYPE_KEYS) {
      for (const name of [`简历.${key}`, `简历.${key.toLowerCase()}`]) {
        const res = await upload(token, name);
        expect([name, res.status, res.body.errorCode, res.body.errors?.[0]?.field]).toEqual([name, 422, 'VALIDATION_FAILED', 'fileName']);
      }
    }
    expect(await attachments(token)).toEqual([]);
  });

  it('a chat document named *.constructor is refused the same way', async () => {
    const token = await t.seeker();
    const [conversation] = data<ConversationSummary[]>(await t.mock.call('GET', '/conversations', { token }));
    for (const key of PROTOTYPE_KEYS) {
      const res = await t.mock.call('POST', `/conversations/${conversation.id}/files`, { token, json: true, body: { clientId: `proto-${key}`, fileName: `a.${key.toLowerCase()}`, data: PDF.toString('base64') } });
      expect([key, res.status, res.body.errors?.[0]?.field]).toEqual([key, 422, 'fileName']);
    }
  });
});

describe('the attachment cap through delete → upload → undo', () => {
  it('undoing a deletion that would make a sixth attachment is refused with 409 and the reason; nothing changes', async () => {
    const token = await newSeeker();
    const stored: Resume[] = [];
    for (let i = 0; i < RESUME_FILE_MAX_COUNT; i++) stored.push(data<Resume>(await upload(token, `简历${i}.pdf`)));
    expect((await t.mock.call('DELETE', `/me/resumes/${stored[0].id}`, { token })).status).toBe(200);
    // The freed place is taken at once by a new file …
    expect((await upload(token, '新简历.pdf')).status).toBe(200);
    // … so bringing the deleted one back would make six.
    const undo = await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token });
    expect([undo.status, undo.body.errorCode]).toEqual([409, 'TOO_MANY_RESUME_FILES']);
    expect(undo.body.errorMessage).toBe(`最多保存 ${RESUME_FILE_MAX_COUNT} 份附件简历：请先删除一份，再撤销删除“简历0.pdf”`);
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
    // Once a place is free again (within the undo window) the undo works.
    expect((await t.mock.call('DELETE', `/me/resumes/${stored[1].id}`, { token })).status).toBe(200);
    expect((await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token })).status).toBe(200);
    expect((await attachments(token)).map((r) => r.name)).toContain('简历0.pdf');
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
  });

  it('two deletions undone after two uploads: the first undo that would pass the cap is refused', async () => {
    const token = await newSeeker();
    const stored: Resume[] = [];
    for (let i = 0; i < RESUME_FILE_MAX_COUNT; i++) stored.push(data<Resume>(await upload(token, `简历${i}.pdf`)));
    for (const r of stored.slice(0, 2)) await t.mock.call('DELETE', `/me/resumes/${r.id}`, { token });
    await upload(token, 'x.pdf');
    // One place left: the first undo fits, the second does not.
    expect((await t.mock.call('POST', `/me/resumes/${stored[0].id}/restore`, { token })).status).toBe(200);
    expect((await t.mock.call('POST', `/me/resumes/${stored[1].id}/restore`, { token })).status).toBe(409);
    expect(await attachments(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
  });
});
