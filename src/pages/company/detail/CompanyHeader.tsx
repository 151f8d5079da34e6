import { SafetyCertificateFilled } from '@ant-design/icons';
import { Avatar, Space, Tag } from 'antd';
import FollowCompanyButton from '@/components/CompanyCard/FollowCompanyButton.tsx';
import CopyLinkButton from '@/components/CopyLinkButton.tsx';
import ReportButton from '@/components/ReportButton/index.tsx';
import type { CompanyDetail, FollowResult } from '@/contract/company.ts';
import { cityDict, companySizeDict, industryDict, labelIdOf, stageDict } from '@/dicts/index.ts';
import { T } from '@/locales/useT.tsx';
import { mediaUrl } from '@/utils/media.ts';

/** The company page's header: identity, certification, scale, and what a visitor can do about it. */
export default function CompanyHeader({ company, onFollowChange }: { company: CompanyDetail; onFollowChange: (result: FollowResult) => void }) {
  return (
    <header className="comdetail-card comdetail-header">
      <Avatar shape="square" size={80} src={mediaUrl(company.logo)} alt="">
        {company.shortName.slice(0, 1)}
      </Avatar>
      <div className="comdetail-who">
        <div className="comdetail-name-row">
          <h1 id="comdetail-name" className="comdetail-name">
            {company.name}
          </h1>
          {company.verified ? (
            <Tag color="blue" icon={<SafetyCertificateFilled />}>
              <T id="company.badge.verified" />
            </Tag>
          ) : (
            <Tag>
              <T id="company.badge.unverified" />
            </Tag>
          )}
          {company.veteranFriendly && (
            <Tag color="green">
              <T id="company.badge.veteranFriendly" />
            </Tag>
          )}
        </div>
        <p className="comdetail-facts">
          <T id={labelIdOf(industryDict, company.industryTop, 'shared.unknown')} /> / <T id={labelIdOf(industryDict, company.industry, 'shared.unknown')} /> ·{' '}
          <T id={labelIdOf(stageDict, company.stage, 'shared.unknown')} /> · <T id={labelIdOf(companySizeDict, company.size, 'shared.unknown')} /> ·{' '}
          <T id={labelIdOf(cityDict, company.city, 'shared.unknown')} />
        </p>
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
        <ReportButton targetType="company" targetId={company.id} />
      </Space>
    </header>
  );
}
