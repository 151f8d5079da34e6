import type { ReactNode } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { JobDetail } from '@/contract/job.ts';
import { httpUrl } from '@/contract/links.ts';
import {
  cityDict,
  districtDict,
  interviewFormatDict,
  interviewNoteDict,
  interviewRoundsDict,
  isAgency,
  labelIdOf,
  publisherTypeDict,
  restScheduleDict,
} from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';

/** The body of a job post: duties and requirements, the work arrangement, the interview, who publishes it. */
export default function JobSections({ job }: { job: JobDetail }) {
  const t = useT();
  const place = [t(labelIdOf(cityDict, job.city, 'shared.unknown')), t(labelIdOf(districtDict, job.district, 'shared.unknown')), job.businessArea]
    .filter(Boolean)
    .join(' · ');
  const sourceUrl = httpUrl(job.source?.url);

  return (
    <>
      <Card id="job-description" titleId="job.section.description">
        {job.locked ? (
          <p className="job-detail-muted">
            <T id="job.locked.hidden" />
          </p>
        ) : (
          <>
            <h3>
              <T id="job.section.duties" />
            </h3>
            <ol className="job-detail-list">
              {job.duties.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ol>
            <h3>
              <T id="job.section.requirements" />
            </h3>
            <ol className="job-detail-list">
              {job.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </>
        )}
      </Card>

      <Card id="job-work" titleId="job.section.work">
        <dl className="job-detail-facts">
          <Fact labelId="job.field.restSchedule">
            <T id={labelIdOf(restScheduleDict, job.restSchedule, 'shared.unknown')} />
          </Fact>
          <Fact labelId="job.field.workHours">{job.workHours || t('shared.unknown')}</Fact>
          <Fact labelId="job.field.place">{place}</Fact>
          <Fact labelId="job.field.address">{job.locked ? <T id="job.locked.short" /> : job.address || t('shared.unknown')}</Fact>
        </dl>
      </Card>

      <Card id="job-interview" titleId="job.section.interview">
        <dl className="job-detail-facts">
          <Fact labelId="job.field.interviewFormat">
            {job.interview.formats.length
              ? job.interview.formats.map((f) => t(labelIdOf(interviewFormatDict, f, 'shared.unknown'))).join('、')
              : t('shared.unknown')}
          </Fact>
          <Fact labelId="job.field.interviewRounds">
            <T id={labelIdOf(interviewRoundsDict, job.interview.rounds, 'shared.unknown')} />
          </Fact>
          {job.interview.notes.length > 0 && (
            <Fact labelId="job.field.interviewNotes">{job.interview.notes.map((n) => t(labelIdOf(interviewNoteDict, n, 'shared.unknown'))).join('、')}</Fact>
          )}
        </dl>
      </Card>

      <Card id="job-publisher" titleId="job.section.publisher">
        <dl className="job-detail-facts">
          <Fact labelId="job.field.publisherType">
            <T id={labelIdOf(publisherTypeDict, job.publisherType, 'shared.unknown')} />
            {isAgency(job.publisherType) && (
              <span className="job-detail-muted">
                {' '}
                <T id="job.publisher.agencyHint" />
              </span>
            )}
          </Fact>
          {job.agency && (
            <>
              <Fact labelId="job.field.agencyName">{job.agency.name}</Fact>
              <Fact labelId="job.field.licence">{job.agency.licenceNo}</Fact>
            </>
          )}
          {job.source && (
            <Fact labelId="job.field.source">
              {sourceUrl ? (
                <a href={sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
                  {job.source.name}
                </a>
              ) : (
                job.source.name
              )}
            </Fact>
          )}
          <Fact labelId="job.field.posted">
            <BusinessDate value={job.postedAt} />
          </Fact>
          <Fact labelId="job.field.refreshed">
            <BusinessDate value={job.refreshedAt} />
          </Fact>
          <Fact labelId="job.field.expires">
            <BusinessDate value={job.expiresAt} />
          </Fact>
        </dl>
      </Card>
    </>
  );
}

function Card({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  return (
    <section className="job-detail-card" aria-labelledby={id}>
      <h2 id={id}>
        <T id={titleId} />
      </h2>
      {children}
    </section>
  );
}

export function Fact({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div>
      <dt>
        <T id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
