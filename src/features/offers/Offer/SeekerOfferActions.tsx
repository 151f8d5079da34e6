import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import type { Application } from '@/contract/seeker.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { answerOffer, confirmHire } from '@/services/offers.ts';
import { offerStage } from './offerState.ts';

interface Props {
  application: Application;
  onChanged: (application: Application) => void;
}

/**
 * The seeker's answers on /percenter: accept or decline a waiting offer (before its deadline), and once the
 * company has marked 已入职, confirm it or say it is not so. Declining and disputing ask first.
 */
export default function SeekerOfferActions({ application, onChanged }: Props) {
  const t = useT();
  const { offer } = application;
  const answer = useSubmit((accept: boolean, options) => answerOffer(application.id, accept, options), {
    success: (_, accept) => t(accept ? 'offer.answered.accepted' : 'offer.answered.declined'),
    onSuccess: onChanged,
  });
  const hire = useSubmit((confirm: boolean, options) => confirmHire(application.id, confirm, options), {
    success: (_, confirm) => t(confirm ? 'offer.hire.confirmed' : 'offer.hire.disputed'),
    onSuccess: onChanged,
  });
  if (!offer || application.status !== 'offered') return null;
  const stage = offerStage(offer);
  const group = (children: ReactNode) => (
    <Space className="center-answer" role="group" aria-label={t('offer.answerFor', { title: application.job.title })}>
      {children}
    </Space>
  );
  if (stage === 'pending') {
    return group(
      <>
        <Button size="small" type="primary" loading={answer.submitting} onClick={() => void answer.submit(true)}>
          <T id="offer.accept" />
        </Button>
        <Popconfirm title={t('offer.declineConfirm')} okText={t('offer.decline')} cancelText={t('shared.cancel')} onConfirm={() => void answer.submit(false)}>
          <Button size="small" disabled={answer.submitting}>
            <T id="offer.decline" />
          </Button>
        </Popconfirm>
      </>,
    );
  }
  if (stage === 'hireMarked') {
    return group(
      <>
        <Button size="small" type="primary" loading={hire.submitting} onClick={() => void hire.submit(true)}>
          <T id="offer.hire.confirm" />
        </Button>
        <Popconfirm
          title={t('offer.hire.disputeConfirm')}
          okText={t('offer.hire.dispute')}
          cancelText={t('shared.cancel')}
          onConfirm={() => void hire.submit(false)}
        >
          <Button size="small" disabled={hire.submitting}>
            <T id="offer.hire.dispute" />
          </Button>
        </Popconfirm>
      </>,
    );
  }
  return null;
}
