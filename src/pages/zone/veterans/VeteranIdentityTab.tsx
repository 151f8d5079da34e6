import { Alert, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import BusinessDate from '@/components/BusinessDate.tsx';
import { ErrorState } from '@/components/ListState/index.tsx';
import type { VeteranIdentity } from '@/contract/veteran.ts';
import { labelIdOf } from '@/dicts/types.ts';
import { certificateDict, veteranStatusDict, type VeteranStatus } from '@/dicts/zone.ts';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import type { VeteranIdentityState } from './useVeteranIdentity.ts';

// The form (upload, validation) is only needed by a seeker who applies: its own chunk.
const VeteranIdentityForm = lazy(() => import('./VeteranIdentityForm.tsx'));

const STATUS_COLORS: Record<VeteranStatus, string> = { none: 'default', pending: 'processing', verified: 'success', rejected: 'error' };

function StatusDetails({ identity }: { identity: VeteranIdentity }) {
  const t = useT();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="vet-identity-facts">
      <Descriptions.Item label={t('zone.vet.identity.status')}>
        <Tag color={STATUS_COLORS[identity.status]} data-testid="vet-identity-status">
          <T id={labelIdOf(veteranStatusDict, identity.status, 'shared.unknown')} />
        </Tag>
      </Descriptions.Item>
      {identity.certificateType && (
        <Descriptions.Item label={t('zone.vet.form.type')}>
          <T id={labelIdOf(certificateDict, identity.certificateType, 'shared.unknown')} />
        </Descriptions.Item>
      )}
      {identity.certificateNoMasked && <Descriptions.Item label={t('zone.vet.form.no')}>{identity.certificateNoMasked}</Descriptions.Item>}
      {identity.name && <Descriptions.Item label={t('zone.vet.form.name')}>{identity.name}</Descriptions.Item>}
      {identity.submittedAt && (
        <Descriptions.Item label={t('zone.vet.identity.submittedAt')}>
          <BusinessDate value={identity.submittedAt} form="dateTime" />
        </Descriptions.Item>
      )}
      {identity.reviewedAt && (
        <Descriptions.Item label={t('zone.vet.identity.reviewedAt')}>
          <BusinessDate value={identity.reviewedAt} form="dateTime" />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

interface VeteranIdentityTabProps {
  identity: VeteranIdentityState;
  onShowJobs: () => void;
}

/**
 * The veteran identity check: its status, and the application form while there is none or it was
 * rejected. A pending application is looked at again until the review is done.
 */
export default function VeteranIdentityTab({ identity, onShowJobs }: VeteranIdentityTabProps) {
  const user = useInitialState().initialState.currentUser;
  const gate = useSeekerGate();
  const { data, error, refresh, mutate } = identity;

  if (!user || user.role !== 'seeker') {
    return (
      <Result
        status="info"
        title={<T id="zone.vet.identity.title" />}
        subTitle={<T id={user ? 'zone.vet.identity.seekerOnly' : 'zone.vet.identity.signIn'} />}
        extra={
          !user && (
            <Button type="primary" onClick={() => gate()}>
              <T id="zone.vet.banner.signIn" />
            </Button>
          )
        }
      />
    );
  }
  if (error && !data) {
    return <ErrorState titleId="shared.list.error" error={error} onRetry={refresh} />;
  }
  if (!data) {
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">
          <T id="shared.list.loading" />
        </span>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  const canApply = data.status === 'none' || data.status === 'rejected';
  return (
    <section aria-labelledby="vet-identity-title" className="vet-section">
      <h2 id="vet-identity-title">
        <T id="zone.vet.identity.title" />
      </h2>
      <p className="vet-section-hint">
        <T id="zone.vet.identity.hint" />
      </p>
      {data.status !== 'none' && <StatusDetails identity={data} />}
      {data.status === 'pending' && (
        <Alert type="info" showIcon role="status" message={<T id="zone.vet.identity.pending" />} description={<T id="zone.vet.identity.pendingHint" />} />
      )}
      {data.status === 'verified' && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={<T id="zone.vet.identity.verified" />}
          action={
            <Button type="primary" onClick={onShowJobs}>
              <T id="zone.vet.identity.showJobs" />
            </Button>
          }
        />
      )}
      {data.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={<T id="zone.vet.identity.rejected" />}
          description={data.rejectReason ?? undefined}
          className="vet-identity-rejected"
        />
      )}
      {canApply && (
        <div className="vet-identity-form">
          <h3>
            <T id={data.status === 'rejected' ? 'zone.vet.form.again' : 'zone.vet.form.title'} />
          </h3>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
            <VeteranIdentityForm onApplied={(next) => mutate(next)} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
