import account from './account.ts';
import campus from './campus.ts';
import center from './center.ts';
import common from './common.ts';
import company from './company.ts';
import content from './content.ts';
import dict from './dict.ts';
import discover from './discover.ts';
import exception from './exception.ts';
import gig from './gig.ts';
import hiring from './hiring.ts';
import home from './home.ts';
import job from './job.ts';
import layout from './layout.ts';
import menu from './menu.ts';
import offer from './offer.ts';
import profile from './profile.ts';
import referral from './referral.ts';
import request from './request.ts';
import resume from './resume.ts';
import service from './service.ts';
import serverText from './serverText.ts';
import shared from './shared.ts';
import zone from './zone.ts';

/**
 * The source bundle, one module a domain. Keys are dotted ids starting with the domain (`job.field.salary`).
 * This whole bundle defines the message ids (types.ts) and serves tests; at run time the app loads it in two
 * parts, shell.ts (first load) and pages.ts (lazy), which must together hold every domain listed here.
 */
export const domains = {
  account,
  campus,
  center,
  common,
  company,
  content,
  dict,
  discover,
  exception,
  gig,
  hiring,
  home,
  job,
  layout,
  menu,
  offer,
  profile,
  referral,
  request,
  resume,
  service,
  serverText,
  shared,
  zone,
};

const zhCN = {
  ...account,
  ...campus,
  ...center,
  ...common,
  ...company,
  ...content,
  ...dict,
  ...discover,
  ...exception,
  ...gig,
  ...hiring,
  ...home,
  ...job,
  ...layout,
  ...menu,
  ...offer,
  ...profile,
  ...referral,
  ...request,
  ...resume,
  ...service,
  ...serverText,
  ...shared,
  ...zone,
};
export default zhCN;
