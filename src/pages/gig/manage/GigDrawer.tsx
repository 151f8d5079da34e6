import { Button, Drawer, Select, Skeleton } from 'antd';
import { useState } from 'react';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import { yuan } from '@/components/GigOrder/gigOrderValues.ts';
import ListState from '@/components/ListState/index.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import type { OwnGigView } from '@/contract/gig.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { usePermissions } from '@/hooks/usePermissions.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryGigSignups, queryOwnGig } from '@/services/gigManage.ts';
import CheckinCode from './CheckinCode.tsx';
import { GIG_STATUS_COLOR } from './GigsTab.tsx';
import { CloseGigDialog, PrepayDialog } from './ManageDialogs.tsx';
import SignupItem from './SignupItem.tsx';

/** One gig in a drawer: its escrow, the on-site code, and the sign-ups and orders of each shift. */
export default function GigDrawer({ gigId, onClose, onChanged }: { gigId: string; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const gig = useApiRequest(() => queryOwnGig(gigId), { refreshDeps: [gigId], refreshOnReturn: true });
  const changed = () => {
    gig.refresh();
    onChanged();
  };
  return (
    <Drawer open onClose={onClose} width={760} title={gig.data?.title ?? t('gig.manage.drawerTitle')} destroyOnHidden className="gig-drawer">
      <DetailState
        view={detailView({ loading: gig.loading, error: gig.error, data: gig.data })}
        notFoundId="gig.manage.notFound"
        back={{ to: '/gigmanage', labelId: 'menu.gigmanage' }}
        onRetry={gig.refresh}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(data) => <GigBody gig={data} onChanged={changed} />}
      </DetailState>
    </Drawer>
  );
}

function GigBody({ gig, onChanged }: { gig: OwnGigView; onChanged: () => void }) {
  const t = useT();
  const { canBuyPlans } = usePermissions();
  const [dialog, setDialog] = useState<'prepay' | 'close' | null>(null);
  const [shiftId, setShiftId] = useState<string>('');
  const signups = useApiRequest(() => queryGigSignups(gig.id, shiftId || undefined), { refreshDeps: [gig.id, shiftId], refreshOnReturn: true });
  const live = gig.status !== 'closed' && gig.status !== 'ended';
  const ledger = gig.escrowLedger;
  const list = signups.data ?? [];
  const changed = () => {
    signups.refresh();
    onChanged();
  };
  return (
    <div className="gig-drawer-body">
      <p>
        <PlainTag color={GIG_STATUS_COLOR[gig.status]}>{t(`dict.gigStatus.${gig.status}`)}</PlainTag>
        {gig.rejectReason && <span className="gig-manage-reject">{t('gig.manage.rejected', { reason: gig.rejectReason })}</span>}
      </p>
      <section aria-labelledby="gig-escrow-title" className="gig-drawer-section">
        <h2 id="gig-escrow-title">{t('gig.manage.escrow')}</h2>
        <p className="gig-order-meta">
          <T id="gig.manage.escrowSimulated" />
        </p>
        <dl className="gig-facts">
          <dt>{t('gig.manage.held')}</dt>
          <dd>
            {t('gig.order.money', { amount: yuan(ledger.heldFen) })} · {t(`gig.manage.cover.${gig.escrowDetail.cover}`)}
          </dd>
          <dt>{t('gig.manage.needed')}</dt>
          <dd>{t('gig.order.money', { amount: yuan(gig.escrowDetail.neededFen) })}</dd>
          <dt>{t('gig.manage.paidOut')}</dt>
          <dd>{t('gig.order.money', { amount: yuan(ledger.paidOutFen) })}</dd>
          <dt>{t('gig.manage.toppedUp')}</dt>
          <dd>
            {t('gig.order.money', { amount: yuan(ledger.toppedUpFen) })}
            {ledger.refundedFen > 0 && ` · ${t('gig.manage.refunded', { amount: yuan(ledger.refundedFen) })}`}
          </dd>
        </dl>
        <div className="gig-order-actions">
          {canBuyPlans && <Button onClick={() => setDialog('prepay')}>{t('gig.manage.prepay')}</Button>}
          {gig.status !== 'closed' && <Button onClick={() => setDialog('close')}>{t('gig.manage.close')}</Button>}
        </div>
      </section>
      {live && gig.status !== 'pending' && gig.status !== 'rejected' && <CheckinCode gigId={gig.id} />}
      <section aria-labelledby="gig-signups-title" className="gig-drawer-section">
        <div className="gig-drawer-signups-head">
          <h2 id="gig-signups-title">{t('gig.manage.signups')}</h2>
          <Select
            aria-label={t('gig.manage.shift')}
            value={shiftId}
            onChange={setShiftId}
            className="gig-shift-select"
            options={[
              { value: '', label: t('gig.manage.allShifts') },
              ...gig.shifts.map((s) => ({
                value: s.id,
                label: t('gig.manage.shiftOption', { date: s.date, start: s.start, end: s.end, hired: s.hired, headcount: s.headcount, applied: s.applied }),
              })),
            ]}
          />
        </div>
        <ListState loading={signups.loading} error={signups.error} empty={!list.length} onRetry={signups.refresh} emptyId="gig.manage.noSignups">
          <ul className="gig-orders">
            {list.map((order) => (
              <SignupItem key={order.id} order={order} gig={gig} onChanged={changed} />
            ))}
          </ul>
        </ListState>
      </section>
      {dialog === 'prepay' && <PrepayDialog gig={gig} onDone={onChanged} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseGigDialog gig={gig} onDone={onChanged} onClose={() => setDialog(null)} />}
    </div>
  );
}
