import { ExclamationCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { T } from '@/locales/useT.tsx';
import type { MessageId } from '@/locales/types.ts';
import './pageState.css';

/**
 * Shared full-page states: loading, a failed page chunk (with retry), a crashed page. These are in the first
 * load, so they use plain markup rather than antd's Result (whose illustrations weigh ~20 kB).
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">
        <T id="common.loading" />
      </span>
    </div>
  );
}

function StateBlock({ icon, titleId, descriptionId, onRetry }: { icon: ReactNode; titleId: MessageId; descriptionId: MessageId; onRetry: () => void }) {
  return (
    <section className="page-state" role="alert">
      <div className="page-state-icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="page-state-title">
        <T id={titleId} />
      </h1>
      <p className="page-state-description">
        <T id={descriptionId} />
      </p>
      <div className="page-state-actions">
        <Button type="primary" onClick={onRetry}>
          <T id="common.retry" />
        </Button>
        <Link to="/">
          <T id="common.backHome" />
        </Link>
      </div>
    </section>
  );
}

export function ChunkErrorState({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  return (
    <StateBlock
      icon={<WarningOutlined />}
      titleId="layout.chunkError.title"
      descriptionId={timedOut ? 'layout.chunkError.timeout' : 'layout.chunkError.failed'}
      onRetry={onRetry}
    />
  );
}

export function CrashedState({ onRetry }: { onRetry: () => void }) {
  return <StateBlock icon={<ExclamationCircleOutlined />} titleId="layout.crash.title" descriptionId="layout.crash.description" onRetry={onRetry} />;
}
