import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/PageContainer/index.tsx';
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
    <PageContainer
      title={
        <h1>
          <T id="service.outsourc.title" />
        </h1>
      }
      content={<T id="service.outsourc.intro" />}
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
      <section className="service-section" aria-labelledby="outsourc-advantages">
        <h2 id="outsourc-advantages">
          <T id="service.outsourc.advantages" />
        </h2>
        <ul className="service-grid">
          {ADVANTAGES.map((a) => (
            <li key={a} className="service-tile">
              <h3>{t(`service.outsourc.adv.${a}` as MessageId)}</h3>
              <p>{t(`service.outsourc.adv.${a}Body` as MessageId)}</p>
            </li>
          ))}
        </ul>
        <Licences />
      </section>
      <section className="service-section" aria-labelledby="outsourc-kpis">
        <h2 id="outsourc-kpis">
          <T id="service.outsourc.kpis" />
        </h2>
        <ul className="service-kpis">
          {KPIS.map((k) => (
            <li key={k} className="service-kpi">
              <strong>{t(`service.outsourc.kpi.${k}Value` as MessageId)}</strong>
              {t(`service.outsourc.kpi.${k}` as MessageId)}
            </li>
          ))}
        </ul>
      </section>
      <section className="service-section" aria-labelledby="outsourc-industries">
        <h2 id="outsourc-industries">
          <T id="service.outsourc.industries" />
        </h2>
        <ul>
          {INDUSTRIES.map((i) => (
            <li key={i}>{t(`service.outsourc.industry.${i}`)}</li>
          ))}
        </ul>
      </section>
      <section className="service-section" aria-labelledby="outsourc-cases">
        <h2 id="outsourc-cases">
          <T id="service.outsourc.cases" />
        </h2>
        <ul className="service-grid">
          {CASES.map((c) => (
            <li key={c} className="service-tile">
              <h3>{t(`service.outsourc.${c}.title`)}</h3>
              <p>{t(`service.outsourc.${c}.when`)}</p>
              <p>{t(`service.outsourc.${c}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
