import campus from '../campus.ts';
import company from '../company.ts';
import content from '../content.ts';
import dict from '../dict.ts';
import discover from '../discover.ts';
import home from '../home.ts';
import job from '../job.ts';
import shared from '../shared.ts';
import zone from '../zone.ts';

/** Texts of browsing jobs and companies (home, discover, campus, zones, articles), the shared blocks and the dictionaries' labels. */
export default {
  ...campus,
  ...company,
  ...content,
  ...dict,
  ...discover,
  ...home,
  ...job,
  ...shared,
  ...zone,
} as const;
