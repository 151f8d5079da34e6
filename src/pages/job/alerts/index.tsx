import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import ListState from '@/components/ListState/index.tsx';
import type { JobAlert } from '@/contract/alert.ts';
import { MAX_ALERTS } from '@/contract/jobValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryAlerts } from '@/services/discovery.ts';
import AlertItem from './AlertItem.tsx';
import './alerts.css';

/**
 * /jobrecommend (职位订阅): the seeker's saved /jobpost searches, each with its count of new matches since it was
 * last opened. Opening one resets the count and shows the search; alerts are created on /jobpost.
 */
export default function JobAlertsPage() {
  const navigate = useNavigate();
  const alerts = useApiRequest(queryAlerts, {});
  const list = alerts.data ?? [];

  const opened = (alert: JobAlert) => navigate(`/jobpost${alert.query ? `?${alert.query.replace(/^\?/, '')}` : ''}`);
  const deleted = (alert: JobAlert) => alerts.mutate((prev) => prev?.filter((a) => a.id !== alert.id));

  return (
    <PageContainer
      title={
        <h1 className="alerts-title">
          <T id="menu.jobrecommend" />
        </h1>
      }
    >
      <section className="alerts-intro" aria-labelledby="alerts-how">
        <h2 id="alerts-how" className="visually-hidden">
          <T id="discover.alerts.howTitle" />
        </h2>
        <p>
          <T id="discover.alerts.intro" />
        </p>
        {alerts.data && (
          <p className="alerts-limit" data-testid="alerts-limit">
            <T id="discover.alerts.limit" values={{ count: list.length, max: MAX_ALERTS }} />
          </p>
        )}
      </section>
      <ListState
        loading={alerts.loading}
        error={alerts.error}
        empty={list.length === 0}
        onRetry={alerts.refresh}
        rows={2}
        emptyId="discover.alerts.empty"
        emptyAction={
          <Link to="/jobpost">
            <Button type="primary">
              <T id="discover.alerts.goSearch" />
            </Button>
          </Link>
        }
      >
        <div className="alerts-list">
          {list.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onOpened={opened} onDeleted={deleted} onStale={alerts.refresh} />
          ))}
        </div>
      </ListState>
    </PageContainer>
  );
}
