import { Descriptions } from 'antd';
import type { BusinessRegistration } from '@/contract/job.ts';
import { T, useT } from '@/locales/useT.tsx';

/** 工商信息: the registry facts a seeker checks before trusting an employer. */
export default function RegistrationTab({ registration: r }: { registration: BusinessRegistration }) {
  const t = useT();
  return (
    <section aria-labelledby="comdetail-registration">
      <h2 id="comdetail-registration">
        <T id="company.reg.title" />
      </h2>
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
        size="middle"
        items={[
          { key: 'legal', label: t('company.reg.legalRepresentative'), children: r.legalRepresentative },
          { key: 'capital', label: t('company.reg.registeredCapital'), children: t('company.reg.capitalValue', { amount: r.registeredCapital }) },
          { key: 'founded', label: t('company.reg.founded'), children: r.founded },
          { key: 'type', label: t('company.reg.entityType'), children: r.entityType },
          { key: 'status', label: t('company.reg.operatingStatus'), children: r.operatingStatus },
          { key: 'credit', label: t('company.reg.creditCode'), children: <span className="comdetail-code">{r.creditCode}</span> },
          { key: 'scope', label: t('company.reg.businessScope'), children: r.businessScope, span: 'filled' },
        ]}
      />
      <p className="comdetail-muted comdetail-note">
        <T id="company.reg.note" />
      </p>
    </section>
  );
}
