import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LICENCES } from '@/contract/serviceValues.ts';
import { T, useT } from '@/locales/useT.tsx';
import './services.css';

/** The portal's licences with their numbers, validity and issuer (the same numbers as the footer's). */
export default function Licences({ only }: { only?: keyof typeof LICENCES }) {
  const t = useT();
  const kinds = (Object.keys(LICENCES) as Array<keyof typeof LICENCES>).filter((k) => !only || k === only);
  return (
    <ul className="service-grid service-licences" data-testid="service-licences">
      {kinds.map((kind) => {
        const l = LICENCES[kind];
        return (
          <li key={kind} className="service-tile">
            <h3>
              <SafetyCertificateOutlined aria-hidden="true" /> <T id={`service.licence.${kind}`} />
            </h3>
            <p>{t('service.licence.number', { number: l.number })}</p>
            <p>{t('service.licence.valid', { from: l.validFrom, to: l.validTo, issuer: l.issuer })}</p>
          </li>
        );
      })}
    </ul>
  );
}
