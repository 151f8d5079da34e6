import { randomBytes } from 'node:crypto';
import { JOB_ERROR_CODES } from '../../src/contract/codes.ts';
import { renameResumeBody, resumeFileBody, type DeletedResume } from '../../src/contract/resumeFiles.ts';
import { RESUME_FILE_MAX_COUNT, RESUME_FILE_MIME, RESUME_UNDO_MS } from '../../src/contract/resumeFileValues.ts';
import type { Resume } from '../../src/contract/seeker.ts';
import { ApiError, notFound, rejected } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db } from '../db/index.ts';
import { employerMayRead, locateResume, logResumeEvent } from '../db/recruiting/resumeAccess.ts';
import { assertMayReadPeople } from '../db/recruiting/companyAccess.ts';
import { checkedFile } from '../db/recruiting/resumeFiles.ts';
import type { SeekerState } from '../db/recruiting/seekers.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';
import { UPLOAD_REQUEST_MAX_BYTES } from './uploads.ts';

/**
 * Attachment resumes (/uploadcv): upload (the bytes must be what the extension says), rename, make default,
 * delete with a short undo window, and the file itself under /media/resume/. Online resumes can be renamed and
 * made default here too; only attachments are deleted.
 */

/** Drops deletions whose undo window closed, with their bytes. */
function purgeDeleted(db: Db, state: SeekerState, now: number) {
  state.deletedResumes = state.deletedResumes.filter((d) => {
    if (d.undoUntil > now) return true;
    if (d.resume.file) db.uploads.delete(d.resume.file);
    return false;
  });
}

/** Exactly one default while any resume is left. */
function keepOneDefault(resumes: Resume[]) {
  if (resumes.length && !resumes.some((r) => r.isDefault)) resumes[0].isDefault = true;
}

const attachmentCount = (state: SeekerState) => state.resumes.filter((r) => r.kind === 'attachment').length;

function ownResume(state: SeekerState, id: string): Resume {
  const resume = state.resumes.find((r) => r.id === id);
  if (!resume) throw notFound('简历不存在或已删除');
  return resume;
}

export const resumeFileRoutes = [
  route({
    method: 'POST',
    path: '/me/resume-files',
    auth: 'seeker',
    body: resumeFileBody,
    maxBodyBytes: UPLOAD_REQUEST_MAX_BYTES,
    handler: ({ body, db, user, now }): Resume => {
      const state = seekerState(db, user!.id);
      purgeDeleted(db, state, now);
      if (attachmentCount(state) >= RESUME_FILE_MAX_COUNT) {
        throw rejected(JOB_ERROR_CODES.tooManyResumeFiles, `最多保存 ${RESUME_FILE_MAX_COUNT} 份附件简历，请先删除一份再上传`);
      }
      const { type, bytes } = checkedFile(body.fileName, body.data, '未保存');
      const path = `resume/${randomBytes(12).toString('hex')}.${type}`;
      db.uploads.set(path, { path, ownerId: user!.id, contentType: RESUME_FILE_MIME[type], bytes });
      const resume: Resume = {
        id: `cv-${user!.id}-f${++db.counters.upload}`,
        kind: 'attachment',
        name: body.fileName,
        updatedAt: iso(now),
        isDefault: !state.resumes.length,
        completeness: null,
        fileType: type,
        size: bytes.length,
        file: path,
      };
      state.resumes.push(resume);
      return { ...resume };
    },
  }),
  route({
    method: 'PUT',
    path: '/me/resumes/:id',
    auth: 'seeker',
    body: renameResumeBody,
    handler: ({ params, body, db, user }): Resume => {
      const resume = ownResume(seekerState(db, user!.id), params.id);
      resume.name = body.name;
      return { ...resume };
    },
  }),
  route({
    method: 'POST',
    path: '/me/resumes/:id/default',
    auth: 'seeker',
    handler: ({ params, db, user }): Resume[] => {
      const state = seekerState(db, user!.id);
      const chosen = ownResume(state, params.id);
      for (const r of state.resumes) r.isDefault = r === chosen;
      return state.resumes.map((r) => ({ ...r }));
    },
  }),
  route({
    method: 'DELETE',
    path: '/me/resumes/:id',
    auth: 'seeker',
    handler: ({ params, db, user, now }): DeletedResume => {
      const state = seekerState(db, user!.id);
      purgeDeleted(db, state, now);
      const resume = ownResume(state, params.id);
      if (resume.kind !== 'attachment') throw rejected(JOB_ERROR_CODES.onlineResumeKept, '在线简历不能删除，可以在「在线简历」中修改内容');
      state.resumes = state.resumes.filter((r) => r !== resume);
      state.deletedResumes.push({ resume, wasDefault: resume.isDefault, undoUntil: now + RESUME_UNDO_MS });
      resume.isDefault = false;
      keepOneDefault(state.resumes);
      return { id: resume.id, undoUntil: iso(now + RESUME_UNDO_MS) };
    },
  }),
  route({
    method: 'POST',
    path: '/me/resumes/:id/restore',
    auth: 'seeker',
    handler: ({ params, db, user, now }): Resume[] => {
      const state = seekerState(db, user!.id);
      purgeDeleted(db, state, now);
      const deleted = state.deletedResumes.find((d) => d.resume.id === params.id);
      if (!deleted) throw rejected(JOB_ERROR_CODES.undoExpired, '撤销时间已过，简历已删除');
      // The freed place may have been taken by an upload meanwhile: an undo never makes a sixth attachment.
      if (attachmentCount(state) >= RESUME_FILE_MAX_COUNT) {
        throw new ApiError(
          409,
          JOB_ERROR_CODES.tooManyResumeFiles,
          `最多保存 ${RESUME_FILE_MAX_COUNT} 份附件简历：请先删除一份，再撤销删除“${deleted.resume.name}”`,
        );
      }
      state.deletedResumes = state.deletedResumes.filter((d) => d !== deleted);
      if (deleted.wasDefault) for (const r of state.resumes) r.isDefault = false;
      deleted.resume.isDefault = deleted.wasDefault;
      state.resumes.push(deleted.resume);
      return state.resumes.map((r) => ({ ...r }));
    },
  }),
  route({
    method: 'GET',
    path: '/media/resume/:name',
    auth: 'user',
    handler: ({ params, db, user, now }) => {
      const path = `resume/${params.name}`;
      // An employer reads files only as a certified company, like /cv (403 COMPANY_NOT_CERTIFIED).
      assertMayReadPeople(db, user!, now);
      const upload = db.uploads.get(path);
      const found = upload && [...db.seekerStates.values()].flatMap((s) => s.resumes).find((r) => r.file === path);
      const location = found ? locateResume(db, found.id) : null;
      const mayRead =
        location && (upload!.ownerId === user!.id || (user!.role === 'enterprise' && !!user!.companyId && employerMayRead(db, location, user!.companyId)));
      // A file the caller may not read answers like a missing one.
      if (!upload || !location || !mayRead) throw notFound('文件不存在');
      logResumeEvent(db, user!, location, 'download', now);
      return { raw: { status: 200, contentType: upload.contentType, body: upload.bytes, private: true } };
    },
  }),
];
