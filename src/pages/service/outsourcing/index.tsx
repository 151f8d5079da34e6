import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { PageIntro, PageSection } from '@/components/PageIntro/index.tsx';
import Licences from '@/features/services/Licences.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import '@/features/services/services.css';

const ADVANTAGES = ['licence', 'cities', 'pool', 'speed', 'compliance', 'system'] as const;
const KPIS = ['clients', 'onSite', 'hires', 'replace'] as const;
const INDUSTRIES = ['manufacturing', 'logistics', 'retail', 'service'] as const;
const CASES = ['case1', 'case2', 'case3'] as const;

/**
 * /outsourc: what the HR-services business offers and why to trust it: its licences with their numbers, the
 * cities it serves, delivery speed, compliance, last year's figures and dated cases, then the way to the products.
 */
export default function OutsourcingPage() {
  const t = useT();
  return (
    <PageIntro
      titleId="service.outsourc.title"
      introId="service.outsourc.intro"
      extra={
        <Space wrap>
          <Link to="/outsourc/product">
            <Button type="primary">
              <T id="service.outsourc.toProducts" />
            </Button>
          </Link>
          <Link to="/contactUs">
            <Button>
              <T id="service.outsourc.toContact" />
            </Button>
          </Link>
        </Space>
      }
    >
      <PageSection className="service-section" id="outsourc-advantages" titleId="service.outsourc.advantages">
        <ul className="service-grid">
          {ADVANTAGES.map((a) => (
            <li key={a} className="service-tile">
              <h3>{t(`service.outsourc.adv.${a}` as MessageId)}</h3>
              <p>{t(`service.outsourc.adv.${a}Body` as MessageId)}</p>
            </li>
          ))}
        </ul>
        <Licences />
      </PageSection>
      <PageSection className="service-section" id="outsourc-kpis" titleId="service.outsourc.kpis">
        <ul className="service-kpis">
          {KPIS.map((k) => (
            <li key={k} className="service-kpi">
              <strong>{t(`service.outsourc.kpi.${k}Value` as MessageId)}</strong>
              {t(`service.outsourc.kpi.${k}` as MessageId)}
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection className="service-section" id="outsourc-industries" titleId="service.outsourc.industries">
        <ul>
          {INDUSTRIES.map((i) => (
            <li key={i}>{t(`service.outsourc.industry.${i}`)}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection className="service-section" id="outsourc-cases" titleId="service.outsourc.cases">
        <ul className="service-grid">
          {CASES.map((c) => (
            <li key={c} className="service-tile">
              <h3>{t(`service.outsourc.${c}.title`)}</h3>
              <p>{t(`service.outsourc.${c}.when`)}</p>
              <p>{t(`service.outsourc.${c}.body`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </PageIntro>
  );
}
