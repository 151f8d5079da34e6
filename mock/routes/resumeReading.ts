import type { PageResult } from '../../src/contract/envelope.ts';
import type { ResumeEvent, ResumeReading } from '../../src/contract/resumeFiles.ts';
import { listQuery } from '../../src/contract/seeker.ts';
import { route } from '../core/router.ts';
import { markViewed } from './applicants.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { logResumeEvent, maskedNameParam, readingFor, resumeFor } from '../db/recruiting/resumeAccess.ts';
import type { Db } from '../db/index.ts';
import type { ResumeEventRecord, SeekerState } from '../db/recruiting/seekers.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';
import { consumeQuota } from '../db/recruiting/membership.ts';
import { notifyResumeAccess } from '../db/notifications/notices.ts';
import { msg } from '../core/serverText.ts';

/**
 * Reading a resume (/cv) and the seeker's log of who read theirs. An employer's every view is logged; a
 * download (printing, saving a PDF, fetching the attachment) is logged as such.
 */
/** A log entry as the seeker reads it: which resume, which company, who. */
export function toResumeEvent(db: Db, state: SeekerState, e: ResumeEventRecord): ResumeEvent {
  // The log outlives what it names: a company missing from the catalogue is shown by the name it read under.
  const company = db.recruiting.companyById.get(e.companyId) ?? { id: e.companyId, name: e.companyName || '未知企业', logo: '' };
  const resume = state.resumes.find((r) => r.id === e.resumeId) ?? state.deletedResumes.find((d) => d.resume.id === e.resumeId)?.resume;
  return {
    id: e.id,
    kind: e.kind,
    at: iso(e.at),
    resumeId: e.resumeId,
    resumeName: resume?.name ?? '',
    company: { id: company.id, name: company.name, logo: company.logo },
    viewer: { name: e.viewerName, title: e.viewerTitle },
  };
}

export const resumeReadingRoutes = [
  route({
    method: 'GET',
    path: '/resumes/:id',
    auth: 'user',
    handler: ({ params, db, user, now }): ResumeReading => {
      const location = resumeFor(db, user!, params.id, now);
      // The answer first: nothing is logged or told for a reading that was not given.
      const reading = readingFor(db, user!, location, now);
      logResumeEvent(db, user!, location, 'view', now);
      if (user!.role === 'enterprise') markViewed(db, user!, location.ownerId, now);
      notifyResumeAccess(db, user!, location, 'view', now);
      return reading;
    },
  }),
  route({
    method: 'POST',
    path: '/resumes/:id/download',
    auth: 'user',
    handler: ({ params, db, user, now }) => {
      logResumeEvent(db, user!, resumeFor(db, user!, params.id, now), 'download', now);
      return { logged: user!.role !== 'seeker' };
    },
  }),
  route({
    method: 'POST',
    path: '/resumes/:id/unlock',
    auth: 'enterprise',
    handler: ({ params, db, user, now }): ResumeReading => {
      // Every check before the charge: a certified company (403 otherwise), then the privacy rules (a resume this
      // company may not read answers like an unknown one). The quota is drawn last, and server.ts undoes the draw
      // should anything after it fail: a charge happens only with a success.
      const location = resumeFor(db, user!, params.id, now);
      const companyId = user!.companyId!;
      if (!location.state.unlockedBy.has(companyId)) {
        const owner = db.users.get(location.ownerId);
        // The usage log names the resume as the employer saw it before unlocking: masked.
        const title = msg('resume.title', { name: maskedNameParam(owner?.name ?? '', owner?.seeker.basic?.gender ?? 'male') });
        consumeQuota(db, companyId, 'unlock', 1, title, now, user!.id);
        location.state.unlockedBy.add(companyId);
        logResumeEvent(db, user!, location, 'unlock', now);
        notifyResumeAccess(db, user!, location, 'unlock', now);
      }
      return readingFor(db, user!, location, now);
    },
  }),
  route({
    method: 'GET',
    path: '/me/resume-events',
    auth: 'seeker',
    query: listQuery,
    handler: ({ query, db, user }): PageResult<ResumeEvent> => {
      const state = seekerState(db, user!.id);
      const page = slicePage(state.resumeEvents, pageParams(query));
      return { ...page, list: page.list.map((e) => toResumeEvent(db, state, e)) };
    },
  }),
];
