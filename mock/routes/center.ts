import { changeMobileBody, deleteAccountBody, passwordBody, workStatusBody, type AccountExport, type SeekerOverview } from '../../src/contract/center.ts';
import { STUDENT_STATUS_REFUSED } from '../../src/contract/authProfile.ts';
import { resumeCompleteness } from '../../src/contract/resumeCompleteness.ts';
import { RESUME_LANGUAGES } from '../../src/contract/resumeValues.ts';
import { isStudentWorkStatus } from '../../src/dicts/job.ts';
import { ApiError, conflict, invalid } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { endSessionsOf } from '../core/sessions.ts';
import { unionUserOf } from '../db/access.ts';
import { findUserByMobile, hashPassword, maskedMobile, type UserRecord } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { DAY_MS } from '../db/recruiting/labels.ts';
import { syncResumeBasic } from '../db/recruiting/resumeBasic.ts';
import { companyCard, jobCard, type ViewCtx } from '../db/recruiting/views.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';
import { toApplication } from './jobActions.ts';
import { toCase } from './reports.ts';
import { toOnlineResume } from './resume.ts';
import { toResumeEvent } from './resumeReading.ts';
import { privacySettings } from './privacy.ts';
import { consumeSmsCode } from './signInLimits.ts';

/**
 * The personal centre (/percenter): the overview and its counters, the seeking status, account settings
 * (number, password), exporting everything kept about the seeker, and deleting the account.
 */

const INTERVIEW_REACHED = new Set(['interviewing', 'offered', 'hired']);

function overview(db: Db, user: UserRecord, now: number): SeekerOverview {
  const state = seekerState(db, user.id);
  const online = state.onlineResumes['zh-CN'];
  const recent = state.resumeEvents.filter((e) => e.at > now - 30 * DAY_MS);
  return {
    name: user.name,
    mobileMasked: maskedMobile(user.mobile),
    hasPassword: user.passwordHash !== null,
    completeness: online ? resumeCompleteness(online.content).score : 0,
    workStatus: user.seeker.basic?.workStatus ?? null,
    freshGraduate: user.seeker.basic?.freshGraduate ?? null,
    counts: {
      conversations: [...db.conversations.values()].filter((c) => c.seekerId === user.id).length,
      applications: state.applications.length,
      interviews: state.applications.filter((a) => a.history.some((step) => INTERVIEW_REACHED.has(step.status))).length,
      saved: state.saved.size,
      viewedBy: new Set(recent.map((e) => e.companyId)).size,
    },
  };
}

/** A code refused for the account's own action: 400 with the reason, on the `code` field. */
function checkCode(db: Db, mobile: string, code: string, now: number) {
  const refusal = consumeSmsCode(db.signInLimits, mobile, code, now);
  if (refusal) throw new ApiError(422, 'VALIDATION_ERROR', refusal.message, [{ field: 'code', message: refusal.message }]);
}

function exportOf(db: Db, user: UserRecord, now: number): AccountExport {
  const state = seekerState(db, user.id);
  const ctx: ViewCtx = { db, user, now };
  return {
    exportedAt: iso(now),
    account: unionUserOf(db, user, now),
    profile: { basic: user.seeker.basic, education: user.seeker.education, preferences: state.preferences },
    onlineResumes: RESUME_LANGUAGES.filter((lang) => state.onlineResumes[lang]).map((lang) => toOnlineResume(user, state, lang)),
    resumes: state.resumes.map((r) => ({ ...r })),
    applications: state.applications.map((a) => toApplication(ctx, state, a)),
    savedJobs: [...state.saved.entries()].map(([id, at]) => ({ savedAt: iso(at), job: jobCard(ctx, db.recruiting.jobById.get(id)!) })),
    followedCompanies: [...state.follows.entries()].map(([id, at]) => ({ followedAt: iso(at), company: companyCard(ctx, db.recruiting.companyById.get(id)!) })),
    alerts: state.alerts.map((a) => ({ id: a.id, name: a.name, query: a.query, createdAt: iso(a.createdAt) })),
    reports: db.reports.filter((r) => r.userId === user.id).map((r) => toCase(r, now)),
    resumeEvents: state.resumeEvents.map((e) => toResumeEvent(db, state, e)),
    privacy: privacySettings(db, state),
  };
}

export const centerRoutes = [
  route({
    method: 'GET',
    path: '/me/overview',
    auth: 'seeker',
    handler: ({ db, user, now }) => overview(db, user!, now),
  }),
  route({
    method: 'PUT',
    path: '/me/work-status',
    auth: 'seeker',
    body: workStatusBody,
    handler: ({ body, db, user, now }) => {
      const record = user!;
      if (!record.seeker.basic) throw conflict('请先完善基本信息，再设置求职状态');
      if (!record.seeker.basic.freshGraduate && isStudentWorkStatus(body.workStatus)) throw invalid([{ field: 'workStatus', message: STUDENT_STATUS_REFUSED }]);
      record.seeker.basic.workStatus = body.workStatus;
      record.profile.workStatus = body.workStatus;
      // The saved resume says the same thing employers read.
      syncResumeBasic(record, seekerState(db, record.id));
      return overview(db, record, now);
    },
  }),
  route({
    method: 'POST',
    path: '/me/mobile',
    auth: 'user',
    body: changeMobileBody,
    handler: ({ body, db, user, now }) => {
      if (body.mobile === user!.mobile) throw invalid([{ field: 'mobile', message: '新手机号与当前手机号相同' }]);
      if (findUserByMobile(db, body.mobile)) throw invalid([{ field: 'mobile', message: '该手机号已注册其他账号' }]);
      checkCode(db, body.mobile, body.code, now);
      user!.mobile = body.mobile;
      return unionUserOf(db, user!, now);
    },
  }),
  route({
    method: 'PUT',
    path: '/me/password',
    auth: 'user',
    body: passwordBody,
    handler: ({ body, db, user, token }) => {
      const record = user!;
      if (record.passwordHash) {
        if (!body.oldPassword) throw invalid([{ field: 'oldPassword', message: '请输入当前密码' }]);
        if (hashPassword(body.oldPassword) !== record.passwordHash) throw invalid([{ field: 'oldPassword', message: '当前密码不正确' }]);
      }
      record.passwordHash = hashPassword(body.password);
      // Whoever knew the old password is signed out (their streams close too); this session stays.
      endSessionsOf(db, record.id, token);
      return { hasPassword: true };
    },
  }),
  route({
    method: 'GET',
    path: '/me/export',
    auth: 'seeker',
    handler: ({ db, user, now }) => exportOf(db, user!, now),
  }),
  route({
    method: 'POST',
    path: '/me/delete',
    auth: 'seeker',
    body: deleteAccountBody,
    handler: ({ body, db, user, now }) => {
      const record = user!;
      checkCode(db, record.mobile, body.code, now);
      // Everything goes: sessions, per-user state, files; the number is free to sign up again.
      db.users.delete(record.id);
      endSessionsOf(db, record.id);
      db.seekerStates.delete(record.id);
      for (const [path, upload] of db.uploads) if (upload.ownerId === record.id) db.uploads.delete(path);
      for (const [id, conversation] of db.conversations) if (conversation.seekerId === record.id) db.conversations.delete(id);
      return null;
    },
  }),
];
