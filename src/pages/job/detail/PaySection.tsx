import { CalculatorOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import type { JobDetail } from '@/contract/job.ts';
import { T } from '@/locales/useT.tsx';
import { payrollCityOf, prefillMonthlyPay } from './payPrefill.ts';

const PayCalculator = lazy(() => import('./PayCalculator.tsx'));

/** The after-tax pay calculator, folded until asked for (its code loads then), pre-filled from this job. */
export default function PaySection({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="job-detail-card" aria-labelledby="job-pay-title">
      <div className="job-detail-card-head">
        <h2 id="job-pay-title">
          <CalculatorOutlined aria-hidden /> <T id="job.pay.title" />
        </h2>
        <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} icon={open ? <UpOutlined /> : <DownOutlined />} iconPosition="end">
          <T id={open ? 'job.pay.close' : 'job.pay.open'} />
        </Button>
      </div>
      <p className="job-detail-muted">
        <T id="job.pay.intro" />
      </p>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <PayCalculator initialPay={prefillMonthlyPay(job.salary)} initialCity={payrollCityOf(job.city)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
