// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedResume, ResumeEvent, ResumeReading } from '../src/contract/resumeFiles.ts';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_MAX_COUNT, RESUME_UNDO_MS } from '../src/contract/resumeFileValues.ts';
import type { Application, Resume } from '../src/contract/seeker.ts';
import { APPLICATION_STATUS_VALUES } from '../src/dicts/job.ts';
import { textPdf } from './db/recruiting/resumeFiles.ts';
import { data, startRecruitingMock, START, type Page } from './test/recruiting.ts';

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());

const PDF = textPdf(['A resume']);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A Windows program: starts with MZ. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

const upload = (token: string, fileName: string, bytes: Buffer) =>
  t.mock.call('POST', '/me/resume-files', { token, json: true, body: { fileName, data: bytes.toString('base64') } });
const resumes = async (token: string) => data<Resume[]>(await t.mock.call('GET', '/me/resumes', { token }));
const newSeeker = (mobile: string) =>
  t.mock.signInBySms(mobile).then(async (token) => {
    await t.mock.call('POST', '/auth/perfect', {
      token,
      body: { role: 'seeker', name: '周宇', gender: 'male', birthMonth: '1994-02', freshGraduate: false, workStart: '2016-07', workStatus: 'leaving' },
    });
    return token;
  });

describe('attachment resumes', () => {
  it('uploads a PDF and an image; the bytes are served back to the owner only', async () => {
    const token = await newSeeker('13912350001');
    const pdf = data<Resume>(await upload(token, '周宇-运营.pdf', PDF));
    expect(pdf).toMatchObject({ kind: 'attachment', name: '周宇-运营.pdf', fileType: 'pdf', size: PDF.length, isDefault: true });
    expect(pdf.file).toMatch(/^resume\/[0-9a-f]{24}\.pdf$/);
    expect(data<Resume>(await upload(token, 'photo.JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2])))).toMatchObject({ fileType: 'jpg', isDefault: false });
    const served = await fetch(`${t.mock.base}/media/${pdf.file}`, { headers: await signedHeaders(token) });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    const stranger = await newSeeker('13912350002');
    expect((await fetch(`${t.mock.base}/media/${pdf.file}`, { headers: await signedHeaders(stranger) })).status).toBe(404);
  });

  it('refuses a renamed program, an empty or oversized file, an unknown type and a sixth file, storing nothing', async () => {
    const token = await newSeeker('13912350003');
    const refused = [
      [await upload(token, '简历.pdf', EXE), 400, '可能是改了扩展名的其他文件'],
      [await upload(token, '简历.docx', PDF), 400, '文件内容不是 DOCX'],
      [await upload(token, '简历.png', Buffer.alloc(0)), 400, '0 字节'],
      [await upload(token, '简历.pdf', Buffer.concat([PDF, Buffer.alloc(RESUME_FILE_MAX_BYTES)])), 400, '不能超过 10 MB'],
      [await upload(token, 'setup.exe', EXE), 422, '仅支持 PDF、DOC、DOCX、JPG、PNG'],
      [await upload(token, `${'长'.repeat(61)}.pdf`, PDF), 422, '文件名最多 60 个字'],
    ] as const;
    for (const [res, status, message] of refused) {
      expect(res.status).toBe(status);
      expect(res.body.errorMessage).toContain(message);
    }
    expect(await resumes(token)).toEqual([]);
    for (let i = 0; i < RESUME_FILE_MAX_COUNT; i++) expect((await upload(token, `第${i + 1}版.png`, PNG)).status).toBe(200);
    const sixth = await upload(token, '第6版.png', PNG);
    expect(sixth.status).toBe(400);
    expect(sixth.body.errorCode).toBe('TOO_MANY_RESUME_FILES');
    expect(await resumes(token)).toHaveLength(RESUME_FILE_MAX_COUNT);
  });

  it('renames, sets the default, deletes with an undo window, and keeps exactly one default', async () => {
    const token = await newSeeker('13912350004');
    const first = data<Resume>(await upload(token, 'a.pdf', PDF));
    const second = data<Resume>(await upload(token, 'b.pdf', PDF));
    expect(data<Resume>(await t.mock.call('PUT', `/me/resumes/${second.id}`, { token, body: { name: '周宇-运营主管' } })).name).toBe('周宇-运营主管');
    expect((await t.mock.call('PUT', `/me/resumes/${second.id}`, { token, body: { name: ' ' } })).status).toBe(422);
    const afterDefault = data<Resume[]>(await t.mock.call('POST', `/me/resumes/${second.id}/default`, { token }));
    expect(afterDefault.filter((r) => r.isDefault).map((r) => r.id)).toEqual([second.id]);

    const deleted = data<DeletedResume>(await t.mock.call('DELETE', `/me/resumes/${second.id}`, { token }));
    expect(Date.parse(deleted.undoUntil) - t.clock.now).toBeLessThanOrEqual(RESUME_UNDO_MS);
    expect((await resumes(token)).map((r) => [r.id, r.isDefault])).toEqual([[first.id, true]]);
    const restored = data<Resume[]>(await t.mock.call('POST', `/me/resumes/${second.id}/restore`, { token }));
    expect(restored.find((r) => r.isDefault)?.id).toBe(second.id);

    await t.mock.call('DELETE', `/me/resumes/${first.id}`, { token });
    t.clock.now += RESUME_UNDO_MS + 1;
    const late = await t.mock.call('POST', `/me/resumes/${first.id}/restore`, { token });
    expect(late.body.errorCode).toBe('UNDO_EXPIRED');
    expect((await resumes(token)).map((r) => r.id)).toEqual([second.id]);
    expect((await t.mock.call('DELETE', `/me/resumes/cv-u1-online`, { token })).status).toBe(404);
  });
});

describe('reading a resume (/cv)', () => {
  it('the owner reads their own in full; another seeker’s resume answers like an unknown id (404)', async () => {
    const token = await t.seeker();
    const own = data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token }));
    expect(own).toMatchObject({ audience: 'owner', contactHidden: false, watermark: null, content: { basic: { name: '李明', phone: '13800000001' } } });
    // Issue 25.13: a seeker cannot tell another seeker's resume id from one that does not exist.
    const other = await t.mock.call('GET', '/resumes/cv-u3-online', { token });
    expect([other.status, other.body.errorMessage]).toEqual([404, '简历不存在或已删除']);
    expect((await t.mock.call('GET', '/resumes/cv-nobody', { token })).body).toEqual(other.body);
  });

  it('an employer sees the name masked, no phone or email, a watermark, and the view is logged for the seeker', async () => {
    const before = data<Page<ResumeEvent>>(await t.mock.call('GET', '/me/resume-events', { token: await t.seeker() })).total;
    const reading = data<ResumeReading>(await t.mock.call('GET', '/resumes/cv-u1-online', { token: await t.enterprise() }));
    expect(reading).toMatchObject({ audience: 'employer', contactHidden: true, name: '李先生的简历', watermark: '聚才示范科技有限公司 · 王芳' });
    expect(reading.content?.basic).toMatchObject({ name: '李先生', phone: '', email: '' });
    expect(JSON.stringify(reading)).not.toContain('李明');
    const events = data<Page<ResumeEvent>>(await t.mock.call('GET', '/me/resume-events', { token: await t.seeker() }));
    expect(events.total).toBe(before + 1);
    expect(events.list[0]).toMatchObject({
      kind: 'view',
      resumeId: 'cv-u1-online',
      company: { id: 'c1', name: '聚才示范科技有限公司' },
      viewer: { name: '王芳', title: '招聘经理' },
    });
  });

  it('a hidden resume and a blocked company get nothing, in words that do not say which', async () => {
    const hidden = await t.mock.call('GET', '/resumes/cv-u3-online', { token: await t.enterprise() });
    const blocked = await t.mock.call('GET', '/resumes/cv-u1-online', { token: await t.mock.login('13800000004') });
    const unknown = await t.mock.call('GET', '/resumes/cv-nobody', { token: await t.enterprise() });
    for (const res of [hidden, blocked, unknown]) expect([res.status, res.body.errorMessage]).toEqual([404, '简历不存在，或求职者未向你公开']);
  });

  it('an employer reads an attachment only if it was sent to them, and fetching it is logged as a download', async () => {
    const enterprise = await t.enterprise();
    // 李明 sent his PDF to other companies, not to c1.
    expect((await t.mock.call('GET', '/resumes/cv-u1-file', { token: enterprise })).status).toBe(404);
    const seeker = await newSeeker('13912350005');
    const file = data<Resume>(await upload(seeker, '周宇-运营.pdf', PDF));
    const job = [...t.db().recruiting.jobs].find((j) => j.companyId === 'c1' && t.isOpen(j) && !j.veteransOnly)!;
    expect((await t.mock.call('POST', `/jobs/${job.id}/apply`, { token: seeker, body: { resumeId: file.id } })).status).toBe(200);
    const reading = data<ResumeReading>(await t.mock.call('GET', `/resumes/${file.id}`, { token: enterprise }));
    expect(reading).toMatchObject({ kind: 'attachment', name: '周先生的附件简历', content: null, file: { path: file.file, type: 'pdf' } });
    expect((await fetch(`${t.mock.base}/media/${file.file}`, { headers: await signedHeaders(enterprise) })).status).toBe(200);
    const events = data<Page<ResumeEvent>>(await t.mock.call('GET', '/me/resume-events', { token: seeker })).list;
    expect(events.map((e) => e.kind)).toEqual(['download', 'view']);
  });
});

describe('applications', () => {
  it('the demo seeker has applications in every state but hired, each with its timeline, a reason when rejected and the interview time', async () => {
    const token = await t.seeker();
    const list = data<Page<Application>>(await t.mock.call('GET', '/me/applications?pageSize=20', { token })).list;
    // Not hired: his resume's current job is the one he still holds (mock/realism.test.ts).
    expect(new Set(list.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUS_VALUES.filter((s) => s !== 'hired')));
    for (const a of list) {
      expect(a.history[0]).toEqual({ status: 'delivered', at: a.appliedAt });
      expect(a.history.at(-1)!.status).toBe(a.status);
      expect(Date.parse(a.appliedAt)).toBeLessThan(START);
    }
    expect(list.filter((a) => a.status === 'rejected').every((a) => a.rejectReason)).toBe(true);
    expect(Date.parse(list.find((a) => a.status === 'interviewing')!.interviewAt!)).toBeGreaterThan(START);
  });

  it('withdraws before the interview, and says why not after it', async () => {
    const token = await t.seeker();
    const list = data<Page<Application>>(await t.mock.call('GET', '/me/applications?pageSize=20', { token })).list;
    const open = list.find((a) => a.status === 'viewed')!;
    expect(open.withdrawable).toBe(true);
    const done = data<Application>(await t.mock.call('POST', `/me/applications/${open.id}/withdraw`, { token }));
    expect(done).toMatchObject({ status: 'withdrawn', withdrawable: false });
    expect(done.history.at(-1)!.status).toBe('withdrawn');
    const interviewing = await t.mock.call('POST', `/me/applications/${list.find((a) => a.status === 'interviewing')!.id}/withdraw`, { token });
    expect([interviewing.status, interviewing.body.errorCode]).toEqual([400, 'NOT_WITHDRAWABLE']);
    expect(interviewing.body.errorMessage).toContain('已安排面试');
  });
});

/** Headers of a signed request, for fetching raw media. */
async function signedHeaders(token: string): Promise<Record<string, string>> {
  const { signatureHeaders } = await import('../src/services/request/sign.ts');
  return { ...signatureHeaders('jucai-sign-key-2026', t.clock.now++, Math.random), token };
}
