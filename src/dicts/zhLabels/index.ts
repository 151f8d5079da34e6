import company from './company.ts';
import gig from './gig.ts';
import job from './job.ts';
import jobPosition from './jobPosition.ts';
import region from './region.ts';
import resume from './resume.ts';
import zone from './zone.ts';

/**
 * The zh-CN labels of the shared dictionaries (`dict.<dictionary>.<value>`), one module per area. They live
 * beside the dictionaries rather than in src/locales because they are data as much as text: the zh-CN bundle
 * serves them to the UI, and the mock writes its Chinese seed content (addresses, about texts) with them.
 */
export default { ...company, ...gig, ...job, ...jobPosition, ...region, ...resume, ...zone } as const;
