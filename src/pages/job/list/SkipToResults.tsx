import type { MouseEvent } from 'react';
import { T } from '@/locales/useT.tsx';

/** The results' heading ("共找到 N 个职位"), where the skip link lands. */
export const RESULTS_ID = 'job-list-results';

/**
 * Between the keyword box and the filters: some 57 filter chips follow, a long way to Tab through to reach the
 * jobs. Hidden until focused and then drawn over the page (not in its flow), so showing it moves nothing. The
 * focus moves in script, so the address gains no #fragment (the filters live in the query).
 */
export default function SkipToResults() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(RESULTS_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="job-list-skip" href={`#${RESULTS_ID}`} onClick={skip}>
      <T id="job.list.skipToResults" />
    </a>
  );
}
