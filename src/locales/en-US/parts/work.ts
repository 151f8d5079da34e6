import gig from '../gig.ts';
import profile from '../profile.ts';
import referral from '../referral.ts';
import resume from '../resume.ts';
import service from '../service.ts';

/** Texts of gig work, HR services, referrals, resumes and the profile wizard. */
export default {
  ...gig,
  ...profile,
  ...referral,
  ...resume,
  ...service,
} as const;
