import type { GigDisputeView } from '@/contract/gig.ts';
import BusinessDate from '@/components/BusinessDate.tsx';
import PlainTag from '@/components/PlainTag/index.tsx';
import { T, useT } from '@/locales/useT.tsx';
import './gigOrder.css';

const OPEN = new Set(['complaint', 'intervening']);

/**
 * One dispute as both sides read it: case number and status, what it is about, the worker's text, the
 * employer's answer, the platform's decision and each step with its time (投诉 → 平台介入 → 处理完成 / 同意诉求 /
 * 撤诉 → 结束). The caller adds the actions its side may take.
 */
export default function DisputeCase({ dispute, actions }: { dispute: GigDisputeView; actions?: React.ReactNode }) {
  const t = useT();
  return (
    <article className="gig-case" aria-labelledby={`case-${dispute.id}`}>
      <header className="gig-case-head">
        <h3 id={`case-${dispute.id}`}>{t('gig.dispute.case', { caseNo: dispute.caseNo })}</h3>
        <PlainTag color={OPEN.has(dispute.status) ? 'orange' : 'green'}>{t(`dict.gigDisputeStatus.${dispute.status}`)}</PlainTag>
        {dispute.outcome && dispute.status === 'closed' && <PlainTag>{t(`dict.gigDisputeStatus.${dispute.outcome}`)}</PlainTag>}
      </header>
      <p className="gig-case-meta">
        {dispute.gigTitle} · {t(`dict.gigDisputeCategory.${dispute.category}`)} · <BusinessDate value={dispute.openedAt} form="dateTime" />
      </p>
      <p>{dispute.text}</p>
      {dispute.answer && (
        <p className="gig-case-answer">{t(dispute.answer.agree ? 'gig.dispute.answerAgree' : 'gig.dispute.answerDisagree', { text: dispute.answer.text })}</p>
      )}
      {dispute.decision && <p className="gig-case-answer">{t('gig.dispute.decision', { text: dispute.decision })}</p>}
      <ol className="gig-case-timeline" aria-label={t('gig.dispute.timeline')}>
        {dispute.timeline.map((step, i) => (
          <li key={i}>
            <T id={`dict.gigDisputeStatus.${step.status}`} /> · <BusinessDate value={step.at} form="dateTime" />
          </li>
        ))}
      </ol>
      {actions && <div className="gig-case-actions">{actions}</div>}
    </article>
  );
}
