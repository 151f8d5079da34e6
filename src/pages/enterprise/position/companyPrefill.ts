import type { CompanyProfileValues } from '@/contract/companyProfile.ts';
import type { PostingValues } from '@/contract/posting.ts';

/**
 * What a new post takes from the company page (issue 26.9): its benefits, working hours, days off and first
 * office, so the employer does not type them again for every post. Only a new post: an edit, a copy or a draft
 * keeps its own values. Every field stays editable in the form.
 */
export function prefillFromCompany(profile: CompanyProfileValues | null | undefined): Partial<PostingValues> {
  if (!profile) return {};
  const office = profile.addresses[0];
  return {
    benefits: [...profile.benefits],
    workHours: profile.workHours,
    restSchedule: profile.restSchedule,
    ...(office ? { district: office.district, address: office.address } : {}),
  };
}
