import type { Messages } from '../types.ts';
import company from './dict/company.ts';
import gig from './dict/gig.ts';
import job from './dict/job.ts';
import jobPosition from './dict/jobPosition.ts';
import region from './dict/region.ts';
import resume from './dict/resume.ts';
import zone from './dict/zone.ts';

export default { ...company, ...gig, ...job, ...jobPosition, ...region, ...resume, ...zone } satisfies Messages<'dict'>;
