import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Alert, Skeleton } from 'antd';
import DetailState, { detailView } from '@/components/DetailState/index.tsx';
import type { OwnCompany } from '@/contract/companyProfile.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T } from '@/locales/useT.tsx';
import { queryOwnCompany } from '@/services/hiring.ts';
import CertificationCard from './CertificationCard.tsx';
import ProfileForm from './ProfileForm.tsx';
import './companyInfo.css';

/**
 * /companyInformation: the company's certification (which decides whether it may publish) and the profile its
 * public page shows.
 */
export default function CompanyInformationPage() {
  const company = useApiRequest(queryOwnCompany);
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
            {data.id ? (
              <CertificationCard company={data} onChange={company.mutate} onRefresh={company.refresh} />
            ) : (
              <Alert type="info" showIcon message={<T id="hiring.company.new.title" values={{ name: data.name }} />} description={<T id="hiring.company.new.body" />} />
            )}
            <ProfileForm company={data} onSaved={company.mutate} />
          </div>
        )}
      </DetailState>
    </PageContainer>
  );
}
