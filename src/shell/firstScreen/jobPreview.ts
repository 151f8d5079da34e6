// Relative imports: the build's config imports this module too (config/firstScreen/), where `@/` does not resolve.
import type { JobDetail } from '../../contract/job.ts';
import { formatSalary } from '../../dicts/salaryFormat.ts';
import type { MessageId } from '../../locales/types.ts';
import { STARTUP_PAGE_ID } from '../layouts/startupFrame.ts';

/**
 * The job page's first screen with the job in it. index.html's preview of /jobdetail (config/firstScreen/) is
 * built without data: the page's heading, and a hidden header card with empty places for the job's title and
 * pay. Start-up asks for the job beside the app's code (src/app/firstPagePrefetch.ts); when it arrives,
 * src/main.tsx has this fill the card in, so a visitor reads what the job is and what it pays while the app is
 * still loading (on a phone, seconds earlier than the page could show it). The page then renders the same
 * header at the same place and replaces the preview (tests/e2e/firstScreen.spec.ts checks that nothing moves).
 *
 * The job's own words go in as text, never as markup. A job that is not open, or locked, is left to the page:
 * its header starts with a banner the preview does not draw.
 */

/** The preview's header card carries the salary formats of its text bundle (JSON) in this attribute. */
export const JOB_PREVIEW_ATTRIBUTE = 'data-job-preview';

/** The messages formatSalary uses, the only ones the preview's markup carries. */
export const JOB_PREVIEW_FORMATS = [
  'dict.salaryFormat.month',
  'dict.salaryFormat.months',
  'dict.salaryFormat.day',
  'dict.salaryFormat.hour',
] as const satisfies readonly MessageId[];

type Formats = Partial<Record<MessageId, string>>;

/** These formats are plain `{name}` substitutions (a unit test holds every text bundle to it). */
export function formatWith(formats: Formats) {
  return (id: MessageId, values: Record<string, string | number> = {}) => {
    const format = formats[id];
    if (typeof format !== 'string') throw new Error(`no preview format for ${id}`);
    return format.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** Fills in and shows the preview's header card; a no-op once the page has replaced the preview, or without a job. */
export function showJobPreview(job: Pick<JobDetail, 'title' | 'status' | 'locked' | 'salary'> | undefined, root: ParentNode = document) {
  const card = root.querySelector<HTMLElement>(`#${STARTUP_PAGE_ID} [${JOB_PREVIEW_ATTRIBUTE}]`);
  if (!card || !job || job.status !== 'open' || job.locked) return;
  const title = card.querySelector('.job-detail-title');
  const salary = card.querySelector('.job-detail-salary');
  if (!title || !salary) return;
  try {
    salary.textContent = formatSalary(job.salary, formatWith(JSON.parse(card.getAttribute(JOB_PREVIEW_ATTRIBUTE) ?? '{}') as Formats));
  } catch (error) {
    // Only the preview is lost: the page shows the job in its own time.
    console.error('[startup] the job preview could not be filled', error);
    return;
  }
  title.textContent = job.title;
  card.hidden = false;
}
