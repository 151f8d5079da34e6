import JobCard from '@/components/JobCard/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { getSimilarJobs } from '@/services/job.ts';

const SIMILAR_COUNT = 5;

/** 相似职位: open jobs of the same family, nearby first. */
export default function SimilarJobs({ jobId }: { jobId: string }) {
  const { data, loading, error, refresh } = useApiRequest(() => getSimilarJobs(jobId, SIMILAR_COUNT), { refreshDeps: [jobId] });
  return (
    <section className="job-detail-similar" aria-labelledby="job-similar-title">
      <h2 id="job-similar-title">
        <T id="job.similar.title" />
      </h2>
      <ListState loading={loading} error={error} empty={!data?.length} onRetry={refresh} emptyId="job.similar.empty" rows={2}>
        <div role="list">
          {data?.map((job) => (
            <div role="listitem" key={job.id}>
              <JobCard job={job} />
            </div>
          ))}
        </div>
      </ListState>
    </section>
  );
}
