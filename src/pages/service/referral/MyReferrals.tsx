import { Button, Popconfirm } from 'antd';
import PlainTag from '@/components/PlainTag/index.tsx';
import { Link } from 'react-router-dom';
import BusinessDate from '@/components/BusinessDate.tsx';
import ListState from '@/components/ListState/index.tsx';
import { REFERRAL_STAGES, type MyReferrals as Mine, type ReferralView } from '@/contract/referralValues.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { withdrawReferral } from '@/services/referral.ts';
import { STAGE_IDS } from './BountyStages.tsx';
import { STATUS } from './status.ts';

interface Props {
  data: Mine | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onChanged: () => void;
}

/** 我的推荐: earnings (simulated) and each referral with its stage timeline and what each paid stage brought. */
export default function MyReferrals({ data, loading, error, onRetry, onChanged }: Props) {
  const t = useT();
  const list = data?.list ?? [];
  return (
    <section aria-labelledby="referral-mine-title">
      <h2 id="referral-mine-title" className="visually-hidden">
        <T id="referral.tab.mine" />
      </h2>
      {data && (
        <div className="referral-earnings" data-testid="referral-earnings">
          <h3>
            <T id="referral.earnings.title" />
          </h3>
          <dl>
            <div>
              <dt>
                <T id="referral.earnings.paid" />
              </dt>
              <dd data-testid="earnings-paid">{t('referral.money', { amount: data.earnings.paid })}</dd>
            </div>
            <div>
              <dt>
                <T id="referral.earnings.pending" />
              </dt>
              <dd data-testid="earnings-pending">{t('referral.money', { amount: data.earnings.pending })}</dd>
            </div>
            <div>
              <dt>
                <T id="referral.earnings.count" />
              </dt>
              <dd>{list.length}</dd>
            </div>
          </dl>
        </div>
      )}
      <ListState loading={loading} error={error} empty={!list.length} onRetry={onRetry} emptyId="referral.mine.empty">
        <ul className="referral-mine">
          {list.map((r) => (
            <ReferralCard key={r.id} referral={r} onChanged={onChanged} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function ReferralCard({ referral: r, onChanged }: { referral: ReferralView; onChanged: () => void }) {
  const t = useT();
  const withdraw = useSubmit(() => withdrawReferral(r.id), { success: 'referral.mine.withdrawn', onSuccess: onChanged });
  const reached = new Map(r.timeline.map((s) => [s.stage, s.at]));
  const paid = new Map(r.bounty.stages.map((s) => [s.stage, s]));
  const status = STATUS[r.status];
  return (
    <li className="referral-card referral-mine-card" data-testid="referral-item">
      <div className="referral-mine-head">
        <h3 className="referral-card-title">
          <Link to={paths.jobDetail(r.job.id)}>{r.job.title}</Link>
          <span className="referral-mine-company">{r.job.companyName}</span>
        </h3>
        <PlainTag>{t(r.kind === 'self' ? 'referral.kind.self' : 'referral.kind.other')}</PlainTag>
        <span data-testid="referral-status">
          <PlainTag color={status.color}>{t(status.id)}</PlainTag>
        </span>
      </div>
      <p className="referral-card-meta">
        <span>{r.candidate.name}</span>
        <span>{r.candidate.mobile}</span>
        <span>
          <BusinessDate value={r.createdAt} form="dateTime" />
        </span>
      </p>
      {r.status === 'awaitingConsent' && r.consentExpiresAt && (
        <p className="referral-note">
          <T id="referral.mine.consentUntil" values={{ date: <BusinessDate value={r.consentExpiresAt} /> }} />{' '}
          <Popconfirm title={t('referral.mine.withdrawConfirm')} onConfirm={() => void withdraw.submit(undefined)}>
            <Button size="small" loading={withdraw.submitting}>
              <T id="referral.mine.withdraw" />
            </Button>
          </Popconfirm>
        </p>
      )}
      <ol className="referral-timeline" aria-label={t('referral.mine.progress')}>
        {REFERRAL_STAGES.map((stage) => {
          const at = reached.get(stage);
          const pay = paid.get(stage);
          return (
            <li key={stage} className={at ? 'is-reached' : undefined} data-testid={`stage-${stage}`} data-reached={at ? 'true' : 'false'}>
              <span className="referral-timeline-name">{t(STAGE_IDS[stage])}</span>
              {at && (
                <span className="referral-timeline-at">
                  <BusinessDate value={at} form="dateTime" />
                </span>
              )}
              {pay && (
                <span className={pay.paidAt ? 'referral-paid' : 'referral-unpaid'}>
                  {t(pay.paidAt ? 'referral.mine.paid' : 'referral.mine.unpaid', { amount: pay.amount })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {r.status === 'inProgress' && (
        <p className="referral-note" role="status">
          <T id="referral.mine.moving" />
        </p>
      )}
    </li>
  );
}
