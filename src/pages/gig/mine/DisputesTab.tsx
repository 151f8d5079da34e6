import { Button } from 'antd';
import DisputeCase from '@/components/GigOrder/DisputeCase.tsx';
import ListState from '@/components/ListState/index.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import { moveMyGigDispute, queryMyGigDisputes } from '@/services/gigOrders.ts';
import type { GigDisputeView } from '@/contract/gig.ts';

/** The worker's complaints: case number, status and each step; withdraw before a decision, close after one. */
export default function DisputesTab() {
  const disputes = useApiRequest(queryMyGigDisputes, { refreshOnReturn: true });
  const list = disputes.data ?? [];
  return (
    <ListState loading={disputes.loading} error={disputes.error} empty={!list.length} onRetry={disputes.refresh} emptyId="gig.dispute.empty">
      {list.map((dispute) => (
        <DisputeCase key={dispute.id} dispute={dispute} actions={<DisputeActions dispute={dispute} onChanged={disputes.refresh} />} />
      ))}
    </ListState>
  );
}

function DisputeActions({ dispute, onChanged }: { dispute: GigDisputeView; onChanged: () => void }) {
  const t = useT();
  const withdraw = useSubmit(() => moveMyGigDispute(dispute.id, 'withdraw'), { success: 'gig.dispute.withdrawn', onSuccess: onChanged });
  const close = useSubmit(() => moveMyGigDispute(dispute.id, 'close'), { success: 'gig.dispute.closed', onSuccess: onChanged });
  const open = dispute.status === 'complaint' || dispute.status === 'intervening';
  const decided = !!dispute.outcome && dispute.status !== 'closed';
  if (!open && !decided) return null;
  return open ? (
    <Button loading={withdraw.submitting} onClick={() => void withdraw.submit(undefined)}>
      {t('gig.dispute.withdraw')}
    </Button>
  ) : (
    <Button loading={close.submitting} onClick={() => void close.submit(undefined)}>
      {t('gig.dispute.close')}
    </Button>
  );
}
