import { Avatar } from 'antd';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { RecruiterSummary } from '@/contract/job.ts';
import { activityDict, labelIdOf } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';
import { replyTimeMessage } from './replyTime.ts';

/** Who recruits for this job and how responsive they are (activity, reply rate, median reply time). */
export default function RecruiterCard({ recruiter }: { recruiter: RecruiterSummary }) {
  const reply = replyTimeMessage(recruiter.medianReplyMinutes);
  return (
    <section className="job-detail-card" aria-labelledby="job-recruiter-title">
      <h2 id="job-recruiter-title">
        <T id="job.recruiter.title" />
      </h2>
      <div className="job-detail-recruiter">
        <Avatar size={48} src={recruiter.avatar ? mediaUrl(recruiter.avatar) : undefined} alt="">
          {recruiter.name.slice(0, 1)}
        </Avatar>
        <div>
          <div className="job-detail-recruiter-name">
            {recruiter.name} · {recruiter.title}
          </div>
          <div className={`job-card-activity job-card-activity-${recruiter.activity}`}>
            <T id={labelIdOf(activityDict, recruiter.activity, 'shared.unknown')} />
            <span className="job-detail-muted">
              {' · '}
              <T id="job.recruiter.lastActive" values={{ time: <RelativeTime time={recruiter.lastActiveAt} /> }} />
            </span>
          </div>
        </div>
      </div>
      <dl className="job-detail-stats">
        <div>
          <dt>
            <T id="job.recruiter.replyRate" />
          </dt>
          <dd>{Math.round(recruiter.replyRate * 100)}%</dd>
        </div>
        <div>
          <dt>
            <T id="job.recruiter.replyTime" />
          </dt>
          <dd>
            <T id={reply.id} values={reply.values} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
