import { PageContainer } from '@ant-design/pro-layout';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import ListState from '@/components/ListState/index.tsx';
import type { JobAlert } from '@/contract/alert.ts';
import { MAX_ALERTS } from '@/contract/jobValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { deleteAlert, openAlert, queryAlerts } from '@/services/discovery.ts';
import AlertItem from './AlertItem.tsx';
import './alerts.css';

/**
 * /jobrecommend (职位订阅): the seeker's saved /jobpost searches, each with its count of new matches since it was
 * last opened. Opening one resets the count and shows the search; alerts are created on /jobpost.
 */
export default function JobAlertsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const alerts = useApiRequest(queryAlerts, {});
  const list = alerts.data ?? [];

  const open = async (alert: JobAlert) => {
    try {
      await openAlert(alert.id);
    } catch {
      // Gone meanwhile (deleted in another tab): the request module said so; show the list as it is now.
      alerts.refresh();
      return;
    }
    navigate(`/jobpost${alert.query ? `?${alert.query.replace(/^\?/, '')}` : ''}`);
  };

  const remove = async (alert: JobAlert) => {
    try {
      await deleteAlert(alert.id);
    } catch {
      alerts.refresh();
      return;
    }
    alerts.mutate((prev) => prev?.filter((a) => a.id !== alert.id));
    message.success(t('discover.alerts.deleted', { name: alert.name }));
  };

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
            <AlertItem key={alert.id} alert={alert} onOpen={open} onDelete={remove} />
          ))}
        </div>
      </ListState>
    </PageContainer>
  );
}
