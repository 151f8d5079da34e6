import type { JobCategory } from '../../../src/dicts/company.ts';
import { jobPositionDict, type JobPosition } from '../../../src/dicts/jobPositions.ts';
import { POSITION_TERMS } from './content/positionTerms.ts';

/**
 * The position a job title names within its category: the position whose word starts earliest in the title,
 * the longer word on a tie (跨境电商运营 is 跨境, not 电商运营; 口腔护士 is a 护士, 口腔医生 a dentist), or null when
 * the title names none of the category's positions.
 */
const TERMS_BY_CATEGORY = new Map<JobCategory, Array<{ position: JobPosition; term: string }>>();
for (const option of jobPositionDict.options) {
  const list = TERMS_BY_CATEGORY.get(option.category) ?? [];
  for (const term of POSITION_TERMS[option.value]) list.push({ position: option.value, term: term.toLowerCase() });
  TERMS_BY_CATEGORY.set(option.category, list);
}

export function positionOfTitle(category: JobCategory, title: string): JobPosition | null {
  const text = title.toLowerCase();
  let best: { position: JobPosition; at: number; length: number } | null = null;
  for (const { position, term } of TERMS_BY_CATEGORY.get(category) ?? []) {
    const at = text.indexOf(term);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && term.length > best.length)) best = { position, at, length: term.length };
  }
  return best?.position ?? null;
}

/** Whether the title contains one of the position's words (the realism test's title ↔ position check). */
export const titleNamesPosition = (position: JobPosition, title: string): boolean =>
  POSITION_TERMS[position].some((term) => title.toLowerCase().includes(term.toLowerCase()));
