import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import CompanyCard from '@/features/companies/CompanyCard/index.tsx';
import FollowCompanyButton from '@/features/companies/CompanyCard/FollowCompanyButton.tsx';
import JobCard from '@/components/JobCard/index.tsx';
import SaveJobButton from '@/features/jobs/JobActions/SaveJobButton.tsx';
import ListState from '@/components/ListState/index.tsx';
import LogoTile from '@/components/LogoTile/index.tsx';
import type { ResumeEvent } from '@/contract/resumeFiles.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { queryFollowedCompanies } from '@/services/company.ts';
import { querySavedJobs } from '@/services/job.ts';
import { queryReports } from '@/services/report.ts';
import { queryResumeEvents } from '@/services/resumeFiles.ts';
import { usePagedList } from './usePagedList.ts';
import '@/components/RecordList/index.ts';

/** The centre's simpler lists: who viewed me, saved jobs, followed companies, my reports. */

/** 谁看过我: which employer, who there, viewed or downloaded which resume, and when; blocking is one click away. */
/** How each kind of access to a resume reads in the log. */
const EVENT_LOOK: Record<ResumeEvent['kind'], { color: string; tag: MessageId; text: MessageId }> = {
  view: { color: 'blue', tag: 'resume.files.preview', text: 'center.views.view' },
  download: { color: 'orange', tag: 'shared.file.download', text: 'center.views.download' },
  unlock: { color: 'purple', tag: 'center.views.unlockTag', text: 'center.views.unlock' },
};

export function ViewsTab() {
  const { list, listState } = usePagedList(queryResumeEvents);
  return (
    <>
      <p className="center-tab-hint">
        <T id="center.views.privacy" />{' '}
        <Link to="/privacySet">
          <T id="center.views.privacyLink" />
        </Link>
      </p>
      <ListState {...listState} emptyId="center.views.empty">
        <ul className="record-list">
          {list.map((event) => (
            <li key={event.id} className="record-item" data-event-kind={event.kind}>
              <LogoTile name={event.company.name} src={event.company.logo} size={40} />
              <div className="record-item-main">
                <div className="record-item-title">
                  <Link to={paths.companyDetail(event.company.id)}>{event.company.name}</Link>
                  <Tag color={EVENT_LOOK[event.kind].color}>
                    <T id={EVENT_LOOK[event.kind].tag} />
                  </Tag>
                </div>
                <p className="record-item-meta">
                  <T id="center.views.viewer" values={{ name: event.viewer.name, title: event.viewer.title }} /> ·{' '}
                  <T id={EVENT_LOOK[event.kind].text} values={{ resume: event.resumeName }} />
                </p>
              </div>
              <span className="record-item-date">
                <BusinessDate value={event.at} form="dateTime" />
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </>
  );
}

export function SavedTab() {
  const { list, listState } = usePagedList(querySavedJobs);
  return (
    <ListState {...listState} emptyId="center.saved.empty">
      <div className="center-cards">
        {list.map(({ job }) => (
          <JobCard key={job.id} job={job} actions={<SaveJobButton jobId={job.id} saved={job.viewer?.saved ?? true} size="small" />} />
        ))}
      </div>
    </ListState>
  );
}

export function FollowsTab() {
  const { list, listState } = usePagedList(queryFollowedCompanies);
  return (
    <ListState {...listState} emptyId="center.follows.empty">
      <div className="center-cards">
        {list.map(({ company }) => (
          <CompanyCard
            key={company.id}
            company={company}
            actions={<FollowCompanyButton companyId={company.id} followed={company.followed ?? true} size="small" />}
          />
        ))}
      </div>
    </ListState>
  );
}

export function ReportsTab() {
  const t = useT();
  const { list, listState } = usePagedList(queryReports);
  return (
    <ListState {...listState} emptyId="center.reports.empty">
      <ul className="record-list">
        {list.map((report) => (
          <li key={report.caseNo} className="record-item">
            <div className="record-item-main">
              <div className="record-item-title">
                <span>
                  <T id="center.reports.case" values={{ caseNo: report.caseNo }} />
                </span>
                <Tag color={report.status === 'resolved' ? 'green' : 'processing'}>{t(`dict.reportStatus.${report.status}`)}</Tag>
              </div>
              <p className="record-item-meta">
                <T id="center.reports.target" values={{ target: report.targetName }} /> · {t(`dict.reportCategory.${report.category}`)}
              </p>
              <p className="record-item-meta">
                <T
                  id="center.reports.dates"
                  values={{ created: <BusinessDate value={report.createdAt} />, updated: <BusinessDate value={report.updatedAt} /> }}
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
