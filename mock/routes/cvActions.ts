import { forwardResumeBody, type Colleague, type ForwardResult } from '../../src/contract/cvActions.ts';
import { invalid } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { noticeMessage, notify } from '../db/notifications/store.ts';
import { colleaguesOf } from '../db/recruiting/cvRelation.ts';
import { readingFor, resumeFor } from '../db/recruiting/resumeAccess.ts';
import { clause } from '../core/serverText.ts';

/**
 * 转发同事 on /cv (issue 26.11): a recruiter hands a resume to a colleague of the same company with a note. The
 * colleague finds it in the company's notices (the inbox the company's recruiters share), naming who is meant,
 * linking to the resume; reading it there follows the same privacy rules as any reading.
 */
export const cvActionRoutes = [
  route({
    method: 'GET',
    path: '/enterprise/colleagues',
    auth: 'enterprise',
    handler: ({ db, user }): Colleague[] => colleaguesOf(db, user!),
  }),
  route({
    method: 'POST',
    path: '/resumes/:id/forward',
    auth: 'enterprise',
    body: forwardResumeBody,
    handler: ({ params, body, db, user, now }): ForwardResult => {
      // The resume first: one this company may not read answers 404 like an unknown id, whoever it is sent to.
      const location = resumeFor(db, user!, params.id, now);
      if (body.to === user!.id) throw invalid([{ field: 'to', message: '不能转发给自己' }]);
      const to = colleaguesOf(db, user!).find((c) => c.id === body.to);
      // Another company's account, a stopped sub-account and an unknown id read alike: none is a colleague to send to.
      if (!to) throw invalid([{ field: 'to', message: '只能转发给本企业在职的同事' }]);
      const reading = readingFor(db, user!, location, now);
      const note = clause(body.note, 'part.forwardNote', { note: body.note ?? '' });
      notify(
        db,
        { companyId: user!.companyId! },
        {
          category: 'applicants',
          message: noticeMessage('notice.resumeForwarded', { from: user!.name, to: to.name, resume: reading.nameMessage ?? reading.name, note }),
          link: `/cv?id=${encodeURIComponent(location.resume.id)}`,
        },
        now,
      );
      return { to };
    },
  }),
];
