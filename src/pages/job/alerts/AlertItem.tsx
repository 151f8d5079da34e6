import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Popconfirm } from 'antd';
import { Fragment, useState } from 'react';
import RelativeTime from '@/components/RelativeTime.tsx';
import type { JobAlert } from '@/contract/alert.ts';
import { T, useT } from '@/locales/useT.tsx';
import { summariseFilters, type SummaryValue } from './alertSummary.ts';

function Value({ value }: { value: SummaryValue }) {
  return 'text' in value ? <>{value.text}</> : <T id={value.id} />;
}

interface AlertItemProps {
  alert: JobAlert;
  onOpen: (alert: JobAlert) => Promise<void>;
  onDelete: (alert: JobAlert) => Promise<void>;
}

/** One saved search: its name, what it filters on, how many new jobs match since it was last opened. */
export default function AlertItem({ alert, onOpen, onDelete }: AlertItemProps) {
  const t = useT();
  const [busy, setBusy] = useState<'open' | 'delete' | null>(null);
  const lines = summariseFilters(alert.filters);
  const headingId = `alert-${alert.id}`;

  const run = async (kind: 'open' | 'delete') => {
    setBusy(kind);
    try {
      await (kind === 'open' ? onOpen(alert) : onDelete(alert));
    } finally {
      setBusy(null);
    }
  };

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
          <Button type="primary" icon={<SearchOutlined />} loading={busy === 'open'} onClick={() => void run('open')}>
            <T id="discover.alerts.open" />
          </Button>
          <Popconfirm
            title={t('discover.alerts.deleteConfirm', { name: alert.name })}
            description={t('discover.alerts.deleteHint')}
            okText={t('discover.alerts.deleteOk')}
            cancelText={t('shared.cancel')}
            onConfirm={() => run('delete')}
          >
            <Button icon={<DeleteOutlined />} loading={busy === 'delete'}>
              <T id="discover.alerts.delete" />
            </Button>
          </Popconfirm>
        </span>
      </div>
    </article>
  );
}
