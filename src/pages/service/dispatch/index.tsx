import { PageIntro, PageSection } from '@/components/PageIntro/index.tsx';
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
    <PageIntro titleId="service.dispatch.title" introId="service.dispatch.intro">
      <PageSection className="service-section" id="dispatch-included" titleId="service.dispatch.included">
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
      </PageSection>
      <PageSection className="service-section" id="dispatch-compliance" titleId="service.dispatch.compliance">
        <ol className="service-compliance" data-testid="dispatch-compliance">
          <li>{t('service.dispatch.rule.licence', { number: LICENCES.dispatch.number })}</li>
          <li>{t('service.dispatch.rule.positions', { months: DISPATCH_RULES.temporaryMaxMonths })}</li>
          <li>{t('service.dispatch.rule.share', { percent: DISPATCH_RULES.maxSharePercent })}</li>
          <li>{t('service.dispatch.rule.contract', { years: DISPATCH_RULES.minContractYears })}</li>
          <li>{t('service.dispatch.rule.equal')}</li>
        </ol>
        <Licences only="dispatch" />
      </PageSection>
      <PageSection className="service-section" id="dispatch-vs" titleId="service.dispatch.vs">
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
      </PageSection>
      <PageSection className="service-section" id="dispatch-form" titleId="service.dispatch.form">
        <ServiceRequestForm kind="dispatch" labelledBy="dispatch-form" />
      </PageSection>
    </PageIntro>
  );
}
