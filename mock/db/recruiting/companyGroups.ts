/**
 * 关联公司: companies tied by shareholding, as a business-registry search shows them. A seeker who blocks one
 * usually means the group (PRODUCT.md §3: a current employer's affiliates must not find the resume either).
 * Ids refer to the seeded catalogue (fixed seeds, so stable).
 */
const GROUPS: Array<{ name: string; members: string[] }> = [
  // 李明's current employer and the local-services start-up it holds a majority of.
  { name: '峰达集团', members: ['c142', 'c511'] },
  { name: '天极金融控股', members: ['c247', 'c378'] },
  { name: '嘉拓资本', members: ['c151', 'c298'] },
];

const groupOf = new Map(GROUPS.flatMap((group) => group.members.map((id) => [id, group] as const)));

/** The other companies of the company's group (none for most companies). */
export function relatedCompanies(companyId: string): string[] {
  return groupOf.get(companyId)?.members.filter((id) => id !== companyId) ?? [];
}
