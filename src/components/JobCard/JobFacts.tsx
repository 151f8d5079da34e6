import PlainTag, { type PlainTagColor } from '@/components/PlainTag/index.tsx';
import type { JobCard } from '@/contract/job.ts';
import { benefitDict, cityDict, districtDict, educationDict, experienceDict, isAgency, jobTypeDict, labelIdOf, publisherTypeDict } from '@/dicts/index.ts';
import { T, useT } from '@/locales/useT.tsx';

/**
 * The pieces every view of a job repeats (card, detail header, home grid), so they read the same everywhere:
 * where it is, what it asks, and the badges a seeker must not miss.
 */
type Job = Pick<JobCard, 'city' | 'district' | 'businessArea' | 'experience' | 'education' | 'jobType'>;

/** 北京 · 海淀区 · 中关村 */
export function useJobPlace() {
  const t = useT();
  return (job: Pick<Job, 'city' | 'district'> & { businessArea?: string }) =>
    [t(labelIdOf(cityDict, job.city, 'shared.unknown')), t(labelIdOf(districtDict, job.district, 'shared.unknown')), job.businessArea]
      .filter(Boolean)
      .join(' · ');
}

/** Place, experience, education and (unless left out) job type, as spans for a flex row. */
export function JobRequirements({ job, withJobType = true }: { job: Job; withJobType?: boolean }) {
  const place = useJobPlace();
  return (
    <>
      <span>{place(job)}</span>
      <span>
        <T id={labelIdOf(experienceDict, job.experience, 'shared.unknown')} />
      </span>
      <span>
        <T id={labelIdOf(educationDict, job.education, 'shared.unknown')} />
      </span>
      {withJobType && (
        <span>
          <T id={labelIdOf(jobTypeDict, job.jobType, 'shared.unknown')} />
        </span>
      )}
    </>
  );
}

/** Agency (猎头/外包/派遣) and veteran badges: who really employs you, and who may apply. */
export function JobBadges({ job }: { job: Pick<JobCard, 'publisherType' | 'veteransOnly' | 'veteransPreferred' | 'urgent'> }) {
  return (
    <>
      {job.urgent && (
        <PlainTag color="red">
          <T id="shared.job.urgent" />
        </PlainTag>
      )}
      {isAgency(job.publisherType) && (
        <PlainTag color="orange">
          <T id={labelIdOf(publisherTypeDict, job.publisherType, 'shared.unknown')} />
        </PlainTag>
      )}
      {(job.veteransOnly || job.veteransPreferred) && (
        <PlainTag color="green">
          <T id={job.veteransOnly ? 'shared.job.veteransOnly' : 'shared.job.veteransPreferred'} />
        </PlainTag>
      )}
    </>
  );
}

/** Skill tags, then benefits (borderless), optionally only the first few of each. */
export function JobTags({
  job,
  maxTags,
  maxBenefits,
  benefitColor,
}: {
  job: Pick<JobCard, 'tags' | 'benefits'>;
  maxTags?: number;
  maxBenefits?: number;
  benefitColor?: PlainTagColor;
}) {
  return (
    <>
      {job.tags.slice(0, maxTags).map((tag) => (
        <PlainTag key={tag}>{tag}</PlainTag>
      ))}
      {job.benefits.slice(0, maxBenefits).map((b) => (
        <PlainTag key={b} bordered={false} color={benefitColor}>
          <T id={labelIdOf(benefitDict, b, 'shared.unknown')} />
        </PlainTag>
      ))}
    </>
  );
}
