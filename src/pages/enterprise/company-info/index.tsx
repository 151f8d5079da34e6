import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Skeleton } from 'antd';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { OwnCompany } from '@/contract/companyProfile.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useLiveReview } from '@/features/chat/live/useLiveReview.ts';
import { useCertifiedInSession, usePermissions } from '@/hooks/usePermissions.ts';
import { T } from '@/locales/useT.tsx';
import { queryOwnCompany } from '@/services/hiring.ts';
import CertificationCard from './CertificationCard.tsx';
import ProfileForm from './ProfileForm.tsx';
import './companyInfo.css';

/**
 * /companyInformation: the company's certification (which decides whether it may publish) and the profile its
 * public page shows; the main account edits them, a sub-account reads them.
 */
export default function CompanyInformationPage() {
  const company = useApiRequest(queryOwnCompany);
  // The reviewer's answer arrives on the live stream: the status changes in front of the recruiter.
  useLiveReview(company.refresh, company.data?.certification.status === 'pending');
  // The profile and the certification are the main account's: a sub-account reads them, and is told why.
  const { canEditCompany, denial } = usePermissions();
  useCertifiedInSession(company.data?.certification.status);
  return (
    <PageContainer
      className="company-info-page"
      title={
        <h1>
          <T id="menu.companyInformation" />
        </h1>
      }
    >
      <DetailState
        view={detailView({ loading: company.loading && !company.data, error: company.error, data: company.data })}
        notFoundId="shared.detail.failed"
        back={{ to: '/enterprisecenter', labelId: 'menu.enterprisecenter' }}
        onRetry={company.refresh}
        skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
      >
        {(data: OwnCompany) => (
          <div className="company-info-body">
            {!canEditCompany && <Alert type="info" showIcon message={<T id={denial('canEditCompany')!.messageId} />} data-testid="company-denied" />}
            {data.id ? (
              <CertificationCard company={data} readOnly={!canEditCompany} onChange={company.mutate} onRefresh={company.refresh} />
            ) : (
              <Alert
                type="info"
                showIcon
                message={<T id="hiring.company.new.title" values={{ name: data.name }} />}
                description={<T id="hiring.company.new.body" />}
              />
            )}
            <ProfileForm company={data} readOnly={!canEditCompany} onSaved={company.mutate} />
          </div>
        )}
      </DetailState>
    </PageContainer>
  );
}
