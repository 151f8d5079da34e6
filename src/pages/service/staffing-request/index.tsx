import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageIntro, PageSection } from '@/components/PageIntro/index.tsx';
import MyRequests from '@/features/services/MyRequests.tsx';
import ServiceRequestForm from '@/features/services/ServiceRequestForm.tsx';
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
    <PageIntro titleId="service.hands.title" introId="service.hands.intro">
      <PageSection className="service-section" id="hands-form" titleId="service.hands.form">
        <ServiceRequestForm kind="staffing" labelledBy="hands-form" onCreated={() => setVersion((v) => v + 1)} />
      </PageSection>
      <PageSection className="service-section" id="hands-mine" titleId="service.hands.mine">
        <MyRequests version={version} highlight={ref && /^FW\d{12}$/.test(ref) ? ref : null} />
      </PageSection>
    </PageIntro>
  );
}
