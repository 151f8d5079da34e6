import { Space } from 'antd';
import { CompanyBadges, CompanyProfile } from '@/components/CompanyFacts/index.tsx';
import FollowCompanyButton from '@/features/companies/CompanyCard/FollowCompanyButton.tsx';
import CopyLinkButton from '@/components/CopyLinkButton.tsx';
import LogoTile from '@/components/LogoTile/index.tsx';
import ReportButton from '@/features/report/ReportButton/index.tsx';
import type { CompanyDetail, FollowResult } from '@/contract/company.ts';
import { useOwnCompanyId } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';

/** The company page's header: identity, certification, scale, and what a visitor can do about it. */
export default function CompanyHeader({ company, onFollowChange }: { company: CompanyDetail; onFollowChange: (result: FollowResult) => void }) {
  const ownCompanyId = useOwnCompanyId();
  return (
    <header className="comdetail-card comdetail-header">
      <LogoTile name={company.shortName || company.name} src={company.logo} size={80} />
      <div className="comdetail-who">
        <div className="comdetail-name-row">
          <h1 id="comdetail-name" className="comdetail-name">
            {company.name}
          </h1>
          <CompanyBadges company={company} showUnverified />
        </div>
        <CompanyProfile company={company} city={company.city} className="comdetail-facts" />
        <p className="comdetail-stats">
          <T id="company.detail.openJobs" values={{ count: company.openJobCount }} />
          <span aria-hidden> · </span>
          <span data-testid="follower-count">
            <T id="company.detail.followers" values={{ count: company.followerCount }} />
          </span>
        </p>
      </div>
      <Space wrap className="comdetail-actions">
        <FollowCompanyButton companyId={company.id} followed={company.followed} onChange={onFollowChange} />
        <CopyLinkButton />
        {/* Nobody reports their own employer from its public page. */}
        {ownCompanyId !== company.id && <ReportButton targetType="company" targetId={company.id} />}
      </Space>
    </header>
  );
}
