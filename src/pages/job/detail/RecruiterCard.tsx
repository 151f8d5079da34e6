import LogoTile from '@/components/LogoTile/index.tsx';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { RecruiterSummary } from '@/contract/job.ts';
import { activityDict, labelIdOf, recruiterActivity } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { replyTimeMessage } from './replyTime.ts';

/**
 * Who recruits for this job and how responsive they are (activity, reply rate, median reply time). Activity is
 * said once: "在线" while they are online, otherwise when they were last active ("最近活跃 58 分钟前"), never a
 * badge such as "刚刚活跃" beside a time that contradicts it. Both come from one clock reading.
 */
export default function RecruiterCard({ recruiter, now = Date.now() }: { recruiter: RecruiterSummary; now?: number }) {
  const reply = replyTimeMessage(recruiter.medianReplyMinutes);
  const activity = recruiterActivity(recruiter.lastActiveAt, now);
  return (
    <section className="job-detail-card" aria-labelledby="job-recruiter-title">
      <h2 id="job-recruiter-title">
        <T id="job.recruiter.title" />
      </h2>
      <div className="job-detail-recruiter">
        <LogoTile kind="avatar" name={recruiter.name} src={recruiter.avatar} size={48} />
        <div>
          <div className="job-detail-recruiter-name">
            {recruiter.name} · {recruiter.title}
          </div>
          <div className={`job-card-activity job-card-activity-${activity}`} data-testid="recruiter-activity">
            {activity === 'online' ? (
              <T id={labelIdOf(activityDict, activity, 'shared.unknown')} />
            ) : (
              <T id="job.recruiter.lastActive" values={{ time: <RelativeTime time={recruiter.lastActiveAt} now={now} /> }} />
            )}
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
