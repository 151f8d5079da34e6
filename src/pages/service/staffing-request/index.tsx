import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import MyRequests from '@/features/services/MyRequests.tsx';
import ServiceRequestForm from '@/features/services/ServiceRequestForm.tsx';
import { T } from '@/locales/useT.tsx';
import '@/features/services/services.css';

/**
 * /handsWant (enterprise): a staffing request (role, headcount, dates, place, budget, shifts) that the API
 * matches to a service or a gig, and the company's requests with their status, replies and quotes. A notice's
 * link (`?ref=FW…`) scrolls to its request.
 */
export default function StaffingRequestPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  const [version, setVersion] = useState(0);
  return (
    <PageContainer
      title={
        <h1>
          <T id="service.hands.title" />
        </h1>
      }
      content={<T id="service.hands.intro" />}
    >
      <section className="service-section" aria-labelledby="hands-form">
        <h2 id="hands-form">
          <T id="service.hands.form" />
        </h2>
        <ServiceRequestForm kind="staffing" labelledBy="hands-form" onCreated={() => setVersion((v) => v + 1)} />
      </section>
      <section className="service-section" aria-labelledby="hands-mine">
        <h2 id="hands-mine">
          <T id="service.hands.mine" />
        </h2>
        <MyRequests version={version} highlight={ref && /^FW\d{12}$/.test(ref) ? ref : null} />
      </section>
    </PageContainer>
  );
}
