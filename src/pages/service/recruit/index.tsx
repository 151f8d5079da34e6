import { InputNumber, Segmented, Steps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageIntro, PageSection } from '@/components/PageIntro/index.tsx';
import { estimateRpoFee, RPO_FEE_MODELS, RPO_PER_HIRE_PERCENT, RPO_RETAINER, SERVICE_FIGURES, type RpoFeeModel } from '@/contract/serviceValues.ts';
import ServiceRequestForm from '@/features/services/ServiceRequestForm.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import '@/features/services/services.css';

const USE_CASES = ['bulk', 'urgent', 'senior', 'remote'] as const;
const STEPS = ['need', 'profile', 'quote', 'sign', 'source', 'shortlist', 'interview', 'onboard', 'guarantee'] as const;
const GUARANTEE_DAYS = SERVICE_FIGURES.find((f) => f.code === 'rpo')!.guaranteeDays;

/** /recruit (代招/RPO): use cases, the process to the guarantee period, fee models with an estimator, the request form. */
export default function RecruitPage() {
  const t = useT();
  return (
    <PageIntro titleId="service.recruit.title" introId="service.recruit.intro">
      <PageSection className="service-section" id="recruit-uses" titleId="service.recruit.useCases">
        <ul>
          {USE_CASES.map((u) => (
            <li key={u}>{t(`service.recruit.use.${u}`)}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection className="service-section" id="recruit-process" titleId="service.recruit.process">
        <Steps size="small" current={-1} items={STEPS.map((s, i) => ({ title: t(`service.recruit.step.${s}` as MessageId), subTitle: String(i + 1) }))} />
      </PageSection>
      <PageSection className="service-section" id="recruit-fees" titleId="service.recruit.fees">
        <ul>
          <li>{t('service.recruit.fee.perHire', { rate: RPO_PER_HIRE_PERCENT })}</li>
          <li>{t('service.recruit.fee.retainer', { monthly: RPO_RETAINER.monthlyYuan, rate: RPO_RETAINER.ratePercent })}</li>
          <li>{t('service.recruit.fee.tiered')}</li>
        </ul>
        <FeeEstimator />
      </PageSection>
      <PageSection className="service-section" id="recruit-guarantee" titleId="service.recruit.guarantee">
        <p>{t('service.recruit.guaranteeBody', { days: GUARANTEE_DAYS })}</p>
      </PageSection>
      <PageSection className="service-section" id="recruit-form" titleId="service.recruit.form">
        <ServiceRequestForm kind="rpo" labelledBy="recruit-form" />
      </PageSection>
    </PageIntro>
  );
}

/** The fee of the chosen model for a number of hires at a monthly pay (serviceValues estimateRpoFee). */
function FeeEstimator() {
  const t = useT();
  const intl = useIntl();
  const [model, setModel] = useState<RpoFeeModel>('perHire');
  const [hires, setHires] = useState(5);
  const [pay, setPay] = useState(10_000);
  const [months, setMonths] = useState(3);
  const fee = estimateRpoFee(model, hires || 0, pay || 0, months || 0);
  return (
    <div className="service-tile" role="group" aria-labelledby="recruit-estimator">
      <h3 id="recruit-estimator">
        <T id="service.recruit.estimator" />
      </h3>
      <Segmented
        aria-label={t('service.recruit.estimator.model')}
        value={model}
        onChange={(v) => setModel(v as RpoFeeModel)}
        options={RPO_FEE_MODELS.map((m) => ({ value: m, label: t(`service.recruit.estimator.model.${m}`) }))}
      />
      <div className="service-form-grid">
        <label>
          <T id="service.recruit.estimator.hires" />
          <InputNumber className="service-number" min={1} max={1000} precision={0} value={hires} onChange={(v) => setHires(v ?? 0)} />
        </label>
        <label>
          <T id="service.recruit.estimator.pay" />
          <InputNumber className="service-number" min={1000} max={500_000} step={1000} precision={0} value={pay} onChange={(v) => setPay(v ?? 0)} />
        </label>
        {model === 'retainer' && (
          <label>
            <T id="service.recruit.estimator.months" />
            <InputNumber className="service-number" min={1} max={24} precision={0} value={months} onChange={(v) => setMonths(v ?? 0)} />
          </label>
        )}
      </div>
      <p className="service-quote-total" aria-live="polite" data-testid="fee-estimate">
        {t('service.recruit.estimator.result', { amount: intl.formatNumber(fee) })}
      </p>
      <p>
        <T id="service.recruit.estimator.note" />
      </p>
    </div>
  );
}
