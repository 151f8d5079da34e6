import company from './dict/company.ts';
import job from './dict/job.ts';
import region from './dict/region.ts';
import zone from './dict/zone.ts';

/** Labels of the shared dictionaries (src/dicts): `dict.<dictionary>.<value>`, one sub-module per area. */
export default { ...company, ...job, ...region, ...zone } as const;
