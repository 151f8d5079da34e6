import type { RouteDef } from '../core/router.ts';
import { alertRoutes } from './alerts.ts';
import { applicantRoutes, talentRoutes } from './applicants.ts';
import { authRoutes } from './auth.ts';
import { campusRoutes } from './campus.ts';
import { centerRoutes } from './center.ts';
import { chatRoutes } from './chat.ts';
import { chatCardRoutes } from './chatCards.ts';
import { chatReplyRoutes } from './chatReplies.ts';
import { companyRoutes } from './companies.ts';
import { companyProfileRoutes } from './companyProfile.ts';
import { contentRoutes } from './content.ts';
import { cvActionRoutes } from './cvActions.ts';
import { employerCenterRoutes } from './employerCenter.ts';
import { gigContactRoutes } from './gigContact.ts';
import { gigEmployerRoutes } from './gigEmployer.ts';
import { gigPhotoRoutes } from './gigPhotos.ts';
import { gigWorkerRoutes } from './gigs.ts';
import { govRoutes } from './gov.ts';
import { homeRoutes } from './home.ts';
import { interviewRoutes } from './interviews.ts';
import { jobActionRoutes } from './jobActions.ts';
import { jobRoutes } from './jobs.ts';
import { mediaRoutes } from './media.ts';
import { membershipRoutes } from './membership.ts';
import { notificationRoutes } from './notifications.ts';
import { offerRoutes } from './offers.ts';
import { postingRoutes } from './posting.ts';
import { privacyRoutes } from './privacy.ts';
import { referralRoutes } from './referrals.ts';
import { reportRoutes } from './reports.ts';
import { resumeRoutes } from './resume.ts';
import { resumeCopyRoutes } from './resumeCopy.ts';
import { resumeFileRoutes } from './resumeFiles.ts';
import { resumeReadingRoutes } from './resumeReading.ts';
import { serviceRoutes } from './services.ts';
import { subAccountRoutes } from './subAccounts.ts';
import { identityRoutes } from './identity.ts';
import { uploadRoutes } from './uploads.ts';
import { veteranRoutes } from './veterans.ts';

/**
 * Every endpoint of the mock /user API. docs/API.md lists them for a backend team. Order matters where
 * patterns overlap: uploads' `/media/upload/:name`, `/media/resume/:name` and the chat's `/media/chat/:name` must come before the generic `/media/:kind/:name`.
 */
export const allRoutes: RouteDef[] = [
  ...authRoutes,
  ...uploadRoutes,
  ...gigPhotoRoutes,
  ...resumeFileRoutes,
  ...chatCardRoutes,
  ...mediaRoutes,
  ...homeRoutes,
  ...jobRoutes,
  ...jobActionRoutes,
  ...companyRoutes,
  ...govRoutes,
  ...campusRoutes,
  ...veteranRoutes,
  ...reportRoutes,
  ...alertRoutes,
  ...resumeRoutes,
  ...resumeCopyRoutes,
  ...resumeReadingRoutes,
  ...cvActionRoutes,
  ...centerRoutes,
  ...chatRoutes,
  ...chatReplyRoutes,
  ...privacyRoutes,
  ...postingRoutes,
  ...applicantRoutes,
  ...offerRoutes,
  ...companyProfileRoutes,
  ...membershipRoutes,
  ...subAccountRoutes,
  ...identityRoutes,
  ...employerCenterRoutes,
  ...interviewRoutes,
  ...talentRoutes,
  ...notificationRoutes,
  ...gigWorkerRoutes,
  ...gigEmployerRoutes,
  ...serviceRoutes,
  ...referralRoutes,
  ...contentRoutes,
  ...gigContactRoutes,
];
