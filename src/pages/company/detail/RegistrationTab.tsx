import { Descriptions } from 'antd';
import { useRegistrationFacts } from '@/components/CompanyFacts/index.tsx';
import type { BusinessRegistration } from '@/contract/job.ts';
import { T, useT } from '@/locales/useT.tsx';

/** 工商信息: the registry facts a seeker checks before trusting an employer. */
export default function RegistrationTab({ registration }: { registration: BusinessRegistration }) {
  const t = useT();
  const facts = useRegistrationFacts(registration);
  return (
    <section aria-labelledby="comdetail-registration">
      <h2 id="comdetail-registration">
        <T id="company.reg.title" />
      </h2>
      <Descriptions
        bordered
        column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
        size="middle"
        items={facts.map((f) => ({ key: f.key, label: t(f.labelId), children: f.value, span: f.key === 'businessScope' ? 'filled' : undefined }))}
      />
      <p className="comdetail-muted comdetail-note">
        <T id="company.reg.note" />
      </p>
    </section>
  );
}
