import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Card, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import QuotaBoard from '@/components/QuotaBoard/index.tsx';
import type { EmployerOverview } from '@/contract/employerOverview.ts';
import { certificationStatusDict, findOption, interviewResponseDict, positionTabDict } from '@/dicts/index.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useLiveReview } from '@/features/chat/live/useLiveReview.ts';
import { useCertifiedInSession, usePermissions } from '@/hooks/usePermissions.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryEmployerOverview } from '@/services/hiring.ts';
import Funnel from './Funnel.tsx';
import GettingStarted, { startSteps } from './GettingStarted.tsx';
import PlanLine from './PlanLine.tsx';
import TeamCard from './TeamCard.tsx';
import '@/components/RecordList/index.ts';
import './center.css';

const CERT_COLORS = { unverified: 'default', pending: 'processing', verified: 'success', rejected: 'error', recheckDue: 'warning' } as const;

/**
 * /enterprisecenter: where the recruiter starts the day: certification and plan, today's to-dos, posts by state,
 * the quotas left, the hiring funnel and the next interviews, each linking to where the work is done.
 */
export default function EnterpriseCenterPage() {
  // To-dos, quotas and the funnel move with colleagues' and candidates' work: fresh on return.
  const overview = useApiRequest(queryEmployerOverview, { refreshOnReturn: true });
  // Certification and post reviews move the guide and the counts: read again when a decision arrives.
  useLiveReview(overview.refresh);
  return (
    <PageContainer
      className="center-page"
      title={
        <h1>
          <T id="menu.enterprisecenter" />
        </h1>
      }
    >
      <DetailState
        view={detailView({ loading: overview.loading && !overview.data, error: overview.error, data: overview.data })}
        notFoundId="shared.detail.failed"
        back={{ to: '/companyInformation', labelId: 'menu.companyInformation' }}
        onRetry={overview.refresh}
        skeleton={<Skeleton active paragraph={{ rows: 14 }} />}
      >
        {(data: EmployerOverview) => <Overview data={data} />}
      </DetailState>
    </PageContainer>
  );
}

function Overview({ data }: { data: EmployerOverview }) {
  const t = useT();
  const { certification, membership, todo } = data;
  // Certifying is the main account's: a sub-account is told whom to ask instead of given the link.
  const { canEditCompany } = usePermissions();
  useCertifiedInSession(certification.status);
  const steps = startSteps(data, canEditCompany);
  const starting = steps.some((s) => s.status !== 'finish');
  // Without a company page there is nothing to count, no team and no interview: the guide is the page, and
  // nothing is asked of the API that a company without a page cannot answer.
  const hasPage = data.company.id !== '';
  return (
    <div className="center-grid">
      {starting && <GettingStarted steps={steps} />}
      <Card title={<T id="hiring.center.account" />} className="center-account">
        <p>
          <strong>{data.company.name}</strong>{' '}
          <Tag color={CERT_COLORS[certification.status]} data-testid="center-cert">
            {t(findOption(certificationStatusDict, certification.status)!.labelId)}
          </Tag>
        </p>
        {certification.status !== 'verified' &&
          !starting &&
          (canEditCompany ? (
            <Alert
              type="warning"
              showIcon
              message={<T id="hiring.center.certify" />}
              action={<Link to="/companyInformation">{t('hiring.post.blockedLink')}</Link>}
            />
          ) : (
            <Alert type="warning" showIcon message={<T id="hiring.center.certify" />} description={<T id="hiring.center.certifyAskMain" />} />
          ))}
        <PlanLine membership={membership} />
      </Card>
      {hasPage && (
        <>
          <Card title={<T id="hiring.center.todo" />} className="center-todo">
            <ul className="center-todo-list">
              <li>
                <Link to="/position?tab=applicants&status=delivered">
                  <strong>{todo.unread}</strong> <T id="hiring.center.todo.unread" />
                </Link>
              </li>
              <li>
                <Link to="/communicat">
                  <strong>{todo.newConversations}</strong> <T id="hiring.center.todo.conversations" />
                </Link>
              </li>
              <li>
                <Link to="/position?tab=applicants&status=interviewing">
                  <strong>{todo.interviewsThisWeek}</strong> <T id="hiring.center.todo.interviews" />
                </Link>
              </li>
            </ul>
          </Card>
          <Card title={<T id="hiring.center.jobs" />} className="center-jobs" extra={<Link to="/position?edit=new">{t('hiring.post.new')}</Link>}>
            <ul className="center-job-states">
              {positionTabDict.options.map((o) => (
                <li key={o.value}>
                  <Link to={o.value === 'open' ? '/position' : `/position?state=${o.value}`}>
                    <span className="center-job-count">{data.jobsByStatus[o.value]}</span>
                    <span>{t(o.labelId)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <Card
            title={<T id="hiring.center.funnel.title" />}
            className="center-funnel-card"
            extra={<span className="center-hint">{t('hiring.center.funnel.scope')}</span>}
          >
            <Funnel funnel={data.funnel} />
          </Card>
          <Card title={<T id="hiring.center.upcoming" />} className="center-upcoming">
            {data.upcoming.length ? (
              <ul className="record-list">
                {data.upcoming.map((u) => (
                  <li key={u.applicationId} className="record-item">
                    <div className="record-item-main">
                      <div className="record-item-title">
                        {u.candidate} · {u.job.title}
                      </div>
                      <p className="record-item-meta">
                        <BusinessDate value={u.at} form="dateTime" />
                        {u.response && <> · {t(findOption(interviewResponseDict, u.response)!.labelId)}</>}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="center-hint">
                <T id="hiring.center.noUpcoming" />
              </p>
            )}
          </Card>
        </>
      )}
      <Card title={<T id={data.quotaScope === 'own' ? 'hiring.center.ownQuotas' : 'hiring.vip.quotas.title'} />} className="center-quotas">
        <QuotaBoard quotas={data.quotas} renewsMonthly={membership.plan === 'free'} />
      </Card>
      {hasPage && <TeamCard />}
    </div>
  );
}
