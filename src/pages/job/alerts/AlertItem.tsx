import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Popconfirm } from 'antd';
import { Fragment } from 'react';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { JobAlert } from '@/contract/alert.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { deleteAlert, openAlert } from '@/services/discovery.ts';
import { summariseFilters, type SummaryValue } from './alertSummary.ts';

function Value({ value }: { value: SummaryValue }) {
  return 'text' in value ? <>{value.text}</> : <T id={value.id} />;
}

interface AlertItemProps {
  alert: JobAlert;
  /** Opened (its new-match count reset): show its search. */
  onOpened: (alert: JobAlert) => void;
  onDeleted: (alert: JobAlert) => void;
  /** Opening or deleting failed (e.g. deleted meanwhile in another tab): the list should be reloaded. */
  onStale: () => void;
}

/** One saved search: its name, what it filters on, how many new jobs match since it was last opened. */
export default function AlertItem({ alert, onOpened, onDeleted, onStale }: AlertItemProps) {
  const t = useT();
  const lines = summariseFilters(alert.filters);
  const headingId = `alert-${alert.id}`;
  // Failures are told by the request module; the list is then shown as it is now.
  const open = useSubmit((_: void, options) => openAlert(alert.id, options), { onSuccess: () => onOpened(alert), onError: onStale });
  const remove = useSubmit((_: void, options) => deleteAlert(alert.id, options), {
    success: () => t('discover.alerts.deleted', { name: alert.name }),
    onSuccess: () => onDeleted(alert),
    onError: onStale,
  });

  return (
    <article className="alert-item" aria-labelledby={headingId} data-testid="alert-item">
      <div className="alert-item-head">
        <h2 className="alert-item-name" id={headingId}>
          {alert.name}
        </h2>
        {alert.newCount > 0 ? (
          <span className="alert-item-new">
            <Badge count={alert.newCount} overflowCount={99} aria-hidden />
            <span data-testid="alert-new-count">
              <T id="discover.alerts.newCount" values={{ count: alert.newCount }} />
            </span>
          </span>
        ) : (
          <span className="alert-item-none" data-testid="alert-new-count">
            <T id="discover.alerts.noNew" />
          </span>
        )}
      </div>
      {lines.length ? (
        <dl className="alert-item-filters">
          {lines.map((line) => (
            <div key={line.key} className="alert-item-filter">
              <dt>
                <T id="discover.alerts.filterLabel" values={{ label: <T id={line.labelId} /> }} />
              </dt>
              <dd>
                {line.values.length ? (
                  line.values.map((value, i) => (
                    <Fragment key={i}>
                      {i > 0 && t('discover.alerts.valueSeparator')}
                      <Value value={value} />
                    </Fragment>
                  ))
                ) : (
                  <T id="discover.alerts.flagOn" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="alert-item-filters">
          <T id="discover.alerts.allJobs" />
        </p>
      )}
      <div className="alert-item-foot">
        <span className="alert-item-meta">
          <T id="discover.alerts.createdAt" values={{ time: <RelativeTime time={alert.createdAt} /> }} />
          {' · '}
          <T id="discover.alerts.lastOpened" values={{ time: <RelativeTime time={alert.lastOpenedAt} /> }} />
        </span>
        <span className="alert-item-actions">
          <Button type="primary" icon={<SearchOutlined />} loading={open.submitting} onClick={() => void open.submit()}>
            <T id="discover.alerts.open" />
          </Button>
          <Popconfirm
            title={t('discover.alerts.deleteConfirm', { name: alert.name })}
            description={t('discover.alerts.deleteHint')}
            okText={t('discover.alerts.deleteOk')}
            cancelText={t('shared.cancel')}
            onConfirm={() => remove.submit()}
          >
            <Button icon={<DeleteOutlined />} loading={remove.submitting}>
              <T id="discover.alerts.delete" />
            </Button>
          </Popconfirm>
        </span>
      </div>
    </article>
  );
}
