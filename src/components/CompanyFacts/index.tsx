import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import BusinessDate from '@/components/BusinessDate.tsx';
import type { BusinessRegistration, CompanySummary } from '@/contract/job.ts';
import { cityDict, companySizeDict, industryDict, labelIdOf, stageDict, type CityCode } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { formatCapital } from '@/utils/format.ts';
import './companyFacts.css';

/**
 * The facts about an employer, written one way wherever they appear (the company card in lists, the company
 * page's header and registration tab, the job page's company card): the badges, the profile line
 * (industry · stage · size · city) and the business registration with its capital and dates in the shared
 * formats (utils/format.ts).
 */

type Badged = Pick<CompanySummary, 'verified' | 'veteranFriendly'>;

/** 已认证 and 拥军企业; the company's own page also says when it is not certified. */
export function CompanyBadges({ company, showUnverified = false }: { company: Badged; showUnverified?: boolean }) {
  return (
    <>
      {company.verified ? (
        <Tag color="blue" icon={<SafetyCertificateFilled />}>
          <T id="company.badge.verified" />
        </Tag>
      ) : (
        showUnverified && (
          <Tag>
            <T id="company.badge.unverified" />
          </Tag>
        )
      )}
      {company.veteranFriendly && (
        <Tag color="green">
          <T id="company.badge.veteranFriendly" />
        </Tag>
      )}
    </>
  );
}

/** 互联网 · B轮 · 100-499人 · 杭州 */
export function CompanyProfile({
  company,
  city,
  className,
}: {
  company: Pick<CompanySummary, 'industry' | 'stage' | 'size'>;
  city: CityCode;
  className?: string;
}) {
  const t = useT();
  const parts = [
    labelIdOf(industryDict, company.industry, 'shared.unknown'),
    labelIdOf(stageDict, company.stage, 'shared.unknown'),
    labelIdOf(companySizeDict, company.size, 'shared.unknown'),
    labelIdOf(cityDict, city, 'shared.unknown'),
  ];
  return (
    <p className={className} data-testid="company-profile">
      {parts.map((id) => t(id)).join(' · ')}
    </p>
  );
}

export interface RegistrationFact {
  key: keyof BusinessRegistration;
  labelId: MessageId;
  value: ReactNode;
}

/** 工商信息 as label/value pairs, for a Descriptions table or a definition list. */
export function useRegistrationFacts(r: BusinessRegistration): RegistrationFact[] {
  const intl = useIntl();
  return [
    { key: 'legalRepresentative', labelId: 'company.reg.legalRepresentative', value: r.legalRepresentative },
    { key: 'registeredCapital', labelId: 'company.reg.registeredCapital', value: formatCapital(intl, r.registeredCapital) },
    { key: 'founded', labelId: 'company.reg.founded', value: <BusinessDate value={r.founded} /> },
    { key: 'entityType', labelId: 'company.reg.entityType', value: r.entityType },
    { key: 'operatingStatus', labelId: 'company.reg.operatingStatus', value: r.operatingStatus },
    { key: 'creditCode', labelId: 'company.reg.creditCode', value: <span className="company-credit-code">{r.creditCode}</span> },
    { key: 'businessScope', labelId: 'company.reg.businessScope', value: r.businessScope },
  ];
}
