import { PageContainer } from '@/components/PageContainer/index.tsx';
import { DISPATCH_RULES, LICENCES } from '@/contract/serviceValues.ts';
import Licences from '@/features/services/Licences.tsx';
import ServiceRequestForm from '@/features/services/ServiceRequestForm.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import '@/features/services/services.css';

const INCLUDED = ['hiring', 'contract', 'payroll', 'insurance', 'injury', 'exit'] as const;
const ASPECTS = ['manages', 'positions', 'risk', 'price'] as const;

/**
 * /dispens (劳务派遣): what is included, the compliance block as the law sets it (licence number, the three
 * kinds of position, the 10% share, 2-year contracts, equal pay), dispatch vs outsourcing, and the quote form,
 * whose refusals are the API's (a request over the 10% share says so on the headcount).
 */
export default function DispatchPage() {
  const t = useT();
  return (
    <PageContainer
      title={
        <h1>
          <T id="service.dispatch.title" />
        </h1>
      }
      content={<T id="service.dispatch.intro" />}
    >
      <section className="service-section" aria-labelledby="dispatch-included">
        <h2 id="dispatch-included">
          <T id="service.dispatch.included" />
        </h2>
        <ul className="service-grid">
          {INCLUDED.map((i) => (
            <li key={i} className="service-tile">
              {t(`service.dispatch.inc.${i}` as MessageId)}
            </li>
          ))}
        </ul>
        <p>
          <T id="service.dispatch.perHead" />
        </p>
      </section>
      <section className="service-section" aria-labelledby="dispatch-compliance">
        <h2 id="dispatch-compliance">
          <T id="service.dispatch.compliance" />
        </h2>
        <ol className="service-compliance" data-testid="dispatch-compliance">
          <li>{t('service.dispatch.rule.licence', { number: LICENCES.dispatch.number })}</li>
          <li>{t('service.dispatch.rule.positions', { months: DISPATCH_RULES.temporaryMaxMonths })}</li>
          <li>{t('service.dispatch.rule.share', { percent: DISPATCH_RULES.maxSharePercent })}</li>
          <li>{t('service.dispatch.rule.contract', { years: DISPATCH_RULES.minContractYears })}</li>
          <li>{t('service.dispatch.rule.equal')}</li>
        </ol>
        <Licences only="dispatch" />
      </section>
      <section className="service-section" aria-labelledby="dispatch-vs">
        <h2 id="dispatch-vs">
          <T id="service.dispatch.vs" />
        </h2>
        <div className="service-table-wrap">
          <table className="service-table">
            <thead>
              <tr>
                <th scope="col">{t('service.dispatch.vs.aspect')}</th>
                <th scope="col">{t('service.name.dispatch')}</th>
                <th scope="col">{t('service.name.outsourcing')}</th>
              </tr>
            </thead>
            <tbody>
              {ASPECTS.map((a) => (
                <tr key={a}>
                  <th scope="row">{t(`service.dispatch.vs.${a}`)}</th>
                  <td>{t(`service.dispatch.vs.${a}.dispatch`)}</td>
                  <td>{t(`service.dispatch.vs.${a}.outsourcing`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="service-section" aria-labelledby="dispatch-form">
        <h2 id="dispatch-form">
          <T id="service.dispatch.form" />
        </h2>
        <ServiceRequestForm kind="dispatch" labelledBy="dispatch-form" />
      </section>
    </PageContainer>
  );
}
