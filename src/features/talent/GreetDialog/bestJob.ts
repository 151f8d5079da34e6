import type { OwnJob } from '@/contract/applicants.ts';
import type { TalentCard } from '@/contract/talent.ts';

/** Pairs of adjacent characters, lower case: how titles such as 前端开发工程师 and 高级前端工程师 are compared. */
function bigrams(text: string): Set<string> {
  const s = text.toLowerCase().replace(/\s+/g, '');
  const out = new Set<string>();
  for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2));
  return out;
}

/** How well a post fits a candidate: shared title bigrams, their skills in its title, the same city. */
export function jobFit(card: Pick<TalentCard, 'title' | 'skills' | 'city'>, job: Pick<OwnJob, 'title' | 'city'>): number {
  const wanted = bigrams(card.title);
  let score = 0;
  for (const pair of bigrams(job.title)) if (wanted.has(pair)) score += 2;
  const title = job.title.toLowerCase();
  for (const skill of card.skills) if (skill && title.includes(skill.toLowerCase())) score += 3;
  if (card.city && card.city === job.city) score += 1;
  return score;
}

/** The open post the greeting dialog preselects for a candidate: the best fit, the first on a tie (null: none). */
export function bestJobFor<J extends Pick<OwnJob, 'id' | 'title' | 'city'>>(card: Pick<TalentCard, 'title' | 'skills' | 'city'>, jobs: J[]): J | null {
  let best: J | null = null;
  let bestScore = -1;
  for (const job of jobs) {
    const score = jobFit(card, job);
    if (score > bestScore) [best, bestScore] = [job, score];
  }
  return best;
}
