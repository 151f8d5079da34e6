import campus from './campus.ts';
import center from './center.ts';
import company from './company.ts';
import content from './content.ts';
import dict from './dict.ts';
import discover from './discover.ts';
import gig from './gig.ts';
import hiring from './hiring.ts';
import home from './home.ts';
import job from './job.ts';
import offer from './offer.ts';
import profile from './profile.ts';
import referral from './referral.ts';
import resume from './resume.ts';
import service from './service.ts';
import serverText from './serverText.ts';
import shared from './shared.ts';
import zone from './zone.ts';

/** The messages of the job-seeking pages and their shared blocks: a lazy chunk, not part of the first load. */
export default {
  ...campus,
  ...center,
  ...company,
  ...content,
  ...dict,
  ...discover,
  ...gig,
  ...hiring,
  ...home,
  ...job,
  ...offer,
  ...profile,
  ...referral,
  ...resume,
  ...service,
  ...serverText,
  ...shared,
  ...zone,
} as const;
